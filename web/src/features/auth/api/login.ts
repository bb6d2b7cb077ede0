import { api, ApiError, type RequestOptions } from '@/lib/api-client';
import type { Id, LoginResponse, MessageResponse } from '@jointly/contracts';

export interface LoginInput {
  email: string;
  password: string;
}

type CallOptions = Pick<RequestOptions, 'toastOnError'>;

/** POST /account/login → { accessToken, refreshToken, partner, oldUserStatus, user, message }. */
export const login = (input: LoginInput, options: CallOptions = {}) =>
  api.post<LoginResponse & MessageResponse>('/account/login', input, options);

/** POST /admin/login (admins log in separately; the console is their home). */
export const adminLogin = (input: LoginInput, options: CallOptions = {}) => api.post<LoginResponse>('/admin/login', input, options);

/**
 * Login's 403 ACCOUNT.NOT_VERIFIED: the password was right but the e-mail is not confirmed yet; the server has
 * e-mailed a new code and names the account and the code record.
 */
export function notVerifiedDetails(error: unknown): { userId: Id; otpId: Id; message: string } | null {
  if (!(error instanceof ApiError) || error.status !== 403 || error.body?.code !== 'ACCOUNT.NOT_VERIFIED') return null;
  const details = error.body.details as { userId?: unknown; otpId?: unknown } | undefined;
  if (typeof details?.userId !== 'string' || typeof details.otpId !== 'string') return null;
  return { userId: details.userId, otpId: details.otpId, message: error.message };
}
