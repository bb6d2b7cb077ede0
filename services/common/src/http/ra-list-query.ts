import { InvalidInputError } from '../errors';
import { hostileInputProblem } from './hostile-input';

/**
 * The list query of ra-data-simple-rest (react-admin): `range=[0,9]`, `sort=["field","ASC"]`, `filter={...}`, each a
 * JSON string. These helpers parse and check them and build the `Content-Range` answer header; every admin
 * resource of the console uses them.
 */
export interface RaListParams {
  range?: string;
  sort?: string;
  filter?: string;
}

function json(name: string, raw: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new InvalidInputError(`${name} must be JSON, e.g. ${EXAMPLES[name]}.`, 'REQUEST.INVALID_LIST_QUERY');
  }
  // `"\u0000"` inside the JSON becomes a NUL only now, after the edge check of the raw query.
  const problem = hostileInputProblem(name, value);
  if (problem) throw new InvalidInputError(`Invalid input: ${problem}.`, 'REQUEST.INVALID_LIST_QUERY');
  return value;
}

/** The largest row offset a range may start at (far beyond any list; keeps OFFSET within PostgreSQL's bigint). */
export const RA_MAX_OFFSET = 1_000_000_000;

const EXAMPLES: Record<string, string> = { range: '[0,9]', sort: '["createdAt","DESC"]', filter: '{"status":"pending"}' };

/** `[start, end]` (inclusive) → offset and limit; at most `maxLimit` rows. */
export function parseRange(raw: string | undefined, defaults: { limit: number; maxLimit: number }): { offset: number; limit: number } {
  if (raw === undefined || raw === '') return { offset: 0, limit: defaults.limit };
  const value = json('range', raw);
  if (
    !Array.isArray(value) ||
    value.length !== 2 ||
    !value.every((n) => Number.isSafeInteger(n) && n >= 0 && n <= RA_MAX_OFFSET) ||
    (value[1] as number) < (value[0] as number)
  ) {
    throw new InvalidInputError(
      `range must be [start, end] with whole numbers 0 ≤ start ≤ end ≤ ${RA_MAX_OFFSET}, e.g. [0,9].`,
      'REQUEST.INVALID_LIST_QUERY',
    );
  }
  const [start, end] = value as [number, number];
  const limit = end - start + 1;
  if (limit > defaults.maxLimit)
    throw new InvalidInputError(`range may cover at most ${defaults.maxLimit} rows.`, 'REQUEST.INVALID_LIST_QUERY');
  return { offset: start, limit };
}

/** `["field","ASC"|"DESC"]` with a field from `fields`. */
export function parseSort<F extends string>(
  raw: string | undefined,
  fields: readonly F[],
  fallback: { field: F; order: 'ASC' | 'DESC' },
): { field: F; order: 'ASC' | 'DESC' } {
  if (raw === undefined || raw === '') return fallback;
  const value = json('sort', raw);
  if (!Array.isArray(value) || value.length !== 2 || typeof value[0] !== 'string' || typeof value[1] !== 'string') {
    throw new InvalidInputError('sort must be ["field","ASC"] or ["field","DESC"].', 'REQUEST.INVALID_LIST_QUERY');
  }
  const [field, rawOrder] = value as [string, string];
  if (!(fields as readonly string[]).includes(field)) {
    throw new InvalidInputError(`sort field must be one of ${fields.join(', ')}.`, 'REQUEST.INVALID_LIST_QUERY');
  }
  const order = rawOrder.toUpperCase();
  if (order !== 'ASC' && order !== 'DESC') throw new InvalidInputError('sort order must be ASC or DESC.', 'REQUEST.INVALID_LIST_QUERY');
  return { field: field as F, order };
}

/** `{...}` whose keys are all in `allowed`. */
export function parseFilter(raw: string | undefined, allowed: readonly string[]): Record<string, unknown> {
  if (raw === undefined || raw === '') return {};
  const value = json('filter', raw);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new InvalidInputError('filter must be a JSON object, e.g. {"status":"pending"}.', 'REQUEST.INVALID_LIST_QUERY');
  }
  const unknown = Object.keys(value).filter((key) => !allowed.includes(key));
  if (unknown.length) {
    throw new InvalidInputError(`Unknown filter ${unknown.join(', ')}; filter by ${allowed.join(', ')}.`, 'REQUEST.INVALID_LIST_QUERY');
  }
  return value as Record<string, unknown>;
}

/** `mail 0-9/42`; an empty window answers `mail *\/0` (RFC 9110 unsatisfied-range form). */
export function contentRange(resource: string, offset: number, count: number, total: number): string {
  return count > 0 ? `${resource} ${offset}-${offset + count - 1}/${total}` : `${resource} */${total}`;
}
