import { DiscoveryService } from '@nestjs/core';
import type { EventDefinition, EventEnvelope } from '@jointly/contracts';
import type { EntityManager } from 'typeorm';

/** What `@EventConsumer` declares about a consumer class. */
export interface EventConsumerOptions {
  /**
   * The service (schema) the consumer belongs to. `EventsModule.forService(service)` runs exactly the consumers
   * that name its service, which keeps the six services of the all-in-one process apart.
   */
  service: string;
  /** Unique within the service; convention `<Action>On<Event>`, e.g. `RecalculateOnTenderPublished`. */
  name: string;
  /** The events it handles; their topics are subscribed and other types on them are ignored. */
  events: ReadonlyArray<EventDefinition<any>>;
}

/** What a class decorated with `@EventConsumer` implements. */
export interface EventConsumerHandler<P = unknown> {
  /** Apply the event using `manager` only (it is the inbox transaction); throw to retry. */
  handle(envelope: EventEnvelope<P>, manager: EntityManager): Promise<void>;
  /** Optional: apply several events at once, same effect as `handle` on each (see EventConsumerDefinition). */
  handleBatch?(envelopes: Array<EventEnvelope<P>>, manager: EntityManager): Promise<void>;
}

const marker = DiscoveryService.createDecorator<EventConsumerOptions>();

/**
 * Marks a Nest provider as an event consumer of a service. Register the class as a provider of (any module of)
 * that service and import `EventsModule.forService(service)`; it is discovered at start-up.
 *
 * ```ts
 * @Injectable()
 * @EventConsumer({ service: 'eligibility', name: 'RecalculateOnTenderPublished', events: [TenderEvents.TenderPublished] })
 * export class RecalculateOnTenderPublished implements EventConsumerHandler<TenderPublished> { async handle(e, manager) {...} }
 * ```
 */
export function EventConsumer(options: EventConsumerOptions): ClassDecorator {
  if (!options.events.length) throw new Error(`@EventConsumer ${options.name}: list at least one event`);
  return marker(options) as ClassDecorator;
}

/** The discovery marker behind {@link EventConsumer} (used by the events module to find consumers). */
export const EVENT_CONSUMER_MARKER = marker;
