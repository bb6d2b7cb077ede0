import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { openTenderSql } from '@jointly/contracts';
import { readWriteHorizon } from '@jointly/common/read-models';
import type {
  TenderClosed,
  TenderCriteriaSource,
  TenderRequirement,
  TenderStatus,
  TenderSummary as TenderSummaryEvent,
} from '@jointly/contracts';
import { ELIGIBILITY } from '../eligibility.database';

/** What eligibility knows of a tender (from tenders' events). */
export interface TenderSummaryRow {
  tenderId: string;
  title: string;
  buyerName: string | null;
  status: TenderStatus;
  value: number | null;
  currency: string | null;
  closingDate: Date | null;
  cpvCodes: string[];
  regions: string[];
  /** What the notice says for derived criteria; null for tenders published before events carried it. */
  criteriaSource: TenderCriteriaSource | null;
  updatedAt: Date;
}

type Db = DataSource | EntityManager;

const COLUMNS = `s.tender_id AS "tenderId", s.title, s.buyer_name AS "buyerName", s.status, s.value::float8 AS value, s.currency,
  s.closing_date AS "closingDate", s.cpv_codes AS "cpvCodes", s.regions, s.criteria_source AS "criteriaSource", s.updated_at AS "updatedAt"`;

/** Open tenders (contracts' one meaning of open: active, closing in the future or undated) over the alias `s`. */
export const OPEN_TENDER_SQL = openTenderSql('s');

/** The `tender_summary` read model: writes from the consumer, reads for criteria and results. */
@Injectable()
export class TenderSummaryStore {
  constructor(@InjectDataSource(ELIGIBILITY) private readonly dataSource: DataSource) {}

  /** Published and Updated carry the whole summary. */
  async upsert(manager: EntityManager, tender: TenderSummaryEvent): Promise<void> {
    await manager.query(
      `INSERT INTO eligibility.tender_summary (tender_id, title, buyer_name, status, value, currency, closing_date, cpv_codes, regions, criteria_source)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (tender_id) DO UPDATE SET title = EXCLUDED.title, buyer_name = EXCLUDED.buyer_name, status = EXCLUDED.status,
         value = EXCLUDED.value, currency = EXCLUDED.currency, closing_date = EXCLUDED.closing_date,
         cpv_codes = EXCLUDED.cpv_codes, regions = EXCLUDED.regions, criteria_source = EXCLUDED.criteria_source, updated_at = now(),
         gate_keys = NULL`,
      [
        tender.tenderId,
        tender.title,
        tender.buyerName,
        tender.status,
        tender.value,
        tender.currency,
        tender.closingDate,
        tender.cpvCodes ?? [],
        tender.regions ?? [],
        tender.criteriaSource ? JSON.stringify(tender.criteriaSource) : null,
      ],
    );
  }

  async close(manager: EntityManager, { tenderId, closingDate }: TenderClosed): Promise<void> {
    await manager.query(
      `UPDATE eligibility.tender_summary SET status = 'closed', closing_date = coalesce($2::timestamptz, closing_date), updated_at = now()
       WHERE tender_id = $1`,
      [tenderId, closingDate ?? null],
    );
  }

  async find(tenderId: string, db: Db = this.dataSource): Promise<TenderSummaryRow | null> {
    const rows = (await db.query(`SELECT ${COLUMNS} FROM eligibility.tender_summary s WHERE s.tender_id = $1`, [
      tenderId,
    ])) as TenderSummaryRow[];
    return rows[0] ?? null;
  }

  async findMany(tenderIds: string[], db: Db = this.dataSource): Promise<TenderSummaryRow[]> {
    if (!tenderIds.length) return [];
    return (await db.query(`SELECT ${COLUMNS} FROM eligibility.tender_summary s WHERE s.tender_id = ANY($1::uuid[])`, [
      tenderIds,
    ])) as TenderSummaryRow[];
  }

  /** Whether the tender is known and open. */
  async isOpen(tenderId: string, db: Db = this.dataSource): Promise<boolean> {
    const rows = (await db.query(`SELECT 1 FROM eligibility.tender_summary s WHERE s.tender_id = $1 AND ${OPEN_TENDER_SQL}`, [
      tenderId,
    ])) as unknown[];
    return rows.length > 0;
  }

  /**
   * Marks whether the tender has something to rate by (criteria added or derived; the low band's count reads it) and
   * the keys of its gate (rating-gate.ts; null: no gate, every provider is a candidate). A summary upsert clears the
   * keys until the tender's next recalculation (in the same transaction for tender events).
   */
  async markRated(manager: EntityManager, tenderId: string, rated: boolean, gateKeys: readonly string[] | null = null): Promise<void> {
    await manager.query(
      `UPDATE eligibility.tender_summary SET rated = $2, gate_keys = $3::text[]
        WHERE tender_id = $1 AND (rated IS DISTINCT FROM $2 OR gate_keys IS DISTINCT FROM $3::text[])`,
      [tenderId, rated, gateKeys],
    );
  }

