import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery, useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import {
  type EligibilityFilter,
  type RatedEntry,
  eligibilityPagesQuery,
  filterEligibility,
  withTenderDetails,
} from '@/features/eligibility/api/eligibility';
import { BandChip } from '@/features/eligibility/components/band-chip';
import { BAND_LABELS, BAND_ORDER, bandOf } from '@/features/eligibility/lib/bands';
import { multipleTendersQuery } from '@/features/tenders/api/tenders';
import { formatDate } from '@/lib/format';
import type { Id } from '@jointly/contracts';

/** Tenders per page of the list (each page's details are fetched with it). */
export const ELIGIBILITY_LIST_STEP = 20;

/** The pages' rows in order with their tender details; rows wait for their page's details (then 'N/A' where missing). */
function Rows({ pages, busy }: { pages: RatedEntry[][]; busy: boolean }) {
  const details = useQueries({ queries: pages.map((entries) => multipleTendersQuery(entries.map((entry) => String(entry.tenderId)))) });
  const rows: ReturnType<typeof withTenderDetails> = [];
  let loading = false;
  for (const [i, entries] of pages.entries()) {
    if (details[i].isPending && entries.length > 0) {
      loading = true;
      break;
    }
    // Without details the rows still show, with 'N/A' (spec §4).
    rows.push(...withTenderDetails(entries, details[i].data ?? []));
  }
  return (
    <>
      {rows.length > 0 && (
        <List aria-label="Eligible tenders" aria-busy={busy || loading} sx={{ opacity: busy ? 0.6 : 1 }}>
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
                <Link
                  component={RouterLink}
                  to={paths.tender.getHref(String(row.tenderId))}
                  sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                >
                  {row.title}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {row.buyerName} · closes {row.closingDate === 'N/A' ? 'N/A' : formatDate(row.closingDate)}
                </Typography>
              </Box>
            </ListItem>
          ))}
        </List>
      )}
      {loading && <LoadingState label="Loading the tenders…" />}
    </>
  );
}

/**
 * The provider's rated open tenders (GET /user-eligibility-result/{id}?band=&page=&limit=, a page at a time) with the
 * spec §4 filter ('All' or one band) and each band's count; tender details come from POST /tender/fetch-multiple per page.
 */
export function EligibilityList({ accountId }: { accountId: Id }) {
  const [filter, setFilter] = useState<EligibilityFilter>('All');
  const result = useInfiniteQuery(eligibilityPagesQuery(accountId, filter, ELIGIBILITY_LIST_STEP));
  if (result.isPending) return <LoadingState label="Loading your eligibility…" />;
  if (result.isLoadingError)
    return (
      <ErrorState title="Your eligibility could not be loaded." message={result.error.message} onRetry={() => void result.refetch()} />
    );
  const pages = result.data.pages;
  const { counts } = pages[0];
  const total = BAND_ORDER.reduce((sum, band) => sum + (counts[band] ?? 0), 0);
  const entries = pages.map((page) => filterEligibility(page, 'All'));
  const listed = entries.reduce((sum, page) => sum + page.length, 0);
  const matching = result.isPlaceholderData ? listed : pages[pages.length - 1].matching;
  return (
    <Box>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        aria-label="Filter by band"
        value={filter}
        onChange={(_, next: EligibilityFilter | null) => {
          if (next) setFilter(next);
        }}
        sx={{ flexWrap: 'wrap', mb: 2 }}
      >
        <ToggleButton value="All">All ({total})</ToggleButton>
        {BAND_ORDER.map((band) => (
          <ToggleButton key={band} value={band}>
            {BAND_LABELS[band]} ({counts[band] ?? 0})
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {listed === 0 && !result.isPlaceholderData ? (
        <Typography color="text.secondary">
          {filter === 'All' ? 'No open tender has been rated for you yet. Try Recalculate.' : 'No open tender in this band.'}
        </Typography>
      ) : (
        <>
          <Rows pages={entries} busy={result.isPlaceholderData} />
          {result.hasNextPage && !result.isPlaceholderData && (
            <Button onClick={() => void result.fetchNextPage()} disabled={result.isFetchingNextPage}>
              {result.isFetchingNextPage ? 'Loading more…' : `Show more (${Math.max(0, matching - listed)} left)`}
            </Button>
          )}
          {result.isFetchNextPageError && (
            <Typography role="alert" color="error">
              More tenders could not be loaded. <Button onClick={() => void result.fetchNextPage()}>Try again</Button>
            </Typography>
          )}
        </>
      )}
    </Box>
  );
}
