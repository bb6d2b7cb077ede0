import { Kafka, logLevel, type LogEntry, type RetryOptions } from 'kafkajs';
import type { KafkaLog, ResolvedKafkaOptions } from './kafka-transport.options';

/**
 * kafkajs retry policy for every client. Bounded (about 5 s against a dead broker) so a call fails and our own
 * loops take over and retry forever (relay backoff, transport connect loop, consumer restart/relaunch); unbounded
 * retries would hang `publish()` and `stop()` and hide an outage from health checks. Note that kafkajs applies the
 * client-level policy to connecting, whatever a single client overrides.
 */
export const KAFKA_RETRY: RetryOptions = { initialRetryTime: 200, maxRetryTime: 2000, retries: 5, factor: 0.2, multiplier: 2 };

/**
 * Producer retries: short (about 4 s against a dead broker), because the relay above retries forever with its own
 * backoff and records each failure on the outbox rows, where health checks and operators can see it.
 */
export const PRODUCER_RETRY: RetryOptions = { initialRetryTime: 200, maxRetryTime: 2000, retries: 4, factor: 0.2, multiplier: 2 };

const LEVELS: Record<number, 'debug' | 'info' | 'warn' | 'error'> = {
  [logLevel.ERROR]: 'error',
  [logLevel.WARN]: 'warn',
  [logLevel.INFO]: 'info',
  [logLevel.DEBUG]: 'debug',
};

/** Routes kafkajs logs (warn and above) into our log sink, one line each. */
function logCreator(log: KafkaLog) {
  return () =>
    ({ level, log: entry }: LogEntry) => {
      const { message, error, groupId } = entry as { message: string; error?: string; groupId?: string };
      // We bound producer retries on purpose (see PRODUCER_RETRY); duplicates that may follow are dropped by inboxes.
      if (message.startsWith('Limiting retries for the idempotent producer')) return;
      // Two processes creating the same topics at once: the loser's TOPIC_ALREADY_EXISTS is harmless (and handled).
      if (message.startsWith('Response CreateTopics') && `${error}`.includes('Topic creation errors')) return;
      // During a broker outage kafkajs logs every failed attempt as ERROR; they are expected and retried.
      log(
        LEVELS[level] === 'error' ? 'warn' : (LEVELS[level] ?? 'info'),
        `${groupId ? `[${groupId}] ` : ''}${message}${error ? `: ${error}` : ''}`,
      );
    };
}

/** A kafkajs client for the transport's brokers. */
export function createKafkaClient(options: ResolvedKafkaOptions): Kafka {
  return new Kafka({
    clientId: options.clientId,
    brokers: options.brokers,
    connectionTimeout: 3000,
    requestTimeout: 30_000,
    retry: KAFKA_RETRY,
    logLevel: logLevel.WARN,
    logCreator: logCreator(options.log),
  });
}
