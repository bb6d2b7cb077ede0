import { InvalidInputError } from '@jointly/common/errors';
import { parseFilter, parseRange, parseSort, type RaListParams } from '@jointly/common/http';
import { parseSearchCriteria, type SavedCriteria } from '../search/search-criteria';
import { isUuid } from '../tender/tender.repository';

const invalid = (message: string) => new InvalidInputError(message, 'REQUEST.INVALID_LIST_QUERY');

export const ADMIN_TENDER_SORT_FIELDS = ['title', 'closingDate', 'publishedDate', 'value', 'updatedAt'] as const;
export type AdminTenderSortField = (typeof ADMIN_TENDER_SORT_FIELDS)[number];

export const ADMIN_TENDER_FILTERS = [
  'id',
  'q',
  'status',
  'cpv',
  'region',
  'buyer',
  'closingFrom',
  'closingTo',
  'valueMin',
  'valueMax',
  'noLink',
] as const;

export interface AdminTenderListQuery {
  offset: number;
  limit: number;
  sort: { field: AdminTenderSortField; order: 'ASC' | 'DESC' };
  /** The search's own criteria (every status and date unless filtered), so `q` and the filters mean what they mean in /tender/search. */
  criteria: SavedCriteria;
  ids: string[] | null;
  noLink: boolean | null;
}

function list(name: string, value: unknown): string[] {
  const items = Array.isArray(value) ? value : [value];
  if (items.length > 100 || !items.every((v) => typeof v === 'string' || typeof v === 'number'))
    throw invalid(`filter ${name} must be a value or a list of at most 100 values.`);
  return items.map(String).filter((v) => v !== '');
}

function amount(name: string, value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const text = String(value);
  if ((typeof value !== 'number' && typeof value !== 'string') || !/^\d+(\.\d+)?$/.test(text))
    throw invalid(`filter ${name} must be an amount of 0 or more, e.g. 250000.`);
  return text;
}

function bool(name: string, value: unknown): boolean | null {
  if (value === undefined || value === null || value === '') return null;
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw invalid(`filter ${name} must be true or false.`);
}

function text(name: string, value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || value.length > 500) throw invalid(`filter ${name} must be a string of at most 500 characters.`);
  return value;
}

/**
 * GET /admin/tenders: react-admin's range, sort and filter. `q` and the filters go through the search's own
 * parameter parsing (same websearch syntax, CPV prefixes, regions, dates), over every status unless `status` is given.
 */
export function parseAdminTenderListQuery(params: RaListParams): AdminTenderListQuery {
  const { offset, limit } = parseRange(params.range, { limit: 25, maxLimit: 500 });
  const sort = parseSort(params.sort, ADMIN_TENDER_SORT_FIELDS, { field: 'updatedAt', order: 'DESC' });
  const filter = parseFilter(params.filter, ADMIN_TENDER_FILTERS);
  let ids: string[] | null = null;
  if (filter.id !== undefined && filter.id !== null) {
    ids = list('id', filter.id);
    if (!ids.every(isUuid)) throw invalid('filter id must be a tender id (UUID) or a list of them.');
  }
  const raw: Record<string, string | string[]> = { includeAll: 'true' };
  const q = text('q', filter.q);
  if (q) raw.query = q;
  for (const [name, param] of [
    ['status', 'status'],
    ['cpv', 'cpv'],
    ['region', 'region'],
  ] as const) {
    if (filter[name] !== undefined && filter[name] !== null && filter[name] !== '') raw[param] = list(name, filter[name]);
  }
  for (const name of ['buyer', 'closingFrom', 'closingTo'] as const) {
    const value = text(name, filter[name]);
    if (value) raw[name] = value;
  }
  const min = amount('valueMin', filter.valueMin);
  const max = amount('valueMax', filter.valueMax);
  if (min) raw.min = min;
  if (max) raw.max = max;
  let criteria: SavedCriteria;
  try {
    const { page: _page, limit: _limit, ...rest } = parseSearchCriteria(raw, { paging: false });
    criteria = rest;
  } catch (error) {
    if (error instanceof InvalidInputError)
      throw invalid(
        `filter: ${error.message
          .replace(/^min\b/, 'valueMin')
          .replace(/^max\b/, 'valueMax')
          .replace(/\bmin \(/, 'valueMin (')
          .replace(/\bmax \(/, 'valueMax (')}`,
      );
    throw error;
  }
  return { offset, limit, sort, criteria, ids, noLink: bool('noLink', filter.noLink) };
}
