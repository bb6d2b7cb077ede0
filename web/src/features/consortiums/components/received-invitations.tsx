import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { formatDate } from '@/lib/format';
import { receivedInvitationsQuery, useAnswerConsortiumRequest } from '../api/consortiums';

/**
 * Invitations addressed to the user's company and still waiting (GET /consortium-request/search?box=received&status=Pending),
 * each with Accept and Decline (PATCH /consortium-request/update/{id}).
 */
export function ReceivedInvitations() {
  const invitations = useQuery(receivedInvitationsQuery());
  const answer = useAnswerConsortiumRequest();

  if (invitations.isPending) return <LoadingState label="Loading your invitations…" />;
  if (invitations.isError)
    return (
      <ErrorState
        title="Your invitations could not be loaded."
        message={invitations.error.message}
        onRetry={() => void invitations.refetch()}
      />
    );
  if (invitations.data.length === 0) return <Typography color="text.secondary">No invitations are waiting for your answer.</Typography>;

  return (
    <Box component="ul" aria-label="Invitations received" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {invitations.data.map((invitation) => {
        const busy = answer.isPending && answer.variables?.id === invitation.id;
        return (
          <Box
            component="li"
            key={invitation.id}
            aria-label={invitation.consortium.name}
            sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', py: 1.5, borderBottom: 1, borderColor: 'divider' }}
          >
            <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{invitation.consortium.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                Invited by {invitation.fromCompanyName} · {formatDate(invitation.createdAt)}
              </Typography>
              {invitation.message && <Typography sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>{invitation.message}</Typography>}
            </Box>
            <Stack direction="row" spacing={1}>
              <Button
                variant="contained"
                size="small"
                disabled={busy}
                aria-label={`Accept the invitation to ${invitation.consortium.name}`}
                onClick={() => answer.mutate({ id: invitation.id, status: 'Approve' })}
              >
                Accept
              </Button>
              <Button
                variant="outlined"
                color="secondary"
                size="small"
                disabled={busy}
                aria-label={`Decline the invitation to ${invitation.consortium.name}`}
                onClick={() => answer.mutate({ id: invitation.id, status: 'Rejected' })}
              >
                Decline
              </Button>
            </Stack>
          </Box>
        );
      })}
    </Box>
  );
}
