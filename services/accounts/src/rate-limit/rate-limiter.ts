import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { TooManyRequestsError } from '@jointly/common/errors';

export interface RateLimit {
  /** What is limited, for the message ("sign-in attempts"). */
  what: string;
  limit: number;
  windowSeconds: number;
}

export const LOGIN_PER_ACCOUNT: RateLimit = { what: 'sign-in attempts for this account', limit: 10, windowSeconds: 15 * 60 };
export const LOGIN_PER_ADDRESS: RateLimit = { what: 'sign-in attempts from your network', limit: 50, windowSeconds: 15 * 60 };
export const CODES_PER_ACCOUNT: RateLimit = { what: 'code requests for this address', limit: 5, windowSeconds: 60 * 60 };
export const CODE_CHECKS_PER_ADDRESS: RateLimit = { what: 'code attempts from your network', limit: 30, windowSeconds: 15 * 60 };
export const SIGNUPS_PER_ADDRESS: RateLimit = { what: 'sign-ups from your network', limit: 30, windowSeconds: 60 * 60 };

/**
 * Fixed-window counters in PostgreSQL, so every replica sees the same counts. `hit` counts one attempt and throws 429
 * once the limit is passed; `clear` forgets a key after a success.
 */
@Injectable()
export class RateLimiter {
  constructor(@InjectDataSource('accounts') private readonly dataSource: DataSource) {}

  async hit(scope: string, key: string, rule: RateLimit): Promise<void> {
    const [row] = (await this.dataSource.query(
      `INSERT INTO accounts.attempt_counter AS c (key, window_start, count) VALUES ($1, now(), 1)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN c.window_start < now() - make_interval(secs => $2) THEN 1 ELSE c.count + 1 END,
         window_start = CASE WHEN c.window_start < now() - make_interval(secs => $2) THEN now() ELSE c.window_start END
       RETURNING count, ceil(extract(epoch FROM (window_start + make_interval(secs => $2) - now())))::int AS retry_after`,
      [`${scope}:${key.toLowerCase()}`, rule.windowSeconds],
    )) as Array<{ count: number; retry_after: number }>;
    if (row.count > rule.limit) {
      const minutes = Math.max(1, Math.ceil(row.retry_after / 60));
      throw new TooManyRequestsError(
        `Too many ${rule.what}; try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        Math.max(1, row.retry_after),
      );
    }
  }

  async clear(scope: string, key: string): Promise<void> {
    await this.dataSource.query('DELETE FROM accounts.attempt_counter WHERE key = $1', [`${scope}:${key.toLowerCase()}`]);
  }
}
