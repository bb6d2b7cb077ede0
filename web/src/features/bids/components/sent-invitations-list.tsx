import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { sentBidsQuery, useRespondToInvitation } from '../api/bids';
import { BidStatusChip } from './bid-status-chip';
import { BidTenderSummaryView } from './bid-tender-summary';

const tenderHref = (id: string) => paths.tender.getHref(id);

/**
 * The expert invitations the user's company sent (GET /bids/search?role=sent), with their status; a Pending one can be
 * withdrawn (PATCH /bids/respond-to-invitation/{id} {status: 'Withdrawn'}).
 */
export function SentInvitationsList() {
  const invitations = useQuery(sentBidsQuery());
  const respond = useRespondToInvitation();
  if (invitations.isPending) return <LoadingState label="Loading the invitations you sent…" />;
  if (invitations.isError)
    return (
      <ErrorState
        title="The invitations you sent could not be loaded."
        message={invitations.error.message}
        onRetry={() => void invitations.refetch()}
      />
    );
  if (invitations.data.length === 0)
    return (
      <Typography color="text.secondary">You have not invited any expert yet. Find experts for a tender in the expert finder.</Typography>
    );
  return (
    <Box component="ul" aria-label="Invitations sent" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {invitations.data.map((bid) => {
        const expert = bid.expert.name ?? bid.expert.email ?? 'An expert';
        const busy = respond.isPending && respond.variables?.id === bid.id;
        return (
          <Box
            component="li"
            key={bid.id}
            aria-label={`${expert}: ${bid.tender.title ?? 'tender'}`}
            sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', py: 1.5, borderBottom: 1, borderColor: 'divider' }}
          >
            <Box sx={{ flex: '1 1 280px', minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {expert}
                {bid.expert.email && bid.expert.name ? (
                  <Typography component="span" variant="body2" color="text.secondary">
                    {' '}
                    · {bid.expert.email}
                  </Typography>
                ) : null}
              </Typography>
              <BidTenderSummaryView tender={bid.tender} tenderHref={tenderHref} />
              <Typography variant="body2" color="text.secondary">
                Sent {formatDate(bid.createdAt)}
                {bid.answeredAt ? ` · answered ${formatDate(bid.answeredAt)}` : ''}
              </Typography>
            </Box>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <BidStatusChip status={bid.status} />
              {bid.status === 'Pending' && (
                <Button
                  variant="outlined"
                  color="secondary"
                  size="small"
                  disabled={busy}
                  aria-label={`Withdraw the invitation to ${expert}`}
                  onClick={() => respond.mutate({ id: bid.id, status: 'Withdrawn' })}
                >
                  Withdraw
                </Button>
              )}
            </Stack>
          </Box>
        );
      })}
    </Box>
  );
}
