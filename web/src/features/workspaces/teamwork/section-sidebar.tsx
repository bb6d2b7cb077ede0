import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { TextInput } from '@/components/ui/text-input';
import type { Id, WorkspaceMemberView, WorkspaceView } from '@jointly/contracts';
import { SECTION_STATUS_LABELS } from './section-labels';
import { addSection, useWorkspaceWrite } from './teamwork-api';
import { limitLabel } from './text-count';

// Fetched when a section is first chosen (it shows on that click, never in the first paint).
const SectionDetails = lazy(() => import('./section-details'));

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
              {selected === section.id && (
                <Suspense
                  fallback={
                    <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                      Loading the section’s details…
                    </Typography>
                  }
                >
                  <SectionDetails workspace={workspace} section={section} members={members} />
                </Suspense>
              )}
            </Box>
          );
        })}
      </Box>
      <Stack component="form" aria-label="Add one section" direction="row" spacing={1} sx={{ mt: 2 }} onSubmit={onAdd}>
        <TextInput
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
