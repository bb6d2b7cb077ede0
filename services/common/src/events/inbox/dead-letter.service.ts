import type { EventEnvelope } from '@jointly/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import {
  DeadLetterClosedError,
  DeadLetterNotFoundError,
  DeadLetterNotReplayableError,
  DeadLetterReplayFailedError,
} from './dead-letter.errors';
import { discardCommitted, runCommitted } from './after-commit';
import { DeadLetterStore, type DeadLetter, type DeadLetterQuery } from './dead-letter.store';
import { inboxKey } from './delivery-plan';
import { describeError, type EventConsumerRunner } from './event-consumer-runner';
import { InboxStore } from './inbox-store';

/** Outcome of a successful replay: applied now, or found already applied (then only marked replayed). */
export interface DeadLetterReplayResult {
  id: string;
  status: 'applied' | 'already-processed';
}

/**
 * Work to commit together with closing a dead letter (e.g. recording the admin action in the audit log): runs in the
 * replay or discard transaction, after the effect; throwing rolls everything back.
 */
export type DeadLetterCloseHook = (manager: EntityManager, letter: DeadLetter) => Promise<void>;

/**
 * The ops console's view of a service's dead letters: list, inspect, replay (run the consumer again through the
 * inbox, in one transaction with marking the letter replayed) and discard.
 */
export class DeadLetterService {
  private readonly store: DeadLetterStore;
  private readonly inbox: InboxStore;

  constructor(
    private readonly dataSource: DataSource,
    readonly schema: string,
    private readonly runner: EventConsumerRunner,
  ) {
    this.store = new DeadLetterStore(dataSource, schema);
    this.inbox = new InboxStore(schema);
  }

  /** Dead letters, newest first; open ones unless `status` says otherwise. */
  list(query?: DeadLetterQuery): Promise<{ items: DeadLetter[]; total: number }> {
    return this.store.list(query);
  }

  /** One dead letter; throws {@link DeadLetterNotFoundError}. */
  async get(id: string): Promise<DeadLetter> {
    const letter = await this.store.get(id);
    if (!letter) throw new DeadLetterNotFoundError(id);
    return letter;
  }

  /** Open dead letters per consumer. */
  countOpen(): Promise<Record<string, number>> {
    return this.store.countOpen();
  }

  /**
   * Runs the event through its consumer again. On success the effect, the inbox row and `replayed_at` commit
   * together; when the inbox already has the event it is only marked replayed. On failure the letter stays open
   * with the new error and {@link DeadLetterReplayFailedError} is thrown.
   */
  async replay(id: string, options: { beforeCommit?: DeadLetterCloseHook } = {}): Promise<DeadLetterReplayResult> {
    const runner = this.dataSource.createQueryRunner();
    let consumerName: string | undefined;
    try {
      await runner.connect();
      await runner.startTransaction();
      const letter = await this.store.lock(runner, id);
      if (!letter) throw new DeadLetterNotFoundError(id);
      if (letter.status !== 'open') throw new DeadLetterClosedError(id, letter.status);
      if (!letter.eventId) throw new DeadLetterNotReplayableError(id, 'the message was not a valid event');
      const consumer = this.runner.consumer(letter.consumer);
      if (!consumer) throw new DeadLetterNotReplayableError(id, `consumer ${letter.consumer} is not registered in ${this.schema}`);
      consumerName = consumer.name;
      const envelope = letter.envelope as EventEnvelope;
      const fresh = await this.inbox.record(runner, [{ consumer: consumer.name, eventId: letter.eventId }]);
      const apply = fresh.has(inboxKey(consumer.name, letter.eventId));
      if (apply) {
        try {
          await consumer.handle(envelope, runner.manager);
          await runner.query('SELECT 1');
        } catch (error) {
          throw new DeadLetterReplayFailedError(id, describeError(error));
        }
      }
      await this.store.markReplayed(runner, id);
      if (options.beforeCommit) await options.beforeCommit(runner.manager, letter);
      await runner.commitTransaction();
      runCommitted(runner);
      if (apply) this.runner.countProcessed(consumer.name, envelope);
      return { id, status: apply ? 'applied' : 'already-processed' };
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      discardCommitted(runner);
      if (error instanceof DeadLetterReplayFailedError && consumerName) {
        await this.store.recordReplayFailure(id, error.reason).catch(() => undefined);
      }
      throw error;
    } finally {
      await runner.release().catch(() => undefined);
    }
  }

  /**
   * Closes an open dead letter without applying it. Throws when it does not exist or is not open. `beforeCommit`
   * runs in the same transaction as the discard.
   */
  async discard(id: string, options: { beforeCommit?: DeadLetterCloseHook } = {}): Promise<void> {
    if (options.beforeCommit) {
      const hook = options.beforeCommit;
      const closed = await this.dataSource.transaction(async (manager) => {
        const letter = await this.store.lock(manager.queryRunner!, id);
        if (!letter || letter.status !== 'open') return false;
        await this.store.discard(id, manager);
        await hook(manager, letter);
        return true;
      });
      if (closed) return;
    } else if (await this.store.discard(id)) return;
    const letter = await this.store.get(id);
    if (!letter) throw new DeadLetterNotFoundError(id);
    throw new DeadLetterClosedError(id, letter.status);
  }
}
