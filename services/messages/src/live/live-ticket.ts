import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** How long a stream ticket may wait before it is used. */
export const TICKET_TTL_SECONDS = 60;

const hash = (ticket: string) => createHash('sha256').update(ticket).digest('base64url');

/**
 * Stream tickets: EventSource cannot send an Authorization header, so a tab trades its bearer token for a random
 * single-use ticket (stored hashed, valid {@link TICKET_TTL_SECONDS}) and opens `GET /api/live/stream?ticket=…`. A
 * ticket in a URL that ends up in a log is worthless: it was used, or it expires within a minute.
 */
@Injectable()
export class LiveTickets {
  constructor(@InjectDataSource('messages') private readonly dataSource: DataSource) {}

  async issue(accountId: string): Promise<string> {
    const ticket = randomBytes(32).toString('base64url');
    await this.dataSource.query(
      `INSERT INTO messages.live_ticket (ticket_hash, account_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`,
      [hash(ticket), accountId, TICKET_TTL_SECONDS],
    );
    return ticket;
  }

  /** The account of a valid ticket, which is used up; null for an unknown, used or expired ticket. */
  async redeem(ticket: string): Promise<string | null> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(ticket)) return null;
    // TypeORM answers DELETE … RETURNING as [rows, affected].
    const [rows] = (await this.dataSource.query(
      'DELETE FROM messages.live_ticket WHERE ticket_hash = $1 RETURNING account_id, expires_at > now() AS valid',
      [hash(ticket)],
    )) as [Array<{ account_id: string; valid: boolean }>, number];
    return rows[0]?.valid ? rows[0].account_id : null;
  }

  async pruneExpired(): Promise<void> {
    await this.dataSource.query('DELETE FROM messages.live_ticket WHERE expires_at < now()');
  }
}
