import AddIcon from '@mui/icons-material/Add';
import ChatIcon from '@mui/icons-material/MailOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import HandshakeIcon from '@mui/icons-material/Handshake';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { toast } from '@/components/ui/toast/toast-store';
import { paths } from '@/config/paths';
import {
  CONSORTIUMS_KEY,
  consortiumBidsQuery,
  consortiumQuery,
  consortiumRequestsQuery,
  openConsortiumMatching,
} from '@/features/consortiums/api/consortiums';
import { ConsortiumBidsTable } from '@/features/consortiums/components/consortium-bids-table';
import { ConsortiumMembersList } from '@/features/consortiums/components/consortium-members-list';
import { ConsortiumBestTenders } from '@/features/eligibility/components/consortium-best-tenders';
import { EditConsortiumForm } from '@/features/consortiums/components/edit-consortium-form';
import { MemberRemovalDialog, type MemberRemovalRequest } from '@/features/consortiums/components/member-removal-dialog';
import { ExpressInterestButton } from '@/features/consortiums/components/express-interest-button';
import { SentRequestsList } from '@/features/consortiums/components/sent-requests-list';
import { useMyCompanyId } from '@/features/consortiums/hooks/use-my-company-id';
import { openDirect } from '@/features/messages/api/messages';
import { onLiveEvent } from '@/features/messages/live/live-channel';
import { memberCountLabel } from '@/features/consortiums/lib/consortium-labels';
import { memberRemoval } from '@/features/consortiums/lib/member-removal';
import { ApiError } from '@/lib/api-error';
import { useAuthStore } from '@/stores/auth-store';
import type { ConsortiumView, LiveEventData } from '@jointly/contracts';

// The start-a-bid dialog (a tender search with tabs) is fetched when first opened, keeping it out of the first paint.
const StartBidDialog = lazy(async () => ({ default: (await import('./start-bid-dialog')).StartBidDialog }));

function Section({
  id,
  title,
  action,
  headingRef,
  children,
}: {
  id: string;
  title: string;
  action?: React.ReactNode;
  headingRef?: React.Ref<HTMLHeadingElement>;
  children: React.ReactNode;
}) {
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 2 }}>
        <Typography id={id} variant="h6" component="h2" ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}

function SentRequests({ consortiumId }: { consortiumId: string }) {
  const requests = useQuery(consortiumRequestsQuery(consortiumId));
  if (requests.isPending) return <LoadingState label="Loading the invitations…" />;
  if (requests.isError)
    return (
      <ErrorState title="The invitations could not be loaded." message={requests.error.message} onRetry={() => void requests.refetch()} />
    );
  return <SentRequestsList requests={requests.data} />;
}

function Bids({ consortium }: { consortium: ConsortiumView }) {
  const bids = useQuery(consortiumBidsQuery([consortium.id]));
  const [starting, setStarting] = useState(false);
  // Stays mounted once opened, so that closing runs its transition.
  const [startOpened, setStartOpened] = useState(false);
  const startButton = (
    <Button
      variant="contained"
      startIcon={<AddIcon />}
      onClick={() => {
        setStartOpened(true);
        setStarting(true);
      }}
      onPointerEnter={() => void import('./start-bid-dialog').catch(() => undefined)}
    >
      Start a bid
    </Button>
  );
  return (
    <Section id="consortium-bids-title" title="Bids" action={startButton}>
      {bids.isPending ? (
        <LoadingState label="Loading the bids…" />
      ) : bids.isError ? (
        <ErrorState title="The bids could not be loaded." message={bids.error.message} onRetry={() => void bids.refetch()} />
      ) : bids.data.length === 0 ? (
        <Typography color="text.secondary">No bids yet. Start one on a tender you want to win together.</Typography>
      ) : (
        <ConsortiumBidsTable bids={bids.data} label={`Bids of ${consortium.name}`} />
      )}
      {startOpened && (
        <Suspense fallback={null}>
          <StartBidDialog
            consortiumId={consortium.id}
            open={starting}
            onClose={() => setStarting(false)}
            biddingOn={new Set((bids.data ?? []).map((bid) => bid.tenderId))}
          />
        </Suspense>
      )}
    </Section>
  );
}

