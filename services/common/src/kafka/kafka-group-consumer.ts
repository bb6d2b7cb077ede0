import type { Consumer, EachBatchPayload, Kafka } from 'kafkajs';
import type { BatchHandler, DeliveredMessage } from '@jointly/common/events/transport/event-transport';
import { decodeEnvelope, decodeTraceHeaders } from './envelope-codec';
import { KAFKA_RETRY } from './kafka-client';
import type { ResolvedKafkaOptions } from './kafka-transport.options';

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * One Kafka consumer for one consumer group. Offsets are committed by hand (autoCommit off), only after the handler
 * resolved (i.e. after its database transaction committed), so a crash at any point means redelivery, never loss.
 * Survives broker outages: kafkajs restarts the consumer on retriable crashes; on any other crash, and when
 * connecting fails, this class builds a fresh consumer after a pause. A new consumer resumes from the
 * group's committed offsets (new groups start from the beginning of the topics).
 */
export class KafkaGroupConsumer {
  private consumer?: Consumer;
  private closed = false;
  private launching?: Promise<void>;
  private failures = 0;
  /** Offset commits in flight, chained so they reach the broker in order. */
  private commits: Promise<void> = Promise.resolve();

  constructor(
    private readonly kafka: Kafka,
    readonly group: string,
    readonly topics: string[],
    private readonly handler: BatchHandler,
    private readonly options: ResolvedKafkaOptions,
    private readonly beforeLaunch: () => Promise<void>,
  ) {}

  /** Starts consuming in the background (retries until it works or {@link close} is called). */
  launch(): void {
    if (this.closed || this.launching) return;
    this.launching = this.launchLoop().finally(() => (this.launching = undefined));
  }

  /** Stops after the batch in hand and leaves the group. */
  async close(): Promise<void> {
    this.closed = true;
    await this.launching?.catch(() => undefined);
    const consumer = this.consumer;
    this.consumer = undefined;
    // Flush the commits made so far; one made by the batch still in hand may be dropped (then it is redelivered).
    await this.commits;
    await consumer?.disconnect().catch(() => undefined);
  }

  private async launchLoop(): Promise<void> {
    while (!this.closed) {
      const consumer = this.kafka.consumer({
        groupId: this.group,
        sessionTimeout: this.options.sessionTimeoutMs,
        heartbeatInterval: Math.max(500, Math.floor(this.options.sessionTimeoutMs / 5)),
        rebalanceTimeout: 30_000,
        maxWaitTimeInMs: 500,
        allowAutoTopicCreation: false,
        retry: { ...KAFKA_RETRY, restartOnFailure: async () => !this.closed },
      });
      consumer.on(consumer.events.CRASH, ({ payload }) => {
        if (!payload.restart && !this.closed && this.consumer === consumer) {
          this.options.log('warn', `[${this.group}] consumer crashed (${payload.error?.message}); starting a new one`);
          this.consumer = undefined;
          void consumer
            .disconnect()
            .catch(() => undefined)
            .then(() => this.launch());
        }
      });
      try {
        await this.beforeLaunch();
        await consumer.connect();
        await consumer.subscribe({ topics: this.topics, fromBeginning: true });
        this.consumer = consumer;
        await consumer.run({
          autoCommit: false,
          eachBatchAutoResolve: false,
          partitionsConsumedConcurrently: this.options.partitionsConsumedConcurrently,
          eachBatch: (payload) => this.eachBatch(consumer, payload),
        });
        this.failures = 0;
        if (this.closed) await consumer.disconnect().catch(() => undefined);
        return;
      } catch (error) {
        this.consumer = undefined;
        await consumer.disconnect().catch(() => undefined);
        if (this.closed) return;
        this.failures += 1;
        const delay = Math.min(5000, 250 * 2 ** Math.min(this.failures, 5));
        this.options.log('warn', `[${this.group}] consumer could not start (${(error as Error).message}); retrying in ${delay} ms`);
        await pause(delay);
      }
    }
  }

  /**
   * Commits an offset after the handler's transaction committed, without holding up the next fetch: a commit that
   * fails or never happens (crash, rebalance) only means redelivery, which the inbox absorbs. Chained for order.
   */
  private commit(consumer: Consumer, topic: string, partition: number, offset: string): void {
    this.commits = this.commits
      .then(() => consumer.commitOffsets([{ topic, partition, offset }]))
      .catch((error: Error) =>
        this.options.log(
          'warn',
          `[${this.group}] offset commit failed (${error.message}); events after the last commit will be redelivered`,
        ),
      );
  }

  private async eachBatch(consumer: Consumer, payload: EachBatchPayload): Promise<void> {
    const { batch, resolveOffset, heartbeat, isRunning, isStale } = payload;
    const size = this.options.maxBatchSize;
    for (let start = 0; start < batch.messages.length; start += size) {
      if (!isRunning() || isStale()) return;
      const chunk = batch.messages.slice(start, start + size);
      const delivered: DeliveredMessage[] = chunk.map((m) => {
        const decoded = decodeEnvelope(m.value);
        const base = { topic: batch.topic, key: m.key ? m.key.toString('utf8') : null, partition: batch.partition, offset: m.offset };
        const trace = decodeTraceHeaders(m.headers);
        const delivered: DeliveredMessage = trace ? { ...base, trace } : base;
        return 'envelope' in decoded
          ? { ...delivered, envelope: decoded.envelope }
          : { ...delivered, raw: decoded.raw, decodeError: decoded.error };
      });
      await this.handler(delivered, { heartbeat: () => heartbeat() });
      const last = chunk[chunk.length - 1].offset;
      resolveOffset(last);
      this.commit(consumer, batch.topic, batch.partition, (BigInt(last) + 1n).toString());
      await heartbeat();
    }
  }
}
