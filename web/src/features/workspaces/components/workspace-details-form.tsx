import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { TextInput } from '@/components/ui/text-input';
import { type FormEvent, useState } from 'react';
import type { UpdateWorkspaceInput, WorkspaceView } from '@jointly/contracts';

export const WORKSPACE_NAME_MAX = 120;
export const WORKSPACE_DESCRIPTION_MAX = 2000;

/** Edit the workspace's name and description; sends only what changed (a cleared description as null). */
export function WorkspaceDetailsForm({
  workspace,
  save,
  busy,
  onDone,
}: {
  workspace: WorkspaceView;
  save: (input: UpdateWorkspaceInput) => Promise<unknown>;
  busy: boolean;
  onDone: () => void;
}) {
  const [name, setName] = useState(workspace.name);
  const [description, setDescription] = useState(workspace.description ?? '');
  const [missing, setMissing] = useState(false);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim()) {
      setMissing(true);
      return;
    }
    const input: UpdateWorkspaceInput = {};
    if (name.trim() !== workspace.name) input.name = name.trim();
    const nextDescription = description.trim() || null;
    if (nextDescription !== (workspace.description ?? null)) input.description = nextDescription;
    if (Object.keys(input).length === 0) {
      onDone();
      return;
    }
    try {
      await save(input);
      onDone();
    } catch {
      /* toasted by the API client */
    }
  };
  return (
    <Box component="form" aria-label="Workspace details" onSubmit={onSubmit} noValidate sx={{ display: 'grid', gap: 2, mt: 2 }}>
      <TextInput
        label="Workspace name"
        required
        value={name}
        error={missing}
        helperText={missing ? 'Give the workspace a name' : undefined}
        onChange={(event) => {
          setName(event.target.value);
          setMissing(false);
        }}
        slotProps={{ htmlInput: { maxLength: WORKSPACE_NAME_MAX } }}
      />
      <TextInput
        label="Description"
        multiline
        minRows={2}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        slotProps={{ htmlInput: { maxLength: WORKSPACE_DESCRIPTION_MAX } }}
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" loading={busy}>
          Save details
        </Button>
        <Button color="secondary" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
      </Box>
    </Box>
  );
}
