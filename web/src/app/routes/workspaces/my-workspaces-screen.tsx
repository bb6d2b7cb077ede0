import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { SentInvitationsList } from '@/features/bids/components/sent-invitations-list';
import { workspacesQuery } from '@/features/workspaces/api/workspaces';
import { WorkspaceCards } from '@/features/workspaces/components/workspace-cards';
import { CreateWorkspaceDialog } from './create-workspace-dialog';

function YourWorkspaces({ onCreate }: { onCreate: () => void }) {
  const workspaces = useQuery(workspacesQuery());
  if (workspaces.isPending) return <LoadingState label="Loading your workspaces…" />;
  if (workspaces.isError)
    return (
      <ErrorState
        title="Your workspaces could not be loaded."
        message={workspaces.error.message}
        onRetry={() => void workspaces.refetch()}
      />
    );
  if (workspaces.data.length === 0)
    return (
      <Box>
        <Typography color="text.secondary">No workspaces yet. Create one for the next tender you bid on.</Typography>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={onCreate} sx={{ mt: 1 }}>
          Create your first workspace
        </Button>
      </Box>
    );
  return <WorkspaceCards workspaces={workspaces.data} label="Your workspaces" />;
}

/**
 * /v3/dashboard/my-workspace: the company's writing workspaces (GET /workspace/search?page=1&limit=300), "New workspace"
 * (POST /workspace/create), and the expert invitations the company sent, with Withdraw while pending.
 */
export default function MyWorkspacesScreen() {
  const [creating, setCreating] = useState(false);
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <PageHeader
        title="My workspace"
        lead="Write each bid in its own workspace, section by section, with your team and the experts you invite."
      >
        <Button variant="contained" startIcon={<AddIcon />} sx={{ mt: 2 }} onClick={() => setCreating(true)}>
          New workspace
        </Button>
      </PageHeader>
      <Stack spacing={3}>
        <Paper component="section" aria-labelledby="your-workspaces-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="your-workspaces-title" variant="h6" component="h2" sx={{ mb: 2 }}>
            Your workspaces
          </Typography>
          <YourWorkspaces onCreate={() => setCreating(true)} />
        </Paper>
        <Paper component="section" aria-labelledby="invitations-sent-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="invitations-sent-title" variant="h6" component="h2" sx={{ mb: 2 }}>
            Expert invitations sent
          </Typography>
          <SentInvitationsList />
        </Paper>
      </Stack>
      <CreateWorkspaceDialog open={creating} onClose={() => setCreating(false)} />
    </Box>
  );
}
