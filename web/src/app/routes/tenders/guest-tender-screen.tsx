import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ServerStateProvider } from '@/components/server-state-provider';
import { paths } from '@/config/paths';
import { LoadedTender } from '@/features/tenders/components/loaded-tender';
import { TenderDetails } from '@/features/tenders/components/tender-details';

function GuestTender() {
  const { id = '' } = useParams();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={RouterLink} to={paths.guest.path} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        Back to the search
      </Button>
      <LoadedTender id={id}>
        {(tender) => (
          <TenderDetails
            tender={tender}
            actions={
              <Alert severity="info" sx={{ alignItems: 'center' }}>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
                  <span>Sign up to bookmark this tender, check your eligibility and request a Tender Writer.</span>
                  <Button component={RouterLink} to={paths.register.getHref('provider')} variant="contained" size="small">
                    Sign up free
                  </Button>
                  <Button component={RouterLink} to={paths.login.getHref(paths.tender.getHref(tender.id))} size="small" color="inherit">
                    Log in
                  </Button>
                </Stack>
              </Alert>
            }
          />
        )}
      </LoadedTender>
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
