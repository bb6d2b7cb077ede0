import type { ExpertAvailability } from '@jointly/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import { TextInput } from '@/components/ui/text-input';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { MultiSelectField } from '@/components/ui/multi-select-field';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { allEnumsQuery } from '@/features/account/api/enums';
import { CPV_DIVISION_OPTIONS } from '@/features/eligibility/lib/cpv-divisions';
import { type ExpertDirectoryFilters, expertDirectoryQuery } from '@/features/experts/api/experts';
import { ExpertCard } from '@/features/experts/components/expert-card';
import { AVAILABILITY_LABELS } from '@/features/experts/lib/expert-labels';
import { expertProfileHref, sectorLabel } from './expert-links';

const AVAILABILITY_OPTIONS = (Object.keys(AVAILABILITY_LABELS) as ExpertAvailability[]).map((value) => ({
  value,
  label: AVAILABILITY_LABELS[value],
}));

/**
 * The expert directory: GET /expert-criteria/search with expertise, sector, region and availability, 12 a page.
 * `actions` adds buttons to each card (e.g. "Invite to bid").
 */
export function ExpertDirectory({
  actions,
  tenderId,
}: {
  actions?: (expert: { accountId: string; headline: string | null }) => ReactNode;
  tenderId?: string | null;
}) {
  const enums = useQuery(allEnumsQuery());
  const [draft, setDraft] = useState<ExpertDirectoryFilters>({});
  const [filters, setFilters] = useState<ExpertDirectoryFilters>({ page: 1 });
  const experts = useQuery(expertDirectoryQuery(filters));

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...draft, page: 1 });
  };

  return (
    <Box>
      <Box
        component="form"
        role="search"
        aria-label="Search the expert directory"
        onSubmit={onSearch}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mb: 3 }}
      >
        <TextInput
          label="Expertise"
          name="expertise"
          value={draft.expertise ?? ''}
          onChange={(event) => setDraft((current) => ({ ...current, expertise: event.target.value }))}
          placeholder="e.g. bid writing"
        />
        <MultiSelectField
          label="Sectors"
          name="sector"
          options={CPV_DIVISION_OPTIONS}
          value={draft.sector ?? []}
          onChange={(sector) => setDraft((current) => ({ ...current, sector }))}
        />
        <MultiSelectField
          label="Regions"
          name="region"
          options={(enums.data?.regions ?? []).map((region) => ({ value: region, label: region }))}
          value={draft.region ?? []}
          onChange={(region) => setDraft((current) => ({ ...current, region }))}
        />
        <MultiSelectField
          label="Availability"
          name="availability"
          options={AVAILABILITY_OPTIONS}
          value={draft.availability ?? []}
          onChange={(availability) => setDraft((current) => ({ ...current, availability: availability as ExpertAvailability[] }))}
        />
        <Box>
          <Button type="submit" variant="contained">
            Search experts
          </Button>
        </Box>
      </Box>
      {experts.isPending && <LoadingState label="Searching experts…" />}
      {experts.isError && (
        <ErrorState
          title="The expert directory could not be searched."
          message={experts.error.message}
          onRetry={() => void experts.refetch()}
        />
      )}
      {experts.isSuccess && experts.data.foundCriteria.length === 0 && (
        <Typography color="text.secondary">No experts match this search.</Typography>
      )}
      {experts.isSuccess && experts.data.foundCriteria.length > 0 && (
        <>
          <Typography color="text.secondary" sx={{ mb: 1.5 }} role="status">
            {experts.data.count === 1 ? '1 expert' : `${experts.data.count} experts`}
          </Typography>
          <Box
            component="ul"
            aria-label="Expert directory"
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
          >
            {experts.data.foundCriteria.map((expert) => (
              <li key={expert.id}>
                <ExpertCard
                  expert={expert}
                  sectorLabel={sectorLabel}
                  profileHref={expertProfileHref(expert.accountId, tenderId)}
                  actions={actions?.(expert)}
                />
              </li>
            ))}
          </Box>
          {experts.data.totalPages > 1 && (
            <Pagination
              sx={{ mt: 2 }}
              count={experts.data.totalPages}
              page={experts.data.currentPage}
              onChange={(_, page) => setFilters((current) => ({ ...current, page }))}
              getItemAriaLabel={(type, page) => (type === 'page' ? `Page ${page}` : `Go to the ${type} page`)}
            />
          )}
        </>
      )}
    </Box>
  );
}