  /**
   * The open tenders a provider with these keys may reach the stored floor on: those whose gate it passes, those
   * without a gate (or not computed yet), and every tender with added criteria (their gate may predate them).
   */
  async findOpenCandidates(providerKeys: readonly string[], db: Db = this.dataSource): Promise<TenderSummaryRow[]> {
    return (await db.query(
      `SELECT ${COLUMNS} FROM eligibility.tender_summary s
        WHERE ${OPEN_TENDER_SQL}
          AND (s.gate_keys IS NULL OR s.gate_keys && $1::text[]
               OR EXISTS (SELECT 1 FROM eligibility.tender_criteria c WHERE c.tender_id = s.tender_id))`,
      [providerKeys],
    )) as TenderSummaryRow[];
  }

  /** How many open tenders are rated (every provider with facts has a rating of each). */
  async countRatedOpen(db: Db = this.dataSource): Promise<number> {
    const [row] = (await db.query(
      `SELECT count(*)::int AS n FROM eligibility.tender_summary s WHERE s.rated AND ${OPEN_TENDER_SQL}`,
    )) as Array<{
      n: number;
    }>;
    return row.n;
  }

  /** The rated open tenders the account has no stored rating of (its 59To0 band, computed on read). */
  async findRatedOpenNotStoredFor(accountId: string, db: Db = this.dataSource): Promise<TenderSummaryRow[]> {
    return (await db.query(
      `SELECT ${COLUMNS} FROM eligibility.tender_summary s
        WHERE s.rated AND ${OPEN_TENDER_SQL}
          AND NOT EXISTS (SELECT 1 FROM eligibility.eligibility_result r WHERE r.account_id = $1 AND r.tender_id = s.tender_id)`,
      [accountId],
    )) as TenderSummaryRow[];
  }

  /** The oldest transaction still running (its id and later ones may not be visible yet): a catch-up's horizon. */
  writeHorizon(): Promise<string> {
    return readWriteHorizon(this.dataSource);
  }

  /** Tenders whose summary or added criteria were written at or after the horizon (committed or not). */
  async tendersWrittenSince(horizon: string): Promise<string[]> {
    const rows = (await this.dataSource.query(
      `SELECT tender_id AS id FROM eligibility.tender_summary WHERE written_xid >= $1::xid8
       UNION SELECT tender_id FROM eligibility.tender_criteria WHERE written_xid >= $1::xid8`,
      [horizon],
    )) as Array<{ id: string }>;
    return rows.map((row) => row.id);
  }

  /**
   * The rated open tenders (all, or those of `tenderIds`) with their added criteria's requirement sets (oldest first,
   * as `TenderCriteriaRepository.findByTenderIds` orders them), read outside any transaction: the inputs of the 59To0
   * list held in memory.
   */
  async findRatingInputs(tenderIds: readonly string[] | null): Promise<Array<{ tender: TenderSummaryRow; added: TenderRequirement[][] }>> {
    const only = tenderIds === null ? '' : 'AND s.tender_id = ANY($1::uuid[])';
    const params = tenderIds === null ? [] : [tenderIds];
    const tenders = (await this.dataSource.query(
      `SELECT ${COLUMNS} FROM eligibility.tender_summary s WHERE s.rated AND ${OPEN_TENDER_SQL} ${only}`,
      params,
    )) as TenderSummaryRow[];
    const criteria = (await this.dataSource.query(
      `SELECT c.tender_id AS "tenderId", c.requirements FROM eligibility.tender_criteria c
         JOIN eligibility.tender_summary s ON s.tender_id = c.tender_id
        WHERE s.rated AND ${OPEN_TENDER_SQL} ${only}
        ORDER BY c.tender_id, c.created_at, c.id`,
      params,
    )) as Array<{ tenderId: string; requirements: TenderRequirement[] }>;
    const added = new Map<string, TenderRequirement[][]>();
    for (const row of criteria) {
      const sets = added.get(row.tenderId);
      if (sets) sets.push(row.requirements);
      else added.set(row.tenderId, [row.requirements]);
    }
    return tenders.map((tender) => ({ tender, added: added.get(tender.tenderId) ?? [] }));
  }

  /** Every open tender (the set a provider is rated against). */
  async findOpen(db: Db = this.dataSource): Promise<TenderSummaryRow[]> {
    return (await db.query(`SELECT ${COLUMNS} FROM eligibility.tender_summary s WHERE ${OPEN_TENDER_SQL}`)) as TenderSummaryRow[];
  }
}
