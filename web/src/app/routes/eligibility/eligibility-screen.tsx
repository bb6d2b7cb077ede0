import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useRecalculateEligibility, userCriteriaQuery } from '@/features/eligibility/api/eligibility';
import { EligibilitySummary } from '@/features/eligibility/components/eligibility-summary';
import { useAuthStore } from '@/stores/auth-store';
import { EligibilityList } from './eligibility-list';

export const CRITERIA_FORM_HREF = `${paths.v3UserUpdateProfile.path}#eligibility-criteria`;

function Overview({ accountId }: { accountId: string }) {
  const criteria = useQuery(userCriteriaQuery(accountId));
  if (criteria.isPending) return <LoadingState label="Loading your eligibility…" />;
  if (criteria.isError)
    return (
      <ErrorState
        title="Your eligibility criteria could not be loaded."
        message={criteria.error.message}
        onRetry={() => void criteria.refetch()}
      />
    );
  if (!criteria.data)
    return (
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          No eligibility criteria yet
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Tell us your service categories, regions, turnover and certifications, and every open tender is rated for you.
        </Typography>
        <Button variant="contained" component={RouterLink} to={CRITERIA_FORM_HREF}>
          Add your eligibility criteria
        </Button>
      </Paper>
    );
  return (
    <Stack spacing={3}>
      <Paper component="section" aria-labelledby="eligibility-summary-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="eligibility-summary-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          Summary
        </Typography>
        <EligibilitySummary tenderHref={(id) => paths.tender.getHref(id)} />
      </Paper>
      <Paper component="section" aria-labelledby="eligibility-list-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="eligibility-list-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          Rated open tenders
        </Typography>
        <EligibilityList accountId={accountId} />
      </Paper>
    </Stack>
  );
}

/** /v3/dashboard/eligibility: how the provider rates against every open tender, with a band filter and Recalculate. */
export default function EligibilityScreen() {
  const accountId = useAuthStore((s) => s.user?.id ?? '');
  const recalculate = useRecalculateEligibility(accountId);
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <PageHeader title="Your eligibility" lead="How well your company fits each open tender, from your eligibility criteria.">
        <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }}>
          <Button variant="contained" startIcon={<RefreshIcon />} loading={recalculate.isPending} onClick={() => recalculate.mutate()}>
            Recalculate
          </Button>
          <Button variant="outlined" component={RouterLink} to={CRITERIA_FORM_HREF}>
            Edit your criteria
          </Button>
          <Button variant="outlined" component={RouterLink} to={paths.dashboardExpertFinder.path}>
            Find experts
          </Button>
        </Stack>
      </PageHeader>
      {accountId && <Overview accountId={accountId} />}
    </Box>
  );
}
