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
 * (with Retry-After) once the limit is passed (`hitEach`: several keys in one statement); `peek` checks without counting; `clear` forgets a key after a success;
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
    await this.hitEach([{ scope, key, rule }]);
  }

  /**
   * Counts one attempt on each key in a single statement (one round trip, one commit), then throws the 429 of the
   * first key, in the given order, that passed its limit. Every key is counted, even when an earlier one is over.
   */
  async hitEach(hits: ReadonlyArray<{ scope: string; key: string; rule: RateLimit }>): Promise<void> {
    const unique = new Set(hits.map((h) => keyOf(h.scope, h.key)));
    if (unique.size !== hits.length) throw new Error('hitEach: each key at most once');
    const upserts = hits.map(
      (_, i) => `h${i} AS (
        INSERT INTO ${this.table} AS c (key, window_start, count) VALUES ($${2 * i + 1}, now(), 1)
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN c.window_start < now() - make_interval(secs => $${2 * i + 2}) THEN 1 ELSE c.count + 1 END,
          window_start = CASE WHEN c.window_start < now() - make_interval(secs => $${2 * i + 2}) THEN now() ELSE c.window_start END
        RETURNING ${i} AS i, count, ceil(extract(epoch FROM (window_start + make_interval(secs => $${2 * i + 2}) - now())))::int AS retry_after)`,
    );
    const rows = (await this.dataSource.query(
      `WITH ${upserts.join(',\n')}\n${hits.map((_, i) => `SELECT * FROM h${i}`).join(' UNION ALL ')}`,
      hits.flatMap((h) => [keyOf(h.scope, h.key), h.rule.windowSeconds]),
    )) as Array<{ i: number; count: number; retry_after: number }>;
    const counted = new Map(rows.map((r) => [Number(r.i), r]));
    hits.forEach((h, i) => {
      const row = counted.get(i);
      if (row && row.count > h.rule.limit) throw tooMany(h.rule, row.retry_after);
    });
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
