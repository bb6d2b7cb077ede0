import { InvalidInputError } from '@jointly/common/errors';
import { isUuid, parseFilter, parseRange, parseSort, type RaListParams } from '@jointly/common/http';

const invalid = (message: string) => new InvalidInputError(message, 'REQUEST.INVALID_LIST_QUERY');

export const ADMIN_CONSORTIUM_SORT_FIELDS = [
  'id',
  'name',
  'createdAt',
  'memberCount',
  'pendingRequests',
  'bidCount',
  'leadCompanyName',
] as const;
export type AdminConsortiumSortField = (typeof ADMIN_CONSORTIUM_SORT_FIELDS)[number];
export const ADMIN_CONSORTIUM_FILTERS = ['id', 'q', 'companyId', 'createdFrom', 'createdTo'] as const;

export interface AdminConsortiumListQuery {
  offset: number;
  limit: number;
  sort: { field: AdminConsortiumSortField; order: 'ASC' | 'DESC' };
  ids: string[] | null;
  q: string | null;
  companyId: string | null;
  createdFrom: Date | null;
  /** Exclusive upper bound: a date-only `createdTo` covers that whole day (UTC). */
  createdBefore: Date | null;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const ISO = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

function date(name: string, value: unknown): { at: Date; dateOnly: boolean } | null {
  if (value === undefined || value === null || value === '') return null;
  const at = typeof value === 'string' && ISO.test(value) ? new Date(value) : null;
  if (!at || Number.isNaN(at.getTime())) throw invalid(`filter ${name} must be an ISO date, e.g. 2026-01-31 or 2026-01-31T12:00:00Z.`);
  return { at, dateOnly: DATE_ONLY.test(value as string) };
}

/** GET /admin/consortiums: react-admin's range, sort and filter (q, companyId, createdFrom, createdTo, id). */
export function parseAdminConsortiumListQuery(params: RaListParams): AdminConsortiumListQuery {
  const { offset, limit } = parseRange(params.range, { limit: 25, maxLimit: 500 });
  const sort = parseSort(params.sort, ADMIN_CONSORTIUM_SORT_FIELDS, { field: 'createdAt', order: 'DESC' });
  const filter = parseFilter(params.filter, ADMIN_CONSORTIUM_FILTERS);
  let ids: string[] | null = null;
  if (filter.id !== undefined && filter.id !== null) {
    const list = Array.isArray(filter.id) ? filter.id : [filter.id];
    if (list.length > 500 || !list.every(isUuid))
      throw invalid('filter id must be a consortium id (UUID) or a list of at most 500 of them.');
    ids = list;
  }
  let q: string | null = null;
  if (filter.q !== undefined && filter.q !== null && filter.q !== '') {
    if (typeof filter.q !== 'string' || filter.q.length > 200) throw invalid('filter q must be text of at most 200 characters.');
    q = filter.q.trim() || null;
  }
  let companyId: string | null = null;
  if (filter.companyId !== undefined && filter.companyId !== null && filter.companyId !== '') {
    if (!isUuid(filter.companyId)) throw invalid('filter companyId must be a company id (UUID).');
    companyId = filter.companyId;
  }
  const from = date('createdFrom', filter.createdFrom);
  const to = date('createdTo', filter.createdTo);
  const createdBefore = to ? new Date(to.at.getTime() + (to.dateOnly ? 86_400_000 : 1)) : null;
  if (from && createdBefore && from.at >= createdBefore) throw invalid('filter createdFrom must be before createdTo.');
  return { offset, limit, sort, ids, q, companyId, createdFrom: from?.at ?? null, createdBefore };
}
