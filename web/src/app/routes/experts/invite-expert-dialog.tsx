import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/components/ui/toast/toast-store';
import { bookmarksQuery } from '@/features/account/api/bookmarks';
import { inviteExpert } from '@/features/bids/api/bids';
import { multipleTendersQuery } from '@/features/tenders/api/tenders';
import { ApiError } from '@/lib/api-error';
import type { Id } from '@jointly/contracts';

export const INVITATION_SENT = 'Invitation sent successfully!';
const MESSAGE_MAX = 2000;

interface Props {
  expert: { accountId: Id; headline: string | null };
  /** Tenders to offer first (the tender the finder is for, the tenders the expert helps with). */
  tenderIds: Id[];
  onClose: () => void;
}

/**
 * "Invite to bid": pick the tender (offered: the given ones and the user's bookmarks) and add a message, then
 * POST /bids/create {tender, expert: accountId, message}. A 409 (already invited) keeps the dialog open with the server's words.
 */
export function InviteExpertDialog({ expert, tenderIds, onClose }: Props) {
  const bookmarks = useQuery(bookmarksQuery());
  const ids = [...new Set([...tenderIds, ...(bookmarks.data?.tenderIds ?? [])])];
  const tenders = useQuery(multipleTendersQuery(ids));
  const [tender, setTender] = useState<Id>(tenderIds[0] ?? '');
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const invite = useMutation({
    mutationFn: () => inviteExpert({ tender, expert: expert.accountId, ...(message.trim() ? { message: message.trim() } : {}) }),
    onSuccess: (answer) => {
      toast.success((answer as { message?: string } | undefined)?.message || INVITATION_SENT);
      onClose();
    },
    onError: (error) => setProblem(error instanceof ApiError ? error.message : 'The invitation could not be sent.'),
  });
  const titleOf = (id: Id) => tenders.data?.find((item) => String(item.id) === String(id))?.title ?? (tenders.isPending ? 'Loading…' : id);
  const name = expert.headline || 'this expert';
  const tooLong = message.length > MESSAGE_MAX;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="invite-expert-title">
      <DialogTitle id="invite-expert-title">Invite {name} to bid</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {ids.length === 0 && !bookmarks.isPending ? (
          <Alert severity="info">Bookmark a tender (or open the finder from a tender page) to choose what to invite this expert to.</Alert>
        ) : (
          <TextField select label="Tender" value={tender} onChange={(event) => setTender(event.target.value)} required>
            {ids.map((id) => (
              <MenuItem key={id} value={id}>
                {titleOf(id)}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          label="Message"
          multiline
          minRows={3}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          error={tooLong}
          helperText={tooLong ? `At most ${MESSAGE_MAX} characters` : 'What you would like help with (optional).'}
        />
        {problem && <Alert severity="error">{problem}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!tender || tooLong} loading={invite.isPending} onClick={() => invite.mutate()}>
          Send invitation
        </Button>
      </DialogActions>
    </Dialog>
  );
}
