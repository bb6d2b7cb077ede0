import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { OptionalAuth, Roles } from '@jointly/common/auth';
import { InvalidInputError, NotFoundError } from '@jointly/common/errors';
import { MAX_PAGE_SIZE } from '../search/search-criteria';
import { TenderDocumentStorage } from './document-storage';
import { TenderNotFoundError } from './tender.errors';
import { TenderRepository } from './tender.repository';
import { tenderDetailView, tenderListView } from './tender.views';

/** Most ids one fetch-multiple call may ask for. */
export const MAX_FETCH_IDS = 200;

/**
 * The ids of a fetch-multiple call, wherever they come: `id[0]=…` form or query fields, `{ "id[0]": … }` or
 * `{ id: [...] }` / `{ ids: [...] }` JSON, or qs-parsed `id` arrays and objects.
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
      .map((key) => /^ids?\[(\d*)\]$/.exec(key))
      .filter((m): m is RegExpExecArray => m !== null)
      .sort((a, b) => Number(a[1] || 0) - Number(b[1] || 0));
    for (const m of indexed) take(record[m[0]]);
  }
  return [...new Set(out.filter(Boolean))];
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
  @ApiBody({ schema: { type: 'object', example: { 'id[0]': '3f0c…', 'id[1]': 'ocds-b5fd17-…' } } })
  async fetchMultiple(@Body() body: unknown, @Query() query: Record<string, unknown>) {
    const ids = idsFrom(body, query);
    if (ids.length === 0)
      throw new InvalidInputError('Send the tender ids as id[0], id[1], … (form or JSON body, or query).', 'TENDER.NO_IDS');
    if (ids.length > MAX_FETCH_IDS)
      throw new InvalidInputError(`At most ${MAX_FETCH_IDS} tenders can be fetched at once; got ${ids.length}.`, 'TENDER.TOO_MANY_IDS');
    const bad = ids.find((id) => id.length > 200 || !/^[\w.:/-]+$/.test(id));
    if (bad) throw new InvalidInputError(`"${bad.slice(0, 60)}" is not a tender id.`, 'TENDER.BAD_ID');
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
