import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  ANALYTICS_RETENTION_BATCH,
  ANALYTICS_RETENTION_DAYS,
  ANALYTICS_RETENTION_TICK_MS,
  retentionCutoff,
  retentionTick,
} from './analytics-retention';

const JOB = 'analytics-retention';
/** The first run waits a little after start, so a deploy's boot is not spent deleting. */
const FIRST_RUN_MS = 60_000;

export interface RetentionRun {
  /** False when another replica (or an earlier run) already took this tick. */
  ran: boolean;
  deleted: number;
}

/**
 * Deletes page views and events older than {@link ANALYTICS_RETENTION_DAYS}, once an hour. Safe with any number of
 * replicas: a run first claims the hour's tick in `notifications.job_tick` (one UPDATE that only one replica's
 * statement can win), then deletes in batches of {@link ANALYTICS_RETENTION_BATCH}, each its own short statement
 * over rows locked with SKIP LOCKED, so it never holds long locks and never waits on another deleter.
 */
@Injectable()
export class AnalyticsRetentionJob implements OnModuleInit, OnModuleDestroy {
  private readonly log = new Logger('AnalyticsRetentionJob');
  private timer?: NodeJS.Timeout;
  private first?: NodeJS.Timeout;
  private running?: Promise<RetentionRun>;
  private stopped = false;

  constructor(@InjectDataSource('notifications') private readonly dataSource: DataSource) {}

  onModuleInit(): void {
    const tick = () => {
      if (this.stopped || this.running) return;
      this.running = this.runOnce()
        .catch((error: Error) => {
          this.log.warn(`analytics retention failed: ${error.message}`);
          return { ran: false, deleted: 0 };
        })
        .finally(() => (this.running = undefined));
    };
    this.first = setTimeout(tick, FIRST_RUN_MS);
    this.first.unref();
    this.timer = setInterval(tick, ANALYTICS_RETENTION_TICK_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.first);
    clearInterval(this.timer);
    await this.running;
  }

  /** One run for the tick `now` falls in; answers whether this replica ran it and how many rows went. */
  async runOnce(now = new Date(), batchSize = ANALYTICS_RETENTION_BATCH): Promise<RetentionRun> {
    const tick = retentionTick(now);
    // READ COMMITTED: a second replica's upsert waits for the first's row lock, then re-checks the WHERE against the
    // committed tick and updates nothing; RETURNING tells who won.
    const claimed = (await this.dataSource.query(
      `INSERT INTO notifications.job_tick AS j (job, tick, ran_at) VALUES ($1, $2, now())
       ON CONFLICT (job) DO UPDATE SET tick = EXCLUDED.tick, ran_at = EXCLUDED.ran_at WHERE j.tick < EXCLUDED.tick
       RETURNING j.tick`,
      [JOB, tick],
    )) as unknown[];
    if (claimed.length === 0) return { ran: false, deleted: 0 };

    const cutoff = retentionCutoff(now);
    let deleted = 0;
    for (;;) {
      const [, count] = (await this.dataSource.query(
        `DELETE FROM notifications.analytics_event WHERE id IN (
           SELECT id FROM notifications.analytics_event WHERE occurred_at < $1 ORDER BY occurred_at LIMIT $2 FOR UPDATE SKIP LOCKED)`,
        [cutoff.toISOString(), batchSize],
      )) as [unknown[], number];
      deleted += count ?? 0;
      if (!count || count < batchSize || this.stopped) break;
    }
    if (deleted) this.log.log(`analytics: ${deleted} row(s) older than ${ANALYTICS_RETENTION_DAYS} days removed`);
    return { ran: true, deleted };
  }
}
