import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { receivedBidsQuery } from '@/features/bids/api/bids';
import { BidStatusChip } from '@/features/bids/components/bid-status-chip';
import { inviterLabel } from '@/features/bids/lib/bid-people';
import { formatDate } from '@/lib/format';
import type { BidView } from '@jointly/contracts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {children}
      </Typography>
    </Box>
  );
}

function Project({ bid }: { bid: BidView }) {
  const title = bid.tender.title ?? 'A tender not known here yet';
  return (
    <Box sx={{ maxWidth: 900, mx: 'auto' }}>
      <Button component={RouterLink} to={paths.expertProjectInvitations.path} size="small" sx={{ mb: 1 }}>
        All invitations
      </Button>
      <PageHeader title={title} lead={`A project with ${inviterLabel(bid)}.`} />
      {bid.status !== 'Accepted' && (
        <ErrorState title="This is not one of your projects." message={`The invitation is ${bid.status.toLowerCase()}.`} />
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Box component="dl" sx={{ m: 0 }}>
          <Fact label="Tender">
            <Link component={RouterLink} to={paths.expertDashboardTender.getHref(bid.tender.id)}>
              {title}
            </Link>
          </Fact>
          <Fact label="Buyer">{bid.tender.buyerName ?? 'Not known'}</Fact>
          <Fact label="Closing date">{bid.tender.closingDate ? formatDate(bid.tender.closingDate, 'long') : 'Not stated'}</Fact>
          <Fact label="Invited by">{inviterLabel(bid)}</Fact>
          <Fact label="Their message">{bid.message ?? 'No message.'}</Fact>
          <Fact label="Status">
            <BidStatusChip status={bid.status} />
            {bid.answeredAt ? ` answered ${formatDate(bid.answeredAt)}` : ''}
          </Fact>
          <Fact label="Workspace">
            {bid.workspaceId && bid.status === 'Accepted' ? (
              <Link component={RouterLink} to={paths.dashboardWorkspace.getHref(bid.workspaceId)}>
                Open the bid’s workspace
              </Link>
            ) : (
              'No workspace is linked to this invitation yet.'
            )}
          </Fact>
        </Box>
      </Paper>
    </Box>
  );
}

/** /v3/expert-dashboard/my-projects/{id}: one accepted invitation (GET /bids/search?role=received): tender, provider, message, workspace. */
export default function ExpertProjectScreen() {
  const { id = '' } = useParams();
  const bids = useQuery(receivedBidsQuery());
  if (bids.isPending) return <LoadingState label="Loading the project…" />;
  if (bids.isError)
    return <ErrorState title="The project could not be loaded." message={bids.error.message} onRetry={() => void bids.refetch()} />;
  const bid = bids.data.find((candidate) => candidate.id === id);
  if (!bid)
    return (
      <ErrorState title="Project not found." message="No invitation of yours has this id.">
        <Link component={RouterLink} to={paths.expertProjectInvitations.path}>
          Back to your invitations
        </Link>
      </ErrorState>
    );
  return <Project bid={bid} />;
}
