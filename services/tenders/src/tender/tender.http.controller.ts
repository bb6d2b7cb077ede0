import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { OptionalAuth, Roles } from '@jointly/common/auth';
import { InvalidInputError, NotFoundError } from '@jointly/common/errors';
import { MAX_PAGE_SIZE } from '../search/search-criteria';
import { TenderDocumentStorage } from './document-storage';
import { TenderNotFoundError } from './tender.errors';
import { TenderRepository } from './tender.repository';
import { tenderDetailView, tenderListView } from './tender.view';

/** Most ids one fetch-multiple call may ask for. */
export const MAX_FETCH_IDS = 200;

/** A tender id as fetch-multiple takes it: a UUID or an OCDS ocid. */
const TENDER_ID_PATTERN = '^[A-Za-z0-9_.:/-]{1,200}$';
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

function positive(value: string | undefined, name: string, fallback: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > max) {
    throw new InvalidInputError(`${name} must be a whole number from 1 to ${max}, got "${value}".`, 'REQUEST.INVALID_PAGING');
  }
  return Number(value);
}

@ApiTags('tenders')
@Controller('tender')
export class TenderController {
  constructor(
    private readonly tenders: TenderRepository,
    private readonly storage: TenderDocumentStorage,
  ) {}

  @Get('view/:id')
  @OptionalAuth()
  @ApiOperation({ summary: 'One tender with everything known about it (by id or ocid)' })
  async view(@Param('id') id: string) {
    const row = await this.tenders.findByIdOrOcid(id);
    if (!row) throw new TenderNotFoundError(id);
    return tenderDetailView(row, await this.tenders.documentsOf(row.id));
  }

  @Post('fetch-multiple')
  @OptionalAuth()
  @HttpCode(200)
  @ApiOperation({ summary: 'Several tenders by id (ids as id[0..n] in a form or JSON body, or the query); unknown ids are simply absent' })
  @ApiBody({ schema: FETCH_MULTIPLE_BODY_SCHEMA })
  async fetchMultiple(@Body() body: unknown, @Query() query: Record<string, unknown>) {
    // Counted as sent (a repeated id counts), as the document's size limits are.
    const sent = [...idsFromBody(body), ...idsFrom(query)];
    if (sent.length === 0)
      throw new InvalidInputError('Send the tender ids as id[0], id[1], … (form or JSON body, or query).', 'TENDER.NO_IDS');
    if (sent.length > MAX_FETCH_IDS)
      throw new InvalidInputError(`At most ${MAX_FETCH_IDS} tenders can be fetched at once; got ${sent.length}.`, 'TENDER.TOO_MANY_IDS');
    const bad = sent.find((id) => !new RegExp(TENDER_ID_PATTERN).test(id));
    if (bad) throw new InvalidInputError(`"${bad.slice(0, 60)}" is not a tender id.`, 'TENDER.BAD_ID');
    const ids = [...new Set(sent)];
    const rows = await this.tenders.findMany(ids);
    return { foundTenders: rows.map(tenderListView), count: rows.length };
  }

  @Get('tender-aggregate')
  @OptionalAuth()
  @ApiOperation({ summary: 'Counts by status, category (CPV division), region and value band, and open tenders closing this week' })
  aggregate() {
    return this.tenders.aggregate();
  }

  @Get('no-links')
  @Roles('admin')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Tenders without a notice link, newest first (admins)' })
  @ApiQuery({ name: 'page', required: false })
  @ApiQuery({ name: 'limit', required: false })
  async noLinks(@Query('page') pageRaw?: string, @Query('limit') limitRaw?: string) {
    const page = positive(pageRaw, 'page', 1, 1_000_000);
    const limit = positive(limitRaw, 'limit', 10, MAX_PAGE_SIZE);
    const { rows, count } = await this.tenders.withoutNoticeLink(page, limit);
    return { foundTenders: rows.map(tenderListView), count, currentPage: page, totalPages: Math.ceil(count / limit) };
  }

  @Get('document/:id')
  @OptionalAuth()
  @ApiOperation({ summary: 'Download a document an admin attached to a tender' })
  async document(@Param('id') id: string, @Res() reply: FastifyReply) {
    const doc = await this.tenders.findDocument(id);
    if (!doc) throw new NotFoundError(`No tender document with id ${id}.`, 'TENDER.DOCUMENT_NOT_FOUND');
    return reply
      .header('content-type', doc.mime_type)
      .header('content-length', String(doc.size_bytes))
      .header('content-disposition', `attachment; filename="${doc.file_name.replace(/"/g, '')}"`)
      .header('x-content-type-options', 'nosniff')
      .send(this.storage.stream(doc.storage_key));
  }
}
