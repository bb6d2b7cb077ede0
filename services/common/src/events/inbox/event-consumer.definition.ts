import type { EventEnvelope } from '@jointly/contracts';
import type { EntityManager } from 'typeorm';

/**
 * A consumer of events, run by its service's {@link EventConsumerRunner}. `handle` must put every effect through
 * `manager` (the transaction that also records the event in the inbox): then a redelivered event changes nothing.
 * Throw to retry; after the last attempt the event is parked in `dead_letter`. Effects outside the database
 * (HTTP calls, mail) may run more than once; write them to the database (e.g. an outbox) instead.
 */
export interface EventConsumerDefinition {
  /** Schema (service name) the consumer's inbox and effects live in. */
  service: string;
  /** Unique within the service; stored in the inbox and dead letters. Convention: `<Action>On<Event>`. */
  name: string;
  topics: string[];
  /** Only these event types (all types of the topics when absent). */
  types?: string[];
  handle(envelope: EventEnvelope, manager: EntityManager): Promise<void>;
  /**
   * Optional fast path: applies several events (in order, all new to the inbox) at once, e.g. one multi-row
   * statement, with the same effect as calling `handle` for each. When it throws, the runner rolls back and falls
   * back to `handle`, one event at a time, to find and retry the failing one.
   */
  handleBatch?(envelopes: EventEnvelope[], manager: EntityManager): Promise<void>;
}
