import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { QueryParams } from '@/lib/query-string';
import type { CompanyProfile, Id, PartnerSearchResult } from '@jointly/contracts';

export const getAllPartners = () => api.get<CompanyProfile[] | PartnerSearchResult<CompanyProfile>>('/partner/all');
export const searchPartners = (params: QueryParams = {}) =>
  api.get<PartnerSearchResult<CompanyProfile>>('/partner/search', { query: params });
export const partnerSearchQuery = (params: QueryParams = {}) =>
  queryOptions({ queryKey: ['partners', 'search', params], queryFn: () => searchPartners(params) });
export const updatePartner = (id: Id, input: Record<string, unknown>) =>
  api.patch<{ partner: CompanyProfile; message: string }>(`/partner/update/${encodeURIComponent(id)}`, input);

// The admin calls of spec §6 (unverified partners, approve, all users) and their message 'Failed to verify consortium'
// live in the console (console/src/partners, users), which the web's /admin/… routes open.
