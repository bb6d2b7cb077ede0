import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { openTenderSql } from '@jointly/contracts';
import { transaction } from '@jointly/common/database';
import { CPV_DIVISIONS } from '../ocds/cpv/cpv';
import type { TenderOverrides } from '../ocds/tender-record';
import { TENDER_COLUMNS, TenderRow } from './tender.row';
import { onTendersChanged, tendersChanged } from '../search/tender-changes';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string) => UUID.test(id);

export interface StoredDocumentRow {
  id: string;
  tender_id: string;
  file_name: string;
  mime_type: string;
  size_bytes: string;
  storage_key: string;
  created_at: Date;
}

export interface TenderAggregate {
  total: number;
  open: number;
  closingThisWeek: number;
  byStatus: Record<string, number>;
  byCategory: Array<{ division: string; label: string | null; count: number }>;
  byRegion: Array<{ region: string; count: number }>;
  byValueBand: Array<{ band: string; count: number }>;
  generatedAt: string;
}

/** What an admin edit stores: the record's columns (recordToColumns), the overrides and the imported values they replace. */
export interface TenderEditColumns {
  columns: Record<string, unknown>;
  overrides: TenderOverrides;
  importedValues: Record<string, unknown>;
  contentHash: string;
}

export interface NewTenderDocument {
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  storageKey: string;
  uploadedBy: string;
}

/** Named reads and writes of tenders.tender (search lives in TenderSearch). */
@Injectable()
export class TenderRepository {
  private aggregateCache: { value: TenderAggregate; at: number } | null = null;

  constructor(@InjectDataSource('tenders') private readonly dataSource: DataSource) {
    // The one way cached tender answers learn of a change in this process (imports, edits, the closing job): the
    // aggregate here, the search result cache and the open-tender index all listen to tendersChanged.
    onTendersChanged(dataSource, () => (this.aggregateCache = null));
  }

