import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { TextInput } from '@/components/ui/text-input';
import Typography from '@mui/material/Typography';
import { LazyDateField } from '@/components/ui/lazy-date-field';
import { type ReactNode, useEffect, useId, useState } from 'react';
import type { FacetValue, SearchFacets } from '@jointly/contracts';
import { CLOSING_BUCKETS, PUBLISHED_BUCKETS, statusLabel } from '../lib/labels';
import { type TenderCriteria, activeFilterCount } from '../lib/search-criteria';
import { ValueRangeFilter } from './value-range-filter';

type Patch = Partial<Omit<TenderCriteria, 'keywords' | 'page'>>;

interface SearchFiltersProps {
  criteria: TenderCriteria;
  facets?: SearchFacets;
  facetsAreEstimates?: boolean;
  /** A change, or a function of the latest criteria (list toggles: two quick ticks both count). */
  onChange: (patch: Patch | ((current: TenderCriteria) => Patch)) => void;
  onClear: () => void;
}

const count = new Intl.NumberFormat('en-GB');

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="fieldset" aria-labelledby={id} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography id={id} component="legend" variant="subtitle2" sx={{ mb: 0.5, p: 0 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Checkboxes from a facet, keeping the selected values listed even when the facet no longer counts them. */
function FacetChecklist({
  values,
  selected,
  onToggle,
  label,
  visible = 6,
  noun,
}: {
  values: FacetValue[];
  selected: string[];
  onToggle: (value: string, checked: boolean) => void;
  label: (facet: FacetValue) => string;
  visible?: number;
  noun: string;
}) {
  const [expanded, setExpanded] = useState(false);
  const listed = [...values];
  for (const value of selected) if (!listed.some((facet) => facet.value === value)) listed.unshift({ value, count: 0 });
  if (listed.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        No {noun} in these results.
      </Typography>
    );
  const shown = expanded ? listed : listed.slice(0, Math.max(visible, selected.length));
  return (
    <FormGroup>
      {shown.map((facet) => {
        const checked = selected.includes(facet.value);
        return (
          <FormControlLabel
            key={facet.value}
            sx={{
              mr: 0,
              alignItems: 'flex-start',
              '& .MuiFormControlLabel-label': { pt: '9px', fontSize: '0.875rem', overflowWrap: 'anywhere' },
            }}
            control={<Checkbox size="small" checked={checked} onChange={(event) => onToggle(facet.value, event.target.checked)} />}
            label={`${label(facet)} (${count.format(facet.count)})`}
          />
        );
      })}
      {listed.length > shown.length || expanded ? (
        <Button size="small" onClick={() => setExpanded(!expanded)} sx={{ alignSelf: 'flex-start' }} aria-expanded={expanded}>
          {expanded ? `Show fewer ${noun}` : `Show all ${listed.length} ${noun}`}
        </Button>
      ) : null}
    </FormGroup>
  );
}

const toggle = (list: string[], value: string, checked: boolean) =>
  checked ? [...new Set([...list, value])] : list.filter((item) => item !== value);

/** The search's filters, each with the facet counts of the current results (GET /tenders/filter-search). */
export function SearchFilters({ criteria, facets, facetsAreEstimates, onChange, onClear }: SearchFiltersProps) {
  const [buyer, setBuyer] = useState(criteria.buyer);
  const [buyerError, setBuyerError] = useState<string | null>(null);
  useEffect(() => setBuyer(criteria.buyer), [criteria.buyer]);

  const applyBuyer = () => {
    const value = buyer.trim();
    if (value.length === 1) return setBuyerError('Type at least 2 characters of the buyer’s name.');
    setBuyerError(null);
    if (value !== criteria.buyer) onChange({ buyer: value });
  };

  const published = facets?.published ?? [];
  const publishedCount = (key: string) => {
    const order = ['last-7-days', 'last-30-days', 'last-year'];
    const upTo = order.indexOf(key);
    return published
      .filter((facet) => order.indexOf(facet.value) !== -1 && order.indexOf(facet.value) <= upTo)
      .reduce((sum, facet) => sum + facet.count, 0);
  };
  const publishedChoice =
    Object.entries(PUBLISHED_BUCKETS).find(([, bucket]) => bucket.since() === criteria.publishedSince)?.[0] ??
    (criteria.publishedSince ? 'custom' : 'any');
  const closingCount = (key: string) => facets?.closing.find((facet) => facet.value === key)?.count ?? 0;
  const closingChoice =
    Object.entries(CLOSING_BUCKETS).find(([, bucket]) => {
      const range = bucket.range();
      return range.closingFrom === criteria.closingFrom && range.closingTo === criteria.closingTo;
    })?.[0] ?? (criteria.closingFrom || criteria.closingTo ? 'custom' : 'any');
  const active = activeFilterCount(criteria);

  return (
    <Stack spacing={2.5} divider={<Divider flexItem />} component="section" aria-label="Filters">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h2">
          Filters
        </Typography>
        <Button size="small" onClick={onClear} disabled={active === 0}>
          Clear all{active ? ` (${active})` : ''}
        </Button>
      </Stack>
      {facetsAreEstimates && (
        <Typography variant="body2" color="text.secondary">
          Counts are estimates for this many results.
        </Typography>
      )}

      <Section title="Status">
        <FormControlLabel
          sx={{ mr: 0 }}
          control={<Switch checked={criteria.includeAll} onChange={(event) => onChange({ includeAll: event.target.checked })} />}
          label="Include closed and awarded tenders"
        />
        {!criteria.includeAll && criteria.statuses.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            Showing open tenders only.
          </Typography>
        )}
        <FacetChecklist
          noun="statuses"
          values={facets?.status ?? []}
          selected={criteria.statuses}
          label={(facet) => statusLabel(facet.value)}
          onToggle={(value, checked) => onChange((current) => ({ statuses: toggle(current.statuses, value, checked) }))}
        />
      </Section>

      <Section title="Category (CPV)">
        <FacetChecklist
          noun="categories"
          values={facets?.cpv ?? []}
          selected={criteria.cpv}
          label={(facet) => `${facet.label ?? 'CPV'} · ${facet.value}`}
          onToggle={(value, checked) => onChange((current) => ({ cpv: toggle(current.cpv, value, checked) }))}
        />
      </Section>

      <ValueRangeFilter min={criteria.min} max={criteria.max} onChange={(range) => onChange(range)} />

      <Section title="Region">
        <FacetChecklist
          noun="regions"
          values={facets?.region ?? []}
          selected={criteria.regions}
          label={(facet) => facet.value}
          onToggle={(value, checked) => onChange((current) => ({ regions: toggle(current.regions, value, checked) }))}
        />
      </Section>

      <Section title="Buyer">
        <TextInput
          label="Buyer name contains"
          size="small"
          fullWidth
          value={buyer}
          onChange={(event) => setBuyer(event.target.value)}
          onBlur={applyBuyer}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              applyBuyer();
            }
          }}
          error={Boolean(buyerError)}
          helperText={buyerError ?? 'Press Enter to apply.'}
        />
        {(facets?.buyer.length ?? 0) > 0 && (
          <Stack
            spacing={0.25}
            sx={{ mt: 1 }}
            component="ul"
            aria-label="Top buyers in these results"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {facets!.buyer.slice(0, 5).map((facet) => (
              <li key={facet.value}>
                <Button
                  size="small"
                  color="secondary"
                  onClick={() => onChange({ buyer: facet.value })}
                  aria-pressed={criteria.buyer === facet.value}
                  sx={{ textAlign: 'left', justifyContent: 'flex-start', textTransform: 'none' }}
                >
                  {facet.value} ({count.format(facet.count)})
                </Button>
              </li>
            ))}
          </Stack>
        )}
      </Section>

      <Section title="Closing date">
        <RadioGroup
          value={closingChoice}
          onChange={(event) => {
            const key = event.target.value;
            onChange(key === 'any' ? { closingFrom: '', closingTo: '' } : (CLOSING_BUCKETS[key]?.range() ?? {}));
          }}
        >
          <FormControlLabel value="any" control={<Radio size="small" />} label="Any time" />
          {Object.entries(CLOSING_BUCKETS).map(([key, bucket]) => (
            <FormControlLabel
              key={key}
              value={key}
              control={<Radio size="small" />}
              label={`${bucket.label}${facets ? ` (${count.format(closingCount(key))})` : ''}`}
            />
          ))}
          {closingChoice === 'custom' && <FormControlLabel value="custom" control={<Radio size="small" />} label="Dates below" />}
        </RadioGroup>
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <LazyDateField
            label="Closing from"
            value={criteria.closingFrom}
            max={criteria.closingTo || undefined}
            onChange={(closingFrom) => onChange({ closingFrom })}
          />
          <LazyDateField
            label="Closing to"
            value={criteria.closingTo}
            min={criteria.closingFrom || undefined}
            onChange={(closingTo) => onChange({ closingTo })}
          />
        </Stack>
      </Section>

      <Section title="Published">
        <RadioGroup
          value={publishedChoice}
          onChange={(event) => {
            const key = event.target.value;
            onChange({ publishedSince: key === 'any' ? '' : (PUBLISHED_BUCKETS[key]?.since() ?? criteria.publishedSince) });
          }}
        >
          <FormControlLabel value="any" control={<Radio size="small" />} label="Any time" />
          {Object.entries(PUBLISHED_BUCKETS).map(([key, bucket]) => (
            <FormControlLabel
              key={key}
              value={key}
              control={<Radio size="small" />}
              label={`${bucket.label}${facets ? ` (${count.format(publishedCount(key))})` : ''}`}
            />
          ))}
          {publishedChoice === 'custom' && (
            <FormControlLabel value="custom" control={<Radio size="small" />} label={`Since ${criteria.publishedSince}`} />
          )}
        </RadioGroup>
      </Section>
    </Stack>
  );
}
