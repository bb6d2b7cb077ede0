import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { consortiumBidsQuery, userConsortiumsQuery } from '@/features/consortiums/api/consortiums';
import { ConsortiumBidsTable } from '@/features/consortiums/components/consortium-bids-table';
import { useAuthStore } from '@/stores/auth-store';
import type { Id } from '@jointly/contracts';

function EmptyBids({ text }: { text: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
      <Typography sx={{ mb: 2 }}>{text}</Typography>
      <Button variant="contained" component={RouterLink} to={paths.consortiumDashboard.path}>
        Go to your consortiums
      </Button>
    </Paper>
  );
}

function AllBids({ consortiumIds }: { consortiumIds: Id[] }) {
  const bids = useQuery(consortiumBidsQuery(consortiumIds));
  if (bids.isPending) return <LoadingState label="Loading your consortium bids…" />;
  if (bids.isError)
    return (
      <ErrorState title="Your consortium bids could not be loaded." message={bids.error.message} onRetry={() => void bids.refetch()} />
    );
  if (bids.data.length === 0) return <EmptyBids text="Your consortiums have not started a bid yet. Start one from a consortium’s page." />;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
      <ConsortiumBidsTable bids={bids.data} showConsortium label="Consortium bids" />
    </Paper>
  );
}

function BidsOfAccount({ accountId }: { accountId: Id }) {
  const consortiums = useQuery(userConsortiumsQuery(accountId));
  if (consortiums.isPending) return <LoadingState label="Loading your consortiums…" />;
  if (consortiums.isError)
    return (
      <ErrorState
        title="Your consortiums could not be loaded."
        message={consortiums.error.message}
        onRetry={() => void consortiums.refetch()}
      />
    );
  if (consortiums.data.length === 0) return <EmptyBids text="You are not in a consortium yet, so there are no consortium bids." />;
  return <AllBids consortiumIds={consortiums.data.map((consortium) => consortium.id)} />;
}

/**
 * /consortium/bids: the bids of every consortium of the user's company (GET /consortium-bid/search with
 * consortium[0..n]), with a consortium column.
 */
export default function ConsortiumBidsScreen() {
  const accountId = useAuthStore((s) => s.user?.id ?? null);
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <PageHeader title="Consortium bids" lead="The tenders your consortiums are bidding for together." />
      {accountId ? <BidsOfAccount accountId={accountId} /> : <EmptyBids text="Sign in to see your consortium bids." />}
    </Box>
  );
}
