import { TENDER_STATUSES, type TenderStatus } from '@jointly/contracts';
import { InvalidInputError } from '@jointly/common/errors';
import { MAX_PAGE } from '@jointly/common/http';
import { CPV_DIVISIONS, cpvStem } from '../ocds/cpv/cpv';
import { normaliseRegion } from '../ocds/regions';

export const SEARCH_SORTS = ['relevance', 'closing-soonest', 'newest', 'value-high', 'value-low'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
const SORT_ALIASES: Record<string, SearchSort> = {
  closing: 'closing-soonest',
  value: 'value-high',
  'value-desc': 'value-high',
  'value-asc': 'value-low',
};

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
/**
 * Deep pages cost a scan of everything before them; 1,000 pages of 10 is far beyond what anyone reads. A page starting
 * past this many results is answered empty without reading rows (see beyondResultWindow).
 */
export const MAX_OFFSET = 10_000;

/** Whether a page starts past the first MAX_OFFSET results. */
export const beyondResultWindow = (c: Pick<SearchCriteria, 'page' | 'limit'>): boolean => (c.page - 1) * c.limit > MAX_OFFSET;
/** Spec §9: the value filter's defaults. */
export const VALUE_SEARCH_MIN = 0;
export const VALUE_SEARCH_MAX = 90_000_000;

/** A validated search: what every search endpoint and every saved search runs. */
export interface SearchCriteria {
  keywords: string | null;
  /** Explicit statuses; empty = the default (open tenders only, unless includeAll). */
  statuses: TenderStatus[];
  /** Every status and closing date (else: open tenders only, i.e. active and closing in the future or undated). */
  includeAll: boolean;
  /** CPV stems (significant digits): `85` matches every code of division 85. */
  cpv: string[];
  regions: string[];
  buyer: string | null;
  closingFrom: Date | null;
  closingTo: Date | null;
  publishedSince: Date | null;
  minValue: number | null;
  maxValue: number | null;
  currency: string | null;
  sort: SearchSort;
  page: number;
  limit: number;
}

/** The saved part of a search (no paging). */
export type SavedCriteria = Omit<SearchCriteria, 'page' | 'limit'>;

const PARAMS = {
  keywords: ['query', 'keywords', 'q', 'search'],
  statuses: ['status'],
  includeAll: ['includeAll', 'all'],
  cpv: ['cpv', 'category'],
  regions: ['region'],
  buyer: ['buyer'],
  closingFrom: ['closingFrom'],
  closingTo: ['closingTo'],
  publishedSince: ['publishedSince'],
  minValue: ['min', 'minValue'],
  maxValue: ['max', 'maxValue'],
  currency: ['currency'],
  sort: ['sort'],
  page: ['page'],
  limit: ['limit'],
} as const;
const KNOWN = new Set(Object.values(PARAMS).flat());
/** The parameters' own names, without aliases. */
const PRIMARY = new Set(Object.values(PARAMS).map((names) => names[0]));

/** How a saved search's JSON filters carry each parameter (query strings carry text only). */
export type FilterKind = 'text' | 'list' | 'boolean' | 'amount';
const KIND_OF_CRITERION: Record<Exclude<keyof typeof PARAMS, 'page' | 'limit'>, FilterKind> = {
  keywords: 'text',
  statuses: 'list',
  includeAll: 'boolean',
  cpv: 'list',
  regions: 'list',
  buyer: 'text',
  closingFrom: 'text',
  closingTo: 'text',
  publishedSince: 'text',
  minValue: 'amount',
  maxValue: 'amount',
  currency: 'text',
  sort: 'text',
};
/** Every name a saved search's filters may use (the parameters' own names, no aliases), with how its JSON value is typed. */
export const SAVED_FILTER_KINDS: ReadonlyMap<string, FilterKind> = new Map(
  Object.entries(KIND_OF_CRITERION).map(([criterion, kind]) => [PARAMS[criterion as keyof typeof KIND_OF_CRITERION][0], kind]),
);
/** Largest amount a JSON filter may carry as a number (whole pounds; written out in full by String()). */
export const MAX_FILTER_AMOUNT = 1_000_000_000_000_000;

/**
 * The JSON types of a saved search's filters, as the document states them, before parseSearchCriteria reads their
 * values: text, a list of text (or one text), true/false (or its text), a whole amount (or its text); null is none.
 * Unknown names are left to parseSearchCriteria, which names them.
 */
export function checkFilterTypes(filters: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(filters)) {
    const kind = SAVED_FILTER_KINDS.get(name);
    if (!kind || value === null || typeof value === 'string') continue;
    const fail = (what: string) => new InvalidInputError(`filters.${name} must be ${what}.`, 'SEARCH.INVALID_PARAMETER');
    if (kind === 'text') throw fail('text');
    if (kind === 'list' && !(Array.isArray(value) && value.every((item) => typeof item === 'string'))) throw fail('a list of text');
    if (kind === 'boolean' && typeof value !== 'boolean') throw fail('true or false');
    if (kind === 'amount' && !(typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_FILTER_AMOUNT))
      throw fail(`a whole amount from 0 to ${MAX_FILTER_AMOUNT}`);
  }
}

