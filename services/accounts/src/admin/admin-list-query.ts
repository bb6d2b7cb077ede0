import { isISO8601, isUUID } from 'class-validator';
import { ACCOUNT_TYPES } from '@jointly/contracts';
import { InvalidInputError } from '@jointly/common/errors';
import { parseFilter, parseRange, parseSort, type RaListParams } from '@jointly/common/http';
import type { PartnerVerification } from '../partner/partner.entity';

const invalid = (message: string) => new InvalidInputError(message, 'REQUEST.INVALID_LIST_QUERY');

function text(filter: Record<string, unknown>, key: string): string | undefined {
  const value = filter[key];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || value.length > 200) throw invalid(`filter ${key} must be a string of at most 200 characters.`);
  return value.trim() || undefined;
}

function ids(filter: Record<string, unknown>): string[] | undefined {
  if (filter.id === undefined) return undefined;
  const list = Array.isArray(filter.id) ? filter.id : [filter.id];
  if (list.length > 500 || !list.every((id) => typeof id === 'string' && isUUID(id)))
    throw invalid('filter id must be an id (UUID) or a list of at most 500 of them.');
  return list as string[];
}

function date(filter: Record<string, unknown>, key: string): Date | undefined {
  const value = text(filter, key);
  if (value === undefined) return undefined;
  if (!isISO8601(value)) throw invalid(`filter ${key} must be a date such as 2026-11-22.`);
  return new Date(value);
}

export const USER_SORT_FIELDS = ['id', 'createdAt', 'email', 'name', 'accountType', 'status'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

export interface UserListQuery {
  offset: number;
  limit: number;
  sort: { field: UserSortField; order: 'ASC' | 'DESC' };
  filter: {
    ids?: string[];
    q?: string;
    accountType?: string;
    verified?: boolean;
    status?: 'active' | 'suspended';
    createdFrom?: Date;
    createdTo?: Date;
  };
}

/** GET /admin/users: react-admin's range, sort and filter; 400 with a clear message when malformed. */
export function parseUserListQuery(params: RaListParams): UserListQuery {
  const { offset, limit } = parseRange(params.range, { limit: 25, maxLimit: 500 });
  const sort = parseSort(params.sort, USER_SORT_FIELDS, { field: 'createdAt', order: 'DESC' });
  const raw = parseFilter(params.filter, ['id', 'q', 'accountType', 'verified', 'status', 'createdFrom', 'createdTo']);
  const filter: UserListQuery['filter'] = {};
  const idList = ids(raw);
  if (idList) filter.ids = idList;
  const q = text(raw, 'q');
  if (q) filter.q = q;
  const accountType = text(raw, 'accountType');
  if (accountType !== undefined) {
    if (!(ACCOUNT_TYPES as readonly string[]).includes(accountType))
      throw invalid(`filter accountType must be one of ${ACCOUNT_TYPES.join(', ')}.`);
    filter.accountType = accountType;
  }
  if (raw.verified !== undefined && raw.verified !== null && raw.verified !== '') {
    if (raw.verified === true || raw.verified === 'true') filter.verified = true;
    else if (raw.verified === false || raw.verified === 'false') filter.verified = false;
    else throw invalid('filter verified must be true or false.');
  }
  const status = text(raw, 'status');
  if (status !== undefined) {
    if (status !== 'active' && status !== 'suspended') throw invalid('filter status must be one of active, suspended.');
    filter.status = status;
  }
  const from = date(raw, 'createdFrom');
  if (from) filter.createdFrom = from;
  const to = date(raw, 'createdTo');
  if (to) filter.createdTo = to;
  if (from && to && from > to) throw invalid('filter createdFrom must not be after createdTo.');
  return { offset, limit, sort, filter };
}

export const PARTNER_SORT_FIELDS = ['id', 'createdAt', 'companyName', 'requestedAt', 'approvedAt', 'verification'] as const;
export type PartnerSortField = (typeof PARTNER_SORT_FIELDS)[number];
const VERIFICATIONS: readonly PartnerVerification[] = ['unverified', 'requested', 'verified'];

export interface PartnerListQuery {
  offset: number;
  limit: number;
  sort: { field: PartnerSortField; order: 'ASC' | 'DESC' };
  filter: { ids?: string[]; q?: string; verification?: PartnerVerification };
}

/** GET /admin/partners: react-admin's range, sort and filter. */
export function parsePartnerListQuery(params: RaListParams): PartnerListQuery {
  const { offset, limit } = parseRange(params.range, { limit: 25, maxLimit: 500 });
  const sort = parseSort(params.sort, PARTNER_SORT_FIELDS, { field: 'createdAt', order: 'DESC' });
  const raw = parseFilter(params.filter, ['id', 'q', 'verification']);
  const filter: PartnerListQuery['filter'] = {};
  const idList = ids(raw);
  if (idList) filter.ids = idList;
  const q = text(raw, 'q');
  if (q) filter.q = q;
  const verification = text(raw, 'verification');
  if (verification !== undefined) {
    if (!(VERIFICATIONS as readonly string[]).includes(verification))
      throw invalid(`filter verification must be one of ${VERIFICATIONS.join(', ')}.`);
    filter.verification = verification as PartnerVerification;
  }
  return { offset, limit, sort, filter };
}

export const likePattern = (q: string) => `%${q.replace(/[%_\\]/g, '\\$&')}%`;
