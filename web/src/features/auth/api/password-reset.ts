import { api } from '@/lib/api-client';
import type { MessageResponse } from '@/types/api';

export const sendPasswordOtp = (email: string) => api.post<MessageResponse>(`/account/send-otp/${encodeURIComponent(email)}`);
export const verifyPasswordOtp = (input: Record<string, unknown>) => api.post<MessageResponse>('/account/verify-otp', input);
export const resetPassword = (input: Record<string, unknown>) => api.post<MessageResponse>('/account/reset-password', input);
