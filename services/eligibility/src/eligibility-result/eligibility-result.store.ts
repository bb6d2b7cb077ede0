import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { EligibilityBand } from '@jointly/contracts';
import { ELIGIBILITY } from '../eligibility.database';
import { OPEN_TENDER_SQL } from '../tender-summary/tender-summary.store';

type Db = DataSource | EntityManager;

/** One stored rating. */
export interface RatingRow {
  accountId: string;
  tenderId: string;
  rating: number;
}

/** A stored rating with what the dashboard shows of its tender. */
export interface RatedTender {
  tenderId: string;
  title: string;
  buyerName: string | null;
  closingDate: Date | null;
  rating: number;
  band: EligibilityBand;
  calculatedAt: Date;
}

/** (account, tender) order, the primary key's (no string building per comparison: tens of thousands of rows). */
const byKey = (a: RatingRow, b: RatingRow): number =>
  a.accountId < b.accountId ? -1 : a.accountId > b.accountId ? 1 : a.tenderId < b.tenderId ? -1 : a.tenderId > b.tenderId ? 1 : 0;

/** The SQL over `eligibility.eligibility_result` (ratings of open tenders, one per account and tender). */
@Injectable()
export class EligibilityResultStore {
  constructor(@InjectDataSource(ELIGIBILITY) private readonly dataSource: DataSource) {}

  /** tender id → stored rating, for one account. */
  async ratingsOfAccount(manager: Db, accountId: string): Promise<Map<string, number>> {
    const rows = (await manager.query(`SELECT tender_id AS id, rating FROM eligibility.eligibility_result WHERE account_id = $1`, [
      accountId,
    ])) as Array<{ id: string; rating: number }>;
    return new Map(rows.map((row) => [row.id, row.rating]));
  }

  /** account id → stored rating, for one tender. */
  async ratingsOfTender(manager: EntityManager, tenderId: string): Promise<Map<string, number>> {
    const rows = (await manager.query(`SELECT account_id AS id, rating FROM eligibility.eligibility_result WHERE tender_id = $1`, [
      tenderId,
    ])) as Array<{ id: string; rating: number }>;
    return new Map(rows.map((row) => [row.id, row.rating]));
  }

  /**
   * Writes the ratings of one account (or one tender) in one set-based statement: drops the `stale` ones (tender ids,
   * or account ids, read before the calculation and no longer rated; rows another transaction wrote meanwhile are
   * left alone) and upserts `rows` from arrays (unnest: tens of thousands of rows in one round trip). A conflicting
   * row is rewritten only when its rating or band differs (an unchanged rating keeps its row version and its
   * calculatedAt, also when another transaction stored the same value meanwhile).
   */
  async write(
    manager: EntityManager,
    scope: { accountId: string } | { tenderId: string },
    rows: Array<RatingRow & { band: string }>,
    stale: string[],
  ): Promise<void> {
    if (!stale.length && !rows.length) return;
    const [own, other] = 'accountId' in scope ? ['account_id', 'tender_id'] : ['tender_id', 'account_id'];
    // Sorted by key so that concurrent recalculations lock rows in the same order.
    const sorted = [...rows].sort(byKey);
    await manager.query(
      `WITH stale AS (
         DELETE FROM eligibility.eligibility_result WHERE ${own} = $5 AND ${other} = ANY($6::uuid[]))
       INSERT INTO eligibility.eligibility_result AS r (account_id, tender_id, rating, band, calculated_at)
       SELECT a, t, x.r, b, now() FROM unnest($1::uuid[], $2::uuid[], $3::smallint[], $4::text[]) AS x(a, t, r, b)
       ON CONFLICT (account_id, tender_id) DO UPDATE SET rating = EXCLUDED.rating, band = EXCLUDED.band, calculated_at = EXCLUDED.calculated_at
        WHERE (r.rating, r.band) IS DISTINCT FROM (EXCLUDED.rating, EXCLUDED.band)`,
      [
        sorted.map((r) => r.accountId),
        sorted.map((r) => r.tenderId),
        sorted.map((r) => r.rating),
        sorted.map((r) => r.band),
        'accountId' in scope ? scope.accountId : scope.tenderId,
        stale,
      ],
    );
  }

