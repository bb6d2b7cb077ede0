import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useRecordContext, useRefresh, type RaRecord } from 'react-admin';
import { Button, Stack } from '@mui/material';
import ReplayIcon from '@mui/icons-material/Replay';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import type { DeadLetterRecord } from '@jointly/contracts';
import { serverMessage, type ConsoleDataProvider, type DeadLetterAction } from '../../providers/data-provider';

/** A `dead-letters` record (DeadLetterRecord of @jointly/contracts) as react-admin holds it. */
type DeadLetter = RaRecord & Partial<DeadLetterRecord>;

const DONE: Record<DeadLetterAction, string> = { replay: 'Replayed: the consumer handled the event.', discard: 'Discarded.' };
const FAILED: Record<DeadLetterAction, string> = { replay: 'Replay failed', discard: 'Discard failed' };

/**
 * Replay (POST …/replay: the consumer runs again now) and Discard (POST …/discard, after a confirmation) for a
 * pending dead letter. Success and the server's error (409 with the new error when the replay fails again) are
 * shown as toasts; the record is reloaded either way.
 */
export function DeadLetterActions() {
  const record = useRecordContext<DeadLetter>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState<DeadLetterAction | null>(null);
  const [confirming, setConfirming] = useState(false);
  if (!record || record.status !== 'pending') return null;
  const what = `${record.eventName ?? 'event'} for ${record.consumer ?? 'its consumer'}`;

  const run = async (action: DeadLetterAction) => {
    setBusy(action);
    try {
      await dataProvider.deadLetterAction(record.id, action);
      notify(DONE[action], { type: 'success' });
    } catch (error) {
      const message = serverMessage(error);
      notify(message.startsWith(FAILED[action]) ? message : `${FAILED[action]}: ${message}`, { type: 'error', autoHideDuration: 10_000 });
    } finally {
      setBusy(null);
      refresh();
    }
  };

  return (
    <Stack direction="row" sx={{ gap: 1 }} onClick={(e) => e.stopPropagation()}>
      <Button
        size="small"
        variant="contained"
        startIcon={<ReplayIcon />}
        disabled={busy !== null}
        onClick={() => void run('replay')}
        aria-label={`Replay ${what}`}
      >
        {busy === 'replay' ? 'Replaying…' : 'Replay'}
      </Button>
      <Button
        size="small"
        color="inherit"
        startIcon={<DeleteSweepIcon />}
        disabled={busy !== null}
        onClick={() => setConfirming(true)}
        aria-label={`Discard ${what}`}
      >
        Discard
      </Button>
      <Confirm
        isOpen={confirming}
        title="Discard this dead letter?"
        content="The event will not be handled by this consumer. This cannot be undone."
        confirm="Discard"
        onConfirm={() => {
          setConfirming(false);
          void run('discard');
        }}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
