import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { allEnumsQuery } from '@/features/account/api/enums';
import { meQuery } from '@/features/account/api/profile';
import { ConsortiumProfileForm } from '@/features/account/components/consortium-profile-form';
import { useOnline } from '@/lib/use-online';

/**
 * /consortium/complete-profile: the company details partners look for before they join a consortium (GET /account/me's
 * partner, saved with PATCH /partner/update/{id}). Loading, error with a retry, offline (the form stays, saving waits),
 * and a company-less account sent to create its company profile first.
 */
export default function ConsortiumCompleteProfileScreen() {
  const me = useQuery(meQuery());
  const enums = useQuery(allEnumsQuery());
  const online = useOnline();
  const body = () => {
    if (me.isPending || enums.isPending) {
      if (!online) return <OfflineNotice />;
      return <LoadingState label="Loading your company…" />;
    }
    if (me.isError)
      return (
        <ErrorState
          title="Your company could not be loaded."
          message={online ? me.error.message : 'You are offline.'}
          onRetry={() => void me.refetch()}
        />
      );
    if (enums.isError)
      return (
        <ErrorState
          title="The lists of services and regions could not be loaded."
          message={online ? enums.error.message : 'You are offline.'}
          onRetry={() => void enums.refetch()}
        />
      );
    if (!me.data.partner)
      return (
        <Alert
          severity="info"
          variant="outlined"
          action={
            <Button component={RouterLink} to={paths.v3UserUpdateProfile.getHref()} color="inherit" size="small">
              Create your company profile
            </Button>
          }
        >
          Your account has no company yet. Create your company profile first; then add what partners look for here.
        </Alert>
      );
    return <ConsortiumProfileForm partner={me.data.partner} enums={enums.data} offline={!online} />;
  };
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <PageHeader
        title="Complete your consortium profile"
        lead="Partner companies read these details before they join your consortium; eligibility ratings use the same facts."
      />
      {body()}
    </Box>
  );
}

function OfflineNotice() {
  return (
    <Alert severity="warning" variant="outlined" role="status">
      You are offline. Your company profile will load when you are back online.
    </Alert>
  );
}
