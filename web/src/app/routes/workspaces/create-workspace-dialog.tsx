import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { TextInput } from '@/components/ui/text-input';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useCreateWorkspace } from '@/features/workspaces/api/workspaces';
import { WORKSPACE_DESCRIPTION_MAX, WORKSPACE_NAME_MAX } from '@/features/workspaces/components/workspace-details-form';
import type { Id } from '@jointly/contracts';
import { TenderPicker } from '@/features/tenders/components/tender-picker';

const FORM_ID = 'create-workspace-form';

/**
 * "New workspace": a name, optionally the tender it is for (from the user's bookmarks or a tender search) and a
 * description; POST /workspace/create {name, tender?, description?}, then the new workspace's page opens.
 */
export function CreateWorkspaceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const create = useCreateWorkspace({ toastPath: (workspace) => paths.dashboardWorkspace.getHref(workspace.id) });
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [tender, setTender] = useState<Id | null>(null);
  const [missing, setMissing] = useState(false);

  const close = () => {
    if (create.isPending) return;
    setName('');
    setDescription('');
    setTender(null);
    setMissing(false);
    onClose();
  };
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim()) {
      setMissing(true);
      return;
    }
    try {
      const answer = await create.mutateAsync({
        name: name.trim(),
        ...(tender ? { tender } : {}),
        ...(description.trim() ? { description: description.trim() } : {}),
      });
      close();
      await navigate(paths.dashboardWorkspace.getHref(answer.workspace.id));
    } catch {
      /* toasted by the API client (400 names the field, 404 unknown tender) */
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="create-workspace-title" fullWidth maxWidth="md">
      <DialogTitle id="create-workspace-title">New workspace</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
        {/* The tender search is a form of its own, so the picker stays outside this one (forms do not nest). */}
        <Box
          id={FORM_ID}
          component="form"
          aria-label="Create a workspace"
          onSubmit={onSubmit}
          noValidate
          sx={{ display: 'grid', gap: 2, pt: 1 }}
        >
          <TextInput
            label="Workspace name"
            required
            autoFocus
            value={name}
            error={missing}
            helperText={missing ? 'Give the workspace a name' : 'For example: Leeds home care bid 2027'}
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
            helperText="Optional. Lots, deadlines, who writes what."
            slotProps={{ htmlInput: { maxLength: WORKSPACE_DESCRIPTION_MAX } }}
          />
        </Box>
        <Box>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            The tender it is for (optional)
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {tender ? 'A tender is chosen.' : 'No tender chosen: the workspace stands on its own.'}
            {tender && (
              <Button size="small" onClick={() => setTender(null)} sx={{ ml: 1 }}>
                Clear the choice
              </Button>
            )}
          </Typography>
          <TenderPicker chosen={tender} onChoose={setTender} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button color="secondary" onClick={close} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" form={FORM_ID} variant="contained" loading={create.isPending}>
          Create workspace
        </Button>
      </DialogActions>
    </Dialog>
  );
}
