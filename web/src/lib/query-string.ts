/**
 * Query strings in the `key[0]=v` form the API expects (spec §7: id[0], consortium[0], account[0],
 * tender[0]). Nested objects become `key[sub]=v`. null/undefined values are left out.
 */
export type QueryValue = string | number | boolean | null | undefined | Date | QueryValue[] | { [key: string]: QueryValue };
export type QueryParams = Record<string, QueryValue>;

/** Keeps `[` and `]` readable (`consortium[0]=…`); everything else is percent-encoded. */
function encodeKey(key: string): string {
  return encodeURIComponent(key).replace(/%5B/gi, '[').replace(/%5D/gi, ']');
}

function append(parts: string[], key: string, value: QueryValue): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => append(parts, `${key}[${index}]`, item));
    return;
  }
  if (value instanceof Date) {
    parts.push(`${encodeKey(key)}=${encodeURIComponent(value.toISOString())}`);
    return;
  }
  if (typeof value === 'object') {
    Object.entries(value).forEach(([sub, item]) => append(parts, `${key}[${sub}]`, item));
    return;
  }
  parts.push(`${encodeKey(key)}=${encodeURIComponent(String(value))}`);
}

/** `buildQuery({ page: 1, consortium: ['c1'] })` → `page=1&consortium[0]=c1` (no leading '?'). */
export function buildQuery(params: QueryParams | undefined): string {
  if (!params) return '';
  const parts: string[] = [];
  Object.entries(params).forEach(([key, value]) => append(parts, key, value));
  return parts.join('&');
}
