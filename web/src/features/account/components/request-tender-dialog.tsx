import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { TextInput } from '@/components/ui/text-input';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toast } from '@/components/ui/toast/toast-store';
import { requestTender } from '@/features/account/api/requests';
import { ApiError } from '@/lib/api-error';

export const REQUEST_DETAILS_MIN = 5;
export const REQUEST_DETAILS_MAX = 4000;

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * "Request a tender we don't list" (POST /account/request-tender): the Jointly team gets the details by e-mail. Opened
 * by RequestTenderButton (request-tender-button.tsx), which loads this module on the first click.
 */
export default function RequestTenderDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [details, setDetails] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (text: string) => requestTender({ details: text }),
    onSuccess: (answer) => {
      toast.success(answer?.message ?? 'Your request has been sent to the Jointly team.');
      onClose();
      setDetails('');
    },
  });
  const close = () => {
    if (send.isPending) return;
    onClose();
    send.reset();
    setFieldError(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = details.trim();
    if (text.length < REQUEST_DETAILS_MIN) {
      setFieldError('Say which tender you are looking for (buyer, title or reference).');
      return;
    }
    setFieldError(null);
    send.mutate(text);
  };
  const failure = send.isError
    ? offline()
      ? 'You are offline. Reconnect, then send again.'
      : send.error instanceof ApiError
        ? send.error.message
        : 'Your request could not be sent.'
    : null;

  return (
    <Dialog open={open} onClose={close} aria-labelledby="request-tender-title" fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="request-tender-title">Request a tender we don’t list</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Tell us which tender you are looking for — the buyer, its title or reference, where you saw it. The Jointly team looks for it
            and replies by e-mail.
          </DialogContentText>
          <TextInput
            autoFocus
            fullWidth
            multiline
            minRows={4}
            label="Which tender are you looking for?"
            value={details}
            onChange={(event) => setDetails(event.target.value)}
            error={Boolean(fieldError)}
            helperText={fieldError ?? `${details.length} / ${REQUEST_DETAILS_MAX}`}
            slotProps={{ htmlInput: { maxLength: REQUEST_DETAILS_MAX } }}
            required
          />
          {failure && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={send.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={send.isPending}>
            Send request
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
