import { randomUUID } from 'node:crypto';
import type { EventDefinition, EventEnvelope } from '@jointly/contracts';

/** What the caller supplies for a new event; the rest comes from the {@link EventDefinition}. */
export interface CreateEventInput<P> {
  /** Id of the aggregate the event is about; it becomes the Kafka key, so one aggregate's events stay in order. */
  aggregateId: string;
  /** Account that caused the change; null or absent for the system. */
  actorId?: string | null;
  /** Ties the events of one request or user action together. */
  correlationId?: string | null;
  payload: P;
  /** Time of the state change; defaults to now. */
  occurredAt?: Date;
}

/**
 * Builds the envelope of a new event (fresh UUID v4 id, ISO time, type/version/aggregateType from the
 * definition). Pass the result to `OutboxService.add` in the transaction that makes the state change.
 */
export function createEvent<P>(definition: EventDefinition<P>, input: CreateEventInput<P>): EventEnvelope<P> {
  if (typeof input.aggregateId !== 'string' || input.aggregateId.trim() === '') {
    throw new TypeError(`createEvent(${definition.type}): aggregateId must be a non-empty string`);
  }
  return {
    id: randomUUID(),
    type: definition.type,
    version: definition.version,
    occurredAt: (input.occurredAt ?? new Date()).toISOString(),
    aggregateType: definition.aggregateType,
    aggregateId: input.aggregateId,
    actorId: input.actorId ?? null,
    correlationId: input.correlationId ?? null,
    payload: input.payload,
  };
}
