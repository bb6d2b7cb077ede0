import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { toast } from '@/components/ui/toast/toast-store';
import { formatDate } from '@/lib/format';
import type { AlertDelivery, SavedSearch } from '@jointly/contracts';
import { createSavedSearch, deleteSavedSearch, savedSearchesQuery } from '../api/saved-searches';
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
export function SaveSearchDialog({ open, criteria, onClose }: SaveSearchDialogProps) {
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
            <TextField
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

const DELIVERY_LABEL: Record<AlertDelivery, string> = { instant: 'Instant alerts', daily: 'Daily digest', none: 'No alerts' };

/** The user's saved searches: run one (fills the search), or delete it. */
export function SavedSearchesPanel({ onRun }: { onRun: (search: SavedSearch) => void }) {
  const client = useQueryClient();
  const list = useQuery(savedSearchesQuery());
  const remove = useMutation({
    mutationFn: deleteSavedSearch,
    onSuccess: (answer) => {
      toast.success(answer.message || 'Saved search deleted');
      void client.invalidateQueries({ queryKey: savedSearchesQuery().queryKey });
    },
  });

  return (
    <section aria-labelledby="saved-searches-title">
      <Typography id="saved-searches-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        Saved searches
      </Typography>
      {list.isPending ? (
        <LoadingState label="Loading your saved searches…" />
      ) : list.isError ? (
        <ErrorState title="Your saved searches could not be loaded." message={list.error.message} onRetry={() => void list.refetch()} />
      ) : list.data.foundSavedSearches.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No saved searches yet. Search, then choose “Save search” to be alerted about new matches.
        </Typography>
      ) : (
        <List dense disablePadding>
          {list.data.foundSavedSearches.map((search) => (
            <ListItem
              key={search.id}
              disableGutters
              secondaryAction={
                <Stack direction="row">
                  <IconButton aria-label={`Run saved search ${search.name}`} onClick={() => onRun(search)}>
                    <PlayArrowIcon />
                  </IconButton>
                  <IconButton
                    aria-label={`Delete saved search ${search.name}`}
                    onClick={() => remove.mutate(search.id)}
                    disabled={remove.isPending}
                  >
                    <DeleteIcon />
                  </IconButton>
                </Stack>
              }
              sx={{ pr: 12 }}
            >
              <ListItemText
                primary={search.name}
                secondary={`${DELIVERY_LABEL[search.delivery]}${search.query ? ` · “${search.query}”` : ''} · saved ${formatDate(search.createdAt)}`}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } }, secondary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}
