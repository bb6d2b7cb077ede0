import { type FormEvent, type ReactNode, useState } from 'react';
import { Title, useNotify } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { serverMessage } from '../providers/data-provider';
import { moderationErrors, removeReportedMessage } from './messages-api';

/**
 * Messages moderation: the volume per day, and the removal of a reported message by the id the report gives, with the
 * reason kept in the audit log. Admins never see a conversation's text here: the message is removed blind, by id.
 * `chart` is the dashboard's message volume chart (composed in app.tsx: a console resource imports no other).
 */
export default function MessageModeration({ chart }: { chart?: ReactNode }) {
  const notify = useNotify();
  const [messageId, setMessageId] = useState('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const errors = moderationErrors(messageId, reason);
  const valid = !errors.messageId && !errors.reason;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (valid) setConfirming(true);
  };
  const remove = async () => {
    setSending(true);
    setFailure(null);
    try {
      await removeReportedMessage(messageId.trim(), reason.trim());
      notify('Message removed. Its text and files are gone; the audit log records the removal and your reason.', { type: 'success' });
      setMessageId('');
      setReason('');
      setTouched(false);
    } catch (error) {
      setFailure(serverMessage(error));
    } finally {
      setSending(false);
      setConfirming(false);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Title title="Messages" />
      <Card component="section" aria-label="Message volume">
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            Message volume
          </Typography>
          {chart}
        </CardContent>
      </Card>
      <Card component="section" aria-label="Remove a reported message">
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            Remove a reported message
          </Typography>
          <Typography variant="body2" sx={{ mb: 2 }}>
            Paste the message id from the report. The message shows as “removed by an admin” to its conversation; you do not see its text.
          </Typography>
          <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
            <TextField
              label="Message id"
              value={messageId}
              onChange={(e) => setMessageId(e.target.value)}
              error={touched && Boolean(errors.messageId)}
              helperText={touched ? errors.messageId : undefined}
              required
              autoComplete="off"
            />
            <TextField
              label="Reason (kept in the audit log)"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              error={touched && Boolean(errors.reason)}
              helperText={touched ? errors.reason : undefined}
              required
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            <Box>
              <Button type="submit" variant="contained" color="error" disabled={sending}>
                Remove message
              </Button>
            </Box>
          </Box>
        </CardContent>
      </Card>
      <Dialog open={confirming} onClose={() => !sending && setConfirming(false)} aria-labelledby="remove-message-title">
        <DialogTitle id="remove-message-title">Remove this message?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Message {messageId.trim()} will be removed for everyone in its conversation, with its attachments. This cannot be undone.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={sending}>
            Cancel
          </Button>
          <Button onClick={() => void remove()} color="error" disabled={sending} autoFocus>
            Remove
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
