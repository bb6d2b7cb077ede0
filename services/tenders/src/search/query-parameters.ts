import { applyDecorators } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import { TENDER_STATUSES } from '@jointly/contracts';
import { MAX_PAGE } from '@jointly/common/http';
import { CPV_DIVISIONS } from '../ocds/cpv/cpv';
import { type FilterKind, MAX_FILTER_AMOUNT, MAX_PAGE_SIZE, SAVED_FILTER_KINDS, SEARCH_SORTS } from './search-criteria';

/**
 * The OpenAPI schemas of the query parameters the tender searches and the content lists parse by hand
 * (search-criteria.ts, content-query.ts): one place, beside those parsers, so the document states exactly what they
 * take. An untyped `@ApiQuery` documents `{}`, any value at all, and schema-driven clients (and schemathesis) then
 * send `page=null`, which the parser rightly refuses.
 */
export type QuerySchema = Record<string, unknown>;

/** A whole number from 1 to `max`. */
export const wholeNumberSchema = (max: number, defaultValue?: number): QuerySchema => ({
  type: 'integer',
  minimum: 1,
  maximum: max,
  ...(defaultValue === undefined ? {} : { default: defaultValue }),
});

/** true or false as the parsers read them (true/1/yes, false/0/no), or empty for the default. */
export const BOOLEAN_QUERY: QuerySchema = { type: 'string', enum: ['true', 'false', '1', '0', 'yes', 'no', ''] };

const DAY = '(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8]))';
const TIME = 'T(?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d{1,6})?)?(?:Z|[+-](?:0\\d|1[0-4]):[0-5]\\d)';
/**
 * parseDateParam's input: a day (2026-12-31) or an ISO timestamp, years 1901–2199 (the parser takes 1900–2200, but an
 * offset can move the first and last day across), or empty for none. Real calendar days only (29 February left out).
 */
export const DATE_QUERY: QuerySchema = {
  type: 'string',
  pattern: `^(?:(?:190[1-9]|19[1-9]\\d|2[01]\\d\\d)-${DAY}(?:${TIME})?)?$`,
  example: '2026-12-31',
};

/** A three-letter currency code (any case), or empty for any. */
export const CURRENCY_QUERY: QuerySchema = { type: 'string', pattern: '^(?:[A-Za-z]{3})?$', example: 'GBP' };

/** A CPV code (2–8 digits of a known division, check digit optional): a division or group matches every code under it. */
export const CPV_QUERY: QuerySchema = {
  type: 'array',
  // An empty item is no filter.
  items: { type: 'string', pattern: `^(?:(?:${Object.keys(CPV_DIVISIONS).join('|')})\\d{0,6}(?:-\\d)?)?$`, example: '85000000' },
};

/** An amount of 0 or more (digits, optional decimals), or empty for the default. */
export const AMOUNT_QUERY: QuerySchema = { type: 'string', pattern: '^(?:\\d+(?:\\.\\d+)?)?$', example: '250000' };

export const TEXT_QUERY: QuerySchema = { type: 'string' };
/** Part of a buyer name: at least 2 characters besides surrounding blanks, or blank for any buyer. */
export const BUYER_QUERY: QuerySchema = { type: 'string', pattern: '^(?:\\s*|\\s*\\S[\\s\\S]*\\S\\s*)$' };
/** Statuses; an empty item is no filter. */
export const STATUS_QUERY: QuerySchema = { type: 'array', items: { type: 'string', enum: [...TENDER_STATUSES, ''] } };
export const TEXT_LIST_QUERY: QuerySchema = { type: 'array', items: { type: 'string' } };

/** `@ApiQuery` for each `[name, schema, description?]`, optional ones (every hand-parsed parameter is). */
export function ApiQueryParameters(...parameters: Array<[name: string, schema: QuerySchema, description?: string]>): MethodDecorator {
  return applyDecorators(
    ...parameters.map(([name, schema, description]) =>
      ApiQuery({ name, required: false, schema, ...(description ? { description } : {}) }),
    ),
  );
}

/** page and limit of the content lists (announcements, events, videos): page 1–100,000, limit 1–100 (default 10). */
export const CONTENT_PAGING: Array<[string, QuerySchema, string]> = [
  ['page', wholeNumberSchema(MAX_PAGE, 1), `Page number, 1–${MAX_PAGE}`],
  ['limit', wholeNumberSchema(MAX_PAGE_SIZE, 10), `Page size, 1–${MAX_PAGE_SIZE} (default 10)`],
];

/** Each search parameter's query schema, by name: what its text must look like. */
const TEXT_OF: Record<string, QuerySchema> = {
  status: STATUS_QUERY,
  includeAll: BOOLEAN_QUERY,
  cpv: CPV_QUERY,
  region: TEXT_LIST_QUERY,
  buyer: BUYER_QUERY,
  closingFrom: DATE_QUERY,
  closingTo: DATE_QUERY,
  publishedSince: DATE_QUERY,
  min: AMOUNT_QUERY,
  max: AMOUNT_QUERY,
  currency: CURRENCY_QUERY,
  sort: { type: 'string', enum: [...SEARCH_SORTS, ''] },
};

const NONE: QuerySchema = { enum: [null] };
const jsonValue = (name: string, kind: FilterKind): QuerySchema => {
  const text = TEXT_OF[name] ?? TEXT_QUERY;
  const item = (text.items as QuerySchema | undefined) ?? text;
  switch (kind) {
    case 'text':
      return { ...text, nullable: true, ...(Array.isArray(text.enum) ? { enum: [...(text.enum as unknown[]), null] } : {}) };
    case 'list':
      return { oneOf: [{ type: 'array', items: item }, item, NONE] };
    case 'boolean':
      return { oneOf: [{ type: 'boolean' }, text, NONE] };
    case 'amount':
      return { oneOf: [{ type: 'integer', minimum: 0, maximum: MAX_FILTER_AMOUNT }, text, NONE] };
  }
};

/**
 * A saved search's `filters` (JSON): the search parameters by their own names (no aliases), each as checkFilterTypes
 * and parseSearchCriteria take it; no other names.
 */
export const SAVED_FILTERS_SCHEMA: QuerySchema = {
  type: 'object',
  nullable: true,
  properties: Object.fromEntries([...SAVED_FILTER_KINDS].map(([name, kind]) => [name, jsonValue(name, kind)])),
  additionalProperties: false,
  example: { cpv: ['85000000'], region: ['Yorkshire and the Humber'], min: 100000 },
};
