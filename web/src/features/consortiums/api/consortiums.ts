import type { ConsortiumPartnerSuggestions } from '@jointly/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast/toast-store';
import { LIST_ALL_LIMIT, LIST_ALL_PAGE, MESSAGES } from '@/config/constants';
import { api } from '@/lib/api-client';
import { useDataStore } from '@/stores/data-store';
import { useDialogStore } from '@/stores/dialog-store';
import type {
  ConsortiumAnswer,
  ConsortiumBidSearchResult,
  ConsortiumBidView,
  ConsortiumRequestSearchResult,
  ConsortiumRequestView,
  ConsortiumView,
  Id,
  InvitePayload,
  MatchingPartner,
} from '@jointly/contracts';

/** Every consortium query starts with this key, so one invalidation refreshes them all after a change. */
export const CONSORTIUMS_KEY = ['consortiums'] as const;

// Reads show their own error states on screen; only the writes toast their failures (the API client's default).
const quiet = { toastOnError: false } as const;

export interface ConsortiumInput {
  name: string;
  description?: string;
}

export interface ConsortiumWriteAnswer {
  consortium: ConsortiumView;
  message: string;
}

/** POST /consortium/create {name, description?} → 201 {consortium, message}; 403 for a company that is not an approved partner. */
export const createConsortium = (input: ConsortiumInput) =>
  api.post<ConsortiumWriteAnswer>('/consortium/create', input, { toastOnError: false });

/** PATCH /consortium/create {id, name?, description?}: the lead company's accounts only. */
export const updateConsortium = (input: { id: Id } & Partial<ConsortiumInput>) =>
  api.patch<ConsortiumWriteAnswer>('/consortium/create', input);

/** GET /consortium/view/{id}: the consortium with its members (members or admins; 403/404 otherwise). */
export const getConsortium = (id: Id) => api.get<ConsortiumView>(`/consortium/view/${encodeURIComponent(id)}`, quiet);
export const consortiumQuery = (id: Id) => queryOptions({ queryKey: [...CONSORTIUMS_KEY, id, 'view'], queryFn: () => getConsortium(id) });

/**
 * DELETE /consortium/{id}/members/{companyId}: the lead company (or an admin) removes a member company, or a member
 * company leaves (its own id). Answers the consortium's new state, except to a company that left (it no longer reads
 * it). Failures are shown in the confirmation dialog, not toasted.
 */
export const removeConsortiumMember = (consortiumId: Id, companyId: Id) =>
  api.delete<{ message: string; consortium?: ConsortiumView }>(
    `/consortium/${encodeURIComponent(consortiumId)}/members/${encodeURIComponent(companyId)}`,
    { toastOnError: false },
  );

/** GET /consortium/user-consortium/{accountId}: the consortiums of the signed-in account's company, led ones first. */
export const getUserConsortiums = async (accountId: Id): Promise<ConsortiumView[]> =>
  (
    await api.get<{ foundConsortiums: ConsortiumView[]; count: number }>(
      `/consortium/user-consortium/${encodeURIComponent(accountId)}`,
      quiet,
    )
  ).foundConsortiums;
export const userConsortiumsQuery = (accountId: Id) =>
  queryOptions({ queryKey: [...CONSORTIUMS_KEY, 'of-account', accountId], queryFn: () => getUserConsortiums(accountId) });

/** GET /consortium/matching-partners/{id}: approved partners that are not members and have no pending invitation. */
export const getMatchingPartners = async (consortiumId: Id): Promise<MatchingPartner[]> =>
  (
    await api.get<{ foundTalents: MatchingPartner[]; count: number }>(
      `/consortium/matching-partners/${encodeURIComponent(consortiumId)}`,
      quiet,
    )
  ).foundTalents;
export const matchingPartnersQuery = (consortiumId: Id) =>
  queryOptions({ queryKey: [...CONSORTIUMS_KEY, consortiumId, 'matching-partners'], queryFn: () => getMatchingPartners(consortiumId) });

const listAll = { page: LIST_ALL_PAGE, limit: LIST_ALL_LIMIT };

/** GET /consortium-request/search?page=1&limit=300&consortium[0]={id}&direction=invitation: the invitations a consortium sent. */
export const getConsortiumRequests = async (consortiumId: Id): Promise<ConsortiumRequestView[]> =>
  (
    await api.get<ConsortiumRequestSearchResult>('/consortium-request/search', {
      ...quiet,
      query: { ...listAll, consortium: [consortiumId], direction: 'invitation' },
    })
  ).foundConsortiumRequests;
export const consortiumRequestsQuery = (consortiumId: Id) =>
  queryOptions({ queryKey: [...CONSORTIUMS_KEY, consortiumId, 'requests'], queryFn: () => getConsortiumRequests(consortiumId) });

/**
 * GET /consortium-request/search?page=1&limit=300&box=received&status=Pending&direction=invitation: invitations waiting
 * for the user's company (interest addressed to a company it leads is answered in the matching dialog instead).
 */
export const getReceivedInvitations = async (): Promise<ConsortiumRequestView[]> =>
  (
    await api.get<ConsortiumRequestSearchResult>('/consortium-request/search', {
      ...quiet,
      query: { ...listAll, box: 'received', status: 'Pending', direction: 'invitation' },
    })
  ).foundConsortiumRequests;
