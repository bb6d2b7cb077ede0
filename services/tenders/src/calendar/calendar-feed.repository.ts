import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { openTenderSql } from '@jointly/contracts';
import { isUuid } from '../tender/tender.repository';

export interface CalendarFeedRow {
  secret: string;
  created_at: Date;
}

export interface CalendarTenderRow {
  id: string;
  title: string;
  buyer_name: string | null;
  closing_date: Date;
  updated_at: Date;
}

/** tenders.calendar_feed (one secret per account) and the bookmarked open tenders a feed lists. */
@Injectable()
export class CalendarFeedRepository {
  constructor(@InjectDataSource('tenders') private readonly dataSource: DataSource) {}

  /** The account's feed, created with `secret` on first use. */
  async getOrCreate(accountId: string, secret: string): Promise<CalendarFeedRow> {
    await this.dataSource.query(
      'INSERT INTO tenders.calendar_feed (account_id, secret) VALUES ($1, $2) ON CONFLICT (account_id) DO NOTHING',
      [accountId, secret],
    );
    const [row] = (await this.dataSource.query('SELECT secret, created_at FROM tenders.calendar_feed WHERE account_id = $1', [
      accountId,
    ])) as CalendarFeedRow[];
    return row;
  }

  /** Gives the account's feed a new secret (the old URL stops working). */
  async rotate(accountId: string, secret: string): Promise<CalendarFeedRow> {
    const [row] = (await this.dataSource.query(
      `INSERT INTO tenders.calendar_feed (account_id, secret) VALUES ($1, $2)
       ON CONFLICT (account_id) DO UPDATE SET secret = EXCLUDED.secret, rotated_at = now()
       RETURNING secret, created_at`,
      [accountId, secret],
    )) as CalendarFeedRow[];
    return row;
  }

  /** The account whose feed has this secret, or null. */
  async ownerOf(secret: string): Promise<string | null> {
    const [row] = (await this.dataSource.query('SELECT account_id FROM tenders.calendar_feed WHERE secret = $1', [secret])) as Array<{
      account_id: string;
    }>;
    return row?.account_id ?? null;
  }

  /** The account's bookmarked tenders that are open and have a closing date, soonest first. */
  async bookmarkedOpenTenders(accountId: string): Promise<CalendarTenderRow[]> {
    const bookmarks = (await this.dataSource.query('SELECT tender_id FROM tenders.bookmark WHERE account_id = $1', [accountId])) as Array<{
      tender_id: string;
    }>;
    // Bookmarks hold whatever id the web app sent: the tender id (uuid) or its ocid.
    const ids = bookmarks.map((b) => b.tender_id);
    return (await this.dataSource.query(
      `SELECT t.id, t.title, t.buyer_name, t.closing_date, t.updated_at FROM tenders.tender t
       WHERE (t.id = ANY($1::uuid[]) OR t.ocid = ANY($2::text[])) AND t.closing_date IS NOT NULL AND ${openTenderSql('t')}
       ORDER BY t.closing_date, t.id`,
      [ids.filter(isUuid), ids.filter((id) => !isUuid(id))],
    )) as CalendarTenderRow[];
  }
}
