import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { TENDER_PAGE_SIZE } from '@/config/constants';
import { api } from '@/lib/api-client';
import type { QueryParams } from '@/lib/query-string';
import type { Id, TenderDetail, TenderList, TenderListItem, TenderSearchPage } from '@jointly/contracts';
import { type TenderCriteria, hasValueRange, toApiParams } from '../lib/search-criteria';

export type TenderSearchParams = QueryParams;

/** GET /tender/search: keywords and filters, no facets. */
export const searchTenders = (params: TenderSearchParams = {}) =>
  api.get<TenderSearchPage>('/tender/search', { query: { page: 1, limit: TENDER_PAGE_SIZE, ...params } });

/** GET /tenders/filter-search: the same with facet counts for every filter. */
export const filterSearchTenders = (params: TenderSearchParams) =>
  api.get<TenderSearchPage>('/tenders/filter-search', { query: { page: 1, limit: TENDER_PAGE_SIZE, ...params } });

/** GET /tenders/value-search: value between min and max (the server defaults them to 0 and 90,000,000). */
export const valueSearchTenders = (params: TenderSearchParams & { min?: number; max?: number }) =>
  api.get<TenderSearchPage>('/tenders/value-search', { query: { page: 1, limit: TENDER_PAGE_SIZE, ...params } });

/**
 * One result page for the search screens: the page and its facets from /tenders/filter-search; once a value range
 * is chosen the page comes from /tenders/value-search and the facets from filter-search with the same criteria
 * (a one-row page), fetched side by side.
 */
export async function runTenderSearch(criteria: TenderCriteria): Promise<TenderSearchPage> {
  const params = toApiParams(criteria);
  if (!hasValueRange(criteria)) return filterSearchTenders(params);
  const [page, facets] = await Promise.all([valueSearchTenders(params), filterSearchTenders({ ...params, page: 1, limit: 1 })]);
  return { ...page, facets: facets.facets, facetsAreEstimates: facets.facetsAreEstimates };
}

export const tenderSearchQuery = (criteria: TenderCriteria) =>
  queryOptions({
    queryKey: ['tenders', 'search', criteria],
    queryFn: () => runTenderSearch(criteria),
    // The previous page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** GET /tender/view/{id} (the id or the ocid). */
export const getTender = (id: Id) => api.get<TenderDetail>(`/tender/view/${encodeURIComponent(id)}`, { toastOnError: false });
export const tenderQuery = (id: Id) =>
  queryOptions({ queryKey: ['tenders', 'detail', id], queryFn: () => getTender(id), staleTime: 60_000 });

/** Most ids the server takes in one fetch-multiple call. */
export const FETCH_MULTIPLE_MAX = 200;

/** POST /tender/fetch-multiple with the ids as id[0..n] fields; more than 200 ids go in several calls. */
export async function fetchMultipleTenders(ids: Id[]): Promise<TenderListItem[]> {
  if (ids.length === 0) return [];
  const chunks: Id[][] = [];
  for (let i = 0; i < ids.length; i += FETCH_MULTIPLE_MAX) chunks.push(ids.slice(i, i + FETCH_MULTIPLE_MAX));
  const answers = await Promise.all(
    chunks.map((chunk) => {
      const body: Record<string, Id> = {};
      chunk.forEach((id, index) => {
        body[`id[${index}]`] = id;
      });
      return api.post<TenderList>('/tender/fetch-multiple', body, { toastOnError: false });
    }),
  );
  return answers.flatMap((answer) => answer.foundTenders);
}
export const multipleTendersQuery = (ids: Id[]) =>
  queryOptions({ queryKey: ['tenders', 'multiple', ids], queryFn: () => fetchMultipleTenders(ids), enabled: ids.length > 0 });

/** Where a document can be downloaded: uploads through GET /tender/document/{id}, others at their published URL. */
export function documentHref(document: { url: string | null; storedDocumentId?: string }): string | null {
  if (document.storedDocumentId) return `/api/tender/document/${encodeURIComponent(document.storedDocumentId)}`;
  if (document.url && /^https?:\/\//i.test(document.url)) return document.url;
  if (document.url?.startsWith('/api/')) return document.url;
  return null;
}

// The admin calls of spec §6 (tender aggregate, edit a tender, tenders without a link) and their message 'Failed to edit
// tender' live in the console (console/src/tenders, dashboard), which the web's /admin/… routes open.
