import { MESSAGES } from '@/config/constants';
import { api } from '@/lib/api-client';
import type { AccountSignupResponse, ExpertSignupResponse, Id, SignupType, StaffSignupResponse } from '@jointly/contracts';

/** Spec §8: signup failures show the server's message, else this. */
export const SIGNUP_FALLBACK_ERROR = MESSAGES.signupFailed;

/** The body of POST /account|expert|staff/register (services/accounts RegisterRequestDto). */
export interface SignupInput {
  email: string;
  password: string;
  name?: string;
  /** Provider sign-up: the company the account belongs to. */
  companyName?: string;
  /** Joining a colleague's company through a team invitation. */
  inviteId?: string;
}

// Signup errors carry their own fallback wording, so the generic toast is off; the screen toasts it.
export const registerProvider = (input: SignupInput) =>
  api.post<AccountSignupResponse>('/account/register', input, { toastOnError: false });
export const registerExpert = (input: SignupInput) => api.post<ExpertSignupResponse>('/expert/register', input, { toastOnError: false });
export const registerStaff = (input: SignupInput) => api.post<StaffSignupResponse>('/staff/register', input, { toastOnError: false });

/** Signs up with the call for `type`; answers the new account id and the code record id. */
export async function register(type: SignupType, input: SignupInput): Promise<{ userId: Id; otpId: Id }> {
  if (type === 'expert') {
    const response = await registerExpert(input);
    return { userId: response.expert.id, otpId: response.result?.id ?? '' };
  }
  if (type === 'staff') {
    const response = await registerStaff(input);
    return { userId: response.staff.id, otpId: response.result?.id ?? '' };
  }
  const response = await registerProvider(input);
  return { userId: response.account.id, otpId: response.result.id };
}

/**
 * Spec §8: 'Provider Signup successful!', or 'Expert Signup successful!' for experts and staff. The "ordinary signup" of
 * spec §7 — someone joining a company's team through an invitation, so no new company is made — says
 * 'Account created successfully!'.
 */
export const signupSuccessMessage = (type: SignupType, options: { invited?: boolean } = {}) =>
  options.invited ? MESSAGES.accountCreated : type === 'provider' ? MESSAGES.providerSignup : MESSAGES.expertSignup;
