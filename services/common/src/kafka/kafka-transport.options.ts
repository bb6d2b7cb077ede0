import { ALL_TOPICS } from '@jointly/contracts';
/** Log sink of the Kafka adapter (defaults to a Nest Logger named `kafka`). */
export type KafkaLog = (level: 'debug' | 'info' | 'warn' | 'error', message: string) => void;

/** Settings of {@link KafkaTransport}; only `brokers` is required. */
export interface KafkaTransportOptions {
  /** `host:port` list (AppConfig.kafkaBrokers). */
  brokers: string[];
  /** Client id shown in broker logs and metrics; default `jointly`. */
  clientId?: string;
  /** Topics created at start besides the platform topics and the subscribed ones. */
  topics?: string[];
  /** The platform topics to create up front; default every topic of the event catalogue (ALL_TOPICS). */
  platformTopics?: string[];
  /** Partitions of topics this adapter creates; default 3. Order is per key (aggregate), so more is safe. */
  numPartitions?: number;
  /** Replication factor of created topics; default -1 = the broker's default.replication.factor. */
  replicationFactor?: number;
  /** Consumer session timeout; a crashed consumer's partitions move after this long. Default 10 s (broker minimum 6 s). */
  sessionTimeoutMs?: number;
  /** Most messages handed to a consumer group handler at once; default 500. */
  maxBatchSize?: number;
  /** Partitions one consumer processes in parallel; default 3. */
  partitionsConsumedConcurrently?: number;
  /** How long `start()` waits for the broker before carrying on in the background; default 15 s. */
  startTimeoutMs?: number;
  /** How long `publish()` may take (connecting included) before it fails and the relay backs off; default 10 s. */
  publishTimeoutMs?: number;
  /** Largest produce request; bigger publishes are split (in order). Default 800 000 bytes (broker limit 1 MB). */
  maxRequestBytes?: number;
  log?: KafkaLog;
}

/** {@link KafkaTransportOptions} with the defaults filled in. */
export type ResolvedKafkaOptions = Required<Omit<KafkaTransportOptions, 'log'>> & { log: KafkaLog };

/** Fills in defaults. */
export function resolveKafkaOptions(options: KafkaTransportOptions, fallbackLog: KafkaLog): ResolvedKafkaOptions {
  if (!options.brokers.length) throw new Error('KafkaTransport needs at least one broker');
  return {
    brokers: options.brokers,
    clientId: options.clientId ?? 'jointly',
    topics: options.topics ?? [],
    platformTopics: options.platformTopics ?? ALL_TOPICS,
    numPartitions: options.numPartitions ?? 3,
    replicationFactor: options.replicationFactor ?? -1,
    sessionTimeoutMs: options.sessionTimeoutMs ?? 10_000,
    maxBatchSize: options.maxBatchSize ?? 500,
    partitionsConsumedConcurrently: options.partitionsConsumedConcurrently ?? 3,
    startTimeoutMs: options.startTimeoutMs ?? 15_000,
    publishTimeoutMs: options.publishTimeoutMs ?? 10_000,
    maxRequestBytes: options.maxRequestBytes ?? 800_000,
    log: options.log ?? fallbackLog,
  };
}
