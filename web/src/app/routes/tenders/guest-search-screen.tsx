import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { Link as RouterLink } from 'react-router-dom';
import { ServerStateProvider } from '@/components/server-state-provider';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { TenderSearch } from '@/features/tenders/components/tender-search';

/** /guest: read-only tender search for visitors; bookmarks, saved searches and writers need an account. */
export default function GuestSearchScreen() {
  return (
    <ServerStateProvider>
      <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
        <PageHeader title="Browse tenders" lead="Search open public-sector tenders without an account." />
        <TenderSearch
          tenderHref={(id) => paths.guestTender.getHref(id)}
          banner={
            <Alert
              severity="info"
              sx={{ mb: 3 }}
              action={
                <Button component={RouterLink} to={paths.register.getHref('provider')} color="inherit" size="small">
                  Sign up free
                </Button>
              }
            >
              Sign up to bookmark tenders, save searches with alerts and request a Tender Writer.
            </Alert>
          }
        />
      </Container>
    </ServerStateProvider>
  );
}
