import { api } from '@/lib/api-client';
import type { EmailVerificationPayload, LoginResponse, MessageResponse } from '@/types/api';

type VerifyResponse = Partial<LoginResponse> & MessageResponse;

/** POST …/verify-and-auth with { userId, otp: { id, code } }; success shows the server's message. */
export const verifyProviderEmail = (payload: EmailVerificationPayload) => api.post<VerifyResponse>('/account/verify-and-auth', payload);
export const verifyExpertEmail = (payload: EmailVerificationPayload) => api.post<VerifyResponse>('/expert/verify-and-auth', payload);
export const verifyStaffEmail = (payload: EmailVerificationPayload) => api.post<VerifyResponse>('/staff/verify-and-auth', payload);
