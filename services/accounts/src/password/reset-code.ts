import { unknownCode } from '../identity/one-time-codes';

/**
 * The one answer for every wrong reset code, unknown address included (nothing is revealed): the same as for an
 * unknown one-time code.
 */
export const invalidResetCode = unknownCode;
