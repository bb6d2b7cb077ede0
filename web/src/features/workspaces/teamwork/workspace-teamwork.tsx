import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { LoadingState } from '@/components/ui/query-state';
import { useAuthStore } from '@/stores/auth-store';
import type { WorkspaceView } from '@jointly/contracts';
import { useConflictStore } from './conflict-store';
import { SectionSidebar } from './section-sidebar';
import { membersQuery } from './teamwork-api';

// The sections tab shows first; the other panels and the conflict dialog are fetched when first opened, out of the
// workspace's first paint.
const CommentsPanel = lazy(async () => ({ default: (await import('./comments-panel')).CommentsPanel }));
const HistoryPanel = lazy(async () => ({ default: (await import('./history-panel')).HistoryPanel }));
const LibraryPicker = lazy(async () => ({ default: (await import('./library-picker')).LibraryPicker }));
const ExportPanel = lazy(async () => ({ default: (await import('./export-panel')).ExportPanel }));
const ConflictDialog = lazy(async () => ({ default: (await import('./conflict-dialog')).ConflictDialog }));

const TABS = [
  ['sections', 'Team and sections'],
  ['comments', 'Comments'],
  ['history', 'History'],
  ['library', 'Answer library'],
  ['export', 'Export and submission'],
] as const;
type TabKey = (typeof TABS)[number][0];

/**
 * Writing the bid as a team, mounted by the workspace screen, one tab at a time: the section sidebar (status,
 * assignee, due date, limit; choosing a section there sets the section the other tabs work on), comments, history,
 * the answer library, export with the submission checklist and the closing countdown; and the conflict dialog for
 * stale writes.
 */
export function WorkspaceTeamwork({ workspace }: { workspace: WorkspaceView }) {
  const me = useAuthStore((s) => s.user);
  const members = useQuery(membersQuery(workspace.id));
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const section = workspace.sections.find((s) => s.id === selectedId) ?? null;
  const people = members.data ?? [];
  const [tab, setTab] = useState<TabKey>('sections');
  const conflict = useConflictStore((s) => s.conflict);
  return (
    <Paper component="section" aria-labelledby="workspace-teamwork-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      {conflict && (
        <Suspense fallback={null}>
          <ConflictDialog />
        </Suspense>
      )}
      <Typography id="workspace-teamwork-title" variant="h6" component="h2">
        Writing as a team{section ? ` · ${section.title}` : ''}
      </Typography>
      <Tabs value={tab} onChange={(_, value: TabKey) => setTab(value)} variant="scrollable" aria-label="Team panels" sx={{ mb: 2 }}>
        {TABS.map(([key, label]) => (
          <Tab key={key} value={key} label={label} id={`teamwork-tab-${key}`} aria-controls={`teamwork-panel-${key}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`teamwork-panel-${tab}`} aria-labelledby={`teamwork-tab-${tab}`}>
        {tab === 'sections' && (
          <SectionSidebar workspace={workspace} members={people} selected={section?.id ?? null} onSelect={setSelectedId} />
        )}
        <Suspense fallback={<LoadingState label="Loading the panel…" />}>
          {tab === 'comments' && <CommentsPanel workspace={workspace} section={section} members={people} me={me?.id ?? null} />}
          {tab === 'history' && <HistoryPanel workspace={workspace} section={section} />}
          {tab === 'library' && <LibraryPicker workspace={workspace} section={section} hasCompany={Boolean(me?.companyId)} />}
          {tab === 'export' && <ExportPanel workspace={workspace} />}
        </Suspense>
      </Box>
    </Paper>
  );
}
