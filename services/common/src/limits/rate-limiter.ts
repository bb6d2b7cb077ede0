import type { Provider } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { TooManyRequestsError } from '../errors';

export interface RateLimit {
  /** What is limited, for the message ("sign-in attempts"). */
  what: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window attempt counters in the service's own schema (`<schema>.attempt_counter`, see
 * {@link attemptCounterTableSql}), so every replica sees the same counts. `hit` counts one attempt and throws 429
 * (with Retry-After) once the limit is passed; `peek` checks without counting; `clear` forgets a key after a success;
 * `clearMatching` forgets every key of a scope that starts with a prefix. Keys are compared lower-cased.
 *
 * Per-address keys must come from `request.ip`, which believes X-Forwarded-For only from TRUSTED_PROXIES.
 */
export class RateLimiter {
  private readonly table: string;

  constructor(
    private readonly dataSource: DataSource,
    schema: string,
  ) {
    if (!/^[a-z_]+$/.test(schema)) throw new Error(`bad schema name ${schema}`);
    this.table = `"${schema}".attempt_counter`;
  }

  async hit(scope: string, key: string, rule: RateLimit): Promise<void> {
    const [row] = (await this.dataSource.query(
      `INSERT INTO ${this.table} AS c (key, window_start, count) VALUES ($1, now(), 1)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN c.window_start < now() - make_interval(secs => $2) THEN 1 ELSE c.count + 1 END,
         window_start = CASE WHEN c.window_start < now() - make_interval(secs => $2) THEN now() ELSE c.window_start END
       RETURNING count, ceil(extract(epoch FROM (window_start + make_interval(secs => $2) - now())))::int AS retry_after`,
      [keyOf(scope, key), rule.windowSeconds],
    )) as Array<{ count: number; retry_after: number }>;
    if (row.count > rule.limit) throw tooMany(rule, row.retry_after);
  }

  /** Throws the 429 if the key has already used up its window, without counting an attempt. */
  async peek(scope: string, key: string, rule: RateLimit): Promise<void> {
    const [row] = (await this.dataSource.query(
      `SELECT count, ceil(extract(epoch FROM (window_start + make_interval(secs => $2) - now())))::int AS retry_after
         FROM ${this.table} WHERE key = $1 AND window_start >= now() - make_interval(secs => $2)`,
      [keyOf(scope, key), rule.windowSeconds],
    )) as Array<{ count: number; retry_after: number }>;
    if (row && row.count >= rule.limit) throw tooMany(rule, row.retry_after);
  }

  async clear(scope: string, key: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM ${this.table} WHERE key = $1`, [keyOf(scope, key)]);
  }

  /** Forgets counters whose window ended long ago (housekeeping). */
  async prune(olderThanSeconds: number): Promise<void> {
    await this.dataSource.query(`DELETE FROM ${this.table} WHERE window_start < now() - make_interval(secs => $1)`, [olderThanSeconds]);
  }

  async clearMatching(scope: string, keyPrefix: string): Promise<void> {
    const prefix = keyOf(scope, keyPrefix).replace(/[\\%_]/g, (c) => `\\${c}`);
    await this.dataSource.query(`DELETE FROM ${this.table} WHERE key LIKE $1`, [`${prefix}%`]);
  }
}

const keyOf = (scope: string, key: string) => `${scope}:${key.toLowerCase()}`;

function tooMany(rule: RateLimit, retryAfter: number): TooManyRequestsError {
  const minutes = Math.max(1, Math.ceil(retryAfter / 60));
  return new TooManyRequestsError(
    `Too many ${rule.what}; try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    Math.max(1, retryAfter),
  );
}

/** The service's {@link RateLimiter} as a Nest provider, on its own DataSource and schema. */
export function rateLimiterProvider(service: string): Provider {
  return {
    provide: RateLimiter,
    useFactory: (dataSource: DataSource) => new RateLimiter(dataSource, service),
    inject: [getDataSourceToken(service)],
  };
}

/** SQL of the counters table, for a service migration. */
export function attemptCounterTableSql(schema: string): string {
  return `CREATE TABLE IF NOT EXISTS "${schema}".attempt_counter (
    key text PRIMARY KEY,
    window_start timestamptz NOT NULL,
    count int NOT NULL
  )`;
}
