import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { transaction } from '@jointly/common/database';
import { assignments, isUuidParam } from './content-query';
import type { EventRow } from './event.view';

export { eventView, type EventRow, type EventView } from './event.view';

/** Request field → column, for every field an edit may change. */
export const EVENT_FIELDS = {
  title: 'title',
  description: 'description',
  startsAt: 'starts_at',
  endsAt: 'ends_at',
  location: 'location',
  url: 'url',
  imageUrl: 'image_url',
};

const COLUMNS = 'id, title, description, starts_at, ends_at, location, url, image_url, created_at, updated_at';

export interface EventSearch {
  keywords: string | null;
  upcoming: boolean;
  from: Date | null;
  to: Date | null;
  page: number;
  limit: number;
}

export interface NewEvent {
  title: string;
  description: string | null;
  startsAt: string;
  endsAt: string | null;
  location: string | null;
  url: string | null;
  imageUrl: string | null;
  createdBy: string;
}

/** tenders.event: meet-the-buyer days, webinars. */
@Injectable()
export class EventRepository {
  constructor(@InjectDataSource('tenders') private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return transaction(this.dataSource, work);
  }

  /** Upcoming first (soonest first), then past ones (latest first). */
  async search(search: EventSearch): Promise<{ rows: EventRow[]; count: number }> {
    const params: unknown[] = [];
    const where: string[] = [];
    if (search.keywords) {
      params.push(search.keywords);
      where.push(`search_vector @@ websearch_to_tsquery('english', $${params.length})`);
    }
    if (search.upcoming) where.push('coalesce(ends_at, starts_at) >= now()');
    if (search.from) {
      params.push(search.from.toISOString());
      where.push(`starts_at >= $${params.length}`);
    }
    if (search.to) {
      params.push(search.to.toISOString());
      where.push(`starts_at <= $${params.length}`);
    }
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ count }] = (await this.dataSource.query(`SELECT count(*)::int AS count FROM tenders.event ${clause}`, params)) as Array<{
      count: number;
    }>;
    const rows = (await this.dataSource.query(
      `SELECT ${COLUMNS} FROM tenders.event ${clause}
       ORDER BY (coalesce(ends_at, starts_at) < now()), CASE WHEN coalesce(ends_at, starts_at) >= now() THEN starts_at END ASC, starts_at DESC, id
       LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, search.limit, (search.page - 1) * search.limit],
    )) as EventRow[];
    return { rows, count };
  }

  /** By id; null for an unknown or malformed one. */
  async findById(id: string): Promise<EventRow | null> {
    if (!isUuidParam(id)) return null;
    const rows = (await this.dataSource.query(`SELECT ${COLUMNS} FROM tenders.event WHERE id = $1`, [id])) as EventRow[];
    return rows[0] ?? null;
  }

  async insert(manager: EntityManager, event: NewEvent): Promise<EventRow> {
    const [row] = (await manager.query(
      `INSERT INTO tenders.event (title, description, starts_at, ends_at, location, url, image_url, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}`,
      [event.title, event.description, event.startsAt, event.endsAt, event.location, event.url, event.imageUrl, event.createdBy],
    )) as EventRow[];
    return row;
  }

  /** Writes the fields present in `changes` (EVENT_FIELDS names, at least one); null when the event is gone. */
  async update(id: string, changes: Record<string, unknown>): Promise<EventRow | null> {
    const set = assignments(changes, EVENT_FIELDS);
    if (!set || !isUuidParam(id)) return null;
    // TypeORM answers an UPDATE with [rows, rowCount].
    const [[row]] = (await this.dataSource.query(
      `UPDATE tenders.event SET ${set.sql}, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, ...set.values],
    )) as [EventRow[], number];
    return row ?? null;
  }

  /** Deletes and answers the deleted row; null for an unknown or malformed id. */
  async delete(id: string): Promise<EventRow | null> {
    if (!isUuidParam(id)) return null;
    const [rows] = (await this.dataSource.query(`DELETE FROM tenders.event WHERE id = $1 RETURNING ${COLUMNS}`, [id])) as [
      EventRow[],
      number,
    ];
    return rows[0] ?? null;
  }
}
