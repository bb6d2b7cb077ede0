import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { TextInput } from '@/components/ui/text-input';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { toast } from '@/components/ui/toast/toast-store';
import { MESSAGES } from '@/config/constants';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import type { ConsortiumView } from '@jointly/contracts';
import { CONSORTIUMS_KEY, createConsortium } from '../api/consortiums';
import { checkConsortiumDescription, checkConsortiumName, DESCRIPTION_MAX, NAME_MAX } from '../lib/consortium-labels';

/**
 * Creates a consortium led by the user's company (POST /consortium/create). The server's message is the success toast;
 * its 403 (the company is not an approved consortium partner) stays on the form with a way to apply.
 */
export function CreateConsortiumForm({ onCreated }: { onCreated?: (consortium: ConsortiumView) => void }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<{ name?: string; description?: string }>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = { name: checkConsortiumName(name), description: checkConsortiumDescription(description) };
    setErrors(found);
    if (found.name || found.description) return;
    setSending(true);
    setRefusal(null);
    try {
      const trimmed = description.trim();
      const answer = await createConsortium({ name: name.trim(), ...(trimmed ? { description: trimmed } : {}) });
      toast.success(answer.message);
      setName('');
      setDescription('');
      await queryClient.invalidateQueries({ queryKey: CONSORTIUMS_KEY });
      onCreated?.(answer.consortium);
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) setRefusal(error.message);
      else if (error instanceof ApiError && error.status === 400) setErrors({ name: error.message });
      else toast.error(error instanceof Error ? error.message : MESSAGES.genericError);
    } finally {
      setSending(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="create-consortium-title" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="create-consortium-title" variant="h6" component="h2">
        Create a consortium
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Your company leads the consortiums it creates: you invite partner companies and start bids together.
      </Typography>
      {refusal && (
        <Alert severity="warning" variant="outlined">
          <Typography component="p">{refusal}</Typography>
          <Link component={RouterLink} to={paths.consortiumVerification.path}>
            Ask to become a consortium partner
          </Link>
        </Alert>
      )}
      <TextInput
        label="Consortium name"
        name="name"
        required
        fullWidth
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setErrors((current) => ({ ...current, name: undefined }));
        }}
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
        onChange={(event) => {
          setDescription(event.target.value);
          setErrors((current) => ({ ...current, description: undefined }));
        }}
        error={Boolean(errors.description)}
        helperText={errors.description ?? 'Optional. The contracts you want to bid for together, and the partners you are looking for.'}
        slotProps={{ htmlInput: { maxLength: DESCRIPTION_MAX } }}
      />
      <Box>
        <Button type="submit" variant="contained" loading={sending}>
          Create consortium
        </Button>
      </Box>
    </Box>
  );
}
