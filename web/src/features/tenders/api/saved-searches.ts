import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AlertDelivery, Id, SavedSearch, SavedSearchList } from '@jointly/contracts';

export interface CreateSavedSearchInput {
  name: string;
  query?: string;
  /** Search parameters (status, includeAll, cpv, region, buyer, closingFrom, closingTo, publishedSince, min, max, sort). */
  filters: Record<string, unknown>;
  delivery: AlertDelivery;
}

/** GET /saved-search: the signed-in user's saved searches, newest first. */
export const listSavedSearches = () => api.get<SavedSearchList>('/saved-search');
export const savedSearchesQuery = () => queryOptions({ queryKey: ['saved-searches'], queryFn: listSavedSearches });

/** POST /saved-search → { savedSearch, message }. */
export const createSavedSearch = (input: CreateSavedSearchInput) =>
  api.post<{ savedSearch: SavedSearch; message: string }>('/saved-search', input);

/** DELETE /saved-search/{id} → { id, deleted, message }. */
export const deleteSavedSearch = (id: Id) =>
  api.delete<{ id: Id; deleted: boolean; message: string }>(`/saved-search/${encodeURIComponent(id)}`);

/** PATCH /saved-search/{id} → { savedSearch, message }: here only the delivery (alerts on or off). */
export const setSavedSearchDelivery = (id: Id, delivery: AlertDelivery) =>
  api.patch<{ savedSearch: SavedSearch; message: string }>(
    `/saved-search/${encodeURIComponent(id)}`,
    { delivery },
    // The list shows a refusal (e.g. the plan's limit of searches with alerts) beside the switch itself.
    { toastOnError: false },
  );
