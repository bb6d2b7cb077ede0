import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

export interface TenderSummaryRow {
  tenderId: string;
  title: string;
  buyerName: string | null;
  closingDate: Date | null;
  status: string;
}

type Db = DataSource | EntityManager;

/** Reads of `tender_summary`, kept from tenders' events: the tenders invitations and workspaces may name. */
@Injectable()
export class TenderSummaries {
  constructor(@InjectDataSource('bids') private readonly dataSource: DataSource) {}

  async get(tenderId: string, db: Db = this.dataSource): Promise<TenderSummaryRow | null> {
    const rows = (await db.query(
      `SELECT tender_id AS "tenderId", title, buyer_name AS "buyerName", closing_date AS "closingDate", status
         FROM bids.tender_summary WHERE tender_id = $1`,
      [tenderId],
    )) as TenderSummaryRow[];
    return rows[0] ?? null;
  }
}
