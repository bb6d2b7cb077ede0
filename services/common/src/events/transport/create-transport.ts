import { ALL_TOPICS } from '@jointly/contracts';
import { NamespacedTransport } from './namespaced.transport';
import type { AppConfig } from '@jointly/common/config';
import { KafkaTransport, type KafkaTransportOptions } from '@jointly/common/kafka';
import type { EventTransport } from './event-transport';
import { InProcessTransport } from './in-process.transport';

/** Extra settings for {@link createTransport}. */
export interface CreateTransportOptions {
  /** Kafka tuning (brokers come from the config). */
  kafka?: Omit<KafkaTransportOptions, 'brokers'>;
}

/** Kafka when `config.kafkaBrokers` lists brokers, else the in-process transport (all-in-one mode). */
export function createTransport(
  config: Pick<AppConfig, 'kafkaBrokers'> & Partial<Pick<AppConfig, 'kafkaNamespace'>>,
  options: CreateTransportOptions = {},
): EventTransport {
  if (config.kafkaBrokers.length > 0) {
    const namespace = config.kafkaNamespace;
    if (!namespace) return new KafkaTransport({ ...options.kafka, brokers: config.kafkaBrokers });
    // Under a namespace the platform topics are created with their qualified names only.
    const kafka = new KafkaTransport({
      ...options.kafka,
      brokers: config.kafkaBrokers,
      platformTopics: ALL_TOPICS.map((t) => `${namespace}.${t}`),
    });
    return new NamespacedTransport(kafka, namespace);
  }
  return new InProcessTransport();
}
