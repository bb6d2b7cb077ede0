import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { LazyDateField } from '@/components/ui/lazy-date-field';
import type { Id, SectionStatus, WorkspaceMemberView, WorkspaceSection, WorkspaceView } from '@jointly/contracts';
import { addSection, changeSection, useWorkspaceWrite, type SectionChange } from './teamwork-api';
import { limitLabel } from './text-count';

export const SECTION_STATUS_LABELS: Record<SectionStatus, string> = {
  todo: 'To do',
  drafting: 'Drafting',
  'in-review': 'In review',
  approved: 'Approved',
};

/** The moves the server allows from each status (bids section-rules): forward one step, back one, reopen. */
export const SECTION_MOVES: Record<SectionStatus, SectionStatus[]> = {
  todo: ['drafting'],
  drafting: ['in-review', 'todo'],
  'in-review': ['approved', 'drafting'],
  approved: ['drafting'],
};

function describeChange(change: SectionChange, sections: WorkspaceSection[]): string {
  const title = sections.find((s) => s.id === change.sectionId)?.title ?? 'a section';
  if (change.status) return `move “${title}” to ${SECTION_STATUS_LABELS[change.status]}`;
  if (change.assigneeAccountId !== undefined) return change.assigneeAccountId ? `assign “${title}”` : `unassign “${title}”`;
  if (change.dueDate !== undefined) return `set the due date of “${title}”`;
  if (change.limit !== undefined) return `set the limit of “${title}”`;
  return `change “${title}”`;
}

function SectionDetails({
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
        <TextField
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

/**
 * The section sidebar: every section with its status, assignee and limit count; the selected one can be moved,
 * assigned, dated and limited (each change from the section version read; a stale one opens the conflict dialog),
 * and a section can be added on its own (no whole-list save, so colleagues' concurrent adds all land).
 */
export function SectionSidebar({
  workspace,
  members,
  selected,
  onSelect,
}: {
  workspace: WorkspaceView;
  members: WorkspaceMemberView[];
  selected: Id | null;
  onSelect: (id: Id) => void;
}) {
  const [title, setTitle] = useState('');
  const add = useWorkspaceWrite<{ title: string }>(
    workspace.id,
    (input) => addSection(workspace.id, input),
    (input) => `add “${input.title}”`,
  );
  const nameOf = (id: Id | null) => (id ? (members.find((m) => m.accountId === id)?.name ?? 'A member') : null);
  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return;
    add.mutate({ title: title.trim() }, { onSuccess: () => setTitle('') });
  };
  return (
    <Box component="nav" aria-label="Section sidebar">
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {workspace.sections.map((section) => {
          const limit = limitLabel(section.body, section.limit);
          const assignee = nameOf(section.assigneeAccountId);
          return (
            <Box component="li" key={section.id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
              <Button
                onClick={() => onSelect(section.id)}
                aria-current={selected === section.id ? 'true' : undefined}
                sx={{ justifyContent: 'flex-start', textAlign: 'left', fontWeight: selected === section.id ? 700 : 400 }}
              >
                {section.title}
              </Button>
              <Stack direction="row" spacing={1} useFlexGap sx={{ pl: 1, flexWrap: 'wrap' }}>
                <Chip size="small" label={SECTION_STATUS_LABELS[section.status]} />
                {assignee && <Chip size="small" variant="outlined" label={assignee} />}
                {section.dueDate && <Chip size="small" variant="outlined" label={`Due ${section.dueDate}`} />}
                {limit && <Chip size="small" color={limit.over ? 'warning' : 'default'} variant="outlined" label={limit.label} />}
              </Stack>
              {selected === section.id && <SectionDetails workspace={workspace} section={section} members={members} />}
            </Box>
          );
        })}
      </Box>
      <Stack component="form" aria-label="Add one section" direction="row" spacing={1} sx={{ mt: 2 }} onSubmit={onAdd}>
        <TextField
          size="small"
          label="New section title"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <Button type="submit" disabled={add.isPending || !title.trim()}>
          Add
        </Button>
      </Stack>
    </Box>
  );
}
