import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Params, whereClause } from '../search/search-sql';
import { TenderNotFoundError } from '../tender/tender.errors';
import { TenderRepository, type StoredDocumentRow } from '../tender/tender.repository';
import { TENDER_COLUMNS, type TenderRow } from '../tender/tender.row';
import type { AdminTenderListQuery, AdminTenderSortField } from './admin-tender-list-query';
import { adminTenderView, type AdminTenderView } from './admin-tender.view';

const SORT_COLUMNS: Record<AdminTenderSortField, string> = {
  title: 't.title',
  closingDate: 't.closing_date',
  publishedDate: 't.published_at',
  value: 't.value_amount',
  updatedAt: 't.updated_at',
};

/** Reads of the console's tenders resource: the search's WHERE clause plus id and no-link filters, exact counts. */
@Injectable()
export class AdminTendersReader {
  constructor(
    @InjectDataSource('tenders') private readonly dataSource: DataSource,
    private readonly tenders: TenderRepository,
  ) {}

  async list(query: AdminTenderListQuery): Promise<{ items: AdminTenderView[]; total: number }> {
    const params = new Params();
    const where = whereClause(query.criteria, params, 'fulltext');
    const conditions = [where.sql];
    if (query.ids) conditions.push(`t.id = ANY(${params.add(query.ids, '::uuid[]')})`);
    if (query.noLink === true) conditions.push('t.notice_url IS NULL');
    if (query.noLink === false) conditions.push('t.notice_url IS NOT NULL');
    const sql = conditions.join(' AND ');
    const nulls = query.sort.order === 'ASC' ? 'NULLS FIRST' : 'NULLS LAST';
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query(
        `SELECT ${TENDER_COLUMNS} FROM tenders.tender t WHERE ${sql}
         ORDER BY ${SORT_COLUMNS[query.sort.field]} ${query.sort.order} ${nulls}, t.id
         LIMIT ${query.limit} OFFSET ${query.offset}`,
        params.values,
      ) as Promise<TenderRow[]>,
      this.dataSource.query(`SELECT count(*)::int AS total FROM tenders.tender t WHERE ${sql}`, params.values) as Promise<
        Array<{ total: number }>
      >,
    ]);
    const uploads = await this.uploadsOf(rows.map((r) => r.id));
    return { items: rows.map((row) => adminTenderView(row, uploads.get(row.id) ?? [])), total };
  }

  /** One tender by id or ocid; 404 otherwise. */
  async get(id: string): Promise<AdminTenderView> {
    const row = await this.tenders.findByIdOrOcid(id);
    if (!row) throw new TenderNotFoundError(id);
    return adminTenderView(row, await this.tenders.documentsOf(row.id));
  }

  private async uploadsOf(ids: string[]): Promise<Map<string, StoredDocumentRow[]>> {
    const byTender = new Map<string, StoredDocumentRow[]>();
    if (!ids.length) return byTender;
    const rows = (await this.dataSource.query(
      'SELECT * FROM tenders.tender_document WHERE tender_id = ANY($1::uuid[]) ORDER BY created_at, id',
      [ids],
    )) as StoredDocumentRow[];
    for (const row of rows) byTender.set(row.tender_id, [...(byTender.get(row.tender_id) ?? []), row]);
    return byTender;
  }
}
