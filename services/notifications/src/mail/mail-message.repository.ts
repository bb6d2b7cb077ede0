import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, DataSource, EntityManager } from 'typeorm';
import { activeTraceparent } from '@jointly/common/tracing';
import { NOTIFICATIONS } from '../notifications.database';
import { returnedRows } from '../shared/sql-result';
import { MAIL_CHANNEL } from './mail-channel';
import { MailMessage, type MailStatus } from './mail-message.entity';
import type { MailTemplateName, RenderedMail } from './templates/mail-template';

const TABLE = `"${NOTIFICATIONS}"."mail_message"`;

/** A mail to queue: a rendered template and its addressing. */
export interface NewMail extends RenderedMail {
  /** The event that caused it; a second mail for the same event is not queued. */
  eventId: string | null;
  to: string;
  cc?: string | null;
  replyTo?: string | null;
}

/** Sortable columns of the admin mail log. */
export const MAIL_SORT_FIELDS = [
  'createdAt',
  'updatedAt',
  'sentAt',
  'nextAttemptAt',
  'to',
  'subject',
  'template',
  'status',
  'attempts',
] as const;
export type MailSortField = (typeof MAIL_SORT_FIELDS)[number];

/** Filters, order and window of the admin mail log. */
export interface MailLogQuery {
  offset: number;
  limit: number;
  sort: { field: MailSortField | 'id'; order: 'ASC' | 'DESC' };
  filter: { ids?: string[]; status?: MailStatus; template?: string; to?: string; eventId?: string; q?: string };
}

interface MailRow {
  id: string;
  event_id: string | null;
  to: string;
  cc: string | null;
  reply_to: string | null;
  subject: string;
  template: string;
  text: string;
  html: string;
  status: MailStatus;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date;
  sent_at: Date | null;
  provider_message_id: string | null;
  traceparent: string | null;
  created_at: Date;
  updated_at: Date;
}

function fromRow(row: MailRow): MailMessage {
  return Object.assign(new MailMessage(), {
    id: row.id,
    eventId: row.event_id,
    to: row.to,
    cc: row.cc,
    replyTo: row.reply_to,
    subject: row.subject,
    template: row.template,
    text: row.text,
    html: row.html,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    nextAttemptAt: row.next_attempt_at,
    sentAt: row.sent_at,
    providerMessageId: row.provider_message_id,
    traceparent: row.traceparent ?? null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  });
}

/** The SQL over `notifications.mail_message`: queueing, the sender's claim/outcome updates and the admin log. */
/** How long sent and failed mails stay in the mail log. */
export const MAIL_LOG_DAYS = 90;

@Injectable()
export class MailMessageRepository {
  constructor(@InjectDataSource(NOTIFICATIONS) private readonly dataSource: DataSource) {}

  /**
   * Queues a mail in the caller's transaction and wakes the senders when it commits. Returns the new id, or null when
   * the event already has its mail (a redelivered event changes nothing).
   */
  async enqueue(manager: EntityManager, mail: NewMail): Promise<string | null> {
    const rows: Array<{ id: string }> = await manager.query(
      `INSERT INTO ${TABLE} (id, event_id, "to", cc, reply_to, subject, template, text, html, traceparent)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (event_id) DO NOTHING
       RETURNING id`,
      [
        randomUUID(),
        mail.eventId,
        mail.to,
        mail.cc ?? null,
        mail.replyTo ?? null,
        mail.subject,
        mail.template,
        mail.text,
        mail.html,
        activeTraceparent(),
      ],
    );
    if (!rows.length) return null;
    await manager.query('SELECT pg_notify($1, $2)', [MAIL_CHANNEL, rows[0].id]);
    return rows[0].id;
  }

