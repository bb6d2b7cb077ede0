import { queryOptions } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast/toast-store';
import { MESSAGES } from '@/config/constants';
import { accountKindOf } from '@/lib/auth';
import { api } from '@/lib/api-client';
import { useAuthStore } from '@/stores/auth-store';
import { useDataStore } from '@/stores/data-store';
import type { AccountProfile, AccountView, CompanyProfile, Id, MeResponse, MessageResponse } from '@jointly/contracts';

/** A company as the partner endpoints answer it (the fields the answer carries). */
type Partner = CompanyProfile;

/**
 * GET /account/me: the signed-in account and its company. The answer also refreshes the stored user (tokens
 * kept) and, for everyone but experts, the stored partner, so the shell and later screens see fresh data.
 */
export async function getMe(): Promise<MeResponse> {
  const me = await api.get<MeResponse>('/account/me', { toastOnError: false });
  useAuthStore.getState().updateUser(me.user);
  if (me.partner && accountKindOf(me.user) !== 'expert') useDataStore.getState().setPartner(me.partner);
  return me;
}
export const meQuery = () => queryOptions({ queryKey: ['account', 'me'], queryFn: getMe });

/** The person fields of PATCH /account/update/{id}; a cleared field is sent as null (lists as []). */
export type PersonUpdate = { name?: string } & AccountProfile;

/** PATCH /account/update/{id} → { user, message }; the stored user takes the returned fields. */
export async function updateAccount(id: Id, input: PersonUpdate): Promise<{ user: AccountView; message: string }> {
  const response = await api.patch<{ user: AccountView; message?: string }>(`/account/update/${encodeURIComponent(id)}`, input);
  useAuthStore.getState().updateUser(response.user);
  return { user: response.user, message: response.message ?? 'Profile updated successfully!' };
}

/** The company fields of PATCH /account/update-profile (services/accounts UpdateCompanyProfileRequestDto). */
export type CompanyUpdate = Partial<
  Pick<
    CompanyProfile,
    | 'companyName'
    | 'registrationNumber'
    | 'phone'
    | 'website'
    | 'address'
    | 'postcode'
    | 'description'
    | 'sector'
    | 'companySize'
    | 'regions'
    | 'serviceCategories'
    | 'certifications'
    | 'annualTurnover'
    | 'employees'
    | 'yearsTrading'
  >
>;

/**
 * PATCH /account/update-profile. Spec §4: the returned fields are merged into the stored partner; the toast
 * is the server's message, else 'Provider profile updated successfully!'. The answer may wrap the partner
 * as `partner` or be the partner itself.
 */
export async function updateProfile(input: CompanyUpdate | Record<string, unknown>): Promise<Partial<CompanyProfile>> {
  const response = await api.patch<Partial<CompanyProfile> & { partner?: Partial<CompanyProfile>; message?: string }>(
    '/account/update-profile',
    input,
  );
  const { message, partner, ...rest } = response ?? {};
  const fields = partner ?? rest;
  useDataStore.getState().mergePartner(fields);
  toast.success(typeof message === 'string' && message ? message : MESSAGES.profileUpdated);
  return fields;
}

/** POST /account/update-password; the server ends every other session of the account. */
export const updatePassword = (input: { currentPassword: string; newPassword: string }) =>
  api.post<MessageResponse>('/account/update-password', input);

/** POST /account/logout: ends this session on the server (its tokens answer 456 from then on). */
export const logoutSession = () => api.post<MessageResponse>('/account/logout', undefined, { toastOnError: false });

/**
 * POST /account/get-started/complete: the checklist is done (or the user says so), so sign-ins no longer land on it
 * (the login's oldUserStatus turns false). The stored user's flag follows.
 */
export async function completeGetStarted(): Promise<{ completedAt: string; message: string }> {
  const answer = await api.post<{ completedAt: string; message: string }>('/account/get-started/complete');
  const user = useAuthStore.getState().user;
  if (user) useAuthStore.setState({ user: { ...user, oldUserStatus: false } });
  return answer;
}

/** The partner fields partners look for (PATCH /partner/update/{id}, services/accounts UpdatePartnerRequestDto). */
export type PartnerDetailsUpdate = Partial<
  Pick<
    CompanyProfile,
    | 'description'
    | 'website'
    | 'phone'
    | 'regions'
    | 'serviceCategories'
    | 'certifications'
    | 'annualTurnover'
    | 'employees'
    | 'yearsTrading'
  >
>;

/**
 * PATCH /partner/update/{id} (a member of the company, or an admin): the answer's partner is merged into the stored
 * partner and its message (else 'Company profile updated successfully!') is shown. These are the company's facts
 * eligibility scores with: saving them re-rates the company against every open tender.
 */
export async function updatePartner(id: Id, input: PartnerDetailsUpdate): Promise<Partial<Partner>> {
  const response = await api.patch<{ partner: Partial<Partner>; message?: string }>(`/partner/update/${encodeURIComponent(id)}`, input);
  useDataStore.getState().mergePartner(response.partner);
  toast.success(response.message || 'Company profile updated successfully!');
  return response.partner;
}
