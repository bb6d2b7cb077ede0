import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { ConsortiumBidView } from '@jointly/contracts';

type Db = DataSource | EntityManager;

export interface ConsortiumBidRow {
  id: string;
  consortiumId: string;
  consortiumName: string;
  tenderId: string;
  tenderTitle: string | null;
  buyerName: string | null;
  closingDate: Date | null;
  tenderStatus: string | null;
  title: string;
  notes: string | null;
  createdBy: string;
  createdAt: Date;
}

/** The SELECT of a bid with its consortium's name and its tender's summary (null when the tender is unknown here). */
export const CONSORTIUM_BID_SELECT = `
  SELECT b.id, b.consortium_id AS "consortiumId", c.name AS "consortiumName", b.tender_id AS "tenderId",
         t.title AS "tenderTitle", t.buyer_name AS "buyerName", t.closing_date AS "closingDate", t.status AS "tenderStatus",
         b.title, b.notes, b.created_by AS "createdBy", b.created_at AS "createdAt"
    FROM consortiums.consortium_bid b
    JOIN consortiums.consortium c ON c.id = b.consortium_id
    LEFT JOIN consortiums.tender_summary t ON t.tender_id = b.tender_id`;

export function consortiumBidView(row: ConsortiumBidRow): ConsortiumBidView {
  return {
    id: row.id,
    consortium: { id: row.consortiumId, name: row.consortiumName },
    tenderId: row.tenderId,
    tender:
      row.tenderTitle === null
        ? null
        : {
            id: row.tenderId,
            title: row.tenderTitle,
            buyerName: row.buyerName,
            closingDate: row.closingDate?.toISOString() ?? null,
            status: row.tenderStatus ?? '',
          },
    title: row.title,
    notes: row.notes,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/** consortium_bid, and the tender summaries bids are made on. */
@Injectable()
export class ConsortiumBidRepository {
  constructor(@InjectDataSource('consortiums') readonly dataSource: DataSource) {}

  async get(id: string, db: Db = this.dataSource): Promise<ConsortiumBidRow | null> {
    const rows = (await db.query(`${CONSORTIUM_BID_SELECT} WHERE b.id = $1`, [id])) as ConsortiumBidRow[];
    return rows[0] ?? null;
  }

  async tenderTitle(tenderId: string, db: Db): Promise<string | null> {
    const rows = (await db.query('SELECT title FROM consortiums.tender_summary WHERE tender_id = $1', [tenderId])) as Array<{
      title: string;
    }>;
    return rows[0]?.title ?? null;
  }

  async exists(consortiumId: string, tenderId: string, db: Db): Promise<boolean> {
    const rows = (await db.query('SELECT 1 FROM consortiums.consortium_bid WHERE consortium_id = $1 AND tender_id = $2', [
      consortiumId,
      tenderId,
    ])) as unknown[];
    return rows.length > 0;
  }

  async insert(
    manager: EntityManager,
    input: { consortiumId: string; tenderId: string; title: string; notes: string | null; createdBy: string },
  ): Promise<string> {
    const [{ id }] = (await manager.query(
      `INSERT INTO consortiums.consortium_bid (consortium_id, tender_id, title, notes, created_by) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [input.consortiumId, input.tenderId, input.title, input.notes, input.createdBy],
    )) as Array<{ id: string }>;
    return id;
  }
}
