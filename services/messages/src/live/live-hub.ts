import { Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { PgListener } from '@jointly/common/database';
import { LIVE_CHANNEL, LIVE_ROW_COLUMNS, LIVE_ROW_FROM, liveHorizon } from './live-log';

export interface LiveRow {
  id: string;
  account_id: string;
  type: string;
  /** The JSON text of what the row carries. */
  data: string;
}

/** One open stream: `send` writes an SSE frame; the hub never sends it an id it already sent. */
export interface LiveSubscriber {
  accountId: string;
  send(row: LiveRow): void;
  /** Ends the stream (the process shuts down: the client reconnects elsewhere with its Last-Event-ID). */
  end?(): void;
}

interface Slot {
  subscriber: LiveSubscriber;
  lastId: bigint;
  /** While replaying, rows from the hub wait here so order and completeness hold. */
  queue: LiveRow[] | null;
}

/**
 * Read in pages of this many rows per wake, ordered by the bigint column (`ORDER BY e.id`: a bare `id` would sort by
 * the `id::text` output column, "10" before "9", and the reader would pass a row by).
 */
const PAGE = 2000;
/** The NOTIFY covers every commit; this poll covers a lost LISTEN connection. */
const POLL_MS = 5000;
/**
 * While a writer is in flight below what has been written, the reader stops at its horizon ({@link liveHorizon})
 * and reads again this soon (its commit wakes the reader too; this covers a wake that came before its lock was gone).
 */
export const LIVE_HORIZON_RETRY_MS = 50;
/** Live rows are kept this long for replay; a reconnect after that refetches. */
export const LIVE_RETENTION_HOURS = 24;

/**
 * This process's side of the live channel: LISTENs for commits to `messages.live_event` (from any process), reads the
 * new rows once (one query per wake, whatever the number of streams) and hands each to the streams of its account.
 * Nothing is kept in process memory beyond the open streams: a reconnect replays from the table by Last-Event-ID.
 */
@Injectable()
export class LiveHub implements OnModuleInit, OnModuleDestroy {
  private readonly log = new Logger('LiveHub');
  private readonly slots = new Map<string, Set<Slot>>();
  private listener?: PgListener;
  private cursor = 0n;
  private reading = false;
  private again = false;
  private poll?: NodeJS.Timeout;
  private started?: Promise<void>;
  /** The re-read scheduled while a writer in flight holds the horizon back. */
  private horizonRetry?: NodeJS.Timeout;

  constructor(@InjectDataSource('messages') private readonly dataSource: DataSource) {}

  onModuleInit(): void {
    this.started = (async () => {
      // Streams opened from now on start after everything committed below the horizon.
      this.cursor = (await liveHorizon(this.dataSource)).horizon - 1n;
      this.listener = new PgListener(
        this.dataSource,
        LIVE_CHANNEL,
        () => this.wake(),
        (error) => this.log.warn(`live LISTEN: ${error.message}`),
      );
      this.listener.start();
      this.poll = setInterval(() => this.wake(), POLL_MS);
      this.poll.unref();
    })();
  }

  async onModuleDestroy(): Promise<void> {
    // A close right after start waits for the start to finish (its listener would otherwise outlive the app).
    await this.started?.catch(() => undefined);
    // Open streams never finish on their own: end them, or the HTTP server waits for them forever on close.
    for (const set of this.slots.values()) for (const slot of set) slot.subscriber.end?.();
    this.slots.clear();
    clearInterval(this.poll);
    clearTimeout(this.horizonRetry);
    await this.listener?.stop();
  }

  get streamCount(): number {
    let n = 0;
    for (const set of this.slots.values()) n += set.size;
    return n;
  }

  /**
   * Registers a stream. With `lastEventId`, first replays every row of the account after it (from the table), then
   * switches to live rows; without, it starts with the rows committed from now on. Answers the unsubscribe function.
   */
  async subscribe(subscriber: LiveSubscriber, lastEventId: bigint | null): Promise<() => void> {
    await this.started;
    const slot: Slot = { subscriber, lastId: lastEventId ?? this.cursor, queue: lastEventId === null ? null : [] };
    let set = this.slots.get(subscriber.accountId);
    if (!set) this.slots.set(subscriber.accountId, (set = new Set()));
    set.add(slot);
    const unsubscribe = () => {
      set.delete(slot);
      if (set.size === 0 && this.slots.get(subscriber.accountId) === set) this.slots.delete(subscriber.accountId);
    };
    if (lastEventId !== null) {
      try {
        // Only below the horizon: a row above it may still be joined by a smaller id committing later; the hub
        // reads those (after the horizon moves) and queues them for this slot, registered above.
        const { horizon } = await liveHorizon(this.dataSource);
        for (;;) {
          const rows = (await this.dataSource.query(
            `SELECT ${LIVE_ROW_COLUMNS} FROM ${LIVE_ROW_FROM} WHERE e.account_id = $1 AND e.id > $2 AND e.id < $3 ORDER BY e.id LIMIT ${PAGE}`,
            [subscriber.accountId, slot.lastId.toString(), horizon.toString()],
          )) as LiveRow[];
          for (const row of rows) this.deliver(slot, row);
          if (rows.length < PAGE) break;
        }
        const queued = slot.queue ?? [];
        slot.queue = null;
        for (const row of queued) this.deliver(slot, row);
      } catch (error) {
        unsubscribe();
        throw error;
      }
    }
    return unsubscribe;
  }

  /** Reads what was committed since the cursor; serialised (a wake during a read reads again after it). */
  private wake(): void {
    if (this.reading) {
      this.again = true;
      return;
    }
    this.reading = true;
    void this.readNew()
      .catch((error: Error) => this.log.warn(`live read: ${error.message}`))
      .finally(() => {
        this.reading = false;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  private async readNew(): Promise<void> {
    // Everything below the horizon is final (see liveHorizon); the rows are read in later statements.
    const { horizon, next } = await liveHorizon(this.dataSource);
    for (;;) {
      if (this.slots.size === 0) {
        // Skip ahead only while still nobody listens: a stream that registered meanwhile started at the old cursor
        // and must get every row after it.
        if (horizon - 1n > this.cursor) this.cursor = horizon - 1n;
        break;
      }
      const rows = (await this.dataSource.query(
        `SELECT ${LIVE_ROW_COLUMNS} FROM ${LIVE_ROW_FROM} WHERE e.id > $1 AND e.id < $2 ORDER BY e.id LIMIT ${PAGE}`,
        [this.cursor.toString(), horizon.toString()],
      )) as LiveRow[];
      for (const row of rows) {
        const id = BigInt(row.id);
        if (id <= this.cursor) continue;
        this.cursor = id;
        const set = this.slots.get(row.account_id);
        if (!set) continue;
        for (const slot of set) {
          if (slot.queue) slot.queue.push(row);
          else this.deliver(slot, row);
        }
      }
      if (rows.length < PAGE) {
        // Ids below the horizon that no row holds were rolled back (or taken by nothing): passed for good.
        if (horizon - 1n > this.cursor) this.cursor = horizon - 1n;
        break;
      }
    }
    // A writer in flight holds the horizon back: read again soon, whether or not its commit's wake comes after it.
    if (next > horizon) this.retryHorizon();
  }

  /** Reads again shortly while a writer in flight holds the horizon back (once; a wake in between reads anyway). */
  private retryHorizon(): void {
    if (this.horizonRetry) return;
    this.horizonRetry = setTimeout(() => {
      this.horizonRetry = undefined;
      this.wake();
    }, LIVE_HORIZON_RETRY_MS);
    this.horizonRetry.unref();
  }

  private deliver(slot: Slot, row: LiveRow): void {
    const id = BigInt(row.id);
    if (id <= slot.lastId) return;
    slot.lastId = id;
    slot.subscriber.send(row);
  }
}
