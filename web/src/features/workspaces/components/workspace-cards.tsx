import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import type { WorkspaceView } from '@jointly/contracts';
import { WorkspaceStatusChip } from './workspace-status';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Workspaces as cards: name (a link to the workspace), tender, status, sections and experts. */
export function WorkspaceCards({ workspaces, label }: { workspaces: WorkspaceView[]; label: string }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}
    >
      {workspaces.map((workspace) => (
        <Paper component="li" key={workspace.id} variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between' }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              <Link component={RouterLink} to={paths.dashboardWorkspace.getHref(workspace.id)}>
                {workspace.name}
              </Link>
            </Typography>
            <WorkspaceStatusChip status={workspace.status} />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {workspace.tender
              ? `${workspace.tender.title ?? 'Tender details not available yet'}${workspace.tender.closingDate ? ` · closes ${formatDate(workspace.tender.closingDate)}` : ''}`
              : 'Not linked to a tender'}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {plural(workspace.sections.length, 'section')} · {plural(workspace.experts.length, 'expert')} · updated{' '}
            {formatDate(workspace.updatedAt)}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
