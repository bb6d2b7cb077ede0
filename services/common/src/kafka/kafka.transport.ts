import { Logger } from '@nestjs/common';
import { Partitioners, type Admin, type Kafka, type Producer } from 'kafkajs';
import type {
  BatchHandler,
  ConsumerLag,
  EventTransport,
  OutgoingMessage,
  Subscription,
  TransportHealth,
} from '@jointly/common/events/transport/event-transport';
import { chunkByBytes } from './chunk-by-bytes';
import { encodeEnvelope, encodeTraceHeaders } from './envelope-codec';
import { PRODUCER_RETRY, createKafkaClient } from './kafka-client';
import { KafkaGroupConsumer } from './kafka-group-consumer';
import { fetchGroupLag } from './kafka-lag';
import { KafkaTopics } from './kafka-topics';
import { resolveKafkaOptions, type KafkaTransportOptions, type ResolvedKafkaOptions } from './kafka-transport.options';

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Events over Kafka (distributed mode). Publishing uses one idempotent producer (acks=all, one request in flight,
 * so retries neither duplicate nor reorder), keyed by aggregate id. All platform topics are created up front.
 * Each subscribed group gets its own consumer with manual offset commits (see {@link KafkaGroupConsumer}).
 * Broker outages are survived: `publish` fails fast enough for the relay to back off, the producer is rebuilt
 * after a failure, and consumers relaunch until the broker is back.
 */
export class KafkaTransport implements EventTransport {
  readonly kind = 'kafka' as const;
  private readonly options: ResolvedKafkaOptions;
  private readonly kafka: Kafka;
  private readonly topics: KafkaTopics;
  private readonly consumers = new Map<string, KafkaGroupConsumer>();
  private admin?: Admin;
  private producer?: Producer;
  private producing?: Promise<Producer>;
  private running = false;
  private connected = false;
  private connecting?: Promise<void>;
  private lastError?: string;

