import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { LazyDateField } from '@/components/ui/lazy-date-field';
import { TextInput } from '@/components/ui/text-input';
import type { WorkspaceMemberView, WorkspaceSection, WorkspaceView } from '@jointly/contracts';
import { SECTION_MOVES, SECTION_STATUS_LABELS } from './section-labels';
import { changeSection, useWorkspaceWrite, type SectionChange } from './teamwork-api';
import { limitLabel } from './text-count';

/**
 * A section's details (status moves, assignee, due date, length limit), shown when the section is chosen in the
 * sidebar. Its own chunk (section-sidebar.tsx loads it on that click): its list fields bring MUI's Select, Menu,
 * Popover and Modal, which the workspace's first paint does not need.
 */
function describeChange(change: SectionChange, sections: WorkspaceSection[]): string {
  const title = sections.find((s) => s.id === change.sectionId)?.title ?? 'a section';
  if (change.status) return `move “${title}” to ${SECTION_STATUS_LABELS[change.status]}`;
  if (change.assigneeAccountId !== undefined) return change.assigneeAccountId ? `assign “${title}”` : `unassign “${title}”`;
  if (change.dueDate !== undefined) return `set the due date of “${title}”`;
  if (change.limit !== undefined) return `set the limit of “${title}”`;
  return `change “${title}”`;
}

export default function SectionDetails({
  workspace,
  section,
  members,
}: {
  workspace: WorkspaceView;
  section: WorkspaceSection;
  members: WorkspaceMemberView[];
}) {
  const write = useWorkspaceWrite<SectionChange>(
    workspace.id,
    (change, current) => changeSection(workspace.id, change, current),
    (change) => describeChange(change, workspace.sections),
  );
  const base = { sectionId: section.id, version: section.version };
  const [max, setMax] = useState(section.limit ? String(section.limit.max) : '');
  const [unit, setUnit] = useState<'words' | 'characters'>(section.limit?.unit ?? 'words');
  const limit = limitLabel(section.body, section.limit);
  const saveLimit = () => {
    const n = Number(max);
    write.mutate({ ...base, limit: max.trim() === '' ? null : { unit, max: Number.isInteger(n) && n > 0 ? n : 1 } });
  };
  return (
    <Stack spacing={1.5} sx={{ mt: 1 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label={`Status of ${section.title}`}>
        {SECTION_MOVES[section.status].map((to) => (
          <Button key={to} size="small" variant="outlined" disabled={write.isPending} onClick={() => write.mutate({ ...base, status: to })}>
            {to === 'drafting' && section.status === 'approved' ? 'Reopen' : `Move to ${SECTION_STATUS_LABELS[to]}`}
          </Button>
        ))}
      </Stack>
      <TextField
        select
        size="small"
        label="Assignee"
        value={section.assigneeAccountId ?? ''}
        disabled={write.isPending}
        onChange={(e) => write.mutate({ ...base, assigneeAccountId: e.target.value || null })}
      >
        <MenuItem value="">Nobody</MenuItem>
        {members.map((m) => (
          <MenuItem key={m.accountId} value={m.accountId}>
            {m.name ?? 'A member'}
            {m.companyName ? ` (${m.companyName})` : ''}
          </MenuItem>
        ))}
      </TextField>
      {/* The section's details show on a click, past the first paint: the picker is fetched as they show. */}
      <LazyDateField
        loadAtOnce
        label="Due date"
        value={section.dueDate ?? ''}
        disabled={write.isPending}
        onChange={(day) => {
          // The picker answers only complete dates within 1900–2100 (or '' when cleared); unchanged ones are not sent.
          const dueDate = day || null;
          if (dueDate !== (section.dueDate ?? null)) write.mutate({ ...base, dueDate });
        }}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextInput
          size="small"
          label="Limit"
          inputMode="numeric"
          value={max}
          onChange={(e) => setMax(e.target.value.replace(/\D/g, ''))}
          sx={{ width: 100 }}
        />
        <TextField select size="small" label="Unit" value={unit} onChange={(e) => setUnit(e.target.value as 'words' | 'characters')}>
          <MenuItem value="words">words</MenuItem>
          <MenuItem value="characters">characters</MenuItem>
        </TextField>
        <Button size="small" onClick={saveLimit} disabled={write.isPending}>
          Set limit
        </Button>
      </Stack>
      {limit && (
        <Typography variant="body2" color={limit.over ? 'error' : 'text.secondary'} aria-label={`Count of ${section.title}`}>
          {limit.label}
        </Typography>
      )}
      {limit?.over && <Alert severity="warning">This section is over its limit.</Alert>}
    </Stack>
  );
}
