import { useQuery } from '@tanstack/react-query';
import { ServerStateProvider } from '@/components/server-state-provider';
import { useAuthStore } from '@/stores/auth-store';
import { useDataStore } from '@/stores/data-store';
import { useDialogStore } from '@/stores/dialog-store';
import {
  consortiumInterestQuery,
  matchingPartnersQuery,
  partnerSuggestionsQuery,
  useAnswerConsortiumRequest,
  useSendConsortiumInvite,
  userConsortiumsQuery,
} from '../api/consortiums';
import { rankPartners } from '../lib/rank-partners';
import { ConsortiumMatchingDialog } from './consortium-matching-dialog';

/**
 * Feeds the matching dialog from the API: the signed-in account's consortiums (GET /consortium/user-consortium/{accountId};
 * the data store's selection, else the first), the selected one's matching partners (changing the selection reloads
 * them), and the companies whose interest in joining the selected consortium waits for an answer ('Has Indicated
 * Interest'; reloaded with the selection too). Invitations the user's company received live on the consortiums page.
 */
export default function ConsortiumMatchingDialogContainer() {
  return (
    <ServerStateProvider>
      <ConsortiumMatchingDialogWithData />
    </ServerStateProvider>
  );
}

function ConsortiumMatchingDialogWithData() {
  const open = useDialogStore((s) => s.showConsortiumMatchingCompanies);
  const setOpen = useDialogStore((s) => s.setShowConsortiumMatchingCompanies);
  const accountId = useAuthStore((s) => s.user?.id ?? null);
  const selectedId = useDataStore((s) => s.selectedConsortiumId);
  const setSelectedId = useDataStore((s) => s.setSelectedConsortiumId);

  const consortiums = useQuery({ ...userConsortiumsQuery(accountId ?? ''), enabled: open && accountId !== null });
  const list = consortiums.data ?? [];
  const activeId = selectedId && list.some((c) => c.id === selectedId) ? selectedId : (list[0]?.id ?? null);

  const matching = useQuery({ ...matchingPartnersQuery(activeId ?? ''), enabled: open && activeId !== null });
  // Who closes the consortium's gaps (eligibility): orders the list and gives each name its reason; the list works without it.
  const suggestions = useQuery({ ...partnerSuggestionsQuery(activeId ?? ''), enabled: open && activeId !== null });
  const interest = useQuery({ ...consortiumInterestQuery(activeId ?? ''), enabled: open && activeId !== null });
  const invite = useSendConsortiumInvite();
  const answer = useAnswerConsortiumRequest();

  const busyId = invite.isPending ? (invite.variables?.account ?? null) : answer.isPending ? (answer.variables?.id ?? null) : null;
  const sendingTo = invite.isPending ? (matching.data ?? []).find((p) => p.accountId === busyId || p.id === busyId)?.id : null;

  return (
    <ConsortiumMatchingDialog
      open={open}
      onClose={() => setOpen(false)}
      consortiums={list}
      selectedConsortiumId={activeId}
      onSelectConsortium={setSelectedId}
      matchingCompanies={rankPartners(matching.data ?? [], suggestions.data)}
      interestedRequests={interest.data ?? []}
      loading={consortiums.isLoading || matching.isLoading || interest.isLoading}
      busyId={sendingTo ?? busyId}
      // The backend takes an account id (the partner company's owner) or the company id.
      onSendRequest={(company) => activeId && invite.mutate({ consortium: activeId, account: company.accountId ?? company.id })}
      onAccept={(request) => answer.mutate({ id: request.id, status: 'Approve' })}
      onDecline={(request) => answer.mutate({ id: request.id, status: 'Rejected' })}
    />
  );
}
