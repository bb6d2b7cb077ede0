import type { ExpertAvailability, ExpertCriteriaSearchResult, ExpertCriteriaView, SaveExpertCriteriaResult } from '@jointly/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast/toast-store';
import { api } from '@/lib/api-client';
import type { Id } from '@jointly/contracts';

/** One ranked expert (GET /expert-criteria/tender-based-experts/{tenderId}, /eligibility-experts/{accountId}). */
export interface ExpertMatch {
  /** The expert criteria id. */
  id: Id;
  accountId: Id;
  headline: string | null;
  expertise: string[];
  sectors: string[];
  regions: string[];
  yearsExperience: number | null;
  dayRate: number | null;
  availability: ExpertAvailability;
  /** 0–100. */
  score: number;
  reasons: string[];
  /** Tender ids this expert helps with (provider-based ranking only). */
  forTenders?: Id[];
}

export interface ExpertMatchList {
  foundExperts: ExpertMatch[];
  count: number;
}

/** Filters of the directory search (each may hold several values, sent as `key[0]=…`). */
export interface ExpertDirectoryFilters {
  expertise?: string;
  sector?: string[];
  region?: string[];
  availability?: ExpertAvailability[];
  page?: number;
}

export const EXPERTS_KEY = ['experts'] as const;
export const EXPERT_DIRECTORY_PAGE_SIZE = 12;

// Reads show their own states on screen; writes toast failures (the API client's default).
const quiet = { toastOnError: false } as const;

export const getProviderExperts = (accountId: Id) =>
  api.get<ExpertMatchList>(`/expert-criteria/eligibility-experts/${encodeURIComponent(accountId)}`, quiet);
export const providerExpertsQuery = (accountId: Id) =>
  queryOptions({ queryKey: [...EXPERTS_KEY, 'for-provider', accountId], queryFn: () => getProviderExperts(accountId) });

export const getTenderExperts = (tenderId: Id) =>
  api.get<ExpertMatchList>(`/expert-criteria/tender-based-experts/${encodeURIComponent(tenderId)}`, quiet);
export const tenderExpertsQuery = (tenderId: Id) =>
  queryOptions({ queryKey: [...EXPERTS_KEY, 'for-tender', tenderId], queryFn: () => getTenderExperts(tenderId) });

export function searchExperts(filters: ExpertDirectoryFilters) {
  const query: Record<string, string | number | string[]> = { page: filters.page ?? 1, limit: EXPERT_DIRECTORY_PAGE_SIZE };
  if (filters.expertise?.trim()) query.expertise = filters.expertise.trim();
  if (filters.sector?.length) query.sector = filters.sector;
  if (filters.region?.length) query.region = filters.region;
  if (filters.availability?.length) query.availability = filters.availability;
  return api.get<ExpertCriteriaSearchResult>('/expert-criteria/search', { query, ...quiet });
}
export const expertDirectoryQuery = (filters: ExpertDirectoryFilters) =>
  queryOptions({
    queryKey: [...EXPERTS_KEY, 'directory', filters],
    queryFn: () => searchExperts(filters),
    placeholderData: keepPreviousData,
  });

/** One account's expert criteria (the first found), or null when the expert has not saved any. */
export const expertCriteriaQuery = (accountId: Id) =>
  queryOptions({
    queryKey: [...EXPERTS_KEY, 'criteria', accountId],
    queryFn: async () =>
      (await api.get<ExpertCriteriaSearchResult>('/expert-criteria/search', { query: { account: [accountId] }, ...quiet }))
        .foundCriteria[0] ?? null,
  });

/** What POST /expert-criteria/create and PATCH /expert-criteria/update/{id} take. */
export type ExpertCriteriaInput = Partial<
  Pick<ExpertCriteriaView, 'headline' | 'expertise' | 'sectors' | 'regions' | 'yearsExperience' | 'dayRate' | 'availability' | 'bio'>
>;

export const createExpertCriteria = (input: ExpertCriteriaInput) => api.post<SaveExpertCriteriaResult>('/expert-criteria/create', input);
export const updateExpertCriteria = (id: Id, input: ExpertCriteriaInput) =>
  api.patch<SaveExpertCriteriaResult>(`/expert-criteria/update/${encodeURIComponent(id)}`, input);

/** Create (no id yet) or update: toasts the server's message and refreshes every expert query. */
export function useSaveExpertCriteria() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: Id | null; input: ExpertCriteriaInput }) =>
      id ? updateExpertCriteria(id, input) : createExpertCriteria(input),
    onSuccess: (answer) => {
      toast.success(answer.message);
      return queryClient.invalidateQueries({ queryKey: EXPERTS_KEY });
    },
  });
}
