import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ConflictError, NotFoundError } from '@jointly/common/errors';
import { SavedCriteria, checkFilterTypes, criteriaFromJson, criteriaToJson, parseSearchCriteria } from '../search/search-criteria';
import type { CreateSavedSearchRequestDto, Delivery, UpdateSavedSearchRequestDto } from './saved-search.request.dto';

/** Most saved searches one account may keep. */
export const MAX_SAVED_SEARCHES = 100;

export interface SavedSearchRow {
  id: string;
  account_id: string;
  name: string;
  criteria: Record<string, unknown>;
  delivery: Delivery;
  last_matched_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface SavedSearchView {
  id: string;
  name: string;
  query: string | null;
  /** The filters as search parameters (feed them to GET /tender/search to see the results). */
  filters: Record<string, unknown>;
  delivery: Delivery;
  lastMatchedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Criteria back as the search endpoints' parameters (CPV stems padded to codes). */
export function criteriaToParams(c: SavedCriteria): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  if (c.statuses.length) params.status = c.statuses;
  if (c.includeAll) params.includeAll = true;
  if (c.cpv.length) params.cpv = c.cpv.map((stem) => stem.padEnd(8, '0'));
  if (c.regions.length) params.region = c.regions;
  if (c.buyer) params.buyer = c.buyer;
  if (c.closingFrom) params.closingFrom = c.closingFrom.toISOString();
  if (c.closingTo) params.closingTo = c.closingTo.toISOString();
  if (c.publishedSince) params.publishedSince = c.publishedSince.toISOString();
  if (c.minValue !== null) params.min = c.minValue;
  if (c.maxValue !== null) params.max = c.maxValue;
  if (c.currency) params.currency = c.currency;
  if (c.sort !== (c.keywords ? 'relevance' : 'newest')) params.sort = c.sort;
  return params;
}

export function savedSearchView(row: SavedSearchRow): SavedSearchView {
  const criteria = criteriaFromJson(row.criteria);
  return {
    id: row.id,
    name: row.name,
    query: criteria.keywords,
    filters: criteriaToParams(criteria),
    delivery: row.delivery,
    lastMatchedAt: row.last_matched_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The criteria of a query and filters; `sent` filters (the client's, not regenerated ones) are type-checked first. */
function criteriaOf(query: string | undefined, filters: Record<string, unknown> | undefined, sent = true): SavedCriteria {
  if (filters && sent) checkFilterTypes(filters);
  const raw: Record<string, unknown> = { ...(filters ?? {}) };
  if (query !== undefined) raw.query = query;
  const { page: _page, limit: _limit, ...criteria } = parseSearchCriteria(raw, { paging: false, aliases: false });
  return criteria;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A user's saved searches; every read and write is scoped to the owner (someone else's search is a 404). */
@Injectable()
export class SavedSearches {
  constructor(@InjectDataSource('tenders') private readonly dataSource: DataSource) {}

  async create(accountId: string, dto: CreateSavedSearchRequestDto): Promise<SavedSearchView> {
    const criteria = criteriaOf(dto.query, dto.filters);
    const [{ count }] = (await this.dataSource.query('SELECT count(*)::int AS count FROM tenders.saved_search WHERE account_id = $1', [
      accountId,
    ])) as Array<{
      count: number;
    }>;
    if (count >= MAX_SAVED_SEARCHES) {
      throw new ConflictError(
        `You already have ${MAX_SAVED_SEARCHES} saved searches; delete one before saving another.`,
        'SAVED_SEARCH.LIMIT_REACHED',
      );
    }
    const [row] = (await this.dataSource.query(
      'INSERT INTO tenders.saved_search (account_id, name, criteria, delivery) VALUES ($1, $2, $3, $4) RETURNING *',
      [accountId, dto.name.trim(), JSON.stringify(criteriaToJson(criteria)), dto.delivery ?? 'instant'],
    )) as SavedSearchRow[];
    return savedSearchView(row);
  }

  async list(accountId: string): Promise<SavedSearchView[]> {
    const rows = (await this.dataSource.query('SELECT * FROM tenders.saved_search WHERE account_id = $1 ORDER BY created_at DESC, id', [
      accountId,
    ])) as SavedSearchRow[];
    return rows.map(savedSearchView);
  }

  async get(accountId: string, id: string): Promise<SavedSearchRow> {
    const rows = UUID.test(id)
      ? ((await this.dataSource.query('SELECT * FROM tenders.saved_search WHERE id = $1 AND account_id = $2', [
          id,
          accountId,
        ])) as SavedSearchRow[])
      : [];
    if (!rows[0]) throw new NotFoundError(`You have no saved search with id ${id}.`, 'SAVED_SEARCH.NOT_FOUND');
    return rows[0];
  }

  async update(accountId: string, id: string, dto: UpdateSavedSearchRequestDto): Promise<SavedSearchView> {
    const current = await this.get(accountId, id);
    let criteria = criteriaFromJson(current.criteria);
    if (dto.query !== undefined || dto.filters !== undefined) {
      criteria = criteriaOf(
        dto.query ?? criteria.keywords ?? undefined,
        dto.filters ?? criteriaToParams(criteria),
        dto.filters !== undefined,
      );
    }
    // TypeORM answers an UPDATE with [rows, rowCount].
    const [[row]] = (await this.dataSource.query(
      `UPDATE tenders.saved_search SET name = $3, criteria = $4, delivery = $5, updated_at = now() WHERE id = $1 AND account_id = $2 RETURNING *`,
      [id, accountId, dto.name?.trim() ?? current.name, JSON.stringify(criteriaToJson(criteria)), dto.delivery ?? current.delivery],
    )) as [SavedSearchRow[], number];
    return savedSearchView(row);
  }

  async remove(accountId: string, id: string): Promise<void> {
    await this.get(accountId, id);
    await this.dataSource.query('DELETE FROM tenders.saved_search WHERE id = $1 AND account_id = $2', [id, accountId]);
  }
}