  constructor(options: KafkaTransportOptions) {
    const logger = new Logger('kafka');
    this.options = resolveKafkaOptions(options, (level, message) => {
      if (level === 'error') logger.error(message);
      else if (level === 'warn') logger.warn(message);
      else if (level === 'info') logger.log(message);
      else logger.debug(message);
    });
    this.kafka = createKafkaClient(this.options);
    this.topics = new KafkaTopics(() => this.admin!, this.options.numPartitions, this.options.replicationFactor);
  }

  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    const ready = this.ensureConnected();
    await withTimeout(ready, this.options.startTimeoutMs, 'Kafka start').catch((error: Error) => {
      this.options.log('warn', `Kafka not reachable yet (${error.message}); carrying on, retrying in the background`);
    });
    for (const consumer of this.consumers.values()) consumer.launch();
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.allSettled([...this.consumers.values()].map((c) => c.close()));
    this.consumers.clear();
    // An ongoing connect loop sees running=false and ends after its current attempt (about a second).
    if (this.connecting) await withTimeout(this.connecting, 5000, 'Kafka connect loop').catch(() => undefined);
    const producer = this.producer;
    this.producer = undefined;
    this.producing = undefined;
    await producer?.disconnect().catch(() => undefined);
    await this.admin?.disconnect().catch(() => undefined);
    this.admin = undefined;
    this.connected = false;
  }

  async publish(messages: OutgoingMessage[]): Promise<void> {
    if (!this.running) throw new Error('Kafka transport is not running');
    if (messages.length === 0) return;
    await withTimeout(this.ensureConnected(), this.options.publishTimeoutMs, 'Kafka connection');
    await this.topics.ensure(messages.map((m) => m.topic));
    const encoded = messages.map((m) => ({
      topic: m.topic,
      message: {
        key: m.key,
        value: m.encoded !== undefined ? Buffer.from(m.encoded, 'utf8') : encodeEnvelope(m.envelope),
        ...(m.trace ? { headers: encodeTraceHeaders(m.trace) } : {}),
      },
    }));
    const producer = await this.getProducer();
    try {
      // Requests stay under the broker's default message.max.bytes (1 MB); chunks go one after another, in order.
      for (const chunk of chunkByBytes(encoded, this.options.maxRequestBytes)) {
        const byTopic = new Map<string, Array<(typeof chunk)[number]['message']>>();
        for (const { topic, message } of chunk) {
          const list = byTopic.get(topic);
          if (list) list.push(message);
          else byTopic.set(topic, [message]);
        }
        const sending = producer.sendBatch({ acks: -1, topicMessages: [...byTopic].map(([topic, list]) => ({ topic, messages: list })) });
        await withTimeout(sending, this.options.publishTimeoutMs, 'Kafka publish');
      }
      this.lastError = undefined;
    } catch (error) {
      // A producer that failed may hold stale sequence numbers or connections: start afresh next time. A message
      // the broker did accept before the failure is sent again; consumers drop it through their inbox.
      this.lastError = (error as Error).message;
      this.dropProducer();
      throw error;
    }
  }

  async subscribe(group: string, topics: string[], handler: BatchHandler): Promise<Subscription> {
    if (this.consumers.has(group)) throw new Error(`consumer group "${group}" is already subscribed`);
    const consumer = new KafkaGroupConsumer(this.kafka, group, [...topics], handler, this.options, async () => {
      await this.ensureConnected();
      await this.topics.ensure(topics);
    });
    this.consumers.set(group, consumer);
    if (this.running) consumer.launch();
    return {
      group,
      topics: [...topics],
      close: async () => {
        if (this.consumers.get(group) === consumer) this.consumers.delete(group);
        await consumer.close();
      },
    };
  }

  async health(): Promise<TransportHealth> {
    if (!this.running) return { status: 'down', detail: 'Kafka transport stopped' };
    try {
      await withTimeout(this.ensureConnected(), 3000, 'Kafka connection');
      const cluster = await withTimeout(this.admin!.describeCluster(), 3000, 'Kafka describeCluster');
      return { status: 'up', detail: `${cluster.brokers.length} broker(s), controller ${cluster.controller}` };
    } catch (error) {
      return { status: 'down', detail: (error as Error).message };
    }
  }

  async lag(): Promise<ConsumerLag[]> {
    if (!this.running) return [];
    await withTimeout(this.ensureConnected(), 3000, 'Kafka connection');
    const groups = [...this.consumers.values()].map((c) => ({ group: c.group, topics: c.topics }));
    return withTimeout(fetchGroupLag(this.admin!, groups), 5000, 'Kafka lag');
  }

  /** Last publish error, if the latest publish failed. */
  get lastPublishError(): string | undefined {
    return this.lastError;
  }

  /** Connects the admin client and creates the topics, retrying until it works or the transport stops. */
  private ensureConnected(): Promise<void> {
    if (this.connected) return Promise.resolve();
    if (!this.connecting) {
      this.connecting = this.connectLoop().finally(() => (this.connecting = undefined));
    }
    return this.connecting;
  }

  private async connectLoop(): Promise<void> {
    let failures = 0;
    while (this.running) {
      try {
        this.admin ??= this.kafka.admin();
        await this.admin.connect();
        if (!this.running) break;
        const subscribed = [...this.consumers.values()].flatMap((c) => c.topics);
        await this.topics.ensure([...this.options.platformTopics, ...this.options.topics, ...subscribed]);
        if (!this.running) break;
        this.connected = true;
        return;
      } catch (error) {
        failures += 1;
        this.lastError = (error as Error).message;
        const admin = this.admin;
        this.admin = undefined;
        await admin?.disconnect().catch(() => undefined);
        if (this.running) await pause(Math.min(5000, 250 * 2 ** Math.min(failures, 5)));
      }
    }
    const admin = this.admin;
    this.admin = undefined;
    await admin?.disconnect().catch(() => undefined);
    throw new Error('Kafka transport stopped');
  }

  private getProducer(): Promise<Producer> {
    if (!this.producing) {
      const producer = this.kafka.producer({
        idempotent: true,
        retry: PRODUCER_RETRY,
        maxInFlightRequests: 1,
        allowAutoTopicCreation: false,
        createPartitioner: Partitioners.DefaultPartitioner,
      });
      this.producing = producer.connect().then(
        () => (this.producer = producer),
        (error) => {
          this.producing = undefined;
          void producer.disconnect().catch(() => undefined);
          throw error;
        },
      );
    }
    return this.producing;
  }

  private dropProducer(): void {
    const producer = this.producer;
    this.producer = undefined;
    this.producing = undefined;
    void producer?.disconnect().catch(() => undefined);
  }
}