  /** Drops every rating of an account (it has no criteria any more). */
  async deleteForAccount(manager: EntityManager, accountId: string): Promise<void> {
    await manager.query(`DELETE FROM eligibility.eligibility_result WHERE account_id = $1`, [accountId]);
  }

  /** Drops every rating of a tender (it closed, or is no longer rated). */
  async deleteForTender(manager: EntityManager, tenderId: string): Promise<void> {
    await manager.query(`DELETE FROM eligibility.eligibility_result WHERE tender_id = $1`, [tenderId]);
  }

  /** The account's ratings of tenders still open, best first (a tender whose closing date passed drops out at once). */
  async findOpenForAccount(accountId: string, db: Db = this.dataSource): Promise<RatedTender[]> {
    return (await db.query(
      `SELECT r.tender_id AS "tenderId", s.title, s.buyer_name AS "buyerName", s.closing_date AS "closingDate", r.rating, r.band,
              r.calculated_at AS "calculatedAt"
         FROM eligibility.eligibility_result r JOIN eligibility.tender_summary s ON s.tender_id = r.tender_id
        WHERE r.account_id = $1 AND ${OPEN_TENDER_SQL}
        ORDER BY r.rating DESC, s.closing_date ASC NULLS LAST, r.tender_id`,
      [accountId],
    )) as RatedTender[];
  }

  /**
   * The account's stored ratings of open tenders from `minimum` to `maximum` (inclusive), best first, at most `limit`:
   * the tenders it is nearly eligible for (expert matching).
   */
  async findOpenForAccountBetween(
    accountId: string,
    range: { minimum: number; maximum: number; limit: number; offset?: number },
    db: Db = this.dataSource,
  ): Promise<Array<{ tenderId: string; rating: number }>> {
    return (await db.query(
      `SELECT r.tender_id AS "tenderId", r.rating
         FROM eligibility.eligibility_result r JOIN eligibility.tender_summary s ON s.tender_id = r.tender_id
        WHERE r.account_id = $1 AND r.rating BETWEEN $2 AND $3 AND ${OPEN_TENDER_SQL}
        ORDER BY r.rating DESC, s.closing_date ASC NULLS LAST, r.tender_id LIMIT $4 OFFSET $5`,
      [accountId, range.minimum, range.maximum, range.limit, range.offset ?? 0],
    )) as Array<{ tenderId: string; rating: number }>;
  }

  /** The account's stored ratings of open tenders counted per band (bands without one are left out). */
  async countOpenForAccountByBand(accountId: string, db: Db = this.dataSource): Promise<Array<{ band: EligibilityBand; count: number }>> {
    return (await db.query(
      `SELECT r.band, count(*)::int AS count
         FROM eligibility.eligibility_result r JOIN eligibility.tender_summary s ON s.tender_id = r.tender_id
        WHERE r.account_id = $1 AND ${OPEN_TENDER_SQL} GROUP BY r.band`,
      [accountId],
    )) as Array<{ band: EligibilityBand; count: number }>;
  }

  /** Open tenders per band for the account, and the `limit` best rated of them. */
  async dashboardOf(
    accountId: string,
    limit: number,
  ): Promise<{ counts: Array<{ band: EligibilityBand; count: number }>; top: RatedTender[] }> {
    const counts = await this.countOpenForAccountByBand(accountId);
    const top = (await this.dataSource.query(
      `SELECT r.tender_id AS "tenderId", s.title, s.buyer_name AS "buyerName", s.closing_date AS "closingDate", r.rating, r.band,
              r.calculated_at AS "calculatedAt"
         FROM eligibility.eligibility_result r JOIN eligibility.tender_summary s ON s.tender_id = r.tender_id
        WHERE r.account_id = $1 AND ${OPEN_TENDER_SQL}
        ORDER BY r.rating DESC, s.closing_date ASC NULLS LAST, r.tender_id LIMIT $2`,
      [accountId, limit],
    )) as RatedTender[];
    return { counts, top };
  }
}