type Raw = Record<string, unknown>;

/** The groups of names that mean one parameter (an alias beside its name): at most one of each may be sent. */
export const PARAMETER_ALIASES: ReadonlyArray<readonly string[]> = Object.values(PARAMS).filter((names) => names.length > 1);

function pick(raw: Raw, names: readonly string[]): unknown {
  for (const name of names) if (raw[name] !== undefined) return raw[name];
  return undefined;
}

/** One value: a string (the last one if the parameter was repeated). */
function single(value: unknown, name: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return single(value[value.length - 1], name);
  if (typeof value === 'object') throw new InvalidInputError(`${name} must be a single value.`, 'SEARCH.INVALID_PARAMETER');
  return String(value).trim();
}

/** A list: `x=a,b`, `x=a&x=b`, `x[0]=a&x[1]=b` or a JSON array in a body. */
function many(value: unknown, name: string): string[] {
  if (value === undefined || value === null || value === '') return [];
  const items = Array.isArray(value) ? value : typeof value === 'object' ? Object.values(value as object) : String(value).split(',');
  return items
    .map((item) => {
      if (typeof item === 'object' && item !== null)
        throw new InvalidInputError(`${name} must be a list of plain values.`, 'SEARCH.INVALID_PARAMETER');
      return String(item).trim();
    })
    .filter(Boolean);
}

function wholeNumber(value: string | undefined, name: string, fallback: number, min: number, max: number, rule: string): number {
  if (value === undefined) return fallback;
  if (!/^-?\d+$/.test(value)) throw new InvalidInputError(`${name} must be ${rule}, got "${value}".`, 'SEARCH.INVALID_PARAMETER');
  const n = Number(value);
  if (n < min || n > max) throw new InvalidInputError(`${name} must be ${rule}, got ${n}.`, 'SEARCH.INVALID_PARAMETER');
  return n;
}

function amount(value: string | undefined, name: string): number | null {
  if (value === undefined || value === '') return null;
  if (!/^\d+(\.\d+)?$/.test(value))
    throw new InvalidInputError(
      `${name} must be an amount of 0 or more (digits only, e.g. 250000), got "${value}".`,
      'SEARCH.INVALID_PARAMETER',
    );
  return Number(value);
}

/** `2026-12-31` (start of that day, UTC) or a full ISO timestamp; anything else is a 400 naming the parameter. */
export function parseDateParam(value: string | undefined, name: string, endOfDay = false): Date | null {
  if (value === undefined || value === '') return null;
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/.test(value);
  let date: Date | null = null;
  if (dateOnly) {
    const [y, m, d] = dateOnly.slice(1).map(Number);
    const candidate = new Date(Date.UTC(y, m - 1, d, endOfDay ? 23 : 0, endOfDay ? 59 : 0, endOfDay ? 59 : 0, endOfDay ? 999 : 0));
    if (candidate.getUTCFullYear() === y && candidate.getUTCMonth() === m - 1 && candidate.getUTCDate() === d) date = candidate;
  } else if (iso) {
    const candidate = new Date(value);
    if (!Number.isNaN(candidate.getTime())) date = candidate;
  }
  if (!date || date.getUTCFullYear() < 1900 || date.getUTCFullYear() > 2200) {
    throw new InvalidInputError(
      `${name} must be a date like 2026-12-31 or an ISO timestamp like 2026-12-31T12:00:00Z, got "${value}".`,
      'SEARCH.INVALID_DATE',
    );
  }
  return date;
}

