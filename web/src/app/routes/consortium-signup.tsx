import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { ServerStateProvider } from '@/components/server-state-provider';
import { paths } from '@/config/paths';
import { allEnumsQuery } from '@/features/account/api/enums';
import { meQuery } from '@/features/account/api/profile';
import { PartnerRequestForm } from '@/features/account/components/partner-request-form';
import { RegisterForm } from '@/features/auth/components/register-form';
import { accountKindOf } from '@/lib/auth';
import { useAuthStore } from '@/stores/auth-store';

const steps = [
  'Create your provider account and confirm your email.',
  'Complete your company profile.',
  'Send your request to lead consortiums; the Jointly team approves it.',
];

function VisitorSignup() {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1.2fr)' }, alignItems: 'start' }}>
      <Box>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          How it works
        </Typography>
        <Box component="ol" sx={{ pl: 3, m: 0, display: 'grid', gap: 1 }}>
          {steps.map((step) => (
            <Typography component="li" key={step}>
              {step}
            </Typography>
          ))}
        </Box>
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          Already have an account?{' '}
          <Link component={RouterLink} to={paths.login.getHref(paths.consortiumSignup.path)}>
            Log in
          </Link>{' '}
          and send your request.
        </Typography>
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          Create your provider account
        </Typography>
        <RegisterForm type="provider" submitLabel="Create account and continue" />
      </Paper>
    </Box>
  );
}

function ProviderRequest() {
  const me = useQuery(meQuery());
  const enums = useQuery(allEnumsQuery());
  if (me.isPending || enums.isPending) return <LoadingState label="Loading your company…" />;
  if (me.isError) return <ErrorState title="Your company could not be loaded." message={me.error.message} onRetry={() => void me.refetch()} />;
  if (enums.isError) return <ErrorState title="The lists of sectors and regions could not be loaded." message={enums.error.message} onRetry={() => void enums.refetch()} />;
  return <PartnerRequestForm partner={me.data.partner} enums={enums.data} />;
}

/**
 * /consortium/signup: a company asks to lead consortiums. Visitors sign up as a provider first (the provider
 * form); a signed-in provider sends the request (POST /partner/request); other accounts are told why not.
 */
export default function ConsortiumSignupPage() {
  const user = useAuthStore((s) => s.user);
  const kind = accountKindOf(user);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 }, px: { xs: 1.5, sm: 2 } }}>
      <PageHeader
        title="Lead consortiums on Jointly"
        lead="Approved consortium partners create consortiums, invite partner companies and bid for contracts they could not win alone."
      />
      {!user && <VisitorSignup />}
      {user && (kind === 'provider' || kind === 'admin') && (
        <ServerStateProvider>
          <ProviderRequest />
        </ServerStateProvider>
      )}
      {user && (kind === 'expert' || kind === 'staff') && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" component={RouterLink} to={kind === 'expert' ? paths.expertDashboard.path : paths.dashboard.path}>
              Dashboard
            </Button>
          }
        >
          Only provider companies can lead consortiums. {kind === 'staff' ? 'The owner of your company’s account can apply.' : ''}
        </Alert>
      )}
    </Container>
  );
}
