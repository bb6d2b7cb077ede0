import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { MessageEvents } from '@jointly/contracts';
import { APP_CONFIG, type AppConfig } from '@jointly/common/config';
import { transaction } from '@jointly/common/database';
import { OutboxService, createEvent } from '@jointly/common/events';
import { RateLimiter } from '@jointly/common/limits';
import { takesPart } from '../conversation/participation';
import { LIVE_RETENTION_HOURS } from '../live/live-hub';

/** How often the pass runs; a digest goes out at most this long after its delay. */
const PASS_MS = 60_000;

interface DueDigest {
  conversation_id: string;
  title: string;
  account_id: string;
  role: string | null;
  unread: number;
  max_seq: string;
  from: string[];
}

/**
 * E-mail for the absent: once a minute, for every person with unread messages in a conversation whose oldest unread
 * (not yet digested) message is older than MESSAGE_DIGEST_DELAY_MINUTES, publishes one MessageDigestDue and moves the
 * person's digest mark past the conversation's latest message, so a burst of messages makes one e-mail and the next
 * burst another. Muted conversations and people who turned digests off are skipped; people who read in time get
 * nothing. One replica runs a pass at a time (transaction advisory lock). Also prunes the live log, tickets and counters.
 */
@Injectable()
export class DigestScheduler implements OnModuleInit, OnModuleDestroy {
  private readonly log = new Logger('MessageDigests');
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;

  constructor(
    @InjectDataSource('messages') private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.tick(), PASS_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  private async tick(): Promise<void> {
    try {
      await this.runOnce();
      await this.housekeeping();
    } catch (error) {
      this.log.warn(`digest pass failed: ${(error as Error).message}`);
    }
  }

  /** One pass; answers how many digests it published. */
  runOnce(): Promise<number> {
    this.running = transaction(this.dataSource, async (manager) => {
      const [{ locked }] = (await manager.query(`SELECT pg_try_advisory_xact_lock(hashtext('messages.digest')) AS locked`)) as Array<{
        locked: boolean;
      }>;
      if (!locked) return 0;
      const due = (await manager.query(
        `SELECT c.id AS conversation_id, c.title, acc.account_id, acc.role, count(m.id)::int AS unread, max(m.seq)::text AS max_seq,
                (array_agg(DISTINCT coalesce(co.name, au.name, 'A participant')))[1:5] AS "from"
           FROM messages.conversation c
           JOIN LATERAL (
             SELECT a.account_id, a.role FROM messages.participant p JOIN messages.account a ON p.party = 'account' AND a.account_id = p.party_id
              WHERE p.conversation_id = c.id
             UNION
             SELECT a.account_id, a.role FROM messages.participant p JOIN messages.account a ON p.party = 'company' AND a.company_id = p.party_id
              WHERE p.conversation_id = c.id
           ) acc ON true
           JOIN messages.message m ON m.conversation_id = c.id AND m.deleted_at IS NULL AND m.author_account_id <> acc.account_id
           LEFT JOIN messages.account au ON au.account_id = m.author_account_id
           LEFT JOIN messages.company co ON co.company_id = m.author_company_id
           LEFT JOIN messages.read_state rs ON rs.conversation_id = c.id AND rs.account_id = acc.account_id
           LEFT JOIN messages.preference pref ON pref.account_id = acc.account_id
          WHERE c.last_message_at > now() - interval '7 days'
            AND m.seq > greatest(coalesce(rs.last_read_seq, 0), coalesce(rs.digested_seq, 0))
            AND NOT coalesce(rs.muted, false)
            AND coalesce(pref.email_digests, true)
            AND ${takesPart('acc.account_id')}
          GROUP BY c.id, c.title, acc.account_id, acc.role
         HAVING min(m.created_at) < now() - make_interval(mins => $1)
          LIMIT 500`,
        [this.config.messageDigestDelayMinutes],
      )) as DueDigest[];
      for (const digest of due) {
        await manager.query(
          `INSERT INTO messages.read_state (conversation_id, account_id, digested_seq) VALUES ($1, $2, $3)
           ON CONFLICT (conversation_id, account_id) DO UPDATE SET digested_seq = GREATEST(messages.read_state.digested_seq, EXCLUDED.digested_seq)`,
          [digest.conversation_id, digest.account_id, digest.max_seq],
        );
        const page = digest.role === 'expert' ? '/v3/expert-dashboard/message' : '/consortium/messages';
        await this.outbox.add(
          manager,
          createEvent(MessageEvents.MessageDigestDue, {
            aggregateId: digest.account_id,
            payload: {
              digestId: randomUUID(),
              accountId: digest.account_id,
              conversationId: digest.conversation_id,
              conversationTitle: digest.title,
              unreadCount: digest.unread,
              from: digest.from,
              link: `${page}?c=${digest.conversation_id}`,
            },
          }),
        );
      }
      return due.length;
    });
    return this.running;
  }

  private async housekeeping(): Promise<void> {
    await this.dataSource.query(`DELETE FROM messages.live_event WHERE created_at < now() - make_interval(hours => $1)`, [
      LIVE_RETENTION_HOURS,
    ]);
    // Shared payloads outlive no event: the last rows pointing at one are as old as it is.
    await this.dataSource.query(`DELETE FROM messages.live_payload WHERE created_at < now() - make_interval(hours => $1)`, [
      LIVE_RETENTION_HOURS,
    ]);
    await this.dataSource.query('DELETE FROM messages.live_ticket WHERE expires_at < now()');
    await new RateLimiter(this.dataSource, 'messages').prune(3600);
  }
}
