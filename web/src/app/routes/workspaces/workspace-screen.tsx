import EditIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useUpdateWorkspace, workspaceQuery } from '@/features/workspaces/api/workspaces';
import { WorkspaceDetailsForm } from '@/features/workspaces/components/workspace-details-form';
import { WorkspaceSections } from '@/features/workspaces/components/workspace-sections';
import { WorkspaceStatusStepper } from '@/features/workspaces/components/workspace-status';
import { WorkspaceTeamwork } from '@/features/workspaces/teamwork/workspace-teamwork';
import { accountKindOf } from '@/lib/auth';
import { formatDate } from '@/lib/format';
import { useAuthStore } from '@/stores/auth-store';
import type { UpdateWorkspaceInput, WorkspaceView } from '@jointly/contracts';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Inline (it sits inside the page header's lead paragraph). */
function TenderLine({ workspace, isExpert }: { workspace: WorkspaceView; isExpert: boolean }) {
  const tender = workspace.tender;
  if (!tender) return <>Not linked to a tender.</>;
  const href = isExpert ? paths.expertDashboardTender.getHref(tender.id) : paths.tender.getHref(tender.id);
  return (
    <>
      For{' '}
      <Link component={RouterLink} to={href}>
        {tender.title ?? 'a tender not known here yet'}
      </Link>
      {tender.buyerName ? ` · ${tender.buyerName}` : ''}
      {tender.closingDate ? ` · closes ${formatDate(tender.closingDate)}` : ''}
    </>
  );
}

function Workspace({ workspace, isExpert }: { workspace: WorkspaceView; isExpert: boolean }) {
  const update = useUpdateWorkspace(workspace.id);
  const [editing, setEditing] = useState(false);
  // Every save carries the version read; a whole section list from this copy also removes what it leaves out.
  const save = (input: UpdateWorkspaceInput) =>
    update.mutateAsync({ ...input, version: workspace.version, ...(input.sections ? { removeMissingSections: true } : {}) });
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <Button
        component={RouterLink}
        to={isExpert ? paths.expertDashboardMyWorkspace.path : paths.dashboardMyWorkspace.path}
        size="small"
        sx={{ mb: 1 }}
      >
        All workspaces
      </Button>
      <PageHeader title={workspace.name} lead={<TenderLine workspace={workspace} isExpert={isExpert} />}>
        {workspace.description && (
          <Typography sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{workspace.description}</Typography>
        )}
        {editing ? (
          <WorkspaceDetailsForm workspace={workspace} save={save} busy={update.isPending} onDone={() => setEditing(false)} />
        ) : (
          <Button startIcon={<EditIcon />} sx={{ mt: 1 }} onClick={() => setEditing(true)}>
            Edit details
          </Button>
        )}
      </PageHeader>
      <Stack spacing={3}>
        <Section id="workspace-status-title" title="Status">
          <WorkspaceStatusStepper
            status={workspace.status}
            busy={update.isPending}
            onMove={(to) => void save({ status: to }).catch(() => undefined)}
          />
        </Section>
        <Section id="workspace-sections-title" title="Sections">
          <WorkspaceSections workspaceId={workspace.id} sections={workspace.sections} save={save} busy={update.isPending} />
        </Section>
        <Section id="workspace-experts-title" title="Experts">
          {workspace.experts.length === 0 ? (
            <Typography color="text.secondary">
              No experts yet. Experts who accept an invitation linked to this workspace appear here.
              {!isExpert && (
                <>
                  {' '}
                  <Link component={RouterLink} to={paths.dashboardExpertFinder.path}>
                    Find experts
                  </Link>
                </>
              )}
            </Typography>
          ) : (
            <Box component="ul" aria-label="Experts" sx={{ m: 0, pl: 3 }}>
              {workspace.experts.map((expert) => (
                <li key={expert.accountId}>
                  <Typography>{expert.name ?? 'An expert'}</Typography>
                </li>
              ))}
            </Box>
          )}
        </Section>
        <WorkspaceTeamwork workspace={workspace} />
      </Stack>
    </Box>
  );
}

/**
 * /v3/dashboard/my-workspace/{id}: one workspace (GET /workspace/search?id[0]={id}): name and description, the status
 * stepper, the writing sections and the experts; every change is PATCH /workspace/update/{id}.
 */
export default function WorkspaceScreen() {
  const { id = '' } = useParams();
  const isExpert = useAuthStore((s) => accountKindOf(s.user) === 'expert');
  const workspace = useQuery(workspaceQuery(id));
  if (workspace.isPending) return <LoadingState label="Loading the workspace…" />;
  if (workspace.isError)
    return (
      <ErrorState title="The workspace could not be loaded." message={workspace.error.message} onRetry={() => void workspace.refetch()} />
    );
  if (workspace.data === null)
    return (
      <ErrorState title="Workspace not found." message="It does not exist, or it is not shared with you.">
        <Link component={RouterLink} to={isExpert ? paths.expertDashboardMyWorkspace.path : paths.dashboardMyWorkspace.path}>
          Back to your workspaces
        </Link>
      </ErrorState>
    );
  return <Workspace workspace={workspace.data} isExpert={isExpert} />;
}
