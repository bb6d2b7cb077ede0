import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { workspacesQuery } from '@/features/workspaces/api/workspaces';
import { WorkspaceCards } from '@/features/workspaces/components/workspace-cards';

/** /v3/expert-dashboard/my-workspace: the workspaces the expert was given through accepted invitations. */
export default function ExpertWorkspacesScreen() {
  const workspaces = useQuery(workspacesQuery());
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <PageHeader title="My workspace" lead="The bid workspaces of the providers whose invitations you accepted." />
      {workspaces.isPending ? (
        <LoadingState label="Loading your workspaces…" />
      ) : workspaces.isError ? (
        <ErrorState
          title="Your workspaces could not be loaded."
          message={workspaces.error.message}
          onRetry={() => void workspaces.refetch()}
        />
      ) : workspaces.data.length === 0 ? (
        <Box>
          <Typography color="text.secondary">
            No workspaces yet. When you accept an invitation linked to a workspace, it appears here.
          </Typography>
          <Button component={RouterLink} to={paths.expertProjectInvitations.path} sx={{ mt: 1 }}>
            Open your invitations
          </Button>
        </Box>
      ) : (
        <WorkspaceCards workspaces={workspaces.data} label="Your workspaces" />
      )}
    </Box>
  );
}
