import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast/toast-store';
import { LIST_ALL_LIMIT, LIST_ALL_PAGE, MESSAGES } from '@/config/constants';
import { api } from '@/lib/api-client';
import { useDialogStore } from '@/stores/dialog-store';
import type {
  Consortium,
  ConsortiumBidSearchResult,
  ConsortiumRequest,
  ConsortiumRequestSearchResult,
  ConsortiumRequestStatus,
  Id,
  InvitePayload,
  MatchingPartner,
} from '@/types/api';

/** Takes a list whether the API answers a bare array or wraps it under one of `keys`. */
export function listFrom<T>(data: unknown, keys: string[]): T[] {
  if (Array.isArray(data)) return data as T[];
  if (data && typeof data === 'object') {
    for (const key of keys) {
      const value = (data as Record<string, unknown>)[key];
      if (Array.isArray(value)) return value as T[];
    }
  }
  return [];
}

export const createConsortium = (input: { name: string; [field: string]: unknown }) => api.post<Consortium>('/consortium/create', input);
export const updateConsortium = (input: { id: Id; [field: string]: unknown }) => api.patch<Consortium>('/consortium/create', input);
export const getConsortium = (id: Id) => api.get<Consortium>(`/consortium/view/${encodeURIComponent(id)}`);

/** GET /consortium/user-consortium/{id}: the consortiums of an account. */
export const getUserConsortiums = async (accountId: Id) =>
  listFrom<Consortium>(await api.get(`/consortium/user-consortium/${encodeURIComponent(accountId)}`), ['foundConsortiums', 'consortiums', 'data']);
export const userConsortiumsQuery = (accountId: Id) =>
  queryOptions({ queryKey: ['consortiums', 'of-user', accountId], queryFn: () => getUserConsortiums(accountId) });

/** GET /consortium/matching-partners/{id}: companies that match a consortium. */
export const getMatchingPartners = async (consortiumId: Id) =>
  listFrom<MatchingPartner>(
    await api.get(`/consortium/matching-partners/${encodeURIComponent(consortiumId)}`),
    ['foundTalents', 'matchingPartners', 'partners', 'data'],
  );
export const matchingPartnersQuery = (consortiumId: Id) =>
  queryOptions({ queryKey: ['consortiums', consortiumId, 'matching-partners'], queryFn: () => getMatchingPartners(consortiumId) });

const byConsortium = (consortiumId: Id) => ({ page: LIST_ALL_PAGE, limit: LIST_ALL_LIMIT, consortium: [consortiumId] });

/** GET /consortium-request/search?page=1&limit=300&consortium[0]={id}. */
export const searchConsortiumRequests = (consortiumId: Id) =>
  api.get<ConsortiumRequestSearchResult>('/consortium-request/search', { query: byConsortium(consortiumId) });
export const consortiumRequestsQuery = (consortiumId: Id) =>
  queryOptions({
    queryKey: ['consortiums', consortiumId, 'requests'],
    queryFn: async () => listFrom<ConsortiumRequest>(await searchConsortiumRequests(consortiumId), ['foundConsortiumRequests']),
  });

/** GET /consortium-bid/search?page=1&limit=300&consortium[0]={id}. */
export const searchConsortiumBids = (consortiumId: Id) =>
  api.get<ConsortiumBidSearchResult>('/consortium-bid/search', { query: byConsortium(consortiumId) });
export const consortiumBidsQuery = (consortiumId: Id) =>
  queryOptions({ queryKey: ['consortiums', consortiumId, 'bids'], queryFn: () => searchConsortiumBids(consortiumId) });
export const createConsortiumBid = (input: Record<string, unknown>) => api.post('/consortium-bid/create', input);

export const sendConsortiumInvite = (payload: InvitePayload) => api.post('/consortium-request/send-invite', payload);
/** PATCH /consortium-request/update/{id} with { status }: 'Approve' (Accept) or 'Rejected' (Decline). */
export const updateConsortiumRequest = (id: Id, status: ConsortiumRequestStatus) =>
  api.patch(`/consortium-request/update/${encodeURIComponent(id)}`, { status });

/** Invite: toasts 'Request sent successfully' and closes the matching dialog. */
export function useSendConsortiumInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendConsortiumInvite,
    onSuccess: (_data, payload) => {
      toast.success(MESSAGES.requestSent);
      useDialogStore.getState().setShowConsortiumMatchingCompanies(false);
      return queryClient.invalidateQueries({ queryKey: ['consortiums', payload.consortium] });
    },
  });
}

/** Accept/Decline: toasts 'Request updated successfully' and closes the matching dialog. */
export function useUpdateConsortiumRequest(consortiumId: Id | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: Id; status: ConsortiumRequestStatus }) => updateConsortiumRequest(id, status),
    onSuccess: () => {
      toast.success(MESSAGES.requestUpdated);
      useDialogStore.getState().setShowConsortiumMatchingCompanies(false);
      return consortiumId ? queryClient.invalidateQueries({ queryKey: ['consortiums', consortiumId] }) : undefined;
    },
  });
}
