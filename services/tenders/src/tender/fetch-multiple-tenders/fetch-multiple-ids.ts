import { InvalidInputError } from '@jointly/common/errors';

/** Most ids one fetch-multiple call may ask for. */
export const MAX_FETCH_IDS = 200;

/** A tender id as fetch-multiple takes it: a UUID or an OCDS ocid. */
export const TENDER_ID_PATTERN = '^[A-Za-z0-9_.:/-]{1,200}$';
const TENDER_ID = { type: 'string', pattern: TENDER_ID_PATTERN, example: 'ocds-b5fd17-0000581860' };
const INDEXED_ID_KEY = /^ids?\[(\d*)\]$/;

/**
 * The body of fetch-multiple as the document states it (a JSON object, or the same fields as a form): `id` (or `ids`)
 * a list of ids, or `id[0]`, `id[1]`, … one id each. The server reads exactly that: an unknown field, a value that is
 * not an id string, or an empty list is a 400 naming it.
 */
export const FETCH_MULTIPLE_BODY_SCHEMA = {
  oneOf: [
    ...['id', 'ids'].map((name) => ({
      type: 'object',
      required: [name],
      // A form's single `id=…` arrives as one string: taken as a list of one.
      properties: { [name]: { oneOf: [{ type: 'array', items: TENDER_ID, minItems: 1, maxItems: MAX_FETCH_IDS }, TENDER_ID] } },
      additionalProperties: false,
    })),
    {
      type: 'object',
      minProperties: 1,
      maxProperties: MAX_FETCH_IDS,
      patternProperties: { '^ids?\\[\\d*\\]$': TENDER_ID },
      additionalProperties: false,
    },
  ],
  example: { 'id[0]': '3f0c4e9a-2b1d-4c8e-9f3a-5d6e7f8a9b0c', 'id[1]': 'ocds-b5fd17-0000581860' },
};

/** The ids of a fetch-multiple body (see FETCH_MULTIPLE_BODY_SCHEMA), in order; an empty body names none. */
export function idsFromBody(body: unknown): string[] {
  if (body === undefined || body === null) return [];
  if (typeof body !== 'object' || Array.isArray(body))
    throw new InvalidInputError(
      'The body must be an object of id fields: { "id[0]": …, "id[1]": … } or { "id": [ … ] }.',
      'TENDER.BAD_BODY',
    );
  const bad = (field: string, what: string) =>
    new InvalidInputError(`${field} must be ${what} (a tender id or ocid: letters, digits and _ . : / -).`, 'TENDER.BAD_ID');
  const isId = (value: unknown): value is string => typeof value === 'string' && new RegExp(TENDER_ID_PATTERN).test(value);
  const listed: string[] = [];
  const indexed: Array<[number, string]> = [];
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    const index = INDEXED_ID_KEY.exec(key);
    if (key === 'id' || key === 'ids') {
      // A form's `id[0]=a&id[1]=b` arrives here as the list (qs), one `id=a` as a string.
      const items = typeof value === 'string' ? [value] : value;
      if (!Array.isArray(items) || items.length === 0 || !items.every(isId)) throw bad(key, 'a non-empty list of ids');
      listed.push(...items);
    } else if (index) {
      if (!isId(value)) throw bad(key, 'one id');
      indexed.push([Number(index[1] || 0), value]);
    } else {
      throw new InvalidInputError(
        `Unknown field "${key}"; send the tender ids as id[0], id[1], … or as an id list.`,
        'TENDER.UNKNOWN_FIELD',
      );
    }
  }
  return [...listed, ...indexed.sort((a, b) => a[0] - b[0]).map(([, id]) => id)];
}

/**
 * The ids of a fetch-multiple call in the query (`id[0]=…`, `id=…`, qs-parsed `id` arrays and objects), which the
 * document leaves out (the body is the documented place) but older clients use.
 */
export function idsFrom(...sources: unknown[]): string[] {
  const out: string[] = [];
  const take = (v: unknown) => {
    if (v === undefined || v === null || v === '') return;
    if (Array.isArray(v)) return v.forEach(take);
    if (typeof v === 'object') return Object.values(v as object).forEach(take);
    out.push(String(v).trim());
  };
  for (const source of sources) {
    if (!source || typeof source !== 'object') continue;
    const record = source as Record<string, unknown>;
    take(record.id);
    take(record.ids);
    const indexed = Object.keys(record)
      .map((key) => INDEXED_ID_KEY.exec(key))
      .filter((m): m is RegExpExecArray => m !== null)
      .sort((a, b) => Number(a[1] || 0) - Number(b[1] || 0));
    for (const m of indexed) take(record[m[0]]);
  }
  return out.filter(Boolean);
}
