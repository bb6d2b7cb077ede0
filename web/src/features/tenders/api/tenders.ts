import { queryOptions } from '@tanstack/react-query';
import { TENDER_MAX_VALUE, TENDER_MIN_VALUE, TENDER_PAGE_SIZE } from '@/config/constants';
import { api } from '@/lib/api-client';
import type { QueryParams } from '@/lib/query-string';
import type { Id, Tender, TenderSearchResult } from '@/types/api';

export interface TenderSearchParams extends QueryParams {
  query?: string;
  page?: number;
  limit?: number;
}

export const searchTenders = (params: TenderSearchParams = {}) =>
  api.get<TenderSearchResult>('/tender/search', { query: { page: 1, limit: TENDER_PAGE_SIZE, ...params } });
export const tenderSearchQuery = (params: TenderSearchParams = {}) =>
  queryOptions({ queryKey: ['tenders', 'search', params], queryFn: () => searchTenders(params) });

export const getTender = (id: Id) => api.get<Tender>(`/tender/view/${encodeURIComponent(id)}`);
export const tenderQuery = (id: Id) => queryOptions({ queryKey: ['tenders', id], queryFn: () => getTender(id) });

/** GET /tenders/filter-search (filters) and /tenders/value-search (min/max value, defaults 0 – 90,000,000). */
export const filterSearchTenders = (params: QueryParams) =>
  api.get<TenderSearchResult>('/tenders/filter-search', { query: { page: 1, limit: TENDER_PAGE_SIZE, ...params } });
export const valueSearchTenders = (params: QueryParams & { min?: number; max?: number }) =>
  api.get<TenderSearchResult>('/tenders/value-search', {
    query: { page: 1, limit: TENDER_PAGE_SIZE, min: TENDER_MIN_VALUE, max: TENDER_MAX_VALUE, ...params },
  });

/** POST /tender/fetch-multiple with the ids as id[0..n] form fields. */
export function fetchMultipleTenders(ids: Id[]) {
  const body: Record<string, Id> = {};
  ids.forEach((id, index) => {
    body[`id[${index}]`] = id;
  });
  return api.post<Tender[] | { foundTenders: Tender[] }>('/tender/fetch-multiple', body);
}

export const getTenderAggregate = () => api.get<Record<string, unknown>>('/tender/tender-aggregate');

// Admin-looking calls (spec §6); the console owns the admin screens.
export const TENDER_EDIT_FAILED = 'Failed to edit tender';
export const updateTender = (id: Id, form: FormData) =>
  api.patch<Tender>(`/tender/update/${encodeURIComponent(id)}`, form, { toastOnError: false });
export const getTendersWithoutLink = () => api.get<TenderSearchResult | Tender[]>('/tender/no-links');
