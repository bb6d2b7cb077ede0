import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CriteriaSearchResult, EligibilityBand, EligibilityEntry, EligibilityResult, Id } from '@/types/api';

export const ELIGIBILITY_BANDS: Record<EligibilityBand, readonly [number, number]> = {
  '100To90': [90, 100],
  '89To80': [80, 89],
  '79To70': [70, 79],
  '69To60': [60, 69],
  '59To0': [0, 59],
};

export type EligibilityFilter = 'All' | EligibilityBand;

/**
 * Spec §4: 'All' or one band keeps the entries whose rating falls in that band's range. The first
 * item of resultInCategory maps bands to entries. Ratings between bands (89.5) belong to the lower one.
 */
export function filterEligibility(result: EligibilityResult | null | undefined, filter: EligibilityFilter): EligibilityEntry[] {
  const categories = result?.resultInCategory?.[0] ?? {};
  const all = (Object.keys(ELIGIBILITY_BANDS) as EligibilityBand[]).flatMap((band) => categories[band] ?? []);
  if (filter === 'All') return all;
  const [min, max] = ELIGIBILITY_BANDS[filter];
  return all.filter((entry) => {
    const rating = Number(entry.tenderRating);
    return Number.isFinite(rating) && rating >= min && rating < max + 1;
  });
}

/** Merges fetched tender details into eligibility entries, with 'N/A' where details are missing. */
export function withTenderDetails<T extends { id: Id; title?: string; buyerName?: string; closingDate?: string | null }>(
  entries: EligibilityEntry[],
  tenders: T[],
): Array<EligibilityEntry & { title: string; buyerName: string; closingDate: string }> {
  const byId = new Map(tenders.map((tender) => [String(tender.id), tender]));
  return entries.map((entry) => {
    const tender = byId.get(String(entry.tenderId));
    return {
      ...entry,
      title: tender?.title || 'N/A',
      buyerName: tender?.buyerName || 'N/A',
      closingDate: tender?.closingDate || 'N/A',
    };
  });
}

export const getEligibilityResult = (accountId: Id) => api.get<EligibilityResult>(`/user-eligibility-result/${encodeURIComponent(accountId)}`);
export const eligibilityResultQuery = (accountId: Id) =>
  queryOptions({ queryKey: ['eligibility', accountId], queryFn: () => getEligibilityResult(accountId) });
export const checkAllEligibility = (accountId: Id) => api.get(`/user-eligibility-result/check-all/${encodeURIComponent(accountId)}`);
export const getProviderDashboard = () => api.get<Record<string, unknown>>('/user-eligibility-result/provider-dashboard');

export const addTenderCriteria = (input: Record<string, unknown>) => api.post('/tender-criteria/add', input);
export const addUserCriteria = (input: Record<string, unknown>) => api.post('/user-criteria/add', input);
export const searchUserCriteria = (accountId: Id) =>
  api.get<CriteriaSearchResult>('/user-criteria/search', { query: { account: [accountId] } });
export const searchTenderCriteria = (tenderId: Id) =>
  api.get<CriteriaSearchResult>('/tender-criteria/search', { query: { tender: [tenderId] } });
export const checkCriteriaStatus = (tenderCriteriaId: Id, accountId: Id) =>
  api.get('/tender-criteria/check-status', { query: { tenderCriteria: tenderCriteriaId, account: accountId } });

export const getEligibleExperts = (tenderId: Id) => api.get(`/expert-criteria/eligibility-experts/${encodeURIComponent(tenderId)}`);
export const getTenderBasedExperts = (tenderId: Id) => api.get(`/expert-criteria/tender-based-experts/${encodeURIComponent(tenderId)}`);
export const searchExpertCriteria = (params: Record<string, string | number> = {}) => api.get('/expert-criteria/search', { query: params });
