import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import type { ExpertBidStatistics, Id } from '@jointly/contracts';
import { expertBidStatisticsQuery } from '../api/bids';

/** 0.666… → "67%"; null (nothing answered yet) → "–". */
export function formatAcceptanceRate(rate: number | null): string {
  return rate === null ? '–' : `${Math.round(rate * 100)}%`;
}

function Figures({ stats }: { stats: ExpertBidStatistics }) {
  const figures: Array<[string, string | number]> = [
    ['Waiting for your answer', stats.pending],
    ['Active projects', stats.activeProjects],
    ['Invitations received', stats.invited],
    ['Acceptance rate', formatAcceptanceRate(stats.acceptanceRate)],
  ];
  return (
    <>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' }, gap: 2, m: 0 }}
      >
        {figures.map(([label, value]) => (
          <Box key={label}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="h5" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {stats.accepted} accepted · {stats.declined} declined · {stats.withdrawn} withdrawn
        {stats.lastInvitedAt ? ` · last invited ${formatDate(stats.lastInvitedAt)}` : ''}
      </Typography>
    </>
  );
}

/** The expert's invitations in figures (GET /bids/expert/{id}/statistics), for the expert dashboard. */
export function ExpertBidStatsPanel({ expertId }: { expertId: Id }) {
  const stats = useQuery(expertBidStatisticsQuery(expertId));
  return (
    <Paper component="section" variant="outlined" aria-labelledby="expert-bid-stats" sx={{ p: 2.5, mb: 3 }}>
      <Typography id="expert-bid-stats" variant="h6" component="h2" sx={{ mb: 1 }}>
        Your invitations to bid
      </Typography>
      {stats.isPending ? (
        <LoadingState label="Loading your invitation figures…" />
      ) : stats.isError ? (
        <ErrorState
          title="Your invitation figures could not be loaded."
          message={stats.error.message}
          onRetry={() => void stats.refetch()}
        />
      ) : stats.data.invited === 0 ? (
        <Typography color="text.secondary">No invitations yet. Providers who need your expertise will invite you to their bids.</Typography>
      ) : (
        <Figures stats={stats.data} />
      )}
      <Button component={RouterLink} to={paths.expertProjectInvitations.path} size="small" sx={{ mt: 1 }}>
        Open invitations
      </Button>
    </Paper>
  );
}
