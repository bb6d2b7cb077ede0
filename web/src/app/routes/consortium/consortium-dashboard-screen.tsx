import HandshakeIcon from '@mui/icons-material/Handshake';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '@/components/ui/page-header';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { openConsortiumMatching, userConsortiumsQuery } from '@/features/consortiums/api/consortiums';
import { ConsortiumCards } from '@/features/consortiums/components/consortium-cards';
import { CreateConsortiumForm } from '@/features/consortiums/components/create-consortium-form';
import { ReceivedInvitations } from '@/features/consortiums/components/received-invitations';
import { useMyCompanyId } from '@/features/consortiums/hooks/use-my-company-id';
import { useAuthStore } from '@/stores/auth-store';

function YourConsortiums({ accountId }: { accountId: string }) {
  const consortiums = useQuery(userConsortiumsQuery(accountId));
  const myCompanyId = useMyCompanyId();
  if (consortiums.isPending) return <LoadingState label="Loading your consortiums…" />;
  if (consortiums.isError)
    return (
      <ErrorState
        title="Your consortiums could not be loaded."
        message={consortiums.error.message}
        onRetry={() => void consortiums.refetch()}
      />
    );
  if (consortiums.data.length === 0)
    return (
      <Typography color="text.secondary">
        You are not in a consortium yet. Create one below, or accept an invitation from a partner.
      </Typography>
    );
  return <ConsortiumCards consortiums={consortiums.data} myCompanyId={myCompanyId} />;
}

/**
 * /consortium/dashboard: the company's consortiums (GET /consortium/user-consortium/{accountId}), a form to create one,
 * the invitations waiting for an answer, and "Find partners" (the consortium matching dialog).
 */
export default function ConsortiumDashboardScreen() {
  const accountId = useAuthStore((s) => s.user?.id ?? null);
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <PageHeader title="Consortiums" lead="Team up with partner companies to bid for contracts you could not win alone.">
        <Button variant="contained" startIcon={<HandshakeIcon />} sx={{ mt: 2 }} onClick={() => openConsortiumMatching()}>
          Find partners
        </Button>
      </PageHeader>
      <Stack spacing={3}>
        <Paper component="section" aria-labelledby="your-consortiums-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="your-consortiums-title" variant="h6" component="h2" sx={{ mb: 2 }}>
            Your consortiums
          </Typography>
          {accountId ? (
            <YourConsortiums accountId={accountId} />
          ) : (
            <Typography color="text.secondary">Sign in to see your consortiums.</Typography>
          )}
        </Paper>
        <Paper component="section" aria-labelledby="invitations-received-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="invitations-received-title" variant="h6" component="h2" sx={{ mb: 2 }}>
            Invitations received
          </Typography>
          <ReceivedInvitations />
        </Paper>
        <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <CreateConsortiumForm />
        </Paper>
      </Stack>
    </Box>
  );
}
