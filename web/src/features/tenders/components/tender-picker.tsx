import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { TextInput } from '@/components/ui/text-input';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { bookmarksQuery } from '@/features/account/api/bookmarks';
import { multipleTendersQuery, searchTenders } from '@/features/tenders/api/tenders';
import { formatDate } from '@/lib/format';
import type { Id, Tender } from '@jointly/contracts';

type Source = 'search' | 'bookmarks';
interface ChoiceProps {
  chosen: Id | null;
  onChoose: (id: Id) => void;
  /** Tenders that cannot be chosen here (e.g. ones the consortium already bids on), with the reason shown. */
  unavailable?: { ids: ReadonlySet<Id>; reason: string };
}

function TenderChoices({ tenders, chosen, onChoose, unavailable }: ChoiceProps & { tenders: Tender[] }) {
  if (tenders.length === 0) return <Typography color="text.secondary">No tenders found.</Typography>;
  return (
    <RadioGroup aria-label="Tenders" value={chosen ?? ''} onChange={(event) => onChoose(event.target.value)}>
      {tenders.map((tender) => {
        const taken = unavailable?.ids.has(tender.id) ?? false;
        return (
          <FormControlLabel
            key={tender.id}
            value={tender.id}
            disabled={taken}
            control={<Radio />}
            sx={{ alignItems: 'flex-start', py: 0.5, mr: 0, '& .MuiRadio-root': { pt: 0.5 } }}
            label={
              <Box>
                <Typography sx={{ overflowWrap: 'anywhere' }}>{tender.title}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {tender.buyerName} · closes {formatDate(tender.closingDate)}
                  {taken ? ` · ${unavailable?.reason}` : ''}
                </Typography>
              </Box>
            }
          />
        );
      })}
    </RadioGroup>
  );
}

function SearchSource(props: ChoiceProps) {
  const [keywords, setKeywords] = useState('');
  const [includeClosed, setIncludeClosed] = useState(false);
  const [asked, setAsked] = useState<{ query: string; includeAll: boolean } | null>(null);
  const results = useQuery({
    queryKey: ['tenders', 'picker', asked],
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
        aria-label="Search tenders"
        onSubmit={onSearch}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}
      >
        <TextInput
          size="small"
          label="Keywords"
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

function BookmarkSource(props: ChoiceProps) {
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

/** Choose a tender from an open-tender search or from the user's bookmarks (workspaces, consortium bids). */
export function TenderPicker({ initialSource = 'bookmarks', ...props }: ChoiceProps & { initialSource?: Source }) {
  const [source, setSource] = useState<Source>(initialSource);
  return (
    <Box>
      <Tabs value={source} onChange={(_event, value: Source) => setSource(value)} aria-label="Where to find the tender" sx={{ mb: 2 }}>
        <Tab value="bookmarks" label="Your bookmarks" />
        <Tab value="search" label="Search tenders" />
      </Tabs>
      {source === 'search' ? <SearchSource {...props} /> : <BookmarkSource {...props} />}
    </Box>
  );
}
