import { Logger } from '@nestjs/common';
import type { DataSource, QueryRunner } from 'typeorm';
import { backoffDelay } from '../retry/backoff';
import { sleep } from '../retry/sleep';
import { WakeSignal } from '../retry/wake-signal';
import type { EventTransport } from '../transport/event-transport';
import { resolveRelayOptions, type OutboxRelayOptions, type ResolvedOutboxRelayOptions } from './outbox-relay.options';
import { EventTablesRetention } from '../schema/event-tables-retention';
import { OutboxStore, type ClaimedOutboxRow, type OutboxBacklog } from './outbox-store';
import { RelaySession } from './relay-session';
import { startPublishBatch } from './publish-spans';

/** What the relay is doing: publishing or idle (`running`), waiting after a failure, or not started/stopped. */
export type OutboxRelayState = 'running' | 'backing-off' | 'stopped';

/** Figures for health checks and the ops console. */
export interface OutboxRelayStats extends OutboxBacklog {
  schema: string;
  state: OutboxRelayState;
  /** Rows this relay instance published since it started. */
  publishedTotal: number;
  /** Consecutive failed publish attempts (0 when the last one worked). */
  consecutiveFailures: number;
  lastError: string | null;
  lastErrorAt: string | null;
}

/**
 * The relay's database side: its SQL, its one connection and the housekeeping. Made from the DataSource unless given
 * (the unit tests give stand-ins to drive rounds step by step).
 */
export interface OutboxRelayParts {
  store: Pick<OutboxStore, 'tryLock' | 'claim' | 'recordFailure' | 'backlog' | 'prunePublished'>;
  session: Pick<RelaySession, 'acquire' | 'discard' | 'close'>;
  retention: Pick<EventTablesRetention, 'prune'>;
}

/** Result of one claim-publish-mark round: rows published, or `busy` when another relay holds the schema. */
export type RelayRoundResult = number | 'busy';

/**
 * Publishes a schema's outbox through the transport. Each round, in one transaction: take the schema's relay
 * lock, claim the oldest unpublished rows (ordered by insertion, marked published by the claim itself), publish
 * them, commit. A failed publish rolls back (rows stay unpublished, attempts/last_error recorded) and the relay
 * backs off; it never drops rows and never throws out of its loop. A crash after publishing but before the
 * commit republishes the rows later; consumers drop the duplicates through their inbox.
 * Wakes on NOTIFY from {@link OutboxService.add}, with a poll as fallback. Holds one connection of its own
 * ({@link RelaySession}) for LISTEN and for its rounds, so a busy pool never delays publishing.
 */
export class OutboxRelay {
  private readonly options: ResolvedOutboxRelayOptions;
  private readonly store: OutboxRelayParts['store'];
  private readonly retention: OutboxRelayParts['retention'];
  private readonly wake = new WakeSignal();
  private readonly logger: Logger;
  private readonly session: OutboxRelayParts['session'];
  private round: Promise<unknown> = Promise.resolve();
  private loop?: Promise<void>;
  private abort = new AbortController();
  private state: OutboxRelayState = 'stopped';
  private publishedTotal = 0;
  private failures = 0;
  private lastError: string | null = null;
  private lastErrorAt: Date | null = null;
  private lastPrune = Date.now();

  constructor(
    private readonly dataSource: DataSource,
    readonly schema: string,
    private readonly transport: EventTransport,
    options: OutboxRelayOptions = {},
    parts: Partial<OutboxRelayParts> = {},
  ) {
    this.options = resolveRelayOptions(options);
    this.store = parts.store ?? new OutboxStore(dataSource, schema);
    this.retention = parts.retention ?? new EventTablesRetention(dataSource, schema);
    this.logger = new Logger(`outbox-relay:${schema}`);
    this.session = parts.session ?? new RelaySession(dataSource, schema, this.options.listen, () => this.wake.notify());
  }

  /** Starts the publish loop (and LISTEN). Idempotent. */
  start(): void {
    if (this.loop) return;
    this.abort = new AbortController();
    this.state = 'running';
    this.loop = this.run();
  }

  /** Stops after the round in hand (never mid-transaction) and gives its connection back. */
  async stop(): Promise<void> {
    this.abort.abort();
    this.wake.notify();
    await this.loop;
    this.loop = undefined;
    await this.round.catch(() => undefined);
    await this.session.close();
    this.state = 'stopped';
  }

  /** Wakes the relay now (as a NOTIFY would). */
  poke(): void {
    this.wake.notify();
  }

  /**
   * One claim-publish-mark round; used by the loop, and by tests and tools that drive the relay by hand.
   * Throws when publishing (or the database) fails, after rolling back and recording the failure.
   */
  async runOnce(): Promise<RelayRoundResult> {
    // Rounds share the relay's one connection: never two at once.
    const round = this.round.catch(() => undefined).then(() => this.claimPublishMark());
    this.round = round;
    return round;
  }