export const receivedInvitationsQuery = () =>
  queryOptions({ queryKey: [...CONSORTIUMS_KEY, 'invitations', 'received'], queryFn: getReceivedInvitations });

/**
 * GET /consortium-request/search?page=1&limit=300&consortium[0]={id}&direction=interest&status=Pending: the companies
 * waiting for an answer to their interest in joining the consortium ('Has Indicated Interest'; the lead answers).
 */
export const getConsortiumInterest = async (consortiumId: Id): Promise<ConsortiumRequestView[]> =>
  (
    await api.get<ConsortiumRequestSearchResult>('/consortium-request/search', {
      ...quiet,
      query: { ...listAll, consortium: [consortiumId], direction: 'interest', status: 'Pending' },
    })
  ).foundConsortiumRequests;
export const consortiumInterestQuery = (consortiumId: Id) =>
  queryOptions({ queryKey: [...CONSORTIUMS_KEY, consortiumId, 'interest'], queryFn: () => getConsortiumInterest(consortiumId) });

/** GET /consortium-bid/search?page=1&limit=300&consortium[0..n]=…: the bids of one or more consortiums (none asked: none). */
export const getConsortiumBids = async (consortiumIds: Id[]): Promise<ConsortiumBidView[]> => {
  if (consortiumIds.length === 0) return [];
  const answer = await api.get<ConsortiumBidSearchResult>('/consortium-bid/search', {
    ...quiet,
    query: { ...listAll, consortium: consortiumIds },
  });
  return answer.foundConsortiumBids;
};
export const consortiumBidsQuery = (consortiumIds: Id[]) =>
  queryOptions({ queryKey: [...CONSORTIUMS_KEY, 'bids', [...consortiumIds].sort()], queryFn: () => getConsortiumBids(consortiumIds) });

export interface ConsortiumBidInput {
  consortium: Id;
  tender: Id;
  title?: string;
  notes?: string;
}

/** POST /consortium-bid/create {consortium, tender, title?, notes?} → 201 {consortiumBid, message}. */
export const createConsortiumBid = (input: ConsortiumBidInput) =>
  api.post<{ consortiumBid: ConsortiumBidView; message: string }>('/consortium-bid/create', input);

/** POST /consortium-request/send-invite {consortium, account, message?}. */
export const sendConsortiumInvite = (payload: InvitePayload) =>
  api.post<{ consortiumRequest: ConsortiumRequestView; message: string }>('/consortium-request/send-invite', payload);

/** POST /consortium-request/express-interest {consortium, message?}: the user's company asks to join; the lead answers. */
export const expressConsortiumInterest = (payload: { consortium: Id; message?: string }) =>
  api.post<{ consortiumRequest: ConsortiumRequestView; message: string }>('/consortium-request/express-interest', payload);

/** Register interest: toasts 'Interest registered successfully' and refreshes the consortium lists. */
export function useExpressConsortiumInterest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: expressConsortiumInterest,
    onSuccess: (answer) => {
      toast.success(answer?.message || MESSAGES.interestRegistered);
      return queryClient.invalidateQueries({ queryKey: CONSORTIUMS_KEY });
    },
  });
}

/** PATCH /consortium-request/update/{id} with { status }: 'Approve' (Accept) or 'Rejected' (Decline). */
export const updateConsortiumRequest = (id: Id, status: ConsortiumAnswer) =>
  api.patch<{ consortiumRequest: ConsortiumRequestView; message: string }>(`/consortium-request/update/${encodeURIComponent(id)}`, {
    status,
  });

/** Invite: toasts 'Request sent successfully', closes the matching dialog and refreshes the consortium lists. */
export function useSendConsortiumInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendConsortiumInvite,
    onSuccess: (answer) => {
      toast.success(answer?.message || MESSAGES.requestSent);
      useDialogStore.getState().setShowConsortiumMatchingCompanies(false);
      return queryClient.invalidateQueries({ queryKey: CONSORTIUMS_KEY });
    },
  });
}

/** Accept/Decline: toasts 'Request updated successfully', closes the matching dialog and refreshes the consortium lists. */
export function useAnswerConsortiumRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: Id; status: ConsortiumAnswer }) => updateConsortiumRequest(id, status),
    onSuccess: (answer) => {
      toast.success(answer?.message || MESSAGES.requestUpdated);
      useDialogStore.getState().setShowConsortiumMatchingCompanies(false);
      return queryClient.invalidateQueries({ queryKey: CONSORTIUMS_KEY });
    },
  });
}

/** Opens the matching dialog, with `consortiumId` selected when given (spec §2: else the first consortium). */
export function openConsortiumMatching(consortiumId?: Id): void {
  if (consortiumId) useDataStore.getState().setSelectedConsortiumId(consortiumId);
  useDialogStore.getState().setShowConsortiumMatchingCompanies(true);
}

/**
 * GET /consortium-eligibility/{id}/partner-suggestions: approved partners ranked by how much they would raise the
 * consortium's ratings, with what each brings (eligibility knows the facts; consortiums who may be invited).
 */
export const partnerSuggestionsQuery = (consortiumId: Id) =>
  queryOptions({
    queryKey: [...CONSORTIUMS_KEY, consortiumId, 'partner-suggestions'],
    queryFn: () =>
      api.get<ConsortiumPartnerSuggestions>(`/consortium-eligibility/${encodeURIComponent(consortiumId)}/partner-suggestions`, {
        query: { limit: 50 },
        ...quiet,
      }),
  });
