import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { assignments, isUuidParam } from './content-query';
import type { AnnouncementRow } from './announcement.view';

export { announcementView, type AnnouncementRow, type AnnouncementView } from './announcement.view';

/** Request field → column, for every field an edit may change. */
export const ANNOUNCEMENT_FIELDS = { title: 'title', body: 'body', audience: 'audience', pinned: 'pinned', publishedAt: 'published_at' };

const COLUMNS = 'id, title, body, audience, pinned, published_at, created_at, updated_at';

export interface AnnouncementSearch {
  /** The reader's audience (their account type); null for admins, who see every announcement, scheduled ones too. */
  audience: string | null;
  keywords: string | null;
  page: number;
  limit: number;
}

export interface NewAnnouncement {
  title: string;
  body: string;
  audience: string;
  pinned: boolean;
  /** Null: now. */
  publishedAt: string | null;
  createdBy: string;
}

/** tenders.announcement: news for everyone or one account type. */
@Injectable()
export class AnnouncementRepository {
  constructor(@InjectDataSource('tenders') private readonly dataSource: DataSource) {}

  /** Pinned first, then newest. */
  async search(search: AnnouncementSearch): Promise<{ rows: AnnouncementRow[]; count: number }> {
    const params: unknown[] = [];
    const where: string[] = [];
    if (search.audience !== null) {
      params.push(search.audience);
      where.push(`(audience = 'all' OR audience = $${params.length})`, 'published_at <= now()');
    }
    if (search.keywords) {
      params.push(`%${search.keywords.replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
      where.push(`(title ILIKE $${params.length} OR body ILIKE $${params.length})`);
    }
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ count }] = (await this.dataSource.query(
      `SELECT count(*)::int AS count FROM tenders.announcement ${clause}`,
      params,
    )) as Array<{ count: number }>;
    const rows = (await this.dataSource.query(
      `SELECT ${COLUMNS} FROM tenders.announcement ${clause} ORDER BY pinned DESC, published_at DESC, id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, search.limit, (search.page - 1) * search.limit],
    )) as AnnouncementRow[];
    return { rows, count };
  }

  async insert(announcement: NewAnnouncement): Promise<AnnouncementRow> {
    const [row] = (await this.dataSource.query(
      `INSERT INTO tenders.announcement (title, body, audience, pinned, published_at, created_by)
       VALUES ($1, $2, $3, $4, coalesce($5::timestamptz, now()), $6) RETURNING ${COLUMNS}`,
      [announcement.title, announcement.body, announcement.audience, announcement.pinned, announcement.publishedAt, announcement.createdBy],
    )) as AnnouncementRow[];
    return row;
  }

  /** Writes the fields present in `changes` (ANNOUNCEMENT_FIELDS names, at least one); null when the announcement is unknown. */
  async update(id: string, changes: Record<string, unknown>): Promise<AnnouncementRow | null> {
    const set = assignments(changes, ANNOUNCEMENT_FIELDS);
    if (!set || !isUuidParam(id)) return null;
    // TypeORM answers an UPDATE with [rows, rowCount].
    const [rows] = (await this.dataSource.query(
      `UPDATE tenders.announcement SET ${set.sql}, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, ...set.values],
    )) as [AnnouncementRow[], number];
    return rows[0] ?? null;
  }

  /** Deletes and answers the deleted row; null for an unknown or malformed id. */
  async delete(id: string): Promise<AnnouncementRow | null> {
    if (!isUuidParam(id)) return null;
    const [rows] = (await this.dataSource.query(`DELETE FROM tenders.announcement WHERE id = $1 RETURNING ${COLUMNS}`, [id])) as [
      AnnouncementRow[],
      number,
    ];
    return rows[0] ?? null;
  }
}
