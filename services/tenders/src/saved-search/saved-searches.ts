import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { AuthenticatedUser } from '@jointly/common/auth';
import { transaction } from '@jointly/common/database';
import { ConflictError, NotFoundError } from '@jointly/common/errors';
import { PlanLimitChecker, type UsageCounter } from '@jointly/common/limits';
import { SavedCriteria, checkFilterTypes, criteriaFromJson, criteriaToJson, parseSearchCriteria } from '../search/search-criteria';
import type { CreateSavedSearchRequestDto, Delivery, UpdateSavedSearchRequestDto } from './saved-search.request.dto';

/** Most saved searches one account may keep. */
export const MAX_SAVED_SEARCHES = 100;

export interface SavedSearchRow {
  id: string;
  account_id: string;
  /** The owner's company when it was last saved (from the caller's current membership, never from the client). */
  company_id: string | null;
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

/** Whether a saved search sends alerts (instant or daily); `none` only keeps the search. */
export const hasAlerts = (delivery: Delivery): boolean => delivery !== 'none';

/**
 * Saved searches with alerts of a company for its plan limit: those saved under the company whose owner has not
 * since moved to another company (as far as the membership read model knows).
 */
export const countSavedSearchesWithAlerts: UsageCounter = async (manager, companyId) => {
  const [{ count }] = (await manager.query(
    `SELECT count(*)::int AS count FROM tenders.saved_search s
      WHERE s.company_id = $1 AND s.delivery <> 'none'
        AND NOT EXISTS (SELECT 1 FROM tenders.account_membership m WHERE m.account_id = s.account_id AND m.company_id IS DISTINCT FROM $1)`,
    [companyId],
  )) as Array<{ count: number }>;
  return count;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A user's saved searches; every read and write is scoped to the owner (someone else's search is a 404). */
@Injectable()
export class SavedSearches {
  constructor(
    @InjectDataSource('tenders') private readonly dataSource: DataSource,
    private readonly limits: PlanLimitChecker,
  ) {}

  /**
   * Saves a search for the caller, under the caller's company. One with alerts counts against the company's plan limit
   * of saved searches with alerts (403 PLAN.LIMIT_REACHED beyond it); one without alerts only against the per-account
   * cap.
   */
  async create(caller: AuthenticatedUser, dto: CreateSavedSearchRequestDto): Promise<SavedSearchView> {
    const criteria = criteriaOf(dto.query, dto.filters);
    const delivery = dto.delivery ?? 'instant';
    return transaction(this.dataSource, async (manager) => {
      const [{ count }] = (await manager.query('SELECT count(*)::int AS count FROM tenders.saved_search WHERE account_id = $1', [
        caller.id,
      ])) as Array<{
        count: number;
      }>;
      if (count >= MAX_SAVED_SEARCHES) {
        throw new ConflictError(
          `You already have ${MAX_SAVED_SEARCHES} saved searches; delete one before saving another.`,
          'SAVED_SEARCH.LIMIT_REACHED',
        );
      }
      if (hasAlerts(delivery)) await this.assertCanAddAlerts(manager, caller);
      const [row] = (await manager.query(
        'INSERT INTO tenders.saved_search (account_id, company_id, name, criteria, delivery) VALUES ($1, $2, $3, $4, $5) RETURNING *',
        [caller.id, caller.companyId, dto.name.trim(), JSON.stringify(criteriaToJson(criteria)), delivery],
      )) as SavedSearchRow[];
      return savedSearchView(row);
    });
  }

  async list(accountId: string): Promise<SavedSearchView[]> {
    const rows = (await this.dataSource.query('SELECT * FROM tenders.saved_search WHERE account_id = $1 ORDER BY created_at DESC, id', [
      accountId,
    ])) as SavedSearchRow[];
    return rows.map(savedSearchView);
  }

  async get(accountId: string, id: string, manager: EntityManager = this.dataSource.manager, forUpdate = false): Promise<SavedSearchRow> {
    const rows = UUID.test(id)
      ? ((await manager.query(`SELECT * FROM tenders.saved_search WHERE id = $1 AND account_id = $2${forUpdate ? ' FOR UPDATE' : ''}`, [
          id,
          accountId,
        ])) as SavedSearchRow[])
      : [];
    if (!rows[0]) throw new NotFoundError(`You have no saved search with id ${id}.`, 'SAVED_SEARCH.NOT_FOUND');
    return rows[0];
  }

  /**
   * Changes one of the caller's saved searches and files it under the caller's current company. Turning alerts on
   * (or bringing a search with alerts from another company) counts against the plan limit; a search that already had
   * alerts under this company keeps them whatever the plan now allows (a downgraded company keeps what it has).
   */
  async update(caller: AuthenticatedUser, id: string, dto: UpdateSavedSearchRequestDto): Promise<SavedSearchView> {
    return transaction(this.dataSource, async (manager) => {
      const current = await this.get(caller.id, id, manager, true);
      let criteria = criteriaFromJson(current.criteria);
      if (dto.query !== undefined || dto.filters !== undefined) {
        criteria = criteriaOf(
          dto.query ?? criteria.keywords ?? undefined,
          dto.filters ?? criteriaToParams(criteria),
          dto.filters !== undefined,
        );
      }
      const delivery = dto.delivery ?? current.delivery;
      const addsAlerts =
        hasAlerts(delivery) && (!hasAlerts(current.delivery) || (current.company_id !== null && current.company_id !== caller.companyId));
      if (addsAlerts) await this.assertCanAddAlerts(manager, caller);
      // TypeORM answers an UPDATE with [rows, rowCount].
      const [[row]] = (await manager.query(
        `UPDATE tenders.saved_search SET name = $3, criteria = $4, delivery = $5, company_id = $6, updated_at = now()
          WHERE id = $1 AND account_id = $2 RETURNING *`,
        [id, caller.id, dto.name?.trim() ?? current.name, JSON.stringify(criteriaToJson(criteria)), delivery, caller.companyId],
      )) as [SavedSearchRow[], number];
      return savedSearchView(row);
    });
  }

  /** Accounts without a company (experts) have no plan: nothing to count against. */
  private async assertCanAddAlerts(manager: EntityManager, caller: AuthenticatedUser): Promise<void> {
    if (caller.companyId) await this.limits.assertCanAdd(manager, caller.companyId, 'savedSearchAlerts', countSavedSearchesWithAlerts);
  }

  async remove(accountId: string, id: string): Promise<void> {
    await this.get(accountId, id);
    await this.dataSource.query('DELETE FROM tenders.saved_search WHERE id = $1 AND account_id = $2', [id, accountId]);
  }
}
