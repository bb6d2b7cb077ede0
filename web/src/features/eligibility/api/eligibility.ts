import type {
  ConsortiumBestTenders,
  ConsortiumTenderCheck,
  ProviderEligibilityDashboard,
  SaveUserCriteriaResult,
  TenderConsortiumRatings,
  TenderCriteriaCheckResult,
  UserCriteriaSearchResult,
  UserCriteriaView,
} from '@jointly/contracts';
import { infiniteQueryOptions, keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast/toast-store';
import { api } from '@/lib/api-client';
import {
  ELIGIBILITY_BANDS,
  type CriteriaSearchResult,
  type EligibilityBand,
  type EligibleTenderEntry,
  type EligibilityFilter,
  type Id,
  type UserEligibilityResult,
  type UserEligibilityResultPage,
} from '@jointly/contracts';

export { ELIGIBILITY_BANDS };
export type { EligibilityFilter };

/** A rated tender in a band list (the whole list's and a page's entries alike). */
export type RatedEntry = EligibleTenderEntry;

/**
 * Spec §4: 'All' or one band keeps the entries whose rating falls in that band's range. The first
 * item of resultInCategory maps bands to entries. Ratings between bands (89.5) belong to the lower one.
 */
export function filterEligibility(
  result: { resultInCategory?: Array<Partial<Record<EligibilityBand, RatedEntry[]>>> } | null | undefined,
  filter: EligibilityFilter,
): RatedEntry[] {
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
export function withTenderDetails<T extends { id: Id; title?: string; buyerName?: string | null; closingDate?: string | null }>(
  entries: RatedEntry[],
  tenders: T[],
): Array<RatedEntry & { title: string; buyerName: string; closingDate: string }> {
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

// Reads show their own loading/empty/error states; only writes toast failures (the API client's default).
const quiet = { toastOnError: false } as const;

/** Every eligibility query starts with this key, so a save or a recalculation refreshes them all. */
export const ELIGIBILITY_KEY = ['eligibility'] as const;

export const getEligibilityResult = (accountId: Id) =>
  api.get<UserEligibilityResult>(`/user-eligibility-result/${encodeURIComponent(accountId)}`, quiet);
export const eligibilityResultQuery = (accountId: Id) =>
  queryOptions({ queryKey: [...ELIGIBILITY_KEY, 'result', accountId], queryFn: () => getEligibilityResult(accountId) });

/** One page of the list (best first) with the counts per band: GET /user-eligibility-result/{id}?band=&page=&limit=. */
export const getEligibilityPage = (accountId: Id, band: EligibilityFilter, page: number, limit: number) =>
  api.get<UserEligibilityResultPage>(`/user-eligibility-result/${encodeURIComponent(accountId)}`, {
    query: { band, page: String(page), limit: String(limit) },
    ...quiet,
  });
/** The list of one band (or all), `limit` ratings per page, the next page while the pages so far list fewer than match. */
export const eligibilityPagesQuery = (accountId: Id, band: EligibilityFilter, limit: number) =>
  infiniteQueryOptions({
    queryKey: [...ELIGIBILITY_KEY, 'result', accountId, 'pages', band, limit],
    queryFn: ({ pageParam }) => getEligibilityPage(accountId, band, pageParam, limit),
    initialPageParam: 1,
    getNextPageParam: (last: UserEligibilityResultPage) => {
      const listed = filterEligibility(last, 'All').length;
      return listed === last.limit && last.page * last.limit < last.matching ? last.page + 1 : undefined;
    },
    // Switching band keeps the counts and rows on screen until the band's first page arrives.
    placeholderData: keepPreviousData,
  });
/** GET /user-eligibility-result/check-all/{id}: recalculates now and answers the same shape as the result. */
export const checkAllEligibility = (accountId: Id) =>
  api.get<UserEligibilityResult>(`/user-eligibility-result/check-all/${encodeURIComponent(accountId)}`);
export const getProviderDashboard = () => api.get<ProviderEligibilityDashboard>('/user-eligibility-result/provider-dashboard', quiet);
export const providerDashboardQuery = () =>
  queryOptions({ queryKey: [...ELIGIBILITY_KEY, 'provider-dashboard'], queryFn: getProviderDashboard });

/** Recalculate: stores the fresh result, reloads the summary and says how many open tenders were rated. */
export function useRecalculateEligibility(accountId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => checkAllEligibility(accountId),
    onSuccess: (result) => {
      queryClient.setQueryData(eligibilityResultQuery(accountId).queryKey, result);
      toast.success(`Eligibility recalculated: ${filterEligibility(result, 'All').length} open tenders rated.`);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [...ELIGIBILITY_KEY, 'result', accountId, 'pages'] }),
        queryClient.invalidateQueries({ queryKey: [...ELIGIBILITY_KEY, 'provider-dashboard'] }),
      ]);
    },
  });
}

