import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { TextInput } from '@/components/ui/text-input';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/components/ui/toast/toast-store';
import { CONSORTIUMS_KEY, createConsortiumBid } from '@/features/consortiums/api/consortiums';
import { TenderPicker } from '@/features/tenders/components/tender-picker';
import type { Id } from '@jointly/contracts';

const TITLE_MAX = 300;
const NOTES_MAX = 5000;

/**
 * "Start a bid": choose a tender (an open-tender search, or the user's bookmarks), give the bid an optional title and
 * notes, then POST /consortium-bid/create {consortium, tender, title?, notes?}.
 */
export function StartBidDialog({
  consortiumId,
  open,
  onClose,
  biddingOn,
}: {
  consortiumId: Id;
  open: boolean;
  onClose: () => void;
  biddingOn: Set<Id>;
}) {
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<Id | null>(null);
  const [title, setTitle] = useState('');
  const [notes, setNotes] = useState('');
  const [missing, setMissing] = useState(false);
  const [sending, setSending] = useState(false);

  const choose = (id: Id) => {
    setChosen(id);
    setMissing(false);
  };
  const close = () => {
    if (sending) return;
    setChosen(null);
    setTitle('');
    setNotes('');
    setMissing(false);
    onClose();
  };
  const start = async () => {
    if (!chosen) {
      setMissing(true);
      return;
    }
    setSending(true);
    try {
      const answer = await createConsortiumBid({
        consortium: consortiumId,
        tender: chosen,
        ...(title.trim() ? { title: title.trim() } : {}),
        ...(notes.trim() ? { notes: notes.trim() } : {}),
      });
      toast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: CONSORTIUMS_KEY });
      setSending(false);
      close();
    } catch {
      /* toasted by the API client (404 unknown tender, 409 already bidding) */
      setSending(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="start-bid-title" fullWidth maxWidth="md">
      <DialogTitle id="start-bid-title">Start a bid</DialogTitle>
      <DialogContent dividers>
        <TenderPicker
          initialSource="search"
          chosen={chosen}
          onChoose={choose}
          unavailable={{ ids: biddingOn, reason: 'this consortium already bids on it' }}
        />
        {missing && (
          <Typography role="alert" color="error" sx={{ mt: 1 }}>
            Choose the tender to bid on.
          </Typography>
        )}
        <Box sx={{ display: 'grid', gap: 2, mt: 3 }}>
          <TextInput
            label="Bid title"
            name="title"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            helperText="Optional. The tender’s title is used when you leave it empty."
            slotProps={{ htmlInput: { maxLength: TITLE_MAX } }}
          />
          <TextInput
            label="Notes"
            name="notes"
            multiline
            minRows={2}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            helperText="Optional. Lots, who writes which part, anything the partners should know."
            slotProps={{ htmlInput: { maxLength: NOTES_MAX } }}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button color="secondary" onClick={close} disabled={sending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={start} loading={sending}>
          Start bid
        </Button>
      </DialogActions>
    </Dialog>
  );
}