function bool(value: string | undefined, name: string): boolean {
  if (value === undefined || value === '') return false;
  if (/^(true|1|yes)$/i.test(value)) return true;
  if (/^(false|0|no)$/i.test(value)) return false;
  throw new InvalidInputError(`${name} must be true or false, got "${value}".`, 'SEARCH.INVALID_PARAMETER');
}

/** `85000000`, `85000000-0`, `853`, `85` → the stem every matching code starts with. */
function cpvFilter(value: string): string {
  const match = /^(\d{2,8})(?:-\d)?$/.exec(value);
  if (!match || !CPV_DIVISIONS[match[1].slice(0, 2)]) {
    throw new InvalidInputError(
      `cpv must be CPV codes such as 85000000 or 85311000 (or their first digits, e.g. 853), got "${value}".`,
      'SEARCH.INVALID_CPV',
    );
  }
  return match[1].length === 8 ? cpvStem(match[1]) : match[1];
}

export interface ParseOptions {
  /** value-search: the value range applies with the spec's defaults (0 … 90,000,000). */
  valueRange?: boolean;
  /** Accept no paging parameters (saved searches). */
  paging?: boolean;
  /** Accept the aliases (q, all, category, minValue, …) beside the parameters' names (default true; saved searches: no). */
  aliases?: boolean;
}

