import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { QueryParams } from '@/lib/query-string';
import type { AccountView, CompanyProfile, Id, PartnerSearchResult } from '@jointly/contracts';

export const getAllPartners = () => api.get<CompanyProfile[] | PartnerSearchResult<CompanyProfile>>('/partner/all');
export const searchPartners = (params: QueryParams = {}) =>
  api.get<PartnerSearchResult<CompanyProfile>>('/partner/search', { query: params });
export const partnerSearchQuery = (params: QueryParams = {}) =>
  queryOptions({ queryKey: ['partners', 'search', params], queryFn: () => searchPartners(params) });
export const updatePartner = (id: Id, input: Record<string, unknown>) =>
  api.patch<{ partner: CompanyProfile; message: string }>(`/partner/update/${encodeURIComponent(id)}`, input);

// Admin-looking calls (spec §6).
export const PARTNER_VERIFY_FAILED = 'Failed to verify consortium';
export const getUnverifiedPartners = () => api.get<CompanyProfile[] | PartnerSearchResult<CompanyProfile>>('/partner/unverified');
export const approvePartner = (id: Id) => api.patch(`/partner/approve/${encodeURIComponent(id)}`, undefined, { toastOnError: false });
export const getAllUsers = () =>
  api.get<{ users: AccountView[]; count: number; currentPage: number; totalPages: number }>('/admin/all-users');