  /**
   * One transaction: lock, claim, then publish batch after batch until a claim finds nothing. A claim marks its rows
   * published (rolled back if publishing fails). While a batch is on its way to the broker the next one is claimed
   * (database and Kafka work overlap); a batch is published only after the previous one was accepted, so order holds.
   * Up to `pipelineBatches` batches per transaction; any failure rolls all of them back (batches already accepted are
   * then published again, and dropped by the consumers' inboxes).
   */
  private async claimPublishMark(): Promise<RelayRoundResult> {
    const { batchSize, pipelineBatches } = this.options;
    let runner: QueryRunner | undefined;
    let inFlight: ClaimedOutboxRow[] = [];
    let phase: 'database' | 'publish' = 'database';
    try {
      runner = await this.session.acquire();
      const tx = runner;
      await tx.startTransaction();
      if (!(await this.store.tryLock(tx))) {
        await tx.commitTransaction();
        return 'busy';
      }
      let rows = await this.store.claim(tx, batchSize);
      let published = 0;
      for (let batch = 1; rows.length > 0; batch++) {
        inFlight = rows;
        // Claim the next rows while this batch is on its way: under a backlog, and also when this batch is not full,
        // as writers keep committing (NOTIFY reaches a session only between its transactions, so this round cannot
        // wait for one): new rows then ride this transaction instead of waiting for it to end and the next to start.
        const prefetch = batch < pipelineBatches;
        phase = 'publish';
        const publishBatch = startPublishBatch(rows, this.schema, this.transport.kind);
        const publishing = this.transport.publish(publishBatch.messages).then(
          () => publishBatch.end(),
          (error: unknown) => {
            publishBatch.end(error);
            throw error;
          },
        );
        const claiming = prefetch ? this.store.claim(tx, batchSize) : Promise.resolve([]);
        claiming.catch(() => undefined);
        await publishing;
        phase = 'database';
        const next = await claiming;
        published += rows.length;
        rows = next;
      }
      inFlight = [];
      await tx.commitTransaction();
      this.publishedTotal += published;
      return published;
    } catch (error) {
      if (runner?.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      // Anything but a failed publish is a database error that may have broken the connection: use a fresh one next.
      if (phase !== 'publish' || !runner || runner.isReleased) this.session.discard();
      if (phase === 'publish' && inFlight.length) {
        await this.store
          .recordFailure(
            inFlight.map((r) => r.id),
            describe(error),
          )
          .catch(() => undefined);
      }
      throw error;
    }
  }

  /** Backlog, oldest pending age, totals, state and last error. */
  async stats(): Promise<OutboxRelayStats> {
    const backlog = await this.store.backlog();
    return {
      schema: this.schema,
      ...backlog,
      state: this.state,
      publishedTotal: this.publishedTotal,
      consecutiveFailures: this.failures,
      lastError: this.lastError,
      lastErrorAt: this.lastErrorAt?.toISOString() ?? null,
    };
  }

  private async run(): Promise<void> {
    const signal = this.abort.signal;
    while (!signal.aborted) {
      let result: RelayRoundResult;
      try {
        result = await this.runOnce();
        if (this.failures > 0) this.logger.log(`publishing again after ${this.failures} failed attempt(s)`);
        this.failures = 0;
        this.state = 'running';
      } catch (error) {
        this.failures += 1;
        this.state = 'backing-off';
        this.lastError = describe(error);
        this.lastErrorAt = new Date();
        const delay = backoffDelay(this.options.backoff, this.failures);
        if (this.failures === 1 || this.failures % 20 === 0) {
          this.logger.warn(`publish failed (attempt ${this.failures}): ${this.lastError}; retrying in ${delay} ms`);
        }
        await sleep(delay, signal).catch(() => undefined);
        continue;
      }
      // A full round means more is probably waiting: go again at once.
      if (typeof result === 'number' && result >= this.options.batchSize) continue;
      await this.pruneIfDue();
      if (!signal.aborted) await this.wake.wait(this.options.pollIntervalMs);
    }
  }

  private async pruneIfDue(): Promise<void> {
    if (this.options.retentionMs <= 0 || Date.now() - this.lastPrune < this.options.pruneIntervalMs) return;
    this.lastPrune = Date.now();
    await this.store.prunePublished(this.options.retentionMs).catch((error) => this.logger.warn(`prune failed: ${describe(error)}`));
    // The same housekeeping round keeps the service's inbox and closed dead letters bounded.
    await this.retention.prune().catch((error) => this.logger.warn(`inbox/dead-letter prune failed: ${describe(error)}`));
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
