import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { allEnumsQuery } from '@/features/account/api/enums';
import { getAllPartners, searchPartners } from '@/features/partners/api/partners';
import type { CompanyProfile as Partner, EnumsResponse, PartnerSearchResult as PartnerSearchPage } from '@jointly/contracts';

type PartnerSearchResult = PartnerSearchPage<Partner>;

export const DIRECTORY_PAGE_SIZE = 10;

const offlineMessage = (message: string) =>
  typeof navigator !== 'undefined' && navigator.onLine === false ? 'You are offline. Reconnect, then try again.' : message;

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);
const list = (value: unknown) => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

function PartnerCard({ partner, enums }: { partner: Partner; enums?: EnumsResponse }) {
  const name = text(partner.companyName) ?? text(partner.company) ?? 'Unnamed company';
  const categoryLabel = (id: string) => enums?.serviceCategories.find((c) => c.id === id)?.label ?? id;
  const website = text(partner.website);
  const safeWebsite = website && /^https?:\/\//i.test(website) ? website : null;
  return (
    <Paper component="article" variant="outlined" sx={{ p: 2 }} aria-labelledby={`partner-${partner.id}`}>
      <Typography id={`partner-${partner.id}`} variant="h6" component="h3">
        {name}
      </Typography>
      {text(partner.sector) && (
        <Typography variant="body2" color="text.secondary">
          {String(partner.sector)}
        </Typography>
      )}
      {text(partner.description) && <Typography sx={{ mt: 1 }}>{String(partner.description)}</Typography>}
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
        {list(partner.regions).map((region) => (
          <Chip key={`r-${region}`} size="small" label={region} variant="outlined" />
        ))}
        {list(partner.serviceCategories).map((id) => (
          <Chip key={`c-${id}`} size="small" label={categoryLabel(id)} color="primary" variant="outlined" />
        ))}
      </Stack>
      {safeWebsite && (
        <Link href={safeWebsite} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-block', mt: 1 }}>
          {safeWebsite.replace(/^https?:\/\//i, '')}
        </Link>
      )}
    </Paper>
  );
}

/** Every verified partner, A–Z, in one list (GET /partner/all). */
function AllPartners({ enums }: { enums?: EnumsResponse }) {
  const all = useQuery({ queryKey: ['partners', 'all'], queryFn: getAllPartners });
  if (all.isPending) return <LoadingState label="Loading every partner…" />;
  if (all.isError)
    return (
      <ErrorState
        title="The partners could not be loaded."
        message={offlineMessage(all.error.message)}
        onRetry={() => void all.refetch()}
      />
    );
  const partners = Array.isArray(all.data) ? all.data : all.data.foundTalents;
  if (!partners.length) return <EmptyDirectory filtered={false} />;
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        All {partners.length} verified partner{partners.length === 1 ? '' : 's'}, A–Z
      </Typography>
      <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Partners">
        {partners.map((partner) => (
          <li key={partner.id}>
            <PartnerCard partner={partner} enums={enums} />
          </li>
        ))}
      </Stack>
    </>
  );
}

function EmptyDirectory({ filtered }: { filtered: boolean }) {
  return (
    <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
      <Typography variant="h6" component="p" sx={{ mb: 1 }}>
        {filtered ? 'No partners match this search.' : 'No verified partners yet.'}
      </Typography>
      <Typography color="text.secondary">
        {filtered
          ? 'Try fewer words, or another region or service.'
          : 'Companies appear here once the Jointly team has verified them as consortium partners.'}
      </Typography>
    </Paper>
  );
}

/**
 * /v3/dashboard/partners: the directory of verified partner companies (GET /partner/search with words, region and
 * service, 10 a page; GET /partner/all for the whole list A–Z). The search lives in the URL, so it can be shared.
 */
export default function PartnerDirectoryScreen() {
  const [params, setParams] = useSearchParams();
  const query = params.get('query') ?? '';
  const region = params.get('region') ?? '';
  const serviceCategory = params.get('serviceCategory') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const showAll = params.get('all') === '1';
  const [draft, setDraft] = useState(query);
  const enums = useQuery(allEnumsQuery());
  const filter = { query: query || undefined, region: region || undefined, serviceCategory: serviceCategory || undefined };
  const search = useQuery({
    queryKey: ['partners', 'search', filter, page],
    queryFn: () => searchPartners({ ...filter, page, limit: DIRECTORY_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    enabled: !showAll,
  });

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ query: draft.trim() || null, all: null });
  };

  let body: React.ReactNode;
  if (showAll) body = <AllPartners enums={enums.data} />;
  else if (search.isPending) body = <LoadingState label="Searching partners…" />;
  else if (search.isError)
    body = (
      <ErrorState
        title="The partners could not be searched."
        message={offlineMessage(search.error.message)}
        onRetry={() => void search.refetch()}
      />
    );
  else if (!search.data.foundTalents.length) body = <EmptyDirectory filtered={Boolean(query || region || serviceCategory)} />;
  else {
    const result: PartnerSearchResult = search.data;
    body = (
      <Box aria-busy={search.isFetching}>
        <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {result.count} partner{result.count === 1 ? '' : 's'}
        </Typography>
        <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Partners">
          {result.foundTalents.map((partner) => (
            <li key={partner.id}>
              <PartnerCard partner={partner} enums={enums.data} />
            </li>
          ))}
        </Stack>
        {result.totalPages > 1 && (
          <Pagination
            sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
            count={result.totalPages}
            page={result.currentPage}
            onChange={(_, value) => update({ page: String(value) })}
            getItemAriaLabel={(type, item) => (type === 'page' ? `Page ${item}` : `Go to the ${type} page`)}
          />
        )}
      </Box>
    );
  }

  return (
    <Box sx={{ maxWidth: 1040, mx: 'auto' }}>
      <PageHeader
        title="Partner directory"
        lead="Verified companies ready to bid in consortiums. Search by what they do, where they work and the services they offer."
      />
      <Paper component="form" role="search" aria-label="Search partners" variant="outlined" onSubmit={submit} sx={{ p: 2, mb: 3 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <TextField
            label="Company, description or sector"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            fullWidth
            slotProps={{
              htmlInput: { maxLength: 200 },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon aria-hidden="true" />
                  </InputAdornment>
                ),
              },
            }}
          />
          <TextField
            select
            label="Region"
            value={region}
            onChange={(event) => update({ region: event.target.value || null, all: null })}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="">Any region</MenuItem>
            {(enums.data?.regions ?? []).map((r) => (
              <MenuItem key={r} value={r}>
                {r}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Service"
            value={serviceCategory}
            onChange={(event) => update({ serviceCategory: event.target.value || null, all: null })}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="">Any service</MenuItem>
            {(enums.data?.serviceCategories ?? []).map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.label}
              </MenuItem>
            ))}
          </TextField>
          <Button type="submit" variant="contained">
            Search
          </Button>
        </Stack>
        <Box sx={{ mt: 1.5 }}>
          {showAll ? (
            <Button size="small" onClick={() => update({ all: null })}>
              Back to the search
            </Button>
          ) : (
            <Button size="small" onClick={() => update({ all: '1', query: null, region: null, serviceCategory: null })}>
              Show every partner, A–Z
            </Button>
          )}
        </Box>
      </Paper>
      {body}
    </Box>
  );
}