  /**
   * Claims up to `limit` due pending mails for this sender: each claimed row gets one more attempt and is leased
   * (its next attempt pushed `leaseMs` away) in one statement. `FOR UPDATE SKIP LOCKED` lets replicas claim side by
   * side without waiting for or taking each other's rows; the lease makes a crashed sender's mail due again later.
   */
  async claimDue(limit: number, leaseMs: number): Promise<MailMessage[]> {
    const result: unknown = await this.dataSource.query(
      `UPDATE ${TABLE} AS m
          SET attempts = m.attempts + 1,
              next_attempt_at = clock_timestamp() + make_interval(secs => $2),
              updated_at = clock_timestamp()
         FROM (SELECT id FROM ${TABLE}
                WHERE status = 'pending' AND next_attempt_at <= clock_timestamp()
                ORDER BY next_attempt_at, created_at
                LIMIT $1
                FOR UPDATE SKIP LOCKED) AS due
        WHERE m.id = due.id
        RETURNING m.*`,
      [limit, leaseMs / 1000],
    );
    return returnedRows<MailRow>(result)
      .map(fromRow)
      .sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || a.createdAt.getTime() - b.createdAt.getTime());
  }

  /** Records a delivery (in the caller's transaction, with its MailSent event); false when the mail was not pending. */
  async markSent(manager: EntityManager, id: string, providerMessageId: string | null): Promise<boolean> {
    const result: [unknown[], number] = await manager.query(
      `UPDATE ${TABLE} SET status = 'sent', sent_at = clock_timestamp(), provider_message_id = $2, last_error = NULL,
              updated_at = clock_timestamp()
        WHERE id = $1 AND status = 'pending'`,
      [id, providerMessageId],
    );
    return (result[1] ?? 0) > 0;
  }

  /** Gives a mail up (in the caller's transaction, with its MailFailed event); false when it was not pending. */
  async markFailed(manager: EntityManager, id: string, error: string): Promise<boolean> {
    const result: [unknown[], number] = await manager.query(
      `UPDATE ${TABLE} SET status = 'failed', last_error = left($2, 2000), updated_at = clock_timestamp()
        WHERE id = $1 AND status = 'pending'`,
      [id, error],
    );
    return (result[1] ?? 0) > 0;
  }

  /** Records a failed attempt and when to try again. */
  async scheduleRetry(id: string, error: string, delayMs: number): Promise<void> {
    await this.dataSource.query(
      `UPDATE ${TABLE} SET last_error = left($2, 2000), next_attempt_at = clock_timestamp() + make_interval(secs => $3),
              updated_at = clock_timestamp()
        WHERE id = $1 AND status = 'pending'`,
      [id, error, delayMs / 1000],
    );
  }

  /** Milliseconds until the next pending mail is due (0 when one is due now), or null when none is pending. */
  async msUntilNextDue(): Promise<number | null> {
    const rows: Array<{ ms: number | null }> = await this.dataSource.query(
      `SELECT (extract(epoch FROM min(next_attempt_at) - clock_timestamp()) * 1000)::float8 AS ms FROM ${TABLE} WHERE status = 'pending'`,
    );
    const ms = rows[0]?.ms;
    return ms === null || ms === undefined ? null : Math.max(0, Math.ceil(ms));
  }

  /** One mail with its bodies, or null. */
  findById(id: string): Promise<MailMessage | null> {
    return this.dataSource.getRepository(MailMessage).findOneBy({ id });
  }

  /** The mail queued for an event, or null. */
  findByEventId(eventId: string): Promise<MailMessage | null> {
    return this.dataSource.getRepository(MailMessage).findOneBy({ eventId });
  }

  /** A window of the admin mail log (without the bodies) and the number of mails matching the filter. */
  async findForLog(query: MailLogQuery): Promise<{ items: MailMessage[]; total: number }> {
    const qb = this.dataSource
      .getRepository(MailMessage)
      .createQueryBuilder('m')
      .select([
        'm.id',
        'm.eventId',
        'm.to',
        'm.cc',
        'm.replyTo',
        'm.subject',
        'm.template',
        'm.status',
        'm.attempts',
        'm.lastError',
        'm.nextAttemptAt',
        'm.sentAt',
        'm.providerMessageId',
        'm.createdAt',
        'm.updatedAt',
      ]);
    const { filter } = query;
    if (filter.ids?.length === 0) return { items: [], total: 0 };
    if (filter.ids) qb.andWhere('m.id IN (:...ids)', { ids: filter.ids });
    if (filter.status) qb.andWhere('m.status = :status', { status: filter.status });
    if (filter.template) qb.andWhere('m.template = :template', { template: filter.template });
    if (filter.eventId) qb.andWhere('m.eventId = :eventId', { eventId: filter.eventId });
    if (filter.to) qb.andWhere('m.to ILIKE :to', { to: `%${escapeLike(filter.to)}%` });
    if (filter.q) {
      const q = `%${escapeLike(filter.q)}%`;
      qb.andWhere(
        new Brackets((w) =>
          w
            .where('m.to ILIKE :q', { q })
            .orWhere(
              `(CASE WHEN m.template IN ('verification-code', 'password-reset-code') THEN regexp_replace(m.subject, '\\d{6}', '••••••', 'g') ELSE m.subject END) ILIKE :q`,
              { q },
            )
            .orWhere('m.template ILIKE :q', { q }),
        ),
      );
    }
    qb.orderBy(`m.${query.sort.field}`, query.sort.order, query.sort.order === 'DESC' ? 'NULLS LAST' : 'NULLS FIRST').addOrderBy(
      'm.id',
      query.sort.order,
    );
    qb.skip(query.offset).take(query.limit);
    const [items, total] = await qb.getManyAndCount();
    return { items, total };
  }

  /**
   * How many mails of one template each address got (queued or sent; failed ones never arrived) in the last `hours`,
   * counted in the caller's transaction after transaction-level advisory locks on (template, address), taken in one
   * statement in a fixed order (two deliveries over the same addresses count one after the other and cannot deadlock),
   * so a cap cannot be overrun by a race. Answers lower-cased address → count (0 when absent).
   */
  async countRecentLockedMany(
    manager: EntityManager,
    template: MailTemplateName,
    addresses: readonly string[],
    hours = 24,
  ): Promise<Map<string, number>> {
    const keys = [...new Set(addresses.map((address) => address.toLowerCase()))].sort();
    if (!keys.length) return new Map();
    await manager.query(
      `SELECT count(pg_advisory_xact_lock(hashtext(s.k))) FROM (SELECT $1 || k AS k FROM unnest($2::text[]) AS k ORDER BY k COLLATE "C") s`,
      [`mail-cap:${template}:`, keys],
    );
    const rows: Array<{ address: string; n: number }> = await manager.query(
      `SELECT lower("to") AS address, count(*)::int AS n FROM "notifications"."mail_message"
        WHERE template = $1 AND lower("to") = ANY($2::text[]) AND status IN ('pending', 'sent')
          AND created_at > clock_timestamp() - make_interval(hours => $3)
        GROUP BY 1`,
      [template, keys, hours],
    );
    return new Map(rows.map((row) => [row.address, row.n]));
  }

  /** Deletes up to `limit` sent or failed mails older than `days` (the mail log keeps three months); returns how many. */
  async pruneFinished(days = MAIL_LOG_DAYS, limit = 5000): Promise<number> {
    const result: [unknown[], number] = await this.dataSource.query(
      `DELETE FROM "notifications"."mail_message" WHERE id IN (
         SELECT id FROM "notifications"."mail_message"
          WHERE status IN ('sent', 'failed') AND created_at < clock_timestamp() - make_interval(days => $1) LIMIT $2)`,
      [days, limit],
    );
    return result[1] ?? 0;
  }
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
