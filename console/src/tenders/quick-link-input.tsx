import { useState, type FormEvent } from 'react';
import { useNotify, useRecordContext, useRefresh, useUpdate, type RaRecord } from 'react-admin';
import { Button, Stack, TextField } from '@mui/material';
import { serverMessage } from '../providers/data-provider';
import { isWebAddress } from './choices';

/**
 * One row's inline "add link" field: PUT /api/admin/tenders/:id with the notice link, then the list reloads and
 * the tender leaves it (the server only lists tenders without a link here).
 */
export function QuickLinkInput() {
  const record = useRecordContext<RaRecord & { title?: string }>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!record) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const url = value.trim();
    if (!isWebAddress(url)) {
      setError('Enter a web address starting with https://');
      return;
    }
    setError(null);
    void update(
      'tenders',
      { id: record.id, data: { ...record, noticeUrl: url }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`Link added to "${record.title ?? 'the tender'}".`, { type: 'success' });
          setValue('');
          refresh();
        },
        onError: (e) => {
          setError(serverMessage(e));
          notify(`Failed to edit tender: ${serverMessage(e)}`, { type: 'error' });
        },
      },
    );
  };

  return (
    <Stack
      component="form"
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ gap: 1, alignItems: { sm: 'flex-start' } }}
      onSubmit={submit}
      onClick={(e) => e.stopPropagation()}
      noValidate
      aria-label={`Notice link for ${record.title ?? 'tender'}`}
    >
      <TextField
        size="small"
        type="url"
        label="Notice link"
        placeholder="https://"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={Boolean(error)}
        helperText={error ?? ' '}
        slotProps={{ htmlInput: { 'aria-label': `Notice link for ${record.title ?? 'tender'}` } }}
        sx={{ minWidth: 260 }}
      />
      <Button type="submit" variant="contained" size="small" disabled={isPending || !value.trim()} sx={{ mt: { sm: 0.5 } }}>
        {isPending ? 'Saving…' : 'Add link'}
      </Button>
    </Stack>
  );
}