export const addTenderCriteria = (input: Record<string, unknown>) => api.post('/tender-criteria/add', input);

/** What POST /user-criteria/add takes (every field optional; null clears a number). */
export type UserCriteriaInput = Partial<
  Pick<
    UserCriteriaView,
    'serviceCategories' | 'regions' | 'certifications' | 'annualTurnover' | 'yearsTrading' | 'staffCount' | 'insuranceLevel'
  >
>;
export const addUserCriteria = (input: UserCriteriaInput) => api.post<SaveUserCriteriaResult>('/user-criteria/add', input);
export const searchUserCriteria = (accountId: Id) =>
  api.get<UserCriteriaSearchResult>('/user-criteria/search', { query: { account: [accountId] }, ...quiet });
/** The account's own criteria (the first found, spec §3), or null when none are saved yet. */
export const userCriteriaQuery = (accountId: Id) =>
  queryOptions({
    queryKey: [...ELIGIBILITY_KEY, 'user-criteria', accountId],
    queryFn: async () => (await searchUserCriteria(accountId)).foundCriteria[0] ?? null,
  });

/** Save: toasts the server's message and refreshes every eligibility query (the ratings are recalculated from it). */
export function useSaveUserCriteria() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addUserCriteria,
    onSuccess: (answer) => {
      toast.success(answer.message || 'Criteria saved successfully!');
      return queryClient.invalidateQueries({ queryKey: ELIGIBILITY_KEY });
    },
  });
}

export const searchTenderCriteria = (tenderId: Id) =>
  api.get<CriteriaSearchResult>('/tender-criteria/search', { query: { tender: [tenderId] } });
/** GET /tender-criteria/check-status: `tenderCriteria` may be a criteria id or a tender id (its best-fitting lot). */
export const checkCriteriaStatus = (tenderCriteriaId: Id, accountId: Id) =>
  api.get<TenderCriteriaCheckResult>('/tender-criteria/check-status', {
    query: { tenderCriteria: tenderCriteriaId, account: accountId },
    ...quiet,
  });
export const eligibilityCheckQuery = (tenderId: Id, accountId: Id) =>
  queryOptions({ queryKey: [...ELIGIBILITY_KEY, 'check', tenderId, accountId], queryFn: () => checkCriteriaStatus(tenderId, accountId) });

/** GET /consortium-eligibility/for-tender/{tenderId}: the caller's consortiums rated against the tender, best first. */
export const tenderConsortiumRatingsQuery = (tenderId: Id) =>
  queryOptions({
    queryKey: [...ELIGIBILITY_KEY, 'consortiums-for-tender', tenderId],
    queryFn: () => api.get<TenderConsortiumRatings>(`/consortium-eligibility/for-tender/${encodeURIComponent(tenderId)}`, quiet),
  });

/** GET /consortium-eligibility/{consortiumId}: the consortium's best open tenders (60 and above). */
export const consortiumBestTendersQuery = (consortiumId: Id, limit = 10) =>
  queryOptions({
    queryKey: [...ELIGIBILITY_KEY, 'consortium-best', consortiumId, limit],
    queryFn: () =>
      api.get<ConsortiumBestTenders>(`/consortium-eligibility/${encodeURIComponent(consortiumId)}`, { query: { limit }, ...quiet }),
  });

/** GET /consortium-eligibility/{consortiumId}/tender/{tenderId}: who closes which requirement, and the gaps left. */
export const consortiumTenderCheckQuery = (consortiumId: Id, tenderId: Id) =>
  queryOptions({
    queryKey: [...ELIGIBILITY_KEY, 'consortium-check', consortiumId, tenderId],
    queryFn: () =>
      api.get<ConsortiumTenderCheck>(
        `/consortium-eligibility/${encodeURIComponent(consortiumId)}/tender/${encodeURIComponent(tenderId)}`,
        quiet,
      ),
  });
