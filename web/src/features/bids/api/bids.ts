import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast/toast-store';
import { LIST_ALL_LIMIT, LIST_ALL_PAGE } from '@/config/constants';
import { api } from '@/lib/api-client';
import type { BidAnswer, BidSearchResult, BidStatus, BidView, ExpertBidStatistics, Id, InviteExpertInput } from '@jointly/contracts';

/** Every bids query starts with this key, so one invalidation refreshes them all after a change. */
export const BIDS_KEY = ['bids'] as const;

// Reads show their own error states on screen; only the writes toast their failures (the API client's default).
const quiet = { toastOnError: false } as const;
const listAll = { page: LIST_ALL_PAGE, limit: LIST_ALL_LIMIT };

export interface BidWriteAnswer {
  bid: BidView;
  message: string;
}

/** POST /bids/create {tender, expert, message?, workspace?} → 201 {bid, message: 'Invitation sent successfully!'}. */
export const inviteExpert = (input: InviteExpertInput) => api.post<BidWriteAnswer>('/bids/create', input);

/** GET /bids/expert/{id}/statistics: the expert's invitations in figures. */
export const getExpertBidStatistics = (expertId: Id) =>
  api.get<ExpertBidStatistics>(`/bids/expert/${encodeURIComponent(expertId)}/statistics`, quiet);
export const expertBidStatisticsQuery = (expertId: Id) =>
  queryOptions({ queryKey: [...BIDS_KEY, 'statistics', expertId], queryFn: () => getExpertBidStatistics(expertId) });

/**
 * GET /bids/search?page=1&limit=300&role=received[&status=…]: the invitations the signed-in expert received
 * (all of them when no status is given).
 */
export const getReceivedBids = async (status?: BidStatus): Promise<BidView[]> =>
  (await api.get<BidSearchResult>('/bids/search', { ...quiet, query: { ...listAll, role: 'received', status } })).foundBids;
export const receivedBidsQuery = (status?: BidStatus) =>
  queryOptions({ queryKey: [...BIDS_KEY, 'received', status ?? 'all'], queryFn: () => getReceivedBids(status) });

/** GET /bids/search?page=1&limit=300&role=sent: the invitations the user's company (or the user) sent. */
export const getSentBids = async (): Promise<BidView[]> =>
  (await api.get<BidSearchResult>('/bids/search', { ...quiet, query: { ...listAll, role: 'sent' } })).foundBids;
export const sentBidsQuery = () => queryOptions({ queryKey: [...BIDS_KEY, 'sent'], queryFn: getSentBids });

/** PATCH /bids/respond-to-invitation/{id} {status}: the expert accepts or declines; the inviter withdraws. */
export const respondToInvitation = (id: Id, status: BidAnswer | 'Withdrawn') =>
  api.patch<BidWriteAnswer>(`/bids/respond-to-invitation/${encodeURIComponent(id)}`, { status });

/**
 * Accept, Decline or Withdraw: toasts the server's message ('Invitation accepted', …) and refreshes every bids query
 * (and the workspaces, which an accepted invitation opens to the expert). Failures (409 when no longer Pending) are
 * toasted by the API client.
 */
export function useRespondToInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: Id; status: BidAnswer | 'Withdrawn' }) => respondToInvitation(id, status),
    onSuccess: (answer) => {
      toast.success(answer.message);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: BIDS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['workspaces'] }),
      ]);
    },
  });
}
