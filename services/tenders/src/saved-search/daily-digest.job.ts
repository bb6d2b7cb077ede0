import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { TenderEvents } from '@jointly/contracts';
import { transaction } from '@jointly/common/database';
import { OutboxService, createEvent } from '@jointly/common/events';
import { PeriodicJob } from '../jobs/periodic-job';

/** The digest goes out once a day, at or after this hour (UTC). */
export const DIGEST_HOUR_UTC = 7;
const MAX_TENDERS_PER_DIGEST = 100;

interface PendingRow {
  saved_search_id: string;
  account_id: string;
  name: string;
  tenders: Array<{ tenderId: string; title: string; buyerName: string | null; closingDate: string | null }>;
}

/**
 * The daily digest: once a day (checked every 10 minutes, due from 07:00 UTC) every saved search with matches
 * waiting publishes ONE SavedSearchMatched with delivery 'daily' listing them, and the waiting matches are cleared,
 * in one transaction. A job_run row per day makes a second run (another replica, a restart) a no-op.
 */
@Injectable()
export class DailyDigestJob extends PeriodicJob {
  protected readonly intervalMs = 10 * 60_000;

  constructor(
    @InjectDataSource('tenders') private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {
    super();
  }

  runOnce(): Promise<number | null> {
    const now = new Date();
    if (now.getUTCHours() < DIGEST_HOUR_UTC) return Promise.resolve(null);
    return this.runDigest(now);
  }

  /** Sends the digest for `now`'s day unless it went already; returns how many digests were published (null: already done). */
  async runDigest(now = new Date()): Promise<number | null> {
    const day = now.toISOString().slice(0, 10);
    return transaction(this.dataSource, async (manager) => {
      const claimed = (await manager.query(
        `INSERT INTO tenders.job_run (job, run_key) VALUES ('daily-digest', $1) ON CONFLICT DO NOTHING RETURNING run_key`,
        [day],
      )) as unknown[];
      if (claimed.length === 0) return null;
      const pending = (await manager.query(
        `SELECT s.id AS saved_search_id, s.account_id, s.name,
                json_agg(json_build_object('tenderId', t.id, 'title', t.title, 'buyerName', t.buyer_name, 'closingDate', t.closing_date)
                         ORDER BY t.closing_date ASC NULLS LAST, t.id) AS tenders
         FROM tenders.saved_search_pending_match p
         JOIN tenders.saved_search s ON s.id = p.saved_search_id
         JOIN tenders.tender t ON t.id = p.tender_id
         WHERE s.delivery <> 'none'
         GROUP BY s.id, s.account_id, s.name`,
      )) as PendingRow[];
      await manager.query('DELETE FROM tenders.saved_search_pending_match');
      const events = pending.map((p) =>
        createEvent(TenderEvents.SavedSearchMatched, {
          aggregateId: p.saved_search_id,
          payload: {
            savedSearchId: p.saved_search_id,
            accountId: p.account_id,
            searchName: p.name,
            delivery: 'daily' as const,
            tenders: p.tenders
              .slice(0, MAX_TENDERS_PER_DIGEST)
              .map((t) => ({ ...t, closingDate: t.closingDate ? new Date(t.closingDate).toISOString() : null })),
          },
        }),
      );
      await this.outbox.add(manager, events);
      if (pending.length) {
        await manager.query('UPDATE tenders.saved_search SET last_matched_at = now() WHERE id = ANY($1::uuid[])', [
          pending.map((p) => p.saved_search_id),
        ]);
        await manager.query(`UPDATE tenders.job_run SET details = $2 WHERE job = 'daily-digest' AND run_key = $1`, [
          day,
          JSON.stringify({ digests: pending.length }),
        ]);
      }
      return pending.length;
    });
  }
}
