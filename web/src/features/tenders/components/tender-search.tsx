import FilterListIcon from '@mui/icons-material/FilterList';
import SaveIcon from '@mui/icons-material/BookmarkAddOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import InputAdornment from '@mui/material/InputAdornment';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, lazy, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LazySelectField } from '@/components/ui/lazy-select-field';
import { TextInput } from '@/components/ui/text-input';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { getCurrentSearch } from '@/lib/navigation';
import { useDataStore } from '@/stores/data-store';
import type { SavedSearch, TenderListItem, TenderSort } from '@jointly/contracts';
import { tenderSearchQuery } from '../api/tenders';
import {
  SORT_OPTIONS,
  type TenderCriteria,
  activeFilterCount,
  criteriaFromSaved,
  criteriaFromUrl,
  criteriaToUrl,
  effectiveSort,
  emptyCriteria,
} from '../lib/search-criteria';
import { SavedSearchesPanel } from './saved-searches-panel';
import { SearchFilters } from './search-filters';
import { TenderResultCard } from './tender-result-card';

const count = new Intl.NumberFormat('en-GB');

// Fetched when "Save search" is first pressed, out of the search's first paint.
const SaveSearchDialog = lazy(() => import('./save-search-dialog'));

interface TenderSearchProps {
  /** Where a result links to (/tender/{id}, /guest/{id}, /v3/expert-dashboard/tenders/{id}). */
  tenderHref: (id: string) => string;
  /** Buttons on each result (bookmark). */
  resultActions?: (tender: TenderListItem) => ReactNode;
  /** Saved searches and alerts (signed-in users). */
  savedSearches?: boolean;
  /** Shown above the results when guests browse (sign-up prompt). */
  banner?: ReactNode;
}

/**
 * Tender search: keywords in web-search syntax, filters with facet counts, value range, sort, pages of 10 with
 * highlighted snippets, and (signed in) saved searches. Filters and page live in the URL; the keywords in the
 * data store (spec: the search term), so they survive navigation and are cleared on logout.
 */
