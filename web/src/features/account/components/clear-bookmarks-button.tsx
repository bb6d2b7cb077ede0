import DeleteSweepIcon from '@mui/icons-material/DeleteSweepOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/components/ui/toast/toast-store';
import { bookmarksQuery, clearBookmarks } from '@/features/account/api/bookmarks';
import { ApiError } from '@/lib/api-error';

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** "Remove all bookmarks" with a confirmation dialog (GET /account/clear-bookmark). Focus starts on Cancel. */
export function ClearBookmarksButton({ count }: { count: number }) {
  const [open, setOpen] = useState(false);
  const client = useQueryClient();
  const clear = useMutation({
    mutationFn: clearBookmarks,
    onSuccess: (answer) => {
      client.setQueryData(bookmarksQuery().queryKey, { bookmarks: [], tenderIds: [], count: 0 });
      toast.success(answer.message ?? 'Bookmarks cleared');
      setOpen(false);
    },
  });
  const failure = clear.isError
    ? offline()
      ? 'You are offline. Reconnect, then try again.'
      : clear.error instanceof ApiError
        ? clear.error.message
        : 'Your bookmarks could not be removed.'
    : null;

  return (
    <>
      <Button color="secondary" variant="outlined" startIcon={<DeleteSweepIcon />} onClick={() => setOpen(true)} disabled={count === 0}>
        Remove all bookmarks
      </Button>
      <Dialog open={open} onClose={() => !clear.isPending && setOpen(false)} aria-labelledby="clear-bookmarks-title">
        <DialogTitle id="clear-bookmarks-title">Remove all {count} bookmarks?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            You stop following these tenders here and in your calendar. The tenders themselves are not affected, and you can bookmark them
            again.
          </DialogContentText>
          {failure && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button autoFocus onClick={() => setOpen(false)} disabled={clear.isPending}>
            Cancel
          </Button>
          <Button color="error" variant="contained" onClick={() => clear.mutate()} loading={clear.isPending}>
            Remove all
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