  /**
   * Runs `work` in a transaction and, once it has committed, tells this process's caches that tenders changed
   * (other processes hear it from the trigger's NOTIFY).
   */
  async write<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const result = await transaction(this.dataSource, work);
    tendersChanged(this.dataSource);
    return result;
  }

  /** Stores an admin edit: the record's new columns, its overrides and the imported values they replace. */
  async saveEdit(manager: EntityManager, id: string, edit: TenderEditColumns): Promise<void> {
    const names = Object.keys(edit.columns);
    await manager.query(
      `UPDATE tenders.tender SET ${names.map((n) => `${n} = x.${n}`).join(', ')},
         overrides = $2::jsonb, imported_values = $3::jsonb, content_hash = $4, updated_at = now()
       FROM jsonb_to_record($1::jsonb) AS x(${RECORD_TYPES.filter(([n]) => names.includes(n))
         .map(([n, t]) => `${n} ${t}`)
         .join(', ')})
       WHERE tenders.tender.id = $5`,
      [JSON.stringify(edit.columns), JSON.stringify(edit.overrides), JSON.stringify(edit.importedValues), edit.contentHash, id],
    );
  }

  /** Lists a stored file (bytes in TenderDocumentStorage) as a document of the tender. */
  async addDocument(manager: EntityManager, tenderId: string, document: NewTenderDocument): Promise<void> {
    await manager.query(
      'INSERT INTO tenders.tender_document (tender_id, file_name, mime_type, size_bytes, storage_key, uploaded_by) VALUES ($1, $2, $3, $4, $5, $6)',
      [tenderId, document.fileName, document.mimeType, document.sizeBytes, document.storageKey, document.uploadedBy],
    );
  }

  /** By id (uuid) or by ocid. */
  async findByIdOrOcid(id: string, manager: EntityManager | DataSource = this.dataSource, lock = false): Promise<TenderRow | null> {
    const column = isUuid(id) ? 'id' : 'ocid';
    const rows = (await manager.query(`SELECT ${TENDER_COLUMNS} FROM tenders.tender WHERE ${column} = $1 ${lock ? 'FOR UPDATE' : ''}`, [
      id,
    ])) as TenderRow[];
    return rows[0] ?? null;
  }

  /** The tenders among `ids` (uuids or ocids) that exist, in the order asked. */
  async findMany(ids: string[]): Promise<TenderRow[]> {
    const uuids = ids.filter(isUuid);
    const ocids = ids.filter((id) => !isUuid(id));
    const rows = (await this.dataSource.query(
      `SELECT ${TENDER_COLUMNS} FROM tenders.tender WHERE id = ANY($1::uuid[]) OR ocid = ANY($2::text[])`,
      [uuids, ocids],
    )) as TenderRow[];
    const byKey = new Map<string, TenderRow>();
    for (const row of rows) {
      byKey.set(row.id, row);
      byKey.set(row.ocid, row);
    }
    const seen = new Set<string>();
    const out: TenderRow[] = [];
    for (const id of ids) {
      const row = byKey.get(isUuid(id) ? id.toLowerCase() : id);
      if (row && !seen.has(row.id)) {
        seen.add(row.id);
        out.push(row);
      }
    }
    return out;
  }

  async documentsOf(tenderId: string): Promise<StoredDocumentRow[]> {
    return (await this.dataSource.query('SELECT * FROM tenders.tender_document WHERE tender_id = $1 ORDER BY created_at', [
      tenderId,
    ])) as StoredDocumentRow[];
  }

  async findDocument(id: string): Promise<StoredDocumentRow | null> {
    if (!isUuid(id)) return null;
    const rows = (await this.dataSource.query('SELECT * FROM tenders.tender_document WHERE id = $1', [id])) as StoredDocumentRow[];
    return rows[0] ?? null;
  }

  /** Tenders without a notice link (newest first), for admins to fix. */
  async withoutNoticeLink(page: number, limit: number): Promise<{ rows: TenderRow[]; count: number }> {
    const [{ count }] = (await this.dataSource.query(
      'SELECT count(*)::int AS count FROM tenders.tender WHERE notice_url IS NULL',
    )) as Array<{ count: number }>;
    const rows = (await this.dataSource.query(
      `SELECT ${TENDER_COLUMNS} FROM tenders.tender WHERE notice_url IS NULL ORDER BY published_at DESC NULLS LAST, id LIMIT $1 OFFSET $2`,
      [limit, (page - 1) * limit],
    )) as TenderRow[];
    return { rows, count };
  }

  /** Counts by status, category (CPV division), region and value band, and open tenders closing this week (cached for a minute). */
  async aggregate(): Promise<TenderAggregate> {
    if (this.aggregateCache && Date.now() - this.aggregateCache.at < 60_000) return this.aggregateCache.value;
    const [row] = (await this.dataSource.query(`
      SELECT
        (SELECT count(*)::int FROM tenders.tender) AS total,
        (SELECT count(*)::int FROM tenders.tender t WHERE ${openTenderSql('t')}) AS open,
        (SELECT count(*)::int FROM tenders.tender WHERE status = 'active' AND closing_date > now() AND closing_date <= now() + interval '7 days') AS closing_this_week,
        (SELECT coalesce(json_object_agg(status, n), '{}') FROM (SELECT status, count(*)::int AS n FROM tenders.tender GROUP BY status) s) AS by_status,
        (SELECT coalesce(json_agg(json_build_array(d, n) ORDER BY n DESC, d), '[]')
           FROM (SELECT d, count(*)::int AS n FROM tenders.tender CROSS JOIN LATERAL unnest(cpv_divisions) d GROUP BY d) c) AS by_category,
        (SELECT coalesce(json_agg(json_build_array(r, n) ORDER BY n DESC, r), '[]')
           FROM (SELECT r, count(*)::int AS n FROM tenders.tender CROSS JOIN LATERAL unnest(regions) r GROUP BY r ORDER BY n DESC, r LIMIT 30) g) AS by_region,
        (SELECT json_build_array(
           count(*) FILTER (WHERE value_amount < 10000),
           count(*) FILTER (WHERE value_amount >= 10000 AND value_amount < 100000),
           count(*) FILTER (WHERE value_amount >= 100000 AND value_amount < 1000000),
           count(*) FILTER (WHERE value_amount >= 1000000 AND value_amount < 10000000),
           count(*) FILTER (WHERE value_amount >= 10000000),
           count(*) FILTER (WHERE value_amount IS NULL)) FROM tenders.tender) AS by_value`)) as Array<Record<string, any>>;
    const bands = ['under-10k', '10k-100k', '100k-1m', '1m-10m', 'over-10m', 'no-value'];
    const value: TenderAggregate = {
      total: row.total,
      open: row.open,
      closingThisWeek: row.closing_this_week,
      byStatus: { planned: 0, active: 0, closed: 0, awarded: 0, cancelled: 0, ...row.by_status },
      byCategory: (row.by_category as Array<[string, number]>).map(([division, count]) => ({
        division,
        label: CPV_DIVISIONS[division] ?? null,
        count,
      })),
      byRegion: (row.by_region as Array<[string, number]>).map(([region, count]) => ({ region, count })),
      byValueBand: bands.map((band, i) => ({ band, count: Number(row.by_value[i]) })),
      generatedAt: new Date().toISOString(),
    };
    this.aggregateCache = { value, at: Date.now() };
    return value;
  }
}

/** Column types for reading recordToColumns() output back with jsonb_to_record. */
const RECORD_TYPES: Array<[string, string]> = [
  ['ocid', 'text'],
  ['title', 'text'],
  ['description', 'text'],
  ['buyer_name', 'text'],
  ['buyer_id', 'text'],
  ['buyer_contact', 'jsonb'],
  ['status', 'text'],
  ['ocds_status', 'text'],
  ['value_amount', 'numeric'],
  ['value_currency', 'text'],
  ['closing_date', 'timestamptz'],
  ['published_at', 'timestamptz'],
  ['last_release_key', 'text'],
  ['main_cpv', 'text'],
  ['cpv_codes', 'text[]'],
  ['cpv_prefixes', 'text[]'],
  ['cpv_divisions', 'text[]'],
  ['cpv', 'jsonb'],
  ['regions', 'text[]'],
  ['procurement_method', 'text'],
  ['procurement_method_details', 'text'],
  ['notice_url', 'text'],
  ['source_platform', 'text'],
  ['source_publisher', 'text'],
  ['details', 'jsonb'],
];
