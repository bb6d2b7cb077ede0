import { InvalidInputError } from '@jointly/common/errors';

const bad = (name: string, what: string) => new InvalidInputError(`filter.${name} must be ${what}.`, 'REQUEST.INVALID_LIST_QUERY');

/** A filter value that must be short text (or absent). */
export function textFilter(filter: Record<string, unknown>, name: string, max = 200): string | undefined {
  const value = filter[name];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || value.length > max) throw bad(name, `text of at most ${max} characters`);
  return value;
}

/** A filter value that must be true or false (or absent). */
export function booleanFilter(filter: Record<string, unknown>, name: string): boolean | undefined {
  const value = filter[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw bad(name, 'true or false');
  return value;
}

/** react-admin's getMany: `id` as a list of UUIDs. */
export function idsFilter(filter: Record<string, unknown>): string[] | undefined {
  const value = filter.id;
  if (value === undefined) return undefined;
  const list = Array.isArray(value) ? value : [value];
  if (list.length > 500 || !list.every((v) => typeof v === 'string' && /^[0-9a-f-]{36}$/i.test(v))) throw bad('id', 'a list of ids');
  return list as string[];
}
