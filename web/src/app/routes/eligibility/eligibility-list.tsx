import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import {
  type EligibilityFilter,
  eligibilityResultQuery,
  filterEligibility,
  withTenderDetails,
} from '@/features/eligibility/api/eligibility';
import { BandChip } from '@/features/eligibility/components/band-chip';
import { BAND_LABELS, BAND_ORDER, bandOf } from '@/features/eligibility/lib/bands';
import { multipleTendersQuery } from '@/features/tenders/api/tenders';
import { formatDate } from '@/lib/format';
import type { EligibilityEntry, Id } from '@jointly/contracts';

/** Tenders shown (and whose details are fetched) per step of "Show more". */
export const ELIGIBILITY_LIST_STEP = 20;

function Rows({ entries }: { entries: EligibilityEntry[] }) {
  const ids = entries.map((entry) => String(entry.tenderId));
  const details = useQuery(multipleTendersQuery(ids));
  if (details.isPending && ids.length > 0) return <LoadingState label="Loading the tenders…" />;
  // Without details the rows still show, with 'N/A' (spec §4).
  const rows = withTenderDetails(entries, details.data ?? []);
  return (
    <List aria-label="Eligible tenders">
      {rows.map((row) => (
        <ListItem
          key={String(row.tenderId)}
          divider
          sx={{ display: 'grid', gap: 0.5, gridTemplateColumns: { xs: '1fr', sm: '9rem 1fr' }, alignItems: 'start' }}
        >
          <Box>
            <BandChip rating={Number(row.tenderRating)} band={bandOf(Number(row.tenderRating))} />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Link component={RouterLink} to={paths.tender.getHref(String(row.tenderId))} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {row.title}
            </Link>
            <Typography variant="body2" color="text.secondary">
              {row.buyerName} · closes {row.closingDate === 'N/A' ? 'N/A' : formatDate(row.closingDate)}
            </Typography>
          </Box>
        </ListItem>
      ))}
    </List>
  );
}

/**
 * The provider's rated open tenders (GET /user-eligibility-result/{id}) with the spec §4 filter ('All' or one band);
 * tender details come from POST /tender/fetch-multiple, 20 at a time.
 */
export function EligibilityList({ accountId }: { accountId: Id }) {
  const result = useQuery(eligibilityResultQuery(accountId));
  const [filter, setFilter] = useState<EligibilityFilter>('All');
  const [shown, setShown] = useState(ELIGIBILITY_LIST_STEP);
  if (result.isPending) return <LoadingState label="Loading your eligibility…" />;
  if (result.isError)
    return (
      <ErrorState title="Your eligibility could not be loaded." message={result.error.message} onRetry={() => void result.refetch()} />
    );
  const entries = filterEligibility(result.data, filter);
  const counts = Object.fromEntries(BAND_ORDER.map((band) => [band, filterEligibility(result.data, band).length]));
  return (
    <Box>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        aria-label="Filter by band"
        value={filter}
        onChange={(_, next: EligibilityFilter | null) => {
          if (!next) return;
          setFilter(next);
          setShown(ELIGIBILITY_LIST_STEP);
        }}
        sx={{ flexWrap: 'wrap', mb: 2 }}
      >
        <ToggleButton value="All">All ({filterEligibility(result.data, 'All').length})</ToggleButton>
        {BAND_ORDER.map((band) => (
          <ToggleButton key={band} value={band}>
            {BAND_LABELS[band]} ({counts[band]})
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {entries.length === 0 ? (
        <Typography color="text.secondary">
          {filter === 'All' ? 'No open tender has been rated for you yet. Try Recalculate.' : 'No open tender in this band.'}
        </Typography>
      ) : (
        <>
          <Rows entries={entries.slice(0, shown)} />
          {entries.length > shown && (
            <Button onClick={() => setShown((count) => count + ELIGIBILITY_LIST_STEP)}>Show more ({entries.length - shown} left)</Button>
          )}
        </>
      )}
    </Box>
  );
}
