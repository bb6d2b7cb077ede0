import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import type { BidView } from '@jointly/contracts';
import { receivedBidsQuery, useRespondToInvitation } from '../api/bids';
import { inviterLabel } from '../lib/bid-people';
import { BidStatusChip } from './bid-status-chip';
import { BidTenderSummaryView } from './bid-tender-summary';

const expertTenderHref = (id: string) => paths.expertDashboardTender.getHref(id);
const titleOf = (bid: BidView) => bid.tender.title ?? 'this tender';

function InvitationBody({ bid }: { bid: BidView }) {
  return (
    <Box sx={{ flex: '1 1 280px', minWidth: 0 }}>
      <BidTenderSummaryView tender={bid.tender} tenderHref={expertTenderHref} />
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        Invited by {inviterLabel(bid)} · {formatDate(bid.createdAt)}
      </Typography>
      {bid.message && <Typography sx={{ mt: 0.5, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>“{bid.message}”</Typography>}
    </Box>
  );
}

const itemSx = {
  display: 'flex',
  gap: 2,
  flexWrap: 'wrap',
  alignItems: 'center',
  py: 1.5,
  borderBottom: 1,
  borderColor: 'divider',
} as const;

/**
 * The invitations waiting for the expert's answer (GET /bids/search?role=received&status=Pending), each with Accept
 * and Decline (PATCH /bids/respond-to-invitation/{id} {status: 'Accepted'|'Declined'}).
 */
export function PendingInvitationsList() {
  const invitations = useQuery(receivedBidsQuery('Pending'));
  const respond = useRespondToInvitation();
  if (invitations.isPending) return <LoadingState label="Loading your invitations…" />;
  if (invitations.isError)
    return (
      <ErrorState
        title="Your invitations could not be loaded."
        message={invitations.error.message}
        onRetry={() => void invitations.refetch()}
      />
    );
  if (invitations.data.length === 0) return <Typography color="text.secondary">No invitations are waiting for your answer.</Typography>;
  return (
    <Box component="ul" aria-label="Invitations waiting for your answer" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {invitations.data.map((bid) => {
        const busy = respond.isPending && respond.variables?.id === bid.id;
        return (
          <Box component="li" key={bid.id} aria-label={titleOf(bid)} sx={itemSx}>
            <InvitationBody bid={bid} />
            <Stack direction="row" spacing={1}>
              <Button
                variant="contained"
                size="small"
                disabled={busy}
                aria-label={`Accept the invitation for ${titleOf(bid)}`}
                onClick={() => respond.mutate({ id: bid.id, status: 'Accepted' })}
              >
                Accept
              </Button>
              <Button
                variant="outlined"
                color="secondary"
                size="small"
                disabled={busy}
                aria-label={`Decline the invitation for ${titleOf(bid)}`}
                onClick={() => respond.mutate({ id: bid.id, status: 'Declined' })}
              >
                Decline
              </Button>
            </Stack>
          </Box>
        );
      })}
    </Box>
  );
}

/** The invitations the expert already answered (or that were withdrawn), newest first; accepted ones open the project. */
export function AnsweredInvitationsList() {
  const invitations = useQuery(receivedBidsQuery());
  if (invitations.isPending) return <LoadingState label="Loading your earlier invitations…" />;
  if (invitations.isError)
    return (
      <ErrorState
        title="Your earlier invitations could not be loaded."
        message={invitations.error.message}
        onRetry={() => void invitations.refetch()}
      />
    );
  const answered = invitations.data.filter((bid) => bid.status !== 'Pending');
  if (answered.length === 0) return <Typography color="text.secondary">You have not answered any invitation yet.</Typography>;
  return (
    <Box component="ul" aria-label="Answered invitations" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {answered.map((bid) => (
        <Box component="li" key={bid.id} aria-label={titleOf(bid)} sx={itemSx}>
          <InvitationBody bid={bid} />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <BidStatusChip status={bid.status} />
            {bid.status === 'Accepted' && (
              <>
                <Button component={RouterLink} to={paths.expertProject.getHref(bid.id)} size="small">
                  Open project
                </Button>
                <Button
                  component={RouterLink}
                  to={`${paths.expertDashboardMessage.path}?subject=${encodeURIComponent(bid.id)}`}
                  size="small"
                >
                  Messages
                </Button>
              </>
            )}
          </Stack>
        </Box>
      ))}
    </Box>
  );
}
