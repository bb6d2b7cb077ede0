import { api } from '@/lib/api-client';
import type { Id, MessageResponse } from '@jointly/contracts';

export interface ResetCode {
  email: string;
  otp: { id: Id; code: string };
}

/** POST /account/send-otp/{email}: answers the same whether or not the address has an account. */
export const sendPasswordOtp = (email: string) =>
  api.post<MessageResponse & { result: { id: Id } }>(`/account/send-otp/${encodeURIComponent(email)}`);
/** POST /account/verify-otp: checks the code before the new password is chosen. */
export const verifyPasswordOtp = (input: ResetCode) => api.post<MessageResponse>('/account/verify-otp', input);
/** POST /account/reset-password: sets the new password; every session ends. */
export const resetPassword = (input: ResetCode & { password: string }) => api.post<MessageResponse>('/account/reset-password', input);
