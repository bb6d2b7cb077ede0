/**
 * Events: transactional outbox, relay, transports (in-process / Kafka), idempotent consumers with an inbox,
 * retries and dead letters, Nest wiring and health figures. See events.module.ts for how a service plugs in.
 */
import { registerEventTables } from './schema/register-event-tables';

registerEventTables();

export * from './envelope/create-event';
export * from './envelope/topic-of';
export * from './schema/event-tables.migration';
export * from './schema/register-event-tables';
export * from './schema/event-tables-retention';
export { outboxChannel } from './schema/sql-names';
export * from './retry/backoff';
export * from './transport/event-transport';
export * from './transport/transport-errors';
export * from './transport/in-process.transport';
export * from './transport/create-transport';
export * from './transport/namespaced.transport';
export * from './outbox/outbox.service';
export * from './outbox/outbox-relay';
export * from './outbox/outbox-relay.options';
export type { OutboxBacklog } from './outbox/outbox-store';
export * from './inbox/event-consumer.definition';
export * from './inbox/event-consumer-runner';
export { afterCommit } from './inbox/after-commit';
export * from './inbox/consumer-counters';
export * from './inbox/dead-letter.service';
export * from './inbox/dead-letter.errors';
export type { DeadLetter, DeadLetterQuery, DeadLetterStatus } from './inbox/dead-letter.store';
export * from './nest/events.tokens';
export * from './nest/event-consumer.decorator';
export * from './nest/events-health';
export * from './nest/health-probes';
export * from './events.module';
