import { isUUID } from 'class-validator';
import { InvalidInputError } from '@jointly/common/errors';
import { parseFilter, parseRange, parseSort, type RaListParams } from '@jointly/common/http';

export const CRITERIA_ADMIN_SORT_FIELDS = ['id', 'updatedAt', 'createdAt'] as const;
export type CriteriaAdminSortField = (typeof CRITERIA_ADMIN_SORT_FIELDS)[number];
const FILTERS = ['id', 'accountId', 'q'] as const;

/** Window, order and filters of the console's `user-criteria` and `expert-criteria` lists. */
export interface CriteriaAdminQuery {
  offset: number;
  limit: number;
  sort: { field: CriteriaAdminSortField; order: 'ASC' | 'DESC' };
  filter: { ids?: string[]; accountIds?: string[]; q?: string };
}

const invalid = (message: string) => new InvalidInputError(message, 'REQUEST.INVALID_LIST_QUERY');

function uuids(name: string, what: string, value: unknown): string[] {
  const items = Array.isArray(value) ? value : [value];
  if (items.length > 500 || !items.every((item) => typeof item === 'string' && isUUID(item)))
    throw invalid(`filter ${name} must be ${what} (UUID) or a list of at most 500 of them.`);
  return [...new Set(items as string[])];
}

/**
 * react-admin's `range`, `sort` and `filter` for the criteria resources: filters `id` (getMany), `accountId` (one
 * account or a list, as the console's user page asks) and `q` (text search); sort id, updatedAt, createdAt (default
 * updatedAt DESC). 400 with a clear message when malformed.
 */
export function parseCriteriaAdminQuery(params: RaListParams): CriteriaAdminQuery {
  const { offset, limit } = parseRange(params.range, { limit: 25, maxLimit: 500 });
  const sort = parseSort(params.sort, CRITERIA_ADMIN_SORT_FIELDS, { field: 'updatedAt', order: 'DESC' });
  const raw = parseFilter(params.filter, FILTERS);
  const filter: CriteriaAdminQuery['filter'] = {};
  if (raw.id !== undefined && raw.id !== null) filter.ids = uuids('id', 'a criteria id', raw.id);
  if (raw.accountId !== undefined && raw.accountId !== null && raw.accountId !== '')
    filter.accountIds = uuids('accountId', 'an account id', raw.accountId);
  if (raw.q !== undefined && raw.q !== null && raw.q !== '') {
    if (typeof raw.q !== 'string' || raw.q.length > 200) throw invalid('filter q must be a string of at most 200 characters.');
    const q = raw.q.trim();
    if (q) filter.q = q;
  }
  return { offset, limit, sort, filter };
}
