import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { NOTIFICATIONS } from '../notifications.database';
import { returnedRows } from '../shared/sql-result';
import { Notification } from './notification.entity';

const TABLE = `"${NOTIFICATIONS}"."notification"`;

/** A notification to create. */
export interface NewNotification {
  recipientAccountId: string;
  companyId: string | null;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  data?: Record<string, unknown> | null;
  actorAccountId?: string | null;
  /** The event that caused it (consumers); null for API-created ones. */
  sourceEventId?: string | null;
}

interface NotificationRow {
  id: string;
  recipient_account_id: string;
  company_id: string | null;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  data: Record<string, unknown> | null;
  actor_account_id: string | null;
  read_at: Date | null;
  created_at: Date;
  source_event_id: string | null;
}

function fromRow(row: NotificationRow): Notification {
  return Object.assign(new Notification(), {
    id: row.id,
    recipientAccountId: row.recipient_account_id,
    companyId: row.company_id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    data: row.data,
    actorAccountId: row.actor_account_id,
    readAt: row.read_at,
    createdAt: row.created_at,
    sourceEventId: row.source_event_id,
  });
}

/** Newest first, ties broken by id so pages never overlap. */
const NEWEST_FIRST = 'created_at DESC, id DESC';

/** The SQL over `notifications.notification`. */
@Injectable()
export class NotificationRepository {
  constructor(@InjectDataSource(NOTIFICATIONS) private readonly dataSource: DataSource) {}

  /**
   * Inserts notifications in the caller's transaction and returns those created. One per (event, recipient, kind):
   * a row an event already created is skipped.
   */
  async insertMany(manager: EntityManager, notifications: NewNotification[]): Promise<Notification[]> {
    if (!notifications.length) return [];
    // One statement for the whole list (a consumer's batch notifies hundreds at once); the ids are made here so the
    // answer keeps the list's order. An (event, recipient, kind) already notified is skipped, as one at a time.
    const ids = notifications.map(() => randomUUID());
    const rows: NotificationRow[] = await manager.query(
      `INSERT INTO ${TABLE} (id, recipient_account_id, company_id, kind, title, body, link, data, actor_account_id, source_event_id)
       SELECT n.id, n.recipient_account_id, n.company_id, n.kind, n.title, n.body, n.link, n.data, n.actor_account_id, n.source_event_id
         FROM jsonb_to_recordset($1::jsonb) AS n(id uuid, recipient_account_id uuid, company_id uuid, kind text,
              title text, body text, link text, data jsonb, actor_account_id uuid, source_event_id text)
       ON CONFLICT (source_event_id, recipient_account_id, kind) WHERE source_event_id IS NOT NULL DO NOTHING
       RETURNING *`,
      [
        JSON.stringify(
          notifications.map((n, i) => ({
            id: ids[i],
            recipient_account_id: n.recipientAccountId,
            company_id: n.companyId,
            kind: n.kind,
            title: n.title,
            body: n.body,
            link: n.link,
            data: n.data ? n.data : null,
            actor_account_id: n.actorAccountId ?? null,
            source_event_id: n.sourceEventId ?? null,
          })),
        ),
      ],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => (byId.has(id) ? [fromRow(byId.get(id)!)] : []));
  }

  findById(id: string): Promise<Notification | null> {
    return this.dataSource.getRepository(Notification).findOneBy({ id });
  }

  /** A page of an account's notifications, newest first, and how many it has. */
  async findPageForAccount(accountId: string, offset: number, limit: number): Promise<{ items: Notification[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.dataSource.query(`SELECT * FROM ${TABLE} WHERE recipient_account_id = $1 ORDER BY ${NEWEST_FIRST} LIMIT $2 OFFSET $3`, [
        accountId,
        limit,
        offset,
      ]) as Promise<NotificationRow[]>,
      this.dataSource.query(`SELECT count(*)::int AS total FROM ${TABLE} WHERE recipient_account_id = $1`, [accountId]) as Promise<
        Array<{ total: number }>
      >,
    ]);
    return { items: rows.map(fromRow), total: count[0]?.total ?? 0 };
  }

  /**
   * A company's unread notifications, newest first (at most `limit`), and how many there are: those addressed to the
   * company and those of the accounts that belong to it (recipients read model).
   */
  async findUnreadForCompany(companyId: string, limit: number): Promise<{ items: Notification[]; total: number }> {
    const where = `read_at IS NULL AND (company_id = $1 OR recipient_account_id IN (
      SELECT account_id FROM "${NOTIFICATIONS}"."recipient" WHERE company_id = $1))`;
    const [rows, count] = await Promise.all([
      this.dataSource.query(`SELECT * FROM ${TABLE} WHERE ${where} ORDER BY ${NEWEST_FIRST} LIMIT $2`, [companyId, limit]) as Promise<
        NotificationRow[]
      >,
      this.dataSource.query(`SELECT count(*)::int AS total FROM ${TABLE} WHERE ${where}`, [companyId]) as Promise<Array<{ total: number }>>,
    ]);
    return { items: rows.map(fromRow), total: count[0]?.total ?? 0 };
  }

  /** Marks one notification read (keeps the first read time); returns it, or null when it does not exist. */
  async markRead(id: string): Promise<Notification | null> {
    const rows = returnedRows<NotificationRow>(
      await this.dataSource.query(`UPDATE ${TABLE} SET read_at = COALESCE(read_at, clock_timestamp()) WHERE id = $1 RETURNING *`, [id]),
    );
    return rows[0] ? fromRow(rows[0]) : null;
  }

  /** Marks every unread notification of an account read; returns how many changed. */
  /** Marks read what is unread for the account, and in its company's inbox when it has a company. */
  async markAllRead(accountId: string, companyId: string | null): Promise<number> {
    const result: [unknown[], number] = await this.dataSource.query(
      `UPDATE ${TABLE} SET read_at = clock_timestamp()
        WHERE read_at IS NULL AND (recipient_account_id = $1 OR ($2::uuid IS NOT NULL AND company_id = $2::uuid))`,
      [accountId, companyId],
    );
    return result[1] ?? 0;
  }
}
