import type { Provider } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { TooManyRequestsError } from '../errors';

/** One attempt to count: a key of a scope, under its rule. */
export interface Hit {
  scope: string;
  key: string;
  rule: RateLimit;
}

interface HitRow {
  i: number;
  count: number;
  retry_after: number;
}

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
    if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`bad schema name ${schema}`);
    this.table = `"${schema}".attempt_counter`;
  }

  async hit(scope: string, key: string, rule: RateLimit): Promise<void> {
    await this.hitEach([{ scope, key, rule }]);
  }

  /**
   * Counts one attempt on each key in a single statement (one round trip, one commit), then throws the 429 of the
   * first key, in the given order, that passed its limit. Every key is counted, even when an earlier one is over.
   * Resolves to each key's count in its window (this attempt included), in the given order.
   */
  async hitEach(hits: ReadonlyArray<Hit>): Promise<number[]> {
    const { ctes, params } = this.hitsSql(hits);
    const rows = (await this.dataSource.query(
      `WITH ${ctes}\n${hits.map((_, i) => `SELECT * FROM h${i}`).join(' UNION ALL ')}`,
      params,
    )) as HitRow[];
    return this.judge(hits, rows);
  }

  /**
   * {@link hitEach} and one read in the same statement, so a hot path (sign-in) pays one round trip for both. `read`
   * gets the number of its first parameter (`$n`) and returns a SELECT of at most one row; that row (null when it
   * finds none) and the counts are returned once every key is within its limit, else the 429 is thrown as by
   * {@link hitEach}. The read sees the database as it was before the statement (one snapshot).
   */
  async hitEachAndRead(
    hits: ReadonlyArray<Hit>,
    read: (firstParameter: number) => { sql: string; params: unknown[] },
  ): Promise<{ counts: number[]; row: Record<string, unknown> | null }> {
    const { ctes, params } = this.hitsSql(hits);
    const query = read(params.length + 1);
    const [result] = (await this.dataSource.query(
      `WITH ${ctes},
        hits AS (SELECT json_agg(json_build_array(i, count, retry_after)) AS hits FROM (${hits.map((_, i) => `SELECT * FROM h${i}`).join(' UNION ALL ')}) x),
        r AS (${query.sql})
      SELECT hits.hits AS "__hits", EXISTS (SELECT 1 FROM r) AS "__found", r.* FROM hits LEFT JOIN r ON true LIMIT 1`,
      [...params, ...query.params],
    )) as Array<Record<string, unknown> & { __hits: Array<[number, number, number]>; __found: boolean }>;
    const { __hits, __found, ...rest } = result;
    const counts = this.judge(
      hits,
      __hits.map(([i, count, retry_after]) => ({ i, count, retry_after })),
    );
    return { counts, row: __found ? rest : null };
  }

  private hitsSql(hits: ReadonlyArray<Hit>): { ctes: string; params: unknown[] } {
    const unique = new Set(hits.map((h) => keyOf(h.scope, h.key)));
    if (unique.size !== hits.length) throw new Error('hitEach: each key at most once');
    const ctes = hits.map(
      (_, i) => `h${i} AS (
        INSERT INTO ${this.table} AS c (key, window_start, count) VALUES ($${2 * i + 1}, now(), 1)
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN c.window_start < now() - make_interval(secs => $${2 * i + 2}) THEN 1 ELSE c.count + 1 END,
          window_start = CASE WHEN c.window_start < now() - make_interval(secs => $${2 * i + 2}) THEN now() ELSE c.window_start END
        RETURNING ${i} AS i, count, ceil(extract(epoch FROM (window_start + make_interval(secs => $${2 * i + 2}) - now())))::int AS retry_after)`,
    );
    return { ctes: ctes.join(',\n'), params: hits.flatMap((h) => [keyOf(h.scope, h.key), h.rule.windowSeconds]) };
  }

  private judge(hits: ReadonlyArray<Hit>, rows: HitRow[]): number[] {
    const counted = new Map(rows.map((r) => [Number(r.i), r]));
    hits.forEach((h, i) => {
      const row = counted.get(i);
      if (row && row.count > h.rule.limit) throw tooMany(h.rule, row.retry_after);
    });
    return hits.map((_, i) => counted.get(i)?.count ?? 0);
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
