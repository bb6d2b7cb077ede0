import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHeader } from '@/components/ui/page-header';
import { AnsweredInvitationsList, PendingInvitationsList } from '@/features/bids/components/received-invitations-list';

/**
 * /v3/expert-dashboard/my-projects/invitations: invitations to bid waiting for the expert's answer (Accept / Decline),
 * and below them the ones already answered.
 */
export default function ExpertInvitationsScreen() {
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <PageHeader title="Invitations" lead="Providers who want your expertise on a bid. Accept to join the project and its workspace." />
      <Stack spacing={3}>
        <Paper component="section" aria-labelledby="pending-invitations-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="pending-invitations-title" variant="h6" component="h2" sx={{ mb: 1 }}>
            Waiting for your answer
          </Typography>
          <PendingInvitationsList />
        </Paper>
        <Paper component="section" aria-labelledby="answered-invitations-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="answered-invitations-title" variant="h6" component="h2" sx={{ mb: 1 }}>
            Answered
          </Typography>
          <AnsweredInvitationsList />
        </Paper>
      </Stack>
    </Box>
  );
}
