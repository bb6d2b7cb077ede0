import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { useRef, useState } from 'react';
import Link from '@mui/material/Link';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { toast } from '@/components/ui/toast/toast-store';
import { formatDate } from '@/lib/format';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import type { AlertDelivery, SavedSearch, SavedSearchList } from '@jointly/contracts';
import { deleteSavedSearch, savedSearchesQuery, setSavedSearchDelivery } from '../api/saved-searches';

const DELIVERY_LABEL: Record<AlertDelivery, string> = { instant: 'Instant alerts', daily: 'Daily digest', none: 'No alerts' };

/**
 * Alerts on or off for a saved search (PATCH /saved-search/{id} with its delivery). Optimistic: the switch moves at
 * once and moves back if the server refuses, e.g. at the plan's limit of searches with alerts, whose message shows
 * beside the list with a way to the plan. Turning alerts back on restores the delivery the search had (instant when
 * it never had one here).
 */
function useAlertsSwitch() {
  const client = useQueryClient();
  const key = savedSearchesQuery().queryKey;
  const lastOn = useRef(new Map<string, AlertDelivery>());
  const [refusal, setRefusal] = useState<{ name: string; on: boolean; message: string; planLimit: boolean } | null>(null);
  const mutation = useMutation({
    mutationFn: ({ search, delivery }: { search: SavedSearch; delivery: AlertDelivery }) => setSavedSearchDelivery(search.id, delivery),
    onMutate: async ({ search, delivery }) => {
      setRefusal(null);
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<SavedSearchList>(key);
      if (search.delivery !== 'none') lastOn.current.set(search.id, search.delivery);
      client.setQueryData<SavedSearchList>(
        key,
        (list) =>
          list && { ...list, foundSavedSearches: list.foundSavedSearches.map((s) => (s.id === search.id ? { ...s, delivery } : s)) },
      );
      return { previous };
    },
    onError: (error, { search, delivery }, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
      setRefusal({
        name: search.name,
        on: delivery !== 'none',
        message: error.message || 'Something went wrong, try again!',
        planLimit: error instanceof ApiError && error.body?.code === 'PLAN.LIMIT_REACHED',
      });
    },
    onSuccess: (answer, { delivery }) => {
      toast.success(delivery === 'none' ? 'Alerts turned off' : 'Alerts turned on');
      client.setQueryData<SavedSearchList>(
        key,
        (list) =>
          list && {
            ...list,
            foundSavedSearches: list.foundSavedSearches.map((s) => (s.id === answer.savedSearch.id ? answer.savedSearch : s)),
          },
      );
    },
    onSettled: () => void client.invalidateQueries({ queryKey: key }),
  });
  const toggle = (search: SavedSearch, on: boolean) =>
    mutation.mutate({ search, delivery: on ? (lastOn.current.get(search.id) ?? 'instant') : 'none' });
  const pendingId = mutation.isPending ? mutation.variables?.search.id : undefined;
  return { toggle, pendingId, refusal, dismiss: () => setRefusal(null) };
}

/** The user's saved searches: run one (fills the search), switch its alerts on or off, or delete it. */
export function SavedSearchesPanel({ onRun }: { onRun: (search: SavedSearch) => void }) {
  const client = useQueryClient();
  const list = useQuery(savedSearchesQuery());
  const alerts = useAlertsSwitch();
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
      {alerts.refusal && (
        <Alert severity="warning" role="alert" onClose={alerts.dismiss} sx={{ mb: 1 }}>
          <strong>
            Alerts for “{alerts.refusal.name}” could not be turned {alerts.refusal.on ? 'on' : 'off'}.
          </strong>{' '}
          {alerts.refusal.message}
          {alerts.refusal.planLimit && (
            <>
              {' '}
              <Link component={RouterLink} to={paths.accountManagePlan.getHref()}>
                See your plan
              </Link>
            </>
          )}
        </Alert>
      )}
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
                <Stack direction="row" sx={{ alignItems: 'center' }}>
                  <FormControlLabel
                    label="Alerts"
                    labelPlacement="start"
                    sx={{ mr: 0.5 }}
                    control={
                      <Switch
                        size="small"
                        checked={search.delivery !== 'none'}
                        disabled={alerts.pendingId === search.id}
                        onChange={(event) => alerts.toggle(search, event.target.checked)}
                        slotProps={{ input: { role: 'switch', 'aria-label': `Alerts for saved search ${search.name}` } }}
                      />
                    }
                  />
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
              sx={{ pr: 22 }}
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
