import type { DataSource, EntityManager } from 'typeorm';
import { TooManyRequestsError } from '../errors';

/** One limit: at most `limit` hits per `windowSeconds`; `what` names the hits in the 429 message ("messages sent"). */
export interface RateLimitRule {
  what: string;
  limit: number;
  windowSeconds: number;
}

const TABLE = /^[a-z_]+\.[a-z_]+$/;

/**
 * Fixed-window counters in a PostgreSQL table of the calling service (`key text PRIMARY KEY, window_start timestamptz,
 * count integer`), so every replica sees the same counts. `hit` counts one attempt and throws 429
 * (`REQUEST.RATE_LIMITED`, with Retry-After) once the limit is passed.
 */
export class FixedWindowLimiter {
  constructor(
    private readonly db: DataSource | EntityManager,
    private readonly table: string,
  ) {
    if (!TABLE.test(table)) throw new Error(`bad counter table ${table}`);
  }

  async hit(key: string, rule: RateLimitRule): Promise<void> {
    const [row] = (await this.db.query(
      `INSERT INTO ${this.table} AS c (key, window_start, count) VALUES ($1, now(), 1)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN c.window_start < now() - make_interval(secs => $2) THEN 1 ELSE c.count + 1 END,
         window_start = CASE WHEN c.window_start < now() - make_interval(secs => $2) THEN now() ELSE c.window_start END
       RETURNING count, ceil(extract(epoch FROM (window_start + make_interval(secs => $2) - now())))::int AS retry_after`,
      [key, rule.windowSeconds],
    )) as Array<{ count: number; retry_after: number }>;
    if (row.count > rule.limit) {
      const seconds = Math.max(1, row.retry_after);
      const wait = seconds < 90 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`;
      throw new TooManyRequestsError(`Too many ${rule.what}; try again in ${wait}.`, seconds);
    }
  }

  /** Forgets counters whose window ended long ago (housekeeping). */
  async prune(olderThanSeconds: number): Promise<void> {
    await this.db.query(`DELETE FROM ${this.table} WHERE window_start < now() - make_interval(secs => $1)`, [olderThanSeconds]);
  }
}
