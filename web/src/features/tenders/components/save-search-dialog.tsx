import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { TextInput } from '@/components/ui/text-input';
import { toast } from '@/components/ui/toast/toast-store';
import type { AlertDelivery } from '@jointly/contracts';
import { createSavedSearch, savedSearchesQuery } from '../api/saved-searches';
import { type TenderCriteria, toFilterParams } from '../lib/search-criteria';

interface SaveSearchDialogProps {
  open: boolean;
  criteria: TenderCriteria;
  onClose: () => void;
}

/**
 * Names the current search and chooses how its alerts arrive, or none (POST /saved-search). Searches with alerts count
 * against the company plan: a refusal is toasted with the server's message (which limit, how to raise it) and the
 * dialog stays open, so "No alerts" can be chosen instead.
 */
export default function SaveSearchDialog({ open, criteria, onClose }: SaveSearchDialogProps) {
  const client = useQueryClient();
  const [name, setName] = useState(criteria.keywords.trim().slice(0, 120));
  const [delivery, setDelivery] = useState<AlertDelivery>('instant');
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: createSavedSearch,
    onSuccess: (answer) => {
      toast.success(answer.message || 'Search saved');
      void client.invalidateQueries({ queryKey: savedSearchesQuery().queryKey });
      onClose();
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError('Give the search a name.');
    if (trimmed.length > 120) return setError('The name can be at most 120 characters.');
    setError(null);
    const query = criteria.keywords.trim();
    save.mutate({ name: trimmed, ...(query ? { query } : {}), filters: toFilterParams(criteria), delivery });
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="save-search-title" fullWidth maxWidth="xs">
      <form onSubmit={onSubmit} noValidate aria-label="Save this search">
        <DialogTitle id="save-search-title">Save this search</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextInput
              label="Name"
              required
              autoFocus
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={Boolean(error)}
              helperText={error ?? 'For example “Home care in Wales”.'}
              slotProps={{ htmlInput: { maxLength: 120 } }}
            />
            <div>
              <FormLabel id="delivery-label">Alert me about new matches</FormLabel>
              <RadioGroup
                aria-labelledby="delivery-label"
                value={delivery}
                onChange={(event) => setDelivery(event.target.value as AlertDelivery)}
              >
                <FormControlLabel value="instant" control={<Radio />} label="Instantly, as they are published" />
                <FormControlLabel value="daily" control={<Radio />} label="In a daily digest" />
                <FormControlLabel value="none" control={<Radio />} label="No alerts, just keep the search" />
              </RadioGroup>
            </div>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Save search
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
