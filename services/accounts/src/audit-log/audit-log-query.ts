import { isISO8601, isUUID } from 'class-validator';
import { InvalidInputError } from '@jointly/common/errors';
import { parseFilter, parseRange, parseSort, type RaListParams } from '@jointly/common/http';

const invalid = (message: string) => new InvalidInputError(message, 'REQUEST.INVALID_LIST_QUERY');

export const AUDIT_SORT_FIELDS = ['at', 'action', 'service', 'resource', 'actorEmail'] as const;
export type AuditSortField = (typeof AUDIT_SORT_FIELDS)[number];

export interface AuditLogQuery {
  offset: number;
  limit: number;
  sort: { field: AuditSortField; order: 'ASC' | 'DESC' };
  filter: {
    ids?: string[];
    actorId?: string;
    resource?: string;
    resourceId?: string;
    action?: string;
    service?: string;
    from?: Date;
    to?: Date;
  };
}

function text(raw: Record<string, unknown>, key: string): string | undefined {
  const value = raw[key];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || value.length > 200) throw invalid(`filter ${key} must be a string of at most 200 characters.`);
  return value.trim() || undefined;
}

function date(raw: Record<string, unknown>, key: string): Date | undefined {
  const value = text(raw, key);
  if (value === undefined) return undefined;
  if (!isISO8601(value)) throw invalid(`filter ${key} must be a date such as 2026-11-22 or an ISO timestamp.`);
  return new Date(value);
}

/** GET /admin/audit-log: react-admin's range, sort (default at DESC) and filter; 400 with a clear message when malformed. */
export function parseAuditLogQuery(params: RaListParams): AuditLogQuery {
  const { offset, limit } = parseRange(params.range, { limit: 25, maxLimit: 500 });
  const sort = parseSort(params.sort, AUDIT_SORT_FIELDS, { field: 'at', order: 'DESC' });
  const raw = parseFilter(params.filter, ['id', 'actorId', 'resource', 'resourceId', 'action', 'service', 'from', 'to']);
  const filter: AuditLogQuery['filter'] = {};
  if (raw.id !== undefined) {
    const list = Array.isArray(raw.id) ? raw.id : [raw.id];
    if (list.length > 500 || !list.every((id) => typeof id === 'string' && isUUID(id)))
      throw invalid('filter id must be an id (UUID) or a list of at most 500 of them.');
    filter.ids = list as string[];
  }
  const actorId = text(raw, 'actorId');
  if (actorId !== undefined) {
    if (!isUUID(actorId)) throw invalid('filter actorId must be an account id (UUID).');
    filter.actorId = actorId;
  }
  for (const key of ['resource', 'resourceId', 'action', 'service'] as const) {
    const value = text(raw, key);
    if (value !== undefined) filter[key] = value;
  }
  const from = date(raw, 'from');
  const to = date(raw, 'to');
  if (from && to && from > to) throw invalid('filter from must not be after to.');
  if (from) filter.from = from;
  if (to) filter.to = to;
  return { offset, limit, sort, filter };
}
