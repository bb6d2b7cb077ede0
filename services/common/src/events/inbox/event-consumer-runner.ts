import { Logger } from '@nestjs/common';
import type { EventEnvelope } from '@jointly/contracts';
import type { DataSource } from 'typeorm';
import { CONSUMER_BACKOFF, backoffDelay, type BackoffPolicy } from '../retry/backoff';
import { sleep } from '../retry/sleep';
import type { DeliveredMessage, DeliveryContext, EventTransport, Subscription } from '../transport/event-transport';
import { ConsumerCounterSet, type ConsumerCounters } from './consumer-counters';
import { DeadLetterStore } from './dead-letter.store';
import { planDeliveries, type WorkItem } from './delivery-plan';
import type { EventConsumerDefinition } from './event-consumer.definition';
import { runInboxBatch, type InboxBatchResult } from './inbox-batch';
import { InboxStore } from './inbox-store';

/** Tuning of an {@link EventConsumerRunner}; every field has a default. */
export interface EventConsumerRunnerOptions {
  /** Attempts per event before it is parked in dead_letter; default 5. */
  maxAttempts?: number;
  /** Delays between attempts; default 100 ms doubling to 2 s. */
  backoff?: BackoffPolicy;
  /** Most events applied per database transaction; default 500 (the Kafka transport hands over up to 500 at once). */
  maxBatchSize?: number;
  /** Called after an event's effect committed (metrics, benchmarks). Must not throw. */
  onProcessed?: (consumer: string, envelope: EventEnvelope) => void;
}

/**
 * The runner's database side: one inbox transaction over work items, and the dead-letter table. Made from the
 * DataSource unless given (the unit tests give stand-ins to decide which item fails and when).
 */
export interface EventConsumerRunnerParts {
  runBatch: (items: WorkItem[]) => Promise<InboxBatchResult>;
  deadLetters: Pick<DeadLetterStore, 'add'>;
}

/** The consumer runner was stopped while a batch was in hand; the batch is not acknowledged and comes again. */
export class ConsumerStoppedError extends Error {
  constructor(service: string) {
    super(`event consumers of ${service} are stopping`);
    this.name = 'ConsumerStoppedError';
  }
}

/**
 * Runs a service's event consumers: one consumer group per service (named after it) on the transport, every
 * message dispatched to the consumers that want it. Effects and inbox rows commit together (several events per
 * transaction, in order); an event already in the inbox is skipped. A failing event is retried alone with
 * exponential backoff, then parked in `dead_letter`, and the runner moves on. Only database outages make a batch
 * fail as a whole: the transport then redelivers it, and the inbox drops what was already applied.
 */
export class EventConsumerRunner {
  private readonly consumers: EventConsumerDefinition[] = [];
  private readonly runBatch: EventConsumerRunnerParts['runBatch'];
  private readonly deadLetters: EventConsumerRunnerParts['deadLetters'];
  private readonly counterSet: ConsumerCounterSet;
  private readonly logger: Logger;
  private readonly maxAttempts: number;
  private readonly backoff: BackoffPolicy;
  private readonly maxBatchSize: number;
  private subscription?: Subscription;
  private abort = new AbortController();

  constructor(
    private readonly dataSource: DataSource,
    readonly schema: string,
    private readonly transport: EventTransport,
    private readonly options: EventConsumerRunnerOptions = {},
    parts: Partial<EventConsumerRunnerParts> = {},
  ) {
    const inbox = new InboxStore(schema);
    this.runBatch = parts.runBatch ?? ((items) => runInboxBatch(dataSource, inbox, items));
    this.deadLetters = parts.deadLetters ?? new DeadLetterStore(dataSource, schema);
    this.counterSet = new ConsumerCounterSet(schema);
    this.logger = new Logger(`event-consumers:${schema}`);
    this.maxAttempts = Math.max(1, options.maxAttempts ?? 5);
    this.backoff = options.backoff ?? CONSUMER_BACKOFF;
    this.maxBatchSize = Math.max(1, options.maxBatchSize ?? 500);
  }

  /** The consumer group name on the transport (the service name). */
  get group(): string {
    return this.schema;
  }

  /** Adds a consumer; call before {@link start}. Names are unique per service. */
  register(consumer: EventConsumerDefinition): void {
    if (this.subscription) throw new Error(`cannot register consumer ${consumer.name}: consumers of ${this.schema} already started`);
    if (consumer.service !== this.schema) {
      throw new Error(`consumer ${consumer.name} belongs to service "${consumer.service}", not "${this.schema}"`);
    }
    if (!consumer.name) throw new Error('an event consumer needs a name');
    if (this.consumers.some((c) => c.name === consumer.name))
      throw new Error(`duplicate event consumer name "${consumer.name}" in ${this.schema}`);
    if (!consumer.topics.length) throw new Error(`event consumer ${consumer.name} subscribes to no topic`);
    this.consumers.push(consumer);
    this.counterSet.of(consumer.name);
  }

