import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { TextInput } from '@/components/ui/text-input';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toast } from '@/components/ui/toast/toast-store';
import type { ConsortiumView } from '@jointly/contracts';
import { CONSORTIUMS_KEY, updateConsortium } from '../api/consortiums';
import { checkConsortiumDescription, checkConsortiumName, DESCRIPTION_MAX, NAME_MAX } from '../lib/consortium-labels';

/** The lead company edits its consortium's name and description (PATCH /consortium/create {id, name, description}). */
export function EditConsortiumForm({ consortium, onDone }: { consortium: ConsortiumView; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(consortium.name);
  const [description, setDescription] = useState(consortium.description ?? '');
  const [errors, setErrors] = useState<{ name?: string; description?: string }>({});
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = { name: checkConsortiumName(name), description: checkConsortiumDescription(description) };
    setErrors(found);
    if (found.name || found.description) return;
    setSaving(true);
    try {
      // An emptied description is sent as '' (the server clears it).
      const answer = await updateConsortium({ id: consortium.id, name: name.trim(), description: description.trim() });
      toast.success(answer.message);
      queryClient.setQueryData([...CONSORTIUMS_KEY, consortium.id, 'view'], answer.consortium);
      await queryClient.invalidateQueries({ queryKey: CONSORTIUMS_KEY });
      onDone();
    } catch {
      /* toasted by the API client (403 for a member that does not lead, 404) */
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Edit the consortium" sx={{ display: 'grid', gap: 2 }}>
      <TextInput
        label="Consortium name"
        name="name"
        required
        fullWidth
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={Boolean(errors.name)}
        helperText={errors.name}
        slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
      />
      <TextInput
        label="Description"
        name="description"
        fullWidth
        multiline
        minRows={3}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        error={Boolean(errors.description)}
        helperText={errors.description}
        slotProps={{ htmlInput: { maxLength: DESCRIPTION_MAX } }}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" loading={saving}>
          Save changes
        </Button>
        <Button color="secondary" onClick={onDone} disabled={saving}>
          Cancel
        </Button>
      </Stack>
    </Box>
  );
}
