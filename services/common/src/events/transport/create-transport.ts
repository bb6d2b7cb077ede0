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
export function createTransport(config: Pick<AppConfig, 'kafkaBrokers'>, options: CreateTransportOptions = {}): EventTransport {
  if (config.kafkaBrokers.length > 0) return new KafkaTransport({ ...options.kafka, brokers: config.kafkaBrokers });
  return new InProcessTransport();
}