  /** A registered consumer by name (used by dead-letter replay). */
  consumer(name: string): EventConsumerDefinition | undefined {
    return this.consumers.find((c) => c.name === name);
  }

  /** Names of the registered consumers. */
  consumerNames(): string[] {
    return this.consumers.map((c) => c.name);
  }

  /** Subscribes the service's group to every topic its consumers want (no-op without consumers). */
  async start(): Promise<void> {
    if (this.subscription || this.consumers.length === 0) return;
    this.abort = new AbortController();
    const topics = [...new Set(this.consumers.flatMap((c) => c.topics))].sort();
    this.subscription = await this.transport.subscribe(this.group, topics, (messages, context) => this.handleBatch(messages, context));
  }

  /** Stops: pending retries are abandoned (their batch is redelivered later) and the group unsubscribes. */
  async stop(): Promise<void> {
    this.abort.abort();
    const subscription = this.subscription;
    this.subscription = undefined;
    await subscription?.close();
  }

  /** Processed / duplicate / failed / dead-lettered counts per consumer. */
  counters(): ConsumerCounters[] {
    return this.counterSet.snapshot();
  }

  /** Counts an applied event (also used by dead-letter replay). */
  countProcessed(consumer: string, envelope: EventEnvelope): void {
    this.counterSet.of(consumer).processed += 1;
    try {
      this.options.onProcessed?.(consumer, envelope);
    } catch {
      // observers must not break delivery
    }
  }

  /** Handles one delivered batch; resolves when every message is applied or parked. */
  async handleBatch(messages: DeliveredMessage[], context?: DeliveryContext): Promise<void> {
    const plan = planDeliveries(messages, this.consumers);
    for (const { message, consumers } of plan.undecodable) {
      for (const consumer of consumers) {
        await this.deadLetters.add({
          consumer: consumer.name,
          topic: message.topic,
          eventId: null,
          eventType: null,
          envelope: { raw: message.raw ?? '', key: message.key, partition: message.partition ?? null, offset: message.offset ?? null },
          error: `undecodable message: ${message.decodeError ?? 'unknown'}`,
          attempts: 0,
        });
        this.counterSet.of(consumer.name).deadLettered += 1;
        this.logger.warn(`${consumer.name}: parked an undecodable message from ${message.topic}: ${message.decodeError}`);
      }
    }
    for (let start = 0; start < plan.items.length; start += this.maxBatchSize) {
      await this.apply(plan.items.slice(start, start + this.maxBatchSize), context);
    }
  }

  private async apply(items: WorkItem[], context?: DeliveryContext): Promise<void> {
    let rest = items;
    while (rest.length) {
      this.throwIfStopped();
      const result = await this.runBatch(rest);
      if (result.ok) {
        this.count(result.processed, result.duplicates);
        return;
      }
      if (result.failedAt === null) {
        // The commit failed and no handler owned up: apply one by one to find the culprit.
        for (const item of rest) await this.apply([item], context);
        return;
      }
      const failed = rest[result.failedAt];
      this.counterSet.failure(failed.consumer.name, describeError(result.error));
      // Everything before the failed item rolled back with it: apply those again (they worked), then retry it alone.
      if (result.failedAt > 0) await this.apply(rest.slice(0, result.failedAt), context);
      await this.retryOrPark(failed, result.error, context);
      rest = rest.slice(result.failedAt + 1);
    }
  }

  private async retryOrPark(item: WorkItem, firstError: unknown, context?: DeliveryContext): Promise<void> {
    let attempts = 1;
    let error = firstError;
    while (attempts < this.maxAttempts) {
      await sleep(backoffDelay(this.backoff, attempts), this.abort.signal).catch(() => this.throwIfStopped());
      await context?.heartbeat().catch(() => undefined);
      this.throwIfStopped();
      attempts += 1;
      const result = await this.runBatch([item]);
      if (result.ok) {
        this.count(result.processed, result.duplicates);
        return;
      }
      error = result.error;
      this.counterSet.failure(item.consumer.name, describeError(error));
    }
    await this.deadLetters.add({
      consumer: item.consumer.name,
      topic: item.message.topic,
      eventId: item.envelope.id,
      eventType: item.envelope.type,
      envelope: item.envelope,
      error: describeError(error),
      attempts,
    });
    this.counterSet.of(item.consumer.name).deadLettered += 1;
    this.logger.warn(
      `${item.consumer.name}: parked ${item.envelope.type} ${item.envelope.id} after ${attempts} attempts: ${describeError(error)}`,
    );
  }

  private count(processed: WorkItem[], duplicates: WorkItem[]): void {
    for (const item of processed) this.countProcessed(item.consumer.name, item.envelope);
    for (const item of duplicates) this.counterSet.of(item.consumer.name).duplicates += 1;
  }

  private throwIfStopped(): void {
    if (this.abort.signal.aborted) throw new ConsumerStoppedError(this.schema);
  }
}

/** One-line description of an error for logs and the dead-letter table. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}