/** Validates a search's parameters (query string or body) into {@link SearchCriteria}; a clear 400 otherwise. */
export function parseSearchCriteria(raw: Raw, options: ParseOptions = {}): SearchCriteria {
  const paging = options.paging ?? true;
  const known = options.aliases === false ? PRIMARY : KNOWN;
  for (const key of Object.keys(raw)) {
    if (!known.has(key as never) || (!paging && (key === 'page' || key === 'limit'))) {
      throw new InvalidInputError(
        `Unknown search parameter "${key}"; use ${Object.values(PARAMS)
          .map((names) => names[0])
          .filter((n) => paging || (n !== 'page' && n !== 'limit'))
          .join(', ')}.`,
        'SEARCH.UNKNOWN_PARAMETER',
      );
    }
  }
  for (const names of PARAMETER_ALIASES) {
    const sent = names.filter((name) => raw[name] !== undefined);
    if (sent.length > 1)
      throw new InvalidInputError(`${sent.join(' and ')} name the same search parameter; send one.`, 'SEARCH.DUPLICATE_PARAMETER');
  }
  const keywordsRaw = single(pick(raw, PARAMS.keywords), 'query');
  const keywords = keywordsRaw ? keywordsRaw.slice(0, 500) : null;
  const statuses = many(pick(raw, PARAMS.statuses), 'status').map((s) => {
    const status = s.toLowerCase();
    if (!(TENDER_STATUSES as readonly string[]).includes(status)) {
      throw new InvalidInputError(`Unknown status "${s}"; use ${TENDER_STATUSES.join(', ')}.`, 'SEARCH.INVALID_STATUS');
    }
    return status as TenderStatus;
  });
  const sortRaw = single(pick(raw, PARAMS.sort), 'sort')?.toLowerCase();
  let sort: SearchSort = keywords ? 'relevance' : 'newest';
  if (sortRaw) {
    const resolved = (SEARCH_SORTS as readonly string[]).includes(sortRaw) ? (sortRaw as SearchSort) : SORT_ALIASES[sortRaw];
    if (!resolved) throw new InvalidInputError(`Unknown sort "${sortRaw}"; use ${SEARCH_SORTS.join(', ')}.`, 'SEARCH.INVALID_SORT');
    sort = resolved === 'relevance' && !keywords ? 'newest' : resolved;
  }
  const limit = wholeNumber(
    single(pick(raw, PARAMS.limit), 'limit'),
    'limit',
    DEFAULT_PAGE_SIZE,
    1,
    MAX_PAGE_SIZE,
    `a whole number from 1 to ${MAX_PAGE_SIZE}`,
  );
  const page = wholeNumber(single(pick(raw, PARAMS.page), 'page'), 'page', 1, 1, MAX_PAGE, `a whole number from 1 to ${MAX_PAGE}`);
  let minValue = amount(single(pick(raw, PARAMS.minValue), 'min'), 'min');
  let maxValue = amount(single(pick(raw, PARAMS.maxValue), 'max'), 'max');
  if (options.valueRange) {
    minValue ??= VALUE_SEARCH_MIN;
    // The default ceiling never contradicts a floor above it: min alone above it means "from min up".
    maxValue ??= minValue > VALUE_SEARCH_MAX ? null : VALUE_SEARCH_MAX;
  }
  if (minValue !== null && maxValue !== null && minValue > maxValue) {
    throw new InvalidInputError(`min (${minValue}) must not be above max (${maxValue}).`, 'SEARCH.INVALID_RANGE');
  }
  const closingFrom = parseDateParam(single(pick(raw, PARAMS.closingFrom), 'closingFrom'), 'closingFrom');
  const closingTo = parseDateParam(single(pick(raw, PARAMS.closingTo), 'closingTo'), 'closingTo', true);
  if (closingFrom && closingTo && closingFrom > closingTo) {
    throw new InvalidInputError('closingFrom must not be after closingTo.', 'SEARCH.INVALID_RANGE');
  }
  const currency = single(pick(raw, PARAMS.currency), 'currency')?.toUpperCase() || null;
  if (currency && !/^[A-Z]{3}$/.test(currency))
    throw new InvalidInputError(`currency must be a three-letter code such as GBP, got "${currency}".`, 'SEARCH.INVALID_PARAMETER');
  const buyer = single(pick(raw, PARAMS.buyer), 'buyer')?.slice(0, 200) || null;
  if (buyer !== null && buyer.length < 2) throw new InvalidInputError('buyer must be at least 2 characters.', 'SEARCH.INVALID_PARAMETER');
  return {
    keywords,
    statuses: [...new Set(statuses)],
    includeAll: bool(single(pick(raw, PARAMS.includeAll), 'includeAll'), 'includeAll'),
    cpv: [...new Set(many(pick(raw, PARAMS.cpv), 'cpv').map(cpvFilter))],
    regions: [...new Set(many(pick(raw, PARAMS.regions), 'region').map((r) => normaliseRegion(r) ?? r))],
    buyer,
    closingFrom,
    closingTo,
    publishedSince: parseDateParam(single(pick(raw, PARAMS.publishedSince), 'publishedSince'), 'publishedSince'),
    minValue,
    maxValue,
    currency,
    sort,
    page,
    limit,
  };
}

/** Criteria as JSON (dates as ISO strings) for saved searches; {@link criteriaFromJson} reads them back. */
export function criteriaToJson(c: SavedCriteria): Record<string, unknown> {
  return {
    ...c,
    closingFrom: c.closingFrom?.toISOString() ?? null,
    closingTo: c.closingTo?.toISOString() ?? null,
    publishedSince: c.publishedSince?.toISOString() ?? null,
  };
}

export function criteriaFromJson(json: Record<string, unknown>): SavedCriteria {
  const date = (v: unknown) => (typeof v === 'string' ? new Date(v) : null);
  const c = json as unknown as SavedCriteria & Record<string, unknown>;
  return {
    keywords: c.keywords ?? null,
    statuses: c.statuses ?? [],
    includeAll: Boolean(c.includeAll),
    cpv: c.cpv ?? [],
    regions: c.regions ?? [],
    buyer: c.buyer ?? null,
    closingFrom: date(json.closingFrom),
    closingTo: date(json.closingTo),
    publishedSince: date(json.publishedSince),
    minValue: c.minValue ?? null,
    maxValue: c.maxValue ?? null,
    currency: c.currency ?? null,
    sort: c.sort ?? (c.keywords ? 'relevance' : 'newest'),
  };
}