function LoadedConsortium({ consortium }: { consortium: ConsortiumView }) {
  const myCompanyId = useMyCompanyId();
  const leads = myCompanyId !== null && consortium.leadCompanyId === myCompanyId;
  const navigate = useNavigate();
  const messagePartner = async (companyId: string) => {
    const { conversation } = await openDirect(companyId);
    navigate(`${paths.consortiumMessages.path}?c=${encodeURIComponent(conversation.id)}`);
  };
  const [editing, setEditing] = useState(false);
  const isAdmin = useAuthStore((s) => s.user?.role === 'admin');
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<MemberRemovalRequest | null>(null);
  const membersHeading = useRef<HTMLHeadingElement>(null);
  // A removed member's "Remove" button is gone when the dialog closes: focus moves to the members heading instead.
  const focusMembersOnClose = useRef(false);
  const removalOf = (member: ConsortiumView['members'][number]) =>
    memberRemoval({ companyId: myCompanyId, isAdmin }, consortium.members, member);
  const ownMembership = consortium.members.find((m) => m.companyId === myCompanyId);
  const canLeave = ownMembership !== undefined && removalOf(ownMembership) === 'leave';

  const removed = async (request: MemberRemovalRequest, answer: { message: string; consortium?: ConsortiumView }) => {
    setRemoving(null);
    if (request.kind === 'leave') {
      // The company no longer reads this consortium: go to the dashboard first, then forget what was cached about it
      // (refetching it on this screen would only answer 403) and refresh the lists that still count it.
      // The toast is for the page the user lands on (toasts are cleared when the app moves to another page).
      toast.success(`You left ${consortium.name}.`, { path: paths.consortiumDashboard.path });
      await navigate(paths.consortiumDashboard.path, { replace: true });
      queryClient.removeQueries({ queryKey: [...CONSORTIUMS_KEY, consortium.id] });
      await queryClient.invalidateQueries({ queryKey: CONSORTIUMS_KEY });
      return;
    }
    if (answer.consortium) queryClient.setQueryData(consortiumQuery(consortium.id).queryKey, answer.consortium);
    toast.success(`${request.member.companyName} was removed from ${consortium.name}.`);
    focusMembersOnClose.current = true;
    await queryClient.invalidateQueries({ queryKey: CONSORTIUMS_KEY });
  };

  return (
    <>
      <PageHeader title={consortium.name} lead={consortium.description ?? undefined}>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Led by {consortium.leadCompanyName} · {memberCountLabel(consortium.memberCount)}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}>
          <Button variant="contained" startIcon={<HandshakeIcon />} onClick={() => openConsortiumMatching(consortium.id)}>
            Invite partners
          </Button>
          <Button
            variant="outlined"
            startIcon={<ChatIcon />}
            component={RouterLink}
            to={`${paths.consortiumMessages.path}?subject=${encodeURIComponent(consortium.id)}`}
          >
            Messages
          </Button>
          {leads && !editing && (
            <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
              Edit details
            </Button>
          )}
          {canLeave && (
            <Button
              variant="outlined"
              color="error"
              startIcon={<LogoutIcon />}
              onClick={() => setRemoving({ member: ownMembership, kind: 'leave' })}
            >
              Leave consortium
            </Button>
          )}
        </Stack>
      </PageHeader>
      <Stack spacing={3}>
        {editing && (
          <Section id="edit-consortium-title" title="Edit the consortium">
            <EditConsortiumForm consortium={consortium} onDone={() => setEditing(false)} />
          </Section>
        )}
        <Section id="consortium-members-title" title={`Members (${consortium.members.length})`} headingRef={membersHeading}>
          <ConsortiumMembersList
            members={consortium.members}
            action={(member) => (
              <>
                {myCompanyId && member.companyId !== myCompanyId && (
                  <Button size="small" onClick={() => void messagePartner(member.companyId)} aria-label={`Message ${member.companyName}`}>
                    Message
                  </Button>
                )}
                {removalOf(member) === 'remove' && (
                  <Button
                    size="small"
                    color="error"
                    onClick={() => setRemoving({ member, kind: 'remove' })}
                    aria-label={`Remove ${member.companyName}`}
                  >
                    Remove
                  </Button>
                )}
              </>
            )}
          />
          <MemberRemovalDialog
            consortium={consortium}
            request={removing}
            onClose={() => setRemoving(null)}
            onDone={removed}
            onExited={() => {
              if (!focusMembersOnClose.current) return;
              focusMembersOnClose.current = false;
              membersHeading.current?.focus();
            }}
          />
        </Section>
        <Section id="consortium-best-tenders-title" title="Best open tenders for this consortium">
          <ConsortiumBestTenders consortiumId={consortium.id} />
        </Section>
        <Bids consortium={consortium} />
        <Section id="consortium-requests-title" title="Invitations sent">
          <SentRequests consortiumId={consortium.id} />
        </Section>
      </Stack>
    </>
  );
}

function NotAvailable({ consortiumId, error, onRetry }: { consortiumId: string; error: Error; onRetry: () => void }) {
  const status = error instanceof ApiError ? error.status : 0;
  const title =
    status === 404
      ? 'This consortium does not exist.'
      : status === 403
        ? 'Only the member companies of this consortium can see it.'
        : 'The consortium could not be loaded.';
  return (
    <>
      <PageHeader title="Consortium" />
      <ErrorState title={title} message={error.message} onRetry={status === 403 || status === 404 ? undefined : onRetry}>
        {status === 403 && (
          <Box sx={{ my: 2 }}>
            <ExpressInterestButton consortiumId={consortiumId} />
          </Box>
        )}
        <Link component={RouterLink} to={paths.consortiumDashboard.path}>
          Back to your consortiums
        </Link>
      </ErrorState>
    </>
  );
}

/**
 * /consortium/{id}: the consortium (GET /consortium/view/{id}) with its members, its bids and "Start a bid", the
 * invitations it sent, "Invite partners" (the matching dialog with this consortium selected) and, for the lead
 * company, editing its name and description.
 */
export default function ConsortiumScreen() {
  const { id = '' } = useParams();
  const consortium = useQuery(consortiumQuery(id));
  const queryClient = useQueryClient();
  // Joining or leaving a consortium's conversation is how this tab hears that the membership changed (your company
  // removed, or one joined): reload the consortium instead of showing it as it was.
  useEffect(
    () =>
      onLiveEvent((type, data) => {
        if (type !== 'conversation') return;
        const change = data as LiveEventData['conversation'];
        if (change.removed || change.added) void queryClient.invalidateQueries({ queryKey: CONSORTIUMS_KEY });
      }),
    [queryClient],
  );
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      {consortium.isPending ? (
        <LoadingState label="Loading the consortium…" />
      ) : consortium.isError ? (
        <NotAvailable consortiumId={id} error={consortium.error} onRetry={() => void consortium.refetch()} />
      ) : (
        <LoadedConsortium consortium={consortium.data} />
      )}
    </Box>
  );
}
