import { InvalidInputError, NotFoundError } from '@jointly/common/errors';
import { MAX_PAGE } from '@jointly/common/http';
import { MAX_PAGE_SIZE, parseDateParam } from '../search/search-criteria';

export interface ContentQuery {
  keywords: string | null;
  page: number;
  limit: number;
  raw: Record<string, string | undefined>;
}

const one = (value: unknown, name: string): string | undefined => {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return one(value[value.length - 1], name);
  if (typeof value === 'object') throw new InvalidInputError(`${name} must be a single value.`, 'CONTENT.INVALID_PARAMETER');
  return String(value).trim();
};

function wholeNumber(value: string | undefined, name: string, fallback: number, max: number): number {
  // Present but empty (`page=`) is refused like any other non-number, as the DTO-validated lists do.
  if (value === undefined) return fallback;
  if (!/^-?\d+$/.test(value) || Number(value) < 1 || Number(value) > max) {
    throw new InvalidInputError(
      `${name} must be a whole number from 1${max < Number.MAX_SAFE_INTEGER ? ` to ${max}` : ' or more'}, got "${value}".`,
      'CONTENT.INVALID_PARAMETER',
    );
  }
  return Number(value);
}

/** Paging (page from 1, limit 1–100, default 10 as spec §9) and keywords for the content searches; other names are refused. */
export function parseContentQuery(raw: Record<string, unknown>, extra: string[] = []): ContentQuery {
  const allowed = new Set(['query', 'q', 'keywords', 'page', 'limit', ...extra]);
  for (const key of Object.keys(raw)) {
    if (!allowed.has(key))
      throw new InvalidInputError(
        `Unknown parameter "${key}"; use ${[...allowed].filter((k) => k !== 'q' && k !== 'keywords').join(', ')}.`,
        'CONTENT.UNKNOWN_PARAMETER',
      );
  }
  const values: Record<string, string | undefined> = {};
  for (const key of Object.keys(raw)) values[key] = one(raw[key], key);
  const keywords = (values.query ?? values.q ?? values.keywords)?.slice(0, 300) || null;
  return {
    keywords,
    page: wholeNumber(values.page, 'page', 1, MAX_PAGE),
    limit: wholeNumber(values.limit, 'limit', 10, MAX_PAGE_SIZE),
    raw: values,
  };
}

export function optionalBoolean(value: string | undefined, name: string): boolean | null {
  if (value === undefined || value === '') return null;
  if (/^(true|1|yes)$/i.test(value)) return true;
  if (/^(false|0|no)$/i.test(value)) return false;
  throw new InvalidInputError(`${name} must be true or false, got "${value}".`, 'CONTENT.INVALID_PARAMETER');
}

export const optionalDate = (value: string | undefined, name: string) => parseDateParam(value, name);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** 404 for a malformed or unknown id, with the kind of thing in the message. */
export function requireFound<T>(row: T | undefined, what: string, id: string): T {
  if (!row) throw new NotFoundError(`No ${what} with id ${id}.`, `${what.toUpperCase()}.NOT_FOUND`);
  return row;
}

export const isUuidParam = (id: string) => UUID.test(id);

/** `SET a = $n, …` for the fields present in a partial update (names mapped to columns); null when nothing changes. */
export function assignments(
  dto: Record<string, unknown>,
  columns: Record<string, string>,
  startAt = 2,
): { sql: string; values: unknown[] } | null {
  const parts: string[] = [];
  const values: unknown[] = [];
  for (const [field, column] of Object.entries(columns)) {
    if (dto[field] === undefined) continue;
    values.push(dto[field]);
    parts.push(`${column} = $${startAt + values.length - 1}`);
  }
  return parts.length ? { sql: parts.join(', '), values } : null;
}
