import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { ServerStateProvider } from '@/components/server-state-provider';
import { paths } from '@/config/paths';
import { expertBidStatisticsQuery } from '@/features/bids/api/bids';
import { expertCriteriaQuery } from '@/features/experts/api/experts';
import { ExpertCard } from '@/features/experts/components/expert-card';
import { accountKindOf } from '@/lib/auth';
import { formatDate } from '@/lib/format';
import { useAuthStore } from '@/stores/auth-store';
import { sectorLabel } from './expert-links';
import { InviteExpertDialog } from './invite-expert-dialog';
import { SignInPrompt } from './sign-in-prompt';

function Statistics({ accountId }: { accountId: string }) {
  const stats = useQuery(expertBidStatisticsQuery(accountId));
  if (stats.isPending) return <LoadingState label="Loading the expert’s record…" />;
  if (stats.isError)
    return (
      <ErrorState title="The expert’s record could not be loaded." message={stats.error.message} onRetry={() => void stats.refetch()} />
    );
  const { invited, accepted, acceptanceRate, activeProjects, lastInvitedAt } = stats.data;
  const figures = [
    { label: 'Invitations', value: String(invited) },
    { label: 'Accepted', value: String(accepted) },
    { label: 'Acceptance rate', value: acceptanceRate === null ? 'No answers yet' : `${Math.round(acceptanceRate * 100)}%` },
    { label: 'Active projects', value: String(activeProjects) },
  ];
  return (
    <Box>
      <Box
        component="dl"
        aria-label="Bidding record"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, m: 0 }}
      >
        {figures.map((figure) => (
          <Box key={figure.label}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {figure.label}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0 }}>
              {figure.value}
            </Typography>
          </Box>
        ))}
      </Box>
      {lastInvitedAt && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Last invited {formatDate(lastInvitedAt)}
        </Typography>
      )}
    </Box>
  );
}

function Profile({ accountId }: { accountId: string }) {
  const user = useAuthStore((s) => s.user);
  const kind = accountKindOf(user);
  const canInvite = kind === 'provider' || kind === 'staff' || kind === 'admin';
  const [searchParams] = useSearchParams();
  const tenderId = searchParams.get('tender');
  const [inviting, setInviting] = useState(false);
  const expert = useQuery(expertCriteriaQuery(accountId));
  if (expert.isPending) return <LoadingState label="Loading the expert…" />;
  if (expert.isError)
    return <ErrorState title="The expert could not be loaded." message={expert.error.message} onRetry={() => void expert.refetch()} />;
  if (!expert.data) return <ErrorState title="This expert is not listed in the directory." />;
  const showStats = canInvite || user?.id === accountId;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <ExpertCard
        expert={expert.data}
        sectorLabel={sectorLabel}
        profileHref={paths.expertConnectProfile.getHref(accountId)}
        actions={
          canInvite && (
            <Button variant="contained" onClick={() => setInviting(true)}>
              Invite to bid
            </Button>
          )
        }
      />
      {expert.data.bio && (
        <Paper component="section" aria-labelledby="expert-bio-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="expert-bio-title" variant="h6" component="h2" sx={{ mb: 1 }}>
            About
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{expert.data.bio}</Typography>
        </Paper>
      )}
      {showStats && (
        <Paper component="section" aria-labelledby="expert-stats-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="expert-stats-title" variant="h6" component="h2" sx={{ mb: 2 }}>
            Bidding record on Jointly
          </Typography>
          <Statistics accountId={accountId} />
        </Paper>
      )}
      {inviting && <InviteExpertDialog expert={expert.data} tenderIds={tenderId ? [tenderId] : []} onClose={() => setInviting(false)} />}
    </Box>
  );
}

/** /expert-connect/{accountId} (open): one expert's listing, their bidding record (GET /bids/expert/{id}/statistics) and "Invite to bid". */
export default function ExpertProfileScreen() {
  const { id = '' } = useParams();
  const signedIn = Boolean(useAuthStore((s) => s.user?.accessToken));
  return (
    <ServerStateProvider>
      <Box sx={{ maxWidth: 960, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, md: 5 } }}>
        <Button component={RouterLink} to={paths.expertConnect.path} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
          Expert directory
        </Button>
        <PageHeader title="Expert profile" />
        {signedIn ? <Profile accountId={id} /> : <SignInPrompt what="see this expert’s profile and invite them to bid" />}
      </Box>
    </ServerStateProvider>
  );
}
