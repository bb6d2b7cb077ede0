import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ServerStateProvider } from '@/components/server-state-provider';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { tenderQuery } from '@/features/tenders/api/tenders';
import { TenderDetails } from '@/features/tenders/components/tender-details';
import { ApiError } from '@/lib/api-error';

function GuestTender() {
  const { id = '' } = useParams();
  const tender = useQuery(tenderQuery(id));
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={RouterLink} to={paths.guest.path} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        Back to the search
      </Button>
      {tender.isPending ? (
        <LoadingState label="Loading the tender…" />
      ) : tender.isError ? (
        tender.error instanceof ApiError && tender.error.status === 404 ? (
          <ErrorState title="Tender not found." message="It may have been withdrawn, or the link is wrong." />
        ) : (
          <ErrorState title="The tender could not be loaded." message={tender.error.message} onRetry={() => void tender.refetch()} />
        )
      ) : (
        <TenderDetails
          tender={tender.data}
          actions={
            <Alert severity="info" sx={{ alignItems: 'center' }}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
                <span>Sign up to bookmark this tender, check your eligibility and request a Tender Writer.</span>
                <Button component={RouterLink} to={paths.register.getHref('provider')} variant="contained" size="small">
                  Sign up free
                </Button>
                <Button component={RouterLink} to={paths.login.getHref(paths.tender.getHref(tender.data.id))} size="small" color="inherit">
                  Log in
                </Button>
              </Stack>
            </Alert>
          }
        />
      )}
    </Container>
  );
}

/** /guest/{id}: the public details of one tender, with sign-up prompts instead of bookmark and Tender Writer. */
export default function GuestTenderScreen() {
  return (
    <ServerStateProvider>
      <GuestTender />
    </ServerStateProvider>
  );
}
