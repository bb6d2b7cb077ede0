import { TENDER_MAX_VALUE, TENDER_MIN_VALUE, TENDER_PAGE_SIZE } from '@/config/constants';
import type { QueryParams } from '@/lib/query-string';
import type { TenderSort } from '@jointly/contracts';

/**
 * A tender search as the screens hold it. The filters live in the page's URL (shareable, back/forward work);
 * the keywords live in the data store (spec §3/§4 "search term") and are merged in by the screen.
 */
export interface TenderCriteria {
  keywords: string;
  page: number;
  sort: TenderSort | null;
  statuses: string[];
  /** Every status and closing date (else the server shows open tenders only). */
  includeAll: boolean;
  /** CPV divisions or longer stems ('85', '8531'). */
  cpv: string[];
  regions: string[];
  buyer: string;
  closingFrom: string;
  closingTo: string;
  publishedSince: string;
  min: number | null;
  max: number | null;
}

export const SORT_OPTIONS: Array<{ value: TenderSort; label: string }> = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'closing-soonest', label: 'Closing soonest' },
  { value: 'newest', label: 'Newest' },
  { value: 'value-high', label: 'Value: highest first' },
  { value: 'value-low', label: 'Value: lowest first' },
];
const SORTS = new Set<string>(SORT_OPTIONS.map((option) => option.value));

export const emptyCriteria = (): TenderCriteria => ({
  keywords: '',
  page: 1,
  sort: null,
  statuses: [],
  includeAll: false,
  cpv: [],
  regions: [],
  buyer: '',
  closingFrom: '',
  closingTo: '',
  publishedSince: '',
  min: null,
  max: null,
});

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const list = (params: URLSearchParams, name: string) =>
  params
    .getAll(name)
    .flatMap((value) => (name === 'region' ? [value] : value.split(',')))
    .map((value) => value.trim())
    .filter(Boolean);
const amount = (raw: string | null): number | null => {
  if (raw === null || raw.trim() === '' || !/^\d+$/.test(raw.trim())) return null;
  return Math.min(TENDER_MAX_VALUE, Math.max(TENDER_MIN_VALUE, Number(raw)));
};
const dateOf = (raw: string | null) => (raw && DATE.test(raw.slice(0, 10)) ? raw.slice(0, 10) : '');

/** `85000000` → `85`, `85311000` → `85311` (the stem every code under it starts with); junk is dropped. */
export function cpvStemOf(code: string): string | null {
  const match = /^(\d{2,8})(?:-\d)?$/.exec(code.trim());
  if (!match) return null;
  const digits = match[1].replace(/0+$/, '');
  return digits.length >= 2 ? digits : match[1].slice(0, 2);
}

/** Reads the filters from the page's URL (unknown or malformed values are ignored). */
export function criteriaFromUrl(params: URLSearchParams, keywords = ''): TenderCriteria {
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  return {
    ...emptyCriteria(),
    keywords,
    page: Number.isInteger(page) && page > 0 && page <= 1000 ? page : 1,
    sort: sort && SORTS.has(sort) ? (sort as TenderSort) : null,
    statuses: list(params, 'status'),
    includeAll: params.get('includeAll') === 'true',
    cpv: list(params, 'cpv')
      .map(cpvStemOf)
      .filter((stem): stem is string => stem !== null),
    regions: list(params, 'region'),
    buyer: (params.get('buyer') ?? '').trim(),
    closingFrom: dateOf(params.get('closingFrom')),
    closingTo: dateOf(params.get('closingTo')),
    publishedSince: dateOf(params.get('publishedSince')),
    min: amount(params.get('min')),
    max: amount(params.get('max')),
  };
}

/** The filters as URL parameters (keywords stay in the data store; defaults are left out). */
export function criteriaToUrl(c: TenderCriteria): URLSearchParams {
  const params = new URLSearchParams();
  if (c.statuses.length) params.set('status', c.statuses.join(','));
  if (c.includeAll) params.set('includeAll', 'true');
  if (c.cpv.length) params.set('cpv', c.cpv.join(','));
  c.regions.forEach((region) => params.append('region', region));
  if (c.buyer) params.set('buyer', c.buyer);
  if (c.closingFrom) params.set('closingFrom', c.closingFrom);
  if (c.closingTo) params.set('closingTo', c.closingTo);
  if (c.publishedSince) params.set('publishedSince', c.publishedSince);
  if (c.min !== null) params.set('min', String(c.min));
  if (c.max !== null) params.set('max', String(c.max));
  if (c.sort) params.set('sort', c.sort);
  if (c.page > 1) params.set('page', String(c.page));
  return params;
}

/** A value range narrower than the spec's default 0 – 90,000,000 is in force. */
export function hasValueRange(c: Pick<TenderCriteria, 'min' | 'max'>): boolean {
  return (c.min !== null && c.min > TENDER_MIN_VALUE) || (c.max !== null && c.max < TENDER_MAX_VALUE);
}

/** Relevance needs keywords; without them the server's default (newest) applies. */
export function effectiveSort(c: Pick<TenderCriteria, 'sort' | 'keywords'>): TenderSort {
  if (c.sort && (c.sort !== 'relevance' || c.keywords.trim())) return c.sort;
  return c.keywords.trim() ? 'relevance' : 'newest';
}

/** The filters as the search parameters the tenders API and saved searches take (no paging). */
export function toFilterParams(c: TenderCriteria): Record<string, string | number | boolean | string[]> {
  const out: Record<string, string | number | boolean | string[]> = {};
  if (c.statuses.length) out.status = c.statuses;
  if (c.includeAll) out.includeAll = true;
  if (c.cpv.length) out.cpv = c.cpv;
  if (c.regions.length) out.region = c.regions;
  if (c.buyer.length >= 2) out.buyer = c.buyer;
  if (c.closingFrom) out.closingFrom = c.closingFrom;
  if (c.closingTo) out.closingTo = c.closingTo;
  if (c.publishedSince) out.publishedSince = c.publishedSince;
  if (hasValueRange(c)) {
    out.min = c.min ?? TENDER_MIN_VALUE;
    out.max = c.max ?? TENDER_MAX_VALUE;
  }
  const sort = effectiveSort(c);
  if (c.sort && sort === c.sort) out.sort = sort;
  return out;
}

/** The query of one result page: keywords, filters, page and the spec's page size of 10. */
export function toApiParams(c: TenderCriteria): QueryParams {
  const keywords = c.keywords.trim();
  return { ...(keywords ? { query: keywords } : {}), ...toFilterParams(c), page: c.page, limit: TENDER_PAGE_SIZE };
}

/** A saved search's query and filters (search parameters as GET /saved-search answers them) as criteria. */
export function criteriaFromSaved(query: string | null, filters: Record<string, unknown>): TenderCriteria {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) value.forEach((item) => params.append(key, String(item)));
    else params.set(key, String(value));
  }
  return criteriaFromUrl(params, query ?? '');
}

/** How many filters are set (for the "Filters (3)" button and the clear action). */
export function activeFilterCount(c: TenderCriteria): number {
  return (
    c.statuses.length +
    (c.includeAll ? 1 : 0) +
    c.cpv.length +
    c.regions.length +
    (c.buyer ? 1 : 0) +
    (c.closingFrom || c.closingTo ? 1 : 0) +
    (c.publishedSince ? 1 : 0) +
    (hasValueRange(c) ? 1 : 0)
  );
}
