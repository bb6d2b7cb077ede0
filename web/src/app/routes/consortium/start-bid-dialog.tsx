import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { toast } from '@/components/ui/toast/toast-store';
import { bookmarksQuery } from '@/features/account/api/bookmarks';
import { CONSORTIUMS_KEY, createConsortiumBid } from '@/features/consortiums/api/consortiums';
import { multipleTendersQuery, searchTenders } from '@/features/tenders/api/tenders';
import { formatDate } from '@/lib/format';
import type { Id, Tender } from '@/types/api';

type Source = 'search' | 'bookmarks';
const TITLE_MAX = 300;
const NOTES_MAX = 5000;

function TenderChoices({
  tenders,
  biddingOn,
  chosen,
  onChoose,
}: {
  tenders: Tender[];
  biddingOn: Set<Id>;
  chosen: Id | null;
  onChoose: (id: Id) => void;
}) {
  if (tenders.length === 0) return <Typography color="text.secondary">No tenders found.</Typography>;
  return (
    <RadioGroup aria-label="Tenders" value={chosen ?? ''} onChange={(event) => onChoose(event.target.value)}>
      {tenders.map((tender) => {
        const already = biddingOn.has(tender.id);
        return (
          <FormControlLabel
            key={tender.id}
            value={tender.id}
            disabled={already}
            control={<Radio />}
            sx={{ alignItems: 'flex-start', py: 0.5, mr: 0, '& .MuiRadio-root': { pt: 0.5 } }}
            label={
              <Box>
                <Typography sx={{ overflowWrap: 'anywhere' }}>{tender.title}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {tender.buyerName} · closes {formatDate(tender.closingDate)}
                  {already ? ' · this consortium already bids on it' : ''}
                </Typography>
              </Box>
            }
          />
        );
      })}
    </RadioGroup>
  );
}

function SearchSource(props: { biddingOn: Set<Id>; chosen: Id | null; onChoose: (id: Id) => void }) {
  const [keywords, setKeywords] = useState('');
  const [includeClosed, setIncludeClosed] = useState(false);
  const [asked, setAsked] = useState<{ query: string; includeAll: boolean } | null>(null);
  const results = useQuery({
    queryKey: ['tenders', 'bid-picker', asked],
    queryFn: () => searchTenders({ ...(asked?.query ? { query: asked.query } : {}), ...(asked?.includeAll ? { includeAll: true } : {}) }),
    enabled: asked !== null,
  });
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAsked({ query: keywords.trim(), includeAll: includeClosed });
  };
  return (
    <Box>
      <Box
        component="form"
        role="search"
        aria-label="Search tenders to bid on"
        onSubmit={onSearch}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}
      >
        <TextField
          size="small"
          label="Keywords"
          name="keywords"
          value={keywords}
          onChange={(event) => setKeywords(event.target.value)}
          sx={{ flex: '1 1 220px' }}
        />
        <Button type="submit" variant="outlined" startIcon={<SearchIcon />}>
          Search
        </Button>
      </Box>
      <FormControlLabel
        control={<Checkbox checked={includeClosed} onChange={(event) => setIncludeClosed(event.target.checked)} />}
        label="Include closed and awarded tenders"
      />
      {asked === null ? (
        <Typography color="text.secondary">Search open tenders by keyword, buyer or reference.</Typography>
      ) : results.isPending ? (
        <LoadingState label="Searching tenders…" />
      ) : results.isError ? (
        <ErrorState title="The search failed." message={results.error.message} onRetry={() => void results.refetch()} />
      ) : (
        <TenderChoices tenders={results.data.foundTenders} {...props} />
      )}
    </Box>
  );
}

function BookmarkSource(props: { biddingOn: Set<Id>; chosen: Id | null; onChoose: (id: Id) => void }) {
  const bookmarks = useQuery(bookmarksQuery());
  const ids = bookmarks.data?.tenderIds ?? [];
  const tenders = useQuery(multipleTendersQuery(ids));
  if (bookmarks.isPending || (ids.length > 0 && tenders.isPending)) return <LoadingState label="Loading your bookmarks…" />;
  if (bookmarks.isError)
    return (
      <ErrorState title="Your bookmarks could not be loaded." message={bookmarks.error.message} onRetry={() => void bookmarks.refetch()} />
    );
  if (ids.length === 0) return <Typography color="text.secondary">You have not bookmarked any tenders yet.</Typography>;
  if (tenders.isError)
    return (
      <ErrorState
        title="Your bookmarked tenders could not be loaded."
        message={tenders.error.message}
        onRetry={() => void tenders.refetch()}
      />
    );
  return <TenderChoices tenders={tenders.data ?? []} {...props} />;
}

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
  const [source, setSource] = useState<Source>('search');
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
        <Tabs value={source} onChange={(_event, value: Source) => setSource(value)} aria-label="Where to find the tender" sx={{ mb: 2 }}>
          <Tab value="search" label="Search tenders" />
          <Tab value="bookmarks" label="Your bookmarks" />
        </Tabs>
        {source === 'search' ? (
          <SearchSource biddingOn={biddingOn} chosen={chosen} onChoose={choose} />
        ) : (
          <BookmarkSource biddingOn={biddingOn} chosen={chosen} onChoose={choose} />
        )}
        {missing && (
          <Typography role="alert" color="error" sx={{ mt: 1 }}>
            Choose the tender to bid on.
          </Typography>
        )}
        <Box sx={{ display: 'grid', gap: 2, mt: 3 }}>
          <TextField
            label="Bid title"
            name="title"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            helperText="Optional. The tender’s title is used when you leave it empty."
            slotProps={{ htmlInput: { maxLength: TITLE_MAX } }}
          />
          <TextField
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