export function TenderSearch({ tenderHref, resultActions, savedSearches = false, banner }: TenderSearchProps) {
  const [params, setParams] = useSearchParams();
  const searchTerm = useDataStore((s) => s.searchTerm);
  const setSearchTerm = useDataStore((s) => s.setSearchTerm);
  const [draft, setDraft] = useState(searchTerm);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [saveOpen, setSaveOpen] = useState(false);
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => setDraft(searchTerm), [searchTerm]);

  const criteria = useMemo(() => criteriaFromUrl(params, searchTerm), [params, searchTerm]);
  const search = useQuery(tenderSearchQuery(criteria));

  const apply = (next: TenderCriteria, options: { focusResults?: boolean } = {}) => {
    if (next.keywords !== searchTerm) setSearchTerm(next.keywords);
    setParams(criteriaToUrl(next));
    if (options.focusResults) resultsHeading.current?.focus();
  };
  // Changes apply to the latest URL (a previous change may not have rendered yet), not to this render's criteria.
  const latest = () => criteriaFromUrl(new URLSearchParams(getCurrentSearch()), useDataStore.getState().searchTerm);
  const patch = (update: Partial<TenderCriteria> | ((current: TenderCriteria) => Partial<TenderCriteria>)) => {
    const current = latest();
    apply({ ...current, ...(typeof update === 'function' ? update(current) : update), page: 1 });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply({ ...latest(), keywords: draft.trim(), page: 1 });
  };
  const runSaved = (saved: SavedSearch) => apply({ ...criteriaFromSaved(saved.query, saved.filters), page: 1 }, { focusResults: true });
  const filterCount = activeFilterCount(criteria);
  const sort = effectiveSort(criteria);

  const filters = (
    <SearchFilters
      criteria={criteria}
      facets={search.data?.facets}
      facetsAreEstimates={search.data?.facetsAreEstimates}
      onChange={patch}
      onClear={() => apply({ ...emptyCriteria(), keywords: criteria.keywords, sort: criteria.sort })}
    />
  );

  return (
    <Box>
      <Paper
        component="form"
        role="search"
        aria-label="Search tenders"
        onSubmit={onSubmit}
        variant="outlined"
        sx={{ p: { xs: 2, sm: 2.5 }, mb: 3 }}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <TextInput
            fullWidth
            label="Keywords"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            helperText={'Use "exact phrase", OR between alternatives and -word to exclude, e.g. "home care" OR domiciliary -children'}
            slotProps={{
              htmlInput: { maxLength: 500 },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon aria-hidden="true" />
                  </InputAdornment>
                ),
              },
            }}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' }, minHeight: 56, px: 4 }}
          >
            Search
          </Button>
        </Stack>
      </Paper>

      {banner}

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '280px minmax(0, 1fr)' }, gap: 3, alignItems: 'start' }}>
        <Box>
          {wide ? (
            <Paper variant="outlined" sx={{ p: 2 }}>
              {filters}
            </Paper>
          ) : (
            <>
              <Button
                variant="outlined"
                startIcon={
                  <Badge badgeContent={filterCount} color="primary">
                    <FilterListIcon />
                  </Badge>
                }
                onClick={() => setFiltersOpen(!filtersOpen)}
                aria-expanded={filtersOpen}
                aria-controls="tender-filters"
                fullWidth
              >
                {filtersOpen ? 'Hide filters' : 'Show filters'}
              </Button>
              <Collapse in={filtersOpen} id="tender-filters" unmountOnExit>
                <Paper variant="outlined" sx={{ p: 2, mt: 1 }}>
                  {filters}
                </Paper>
              </Collapse>
            </>
          )}
          {savedSearches && (
            <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
              <SavedSearchesPanel onRun={runSaved} />
            </Paper>
          )}
        </Box>

        <Box component="section" aria-labelledby="results-heading" sx={{ minWidth: 0 }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ mb: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
          >
            <Typography
              id="results-heading"
              ref={resultsHeading}
              tabIndex={-1}
              variant="h6"
              component="h2"
              aria-live="polite"
              sx={{ outline: 'none' }}
            >
              {search.data
                ? `${search.data.countIsEstimate ? 'About ' : ''}${count.format(search.data.count)} tender${search.data.count === 1 ? '' : 's'}`
                : 'Tenders'}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <LazySelectField
                label="Sort by"
                value={sort}
                options={SORT_OPTIONS.map((option) => ({
                  ...option,
                  disabled: option.value === 'relevance' && !criteria.keywords.trim(),
                }))}
                onChange={(next) => patch({ sort: next as TenderSort })}
                sx={{ minWidth: 200 }}
              />
              {savedSearches && (
                <Button variant="outlined" startIcon={<SaveIcon />} onClick={() => setSaveOpen(true)} sx={{ whiteSpace: 'nowrap' }}>
                  Save search
                </Button>
              )}
            </Stack>
          </Stack>

          {search.data?.matchedApproximately && (
            <Alert severity="info" sx={{ mb: 2 }}>
              No tender matched those words exactly; these match similar or partial words.
            </Alert>
          )}

          {search.isPending ? (
            <LoadingState label="Searching tenders…" />
          ) : search.isError ? (
            <ErrorState title="The tenders could not be searched." message={search.error.message} onRetry={() => void search.refetch()} />
          ) : search.data.foundTenders.length === 0 ? (
            <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
              <Typography variant="h6" component="p" sx={{ mb: 1 }}>
                No tenders match this search.
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {criteria.includeAll ? 'Try fewer words or filters.' : 'Try fewer words or filters, or include closed and awarded tenders.'}
              </Typography>
              {(filterCount > 0 || criteria.keywords) && (
                <Button variant="outlined" onClick={() => apply({ ...emptyCriteria(), includeAll: criteria.includeAll })}>
                  Clear the search
                </Button>
              )}
            </Paper>
          ) : (
            <Box sx={{ opacity: search.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }} aria-busy={search.isFetching}>
              <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Search results">
                {search.data.foundTenders.map((tender) => (
                  <li key={tender.id}>
                    <TenderResultCard tender={tender} href={tenderHref(tender.id)} actions={resultActions?.(tender)} />
                  </li>
                ))}
              </Stack>
              {search.data.totalPages > 1 && (
                <Stack sx={{ mt: 3, alignItems: 'center' }} component="nav" aria-label="Result pages">
                  <Pagination
                    count={Math.min(search.data.totalPages, 1000)}
                    page={criteria.page}
                    onChange={(_event, page) => apply({ ...criteria, page }, { focusResults: true })}
                    color="primary"
                    siblingCount={wide ? 1 : 0}
                    getItemAriaLabel={(type, page, selected) =>
                      type === 'page' ? `${selected ? 'Page' : 'Go to page'} ${page}` : `Go to ${type} page`
                    }
                  />
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    Page {criteria.page} of {count.format(search.data.totalPages)}
                  </Typography>
                </Stack>
              )}
            </Box>
          )}
        </Box>
      </Box>
      {saveOpen && (
        <Suspense fallback={null}>
          <SaveSearchDialog open criteria={criteria} onClose={() => setSaveOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
