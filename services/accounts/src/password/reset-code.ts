import { InvalidInputError } from '@jointly/common/errors';

/** The one answer for every wrong reset code, unknown address included (nothing is revealed). */
export const invalidResetCode = () => new InvalidInputError('This code is not valid; ask for a new one.', 'OTP.INVALID');
