import { api, ApiError } from '@/lib/api-client';
import type { EmailVerificationPayload, LoginResponse, MessageResponse, SignupType } from '@/types/api';

export type VerifyResponse = LoginResponse & MessageResponse;

const quiet = { toastOnError: false } as const;

/** POST …/verify-and-auth with { userId, otp: { id, code } }; success shows the server's message. */
export const verifyProviderEmail = (payload: EmailVerificationPayload) =>
  api.post<VerifyResponse>('/account/verify-and-auth', payload, quiet);
export const verifyExpertEmail = (payload: EmailVerificationPayload) => api.post<VerifyResponse>('/expert/verify-and-auth', payload, quiet);
export const verifyStaffEmail = (payload: EmailVerificationPayload) => api.post<VerifyResponse>('/staff/verify-and-auth', payload, quiet);

const byType = { provider: verifyProviderEmail, expert: verifyExpertEmail, staff: verifyStaffEmail } as const;

const isWrongType = (error: unknown) => error instanceof ApiError && error.status === 404 && error.body?.code === 'ACCOUNT.NOT_FOUND';

/**
 * Verifies with the call for `type`. When the type is unknown (the code came from login's 403, which names
 * only the account and the code) it tries provider, expert, then staff: the server answers ACCOUNT.NOT_FOUND
 * for the wrong type before it looks at the code, so a wrong guess costs no code attempt.
 */
export async function verifyEmail(type: SignupType | undefined, payload: EmailVerificationPayload): Promise<VerifyResponse> {
  if (type) return byType[type](payload);
  const order: SignupType[] = ['provider', 'expert', 'staff'];
  let lastError: unknown;
  for (const candidate of order) {
    try {
      return await byType[candidate](payload);
    } catch (error) {
      if (!isWrongType(error)) throw error;
      lastError = error;
    }
  }
  throw lastError;
}
