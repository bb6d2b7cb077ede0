import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatDateTime } from '@/lib/format';
import { useConflictStore } from './conflict-store';

/**
 * Shown when the server refused a write as stale (409): someone changed the workspace since it was loaded. The page
 * already shows their version; the user reads what changed and either re-applies their own change on top of it or
 * keeps the other person's.
 */
export function ConflictDialog() {
  const conflict = useConflictStore((s) => s.conflict);
  const clear = useConflictStore((s) => s.clear);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  if (!conflict) return null;
  const { current } = conflict;
  const reapply = async () => {
    setBusy(true);
    setFailed(null);
    try {
      await conflict.reapply(current);
      clear();
    } catch (error) {
      setFailed(error instanceof Error ? error.message : 'It could not be applied; try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : clear} aria-labelledby="conflict-title">
      <DialogTitle id="conflict-title">Someone changed this workspace</DialogTitle>
      <DialogContent>
        <Typography gutterBottom>
          While you were working, the workspace changed (now version {current.version}, {formatDateTime(current.updatedAt)}). The page shows
          their version.
        </Typography>
        <Typography gutterBottom>
          <strong>Your change:</strong> {conflict.attempted}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Now: “{current.name}”, {current.status}, {current.sections.length} section{current.sections.length === 1 ? '' : 's'}
          {current.sections.length ? `: ${current.sections.map((s) => s.title).join(', ')}` : ''}.
        </Typography>
        {failed && (
          <Typography role="alert" color="error" sx={{ mt: 1 }}>
            {failed}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={clear} disabled={busy}>
          Keep their version
        </Button>
        <Button variant="contained" onClick={() => void reapply()} disabled={busy}>
          Re-apply my change
        </Button>
      </DialogActions>
    </Dialog>
  );
}
