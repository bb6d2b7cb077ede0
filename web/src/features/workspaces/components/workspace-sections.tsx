import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { TextInput } from '@/components/ui/text-input';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { formatDateTime } from '@/lib/format';
import type { UpdateWorkspaceInput, WorkspaceSection } from '@jointly/contracts';
import { LiveSectionBody } from '../collaboration/live-section-body';
import { sectionsWithAdded, sectionsWithEdited, sectionsWithout } from '../lib/section-edits';

export const SECTION_TITLE_MAX = 200;
export const SECTION_BODY_MAX = 50_000;

type Save = (input: UpdateWorkspaceInput) => Promise<unknown>;

function SectionEditor({
  workspaceId,
  section,
  sections,
  save,
  busy,
}: {
  workspaceId: string;
  section: WorkspaceSection;
  sections: WorkspaceSection[];
  save: Save;
  busy: boolean;
}) {
  const [title, setTitle] = useState(section.title);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [titleMissing, setTitleMissing] = useState(false);
  // The body is written live (LiveSectionBody); this form saves the title, sending the body as the server has it.
  const dirty = title !== section.title;

  const onSave = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!title.trim()) {
      setTitleMissing(true);
      return;
    }
    await save({ sections: sectionsWithEdited(sections, section.id, { title: title.trim(), body: section.body }) }).catch(() => undefined);
  };

  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }}>
      <Box component="form" aria-label={`Section ${section.title}`} onSubmit={onSave} noValidate sx={{ display: 'grid', gap: 1.5 }}>
        <TextInput
          label="Section title"
          size="small"
          required
          value={title}
          error={titleMissing}
          helperText={titleMissing ? 'Give the section a title' : undefined}
          onChange={(event) => {
            setTitle(event.target.value);
            setTitleMissing(false);
          }}
          slotProps={{ htmlInput: { maxLength: SECTION_TITLE_MAX } }}
        />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button type="submit" variant="contained" size="small" disabled={!dirty || busy}>
            Save title
          </Button>
          {confirmRemove ? (
            <>
              <Typography variant="body2">Remove this section and its text?</Typography>
              <Button
                size="small"
                color="error"
                variant="outlined"
                disabled={busy}
                onClick={() => void save({ sections: sectionsWithout(sections, section.id) }).catch(() => setConfirmRemove(false))}
              >
                Remove
              </Button>
              <Button size="small" color="secondary" onClick={() => setConfirmRemove(false)}>
                Keep
              </Button>
            </>
          ) : (
            <Button size="small" color="secondary" disabled={busy} onClick={() => setConfirmRemove(true)}>
              Remove section
            </Button>
          )}
          <Typography variant="caption" color="text.secondary" sx={{ ml: 'auto' }} aria-live="polite">
            {dirty ? 'Unsaved title' : `Title saved ${formatDateTime(section.updatedAt)}`}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ mt: 1.5 }}>
        <LiveSectionBody workspaceId={workspaceId} sectionId={section.id} title={title.trim() || section.title} />
      </Box>
    </Paper>
  );
}

function AddSectionForm({ sections, save, busy }: { sections: WorkspaceSection[]; save: Save; busy: boolean }) {
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [missing, setMissing] = useState(false);
  const onAdd = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!title.trim()) {
      setMissing(true);
      return;
    }
    try {
      await save({ sections: sectionsWithAdded(sections, { title: title.trim(), body }) });
      setTitle('');
      setBody('');
    } catch {
      /* toasted by the API client; the text stays for another try */
    }
  };
  return (
    <Box component="form" aria-label="Add a section" onSubmit={onAdd} noValidate sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        Add a section
      </Typography>
      <TextInput
        label="New section title"
        size="small"
        required
        value={title}
        error={missing}
        helperText={missing ? 'Give the section a title' : 'For example: Executive summary, Social value, Quality and safeguarding'}
        onChange={(event) => {
          setTitle(event.target.value);
          setMissing(false);
        }}
        slotProps={{ htmlInput: { maxLength: SECTION_TITLE_MAX } }}
      />
      <TextInput
        label="New section text"
        multiline
        minRows={3}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        slotProps={{ htmlInput: { maxLength: SECTION_BODY_MAX } }}
      />
      <Button type="submit" variant="outlined" disabled={busy} sx={{ justifySelf: 'start' }}>
        Add section
      </Button>
    </Box>
  );
}

/**
 * The bid's writing sections: edit a title and text (Save section), remove one, add one. Each change sends the whole
 * list (PATCH /workspace/update/{id} {sections}) built from what the server last answered.
 */
export function WorkspaceSections({
  workspaceId,
  sections,
  save,
  busy,
}: {
  workspaceId: string;
  sections: WorkspaceSection[];
  save: Save;
  busy: boolean;
}) {
  return (
    <Stack spacing={3}>
      {sections.length === 0 ? (
        <Typography color="text.secondary">No sections yet. Add the first part of the bid below.</Typography>
      ) : (
        <Stack component="ul" aria-label="Sections" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {sections.map((section) => (
            // A new key when the server's copy changes, so the editor starts again from what was saved.
            <SectionEditor
              key={`${section.id}:${section.updatedAt}`}
              workspaceId={workspaceId}
              section={section}
              sections={sections}
              save={save}
              busy={busy}
            />
          ))}
        </Stack>
      )}
      <AddSectionForm sections={sections} save={save} busy={busy} />
    </Stack>
  );
}
