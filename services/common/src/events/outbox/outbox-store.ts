import type { DataSource, QueryRunner } from 'typeorm';
import { qualify } from '../schema/sql-names';

/** An outbox row claimed for publishing; the envelope comes as JSON text (it goes on the wire as is). */
export interface ClaimedOutboxRow {
  id: string;
  topic: string;
  key: string;
  type: string;
  json: string;
  /** The envelope's `traceparent`/`tracestate` (null when it has none): the relay's publish span continues that trace. */
  traceparent: string | null;
  tracestate: string | null;
}

/**
 * Rows picked for a claim were changed by another transaction before they could be marked (see
 * {@link OutboxStore.claim}); the round is rolled back and tried again.
 */
export class OutboxClaimRaceError extends Error {
  constructor(readonly skipped: number) {
    super(`${skipped} outbox row(s) changed by another transaction while being claimed; the round is tried again`);
    this.name = 'OutboxClaimRaceError';
  }
}

/** Backlog figures of one outbox. */
export interface OutboxBacklog {
  /** Unpublished rows. */
  backlog: number;
  /** Age in milliseconds of the oldest unpublished row, 0 when none. */
  oldestPendingMs: number;
}

/**
 * The SQL of the relay over one schema's `outbox_message`. Claims run in the caller's transaction: the advisory
 * lock lets one relay at a time publish a schema's outbox (so per-aggregate order holds across replicas), and the
 * claim marks the rows published in the same statement, which also locks them until the transaction ends.
 */
export class OutboxStore {
  private readonly table: string;

  constructor(
    private readonly dataSource: DataSource,
    readonly schema: string,
  ) {
    this.table = qualify(schema, 'outbox_message');
  }

  /**
   * Takes the schema's relay lock for the current transaction; false when another relay holds it. Also sets, for this
   * transaction only:
   * - `synchronous_commit` off: the transaction only marks rows published, and if a crash loses that mark the rows
   *   are simply published again (consumers drop them through their inbox). Saves a WAL flush per round.
   * - `enable_bitmapscan` off: the claim must walk the unpublished-rows index in `seq` order and stop after `limit`
   *   rows. The planner's estimate of unpublished rows is that of the last ANALYZE (usually: almost none), so under a
   *   backlog it picked a bitmap scan of the whole index, every unpublished row fetched and sorted to keep the first
   *   `limit`, and a second whole-index bitmap for the UPDATE: each claim cost in proportion to the backlog, a drain
   *   in its square (a 100,000-event backlog: 16 µs of database CPU per event instead of 11.5).
   */
  async tryLock(runner: QueryRunner): Promise<boolean> {
    const rows: Array<{ locked: boolean }> = await runner.query(
      `SELECT set_config('synchronous_commit', 'off', true), set_config('enable_bitmapscan', 'off', true),
              pg_try_advisory_xact_lock(hashtext('jointly.outbox'), hashtext($1)) AS locked`,
      [this.schema],
    );
    return rows[0]?.locked === true;
  }

  /**
   * Claims up to `limit` unpublished rows, oldest first, and marks them published in the same statement (one round
   * trip and one new row version per event; the caller's transaction publishes them before it commits, and rolls
   * the mark back if publishing fails). Called again in the same transaction it takes the next rows: the ones it
   * marked are no longer unpublished for that transaction. Rows are not skipped by position: one that became
   * visible late (its transaction committed after an earlier claim) is still taken before anything newer.
   * The rows are picked by walking the unpublished index in `seq` order (see {@link tryLock}) and updated by their
   * physical address (ctid), so the UPDATE costs in proportion to the batch whatever the planner believes of the
   * backlog (matched by id, it scanned the whole unpublished index for every claim when its statistics said the
   * outbox was empty, as they do after quiet hours: a 100,000-row backlog then drained at a few thousand rows/s).
   * No `published_at IS NULL` re-check in the UPDATE: it would let the planner read the whole unpublished index
   * again (the predicate of that partial index), and it is not needed: the rows were unpublished in the statement's
   * snapshot, taken under the relay lock, and a row another transaction changed in between (a failure record written
   * by another replica after its round) has moved to a new ctid and is not updated. Then this claim throws
   * {@link OutboxClaimRaceError} rather than publish rows behind it out of order, and the round rolls back and is
   * tried again. The relay lock keeps other relays out, so no row lock is taken beforehand.
   */
  async claim(runner: QueryRunner, limit: number): Promise<ClaimedOutboxRow[]> {
    const rows: Array<ClaimedOutboxRow & { picked?: number }> = await runner.query(
      `WITH picked AS MATERIALIZED (
         SELECT ctid FROM ${this.table} WHERE published_at IS NULL ORDER BY seq LIMIT $1),
       claimed AS (
         UPDATE ${this.table} SET published_at = clock_timestamp(), attempts = attempts + 1, last_error = NULL
          WHERE ctid = ANY(ARRAY(SELECT ctid FROM picked))
         RETURNING seq, id, topic, key, type, envelope::text AS json,
                   envelope->>'traceparent' AS traceparent, envelope->>'tracestate' AS tracestate)
       SELECT id, topic, key, type, json, traceparent, tracestate, (SELECT count(*) FROM picked)::int AS picked
         FROM claimed ORDER BY seq`,
      [limit],
    );
    const picked = rows[0]?.picked ?? 0;
    if (rows.length < picked) throw new OutboxClaimRaceError(picked - rows.length);
    return rows; // each row also carries `picked` (left in place: deleting a property slows the object down)
  }

  /** Records a failed publish attempt on rows that stay unpublished (its own short transaction). */
  async recordFailure(ids: string[], error: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE ${this.table} SET attempts = attempts + 1, last_error = left($2, 2000) WHERE id = ANY($1::uuid[]) AND published_at IS NULL`,
      [ids, error],
    );
  }

  /** Unpublished count and age of the oldest unpublished row. */
  async backlog(): Promise<OutboxBacklog> {
    const rows: Array<{ backlog: number; oldest_ms: number | null }> = await this.dataSource.query(
      `SELECT count(*)::int AS backlog,
              (extract(epoch FROM clock_timestamp() - min(created_at)) * 1000)::float8 AS oldest_ms
         FROM ${this.table} WHERE published_at IS NULL`,
    );
    return { backlog: rows[0]?.backlog ?? 0, oldestPendingMs: Math.max(0, Math.round(rows[0]?.oldest_ms ?? 0)) };
  }

  /** Deletes up to `limit` rows published longer than `olderThanMs` ago; returns how many. */
  async prunePublished(olderThanMs: number, limit = 10_000): Promise<number> {
    const result: [unknown[], number] = await this.dataSource.query(
      `DELETE FROM ${this.table} WHERE ctid = ANY(ARRAY(
         SELECT ctid FROM ${this.table}
          WHERE published_at IS NOT NULL AND published_at < clock_timestamp() - make_interval(secs => $1)
          LIMIT $2))`,
      [olderThanMs / 1000, limit],
    );
    return result[1] ?? 0;
  }
}
