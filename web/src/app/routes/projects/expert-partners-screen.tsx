import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { receivedBidsQuery } from '@/features/bids/api/bids';
import { providersFromAcceptedBids } from '@/features/bids/lib/bid-people';

/** /v3/expert-dashboard/my-projects/partners: the providers the expert works with, from the accepted invitations. */
export default function ExpertPartnersScreen() {
  const bids = useQuery(receivedBidsQuery('Accepted'));
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <PageHeader title="Project partners" lead="The providers you bid with, and your projects with each." />
      {bids.isPending ? (
        <LoadingState label="Loading your partners…" />
      ) : bids.isError ? (
        <ErrorState title="Your partners could not be loaded." message={bids.error.message} onRetry={() => void bids.refetch()} />
      ) : (
        <Partners bids={bids.data} />
      )}
    </Box>
  );
}

function Partners({ bids }: { bids: Parameters<typeof providersFromAcceptedBids>[0] }) {
  const partners = providersFromAcceptedBids(bids);
  if (partners.length === 0)
    return (
      <Typography color="text.secondary">
        No partners yet. Accept an invitation to bid and the provider appears here.{' '}
        <Link component={RouterLink} to={paths.expertProjectInvitations.path}>
          Open your invitations
        </Link>
      </Typography>
    );
  return (
    <Box
      component="ul"
      aria-label="Project partners"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}
    >
      {partners.map((partner) => (
        <Paper component="li" key={partner.key} variant="outlined" aria-label={partner.name} sx={{ p: 2 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {partner.name}
          </Typography>
          {partner.people.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              Contact: {partner.people.join(', ')}
            </Typography>
          )}
          <Box component="ul" aria-label={`Projects with ${partner.name}`} sx={{ m: 0, mt: 1, pl: 3 }}>
            {partner.projects.map((bid) => (
              <li key={bid.id}>
                <Link component={RouterLink} to={paths.expertProject.getHref(bid.id)}>
                  {bid.tender.title ?? 'A tender not known here yet'}
                </Link>
              </li>
            ))}
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
