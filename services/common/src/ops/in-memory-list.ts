import { InvalidInputError } from '../errors';
import { parseFilter, parseRange, parseSort, type RaListParams } from '../http/ra-list-query';

/** How one resource held in memory is listed: sortable fields, filters and the default order. */
export interface InMemoryListSpec<T> {
  sortFields: readonly (keyof T & string)[];
  defaultSort: { field: keyof T & string; order: 'ASC' | 'DESC' };
  /** Filter name → (validated value → test of a record); `id` is always accepted (getMany). Throw a 400 for a bad value. */
  filters: Record<string, (value: unknown) => (record: T) => boolean>;
}

const invalid = (message: string) => new InvalidInputError(message, 'REQUEST.INVALID_LIST_QUERY');

/** Filter value as a non-empty string, else a 400 naming it. */
export function filterText(name: string, value: unknown, allowed?: readonly string[]): string {
  if (typeof value !== 'string' || value.length > 200) throw invalid(`filter ${name} must be a string of at most 200 characters.`);
  if (allowed && !allowed.includes(value)) throw invalid(`filter ${name} must be one of ${allowed.join(', ')}.`);
  return value;
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

/**
 * The ra-data-simple-rest list over records already in memory (the ops resources, merged from every service):
 * filter, sort (then by id), and the window. 400 for an unknown sort field, filter or a bad range.
 */
export function listInMemory<T extends { id: string }>(
  records: T[],
  params: RaListParams,
  spec: InMemoryListSpec<T>,
): { items: T[]; total: number; offset: number } {
  const { offset, limit } = parseRange(params.range, { limit: 25, maxLimit: 1000 });
  // Every record has an id, and react-admin sorts by it unless told otherwise.
  const sort = parseSort(params.sort, ['id', ...spec.sortFields.filter((f) => f !== 'id')], spec.defaultSort);
  const filter = parseFilter(params.filter, ['id', ...Object.keys(spec.filters)]);
  let rows = records;
  for (const [name, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    if (name === 'id') {
      const ids = Array.isArray(value) ? value : [value];
      if (ids.length > 1000 || !ids.every((id) => typeof id === 'string')) throw invalid('filter id must be an id or a list of ids.');
      rows = rows.filter((r) => (ids as string[]).includes(r.id));
    } else {
      const test = spec.filters[name](value);
      rows = rows.filter(test);
    }
  }
  const direction = sort.order === 'ASC' ? 1 : -1;
  const sorted = [...rows].sort((a, b) => direction * compare(a[sort.field], b[sort.field]) || a.id.localeCompare(b.id));
  return { items: sorted.slice(offset, offset + limit), total: sorted.length, offset };
}
