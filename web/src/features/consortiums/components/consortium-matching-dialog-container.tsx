import { useQuery } from '@tanstack/react-query';
import { ServerStateProvider } from '@/components/server-state-provider';
import { useAuthStore } from '@/stores/auth-store';
import { useDataStore } from '@/stores/data-store';
import { useDialogStore } from '@/stores/dialog-store';
import type { Id } from '@/types/api';
import {
  consortiumRequestsQuery,
  matchingPartnersQuery,
  useSendConsortiumInvite,
  userConsortiumsQuery,
  useUpdateConsortiumRequest,
} from '../api/consortiums';
import { ConsortiumMatchingDialog } from './consortium-matching-dialog';

/**
 * Feeds the matching dialog from the API: the user's consortiums (first selected by default), and for
 * the selected one its matching partners and requests; changing the selection reloads them.
 * Which id /consortium/user-consortium/{id} expects is not in the spec: the company (partner) id is
 * used when there is one, else the account id.
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
  const user = useAuthStore((s) => s.user);
  const partnerId = useDataStore((s) => s.partner?.id);
  const selectedId = useDataStore((s) => s.selectedConsortiumId);
  const setSelectedId = useDataStore((s) => s.setSelectedConsortiumId);
  const ownerId = (partnerId ?? user?.id ?? null) as Id | null;

  const consortiums = useQuery({ ...userConsortiumsQuery(ownerId ?? ''), enabled: open && ownerId !== null });
  const list = consortiums.data ?? [];
  const activeId = selectedId && list.some((c) => c.id === selectedId) ? selectedId : (list[0]?.id ?? null);

  const matching = useQuery({ ...matchingPartnersQuery(activeId ?? ''), enabled: open && activeId !== null });
  const requests = useQuery({ ...consortiumRequestsQuery(activeId ?? ''), enabled: open && activeId !== null });
  const invite = useSendConsortiumInvite();
  const update = useUpdateConsortiumRequest(activeId);

  const busyId = invite.isPending
    ? (invite.variables?.account ?? null)
    : update.isPending
      ? (update.variables?.id ?? null)
      : null;

  return (
    <ConsortiumMatchingDialog
      open={open}
      onClose={() => setOpen(false)}
      consortiums={list}
      selectedConsortiumId={activeId}
      onSelectConsortium={setSelectedId}
      matchingCompanies={matching.data ?? []}
      interestedRequests={requests.data ?? []}
      loading={consortiums.isLoading || matching.isLoading || requests.isLoading}
      busyId={busyId}
      onSendRequest={(company) => activeId && invite.mutate({ consortium: activeId, account: company.id })}
      onAccept={(request) => update.mutate({ id: request.id, status: 'Approve' })}
      onDecline={(request) => update.mutate({ id: request.id, status: 'Rejected' })}
    />
  );
}
