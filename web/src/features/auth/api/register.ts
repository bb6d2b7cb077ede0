import { api } from '@/lib/api-client';
import type { AccountSignupResponse, ExpertSignupResponse, Id, StaffSignupResponse } from '@/types/api';

/** Spec §8: signup failures show the server's message, else this. */
export const SIGNUP_FALLBACK_ERROR = 'An existing account already has this email address';

export type SignupInput = Record<string, unknown> & { email: string; password: string };

// Signup errors carry their own fallback wording, so the generic toast is off; the screen toasts it.
export const registerProvider = (input: SignupInput) =>
  api.post<AccountSignupResponse>('/account/register', input, { toastOnError: false });
export const registerExpert = (input: SignupInput) =>
  api.post<ExpertSignupResponse>('/expert/register', input, { toastOnError: false });
export const registerStaff = (input: SignupInput) =>
  api.post<StaffSignupResponse>('/staff/register', input, { toastOnError: false });
/** POST /partner/request: a company asks to become a partner (consortium sign-up). */
export const requestPartnership = (input: Record<string, unknown>) => api.post<{ id: Id }>('/partner/request', input);

export const updateAccount = (id: Id, input: Record<string, unknown>) => api.patch(`/account/update/${encodeURIComponent(id)}`, input);

export const createExpertCriteria = (input: Record<string, unknown>) => api.post('/expert-criteria/create', input);
export const updateExpertCriteria = (id: Id, input: Record<string, unknown>) =>
  api.patch(`/expert-criteria/update/${encodeURIComponent(id)}`, input);
