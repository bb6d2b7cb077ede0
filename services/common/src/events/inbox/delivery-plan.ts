import type { EventEnvelope } from '@jointly/contracts';
import type { DeliveredMessage } from '../transport/event-transport';
import type { EventConsumerDefinition } from './event-consumer.definition';

/** One event for one consumer. */
export interface WorkItem {
  consumer: EventConsumerDefinition;
  message: DeliveredMessage;
  envelope: EventEnvelope;
}

/** A message that could not be decoded, with the consumers of its topic (each gets a dead letter). */
export interface UndecodableDelivery {
  message: DeliveredMessage;
  consumers: EventConsumerDefinition[];
}

/** What a batch means for a service's consumers. */
export interface DeliveryPlan {
  items: WorkItem[];
  undecodable: UndecodableDelivery[];
}

/** True when `consumer` wants `envelope` from `topic`. */
export function wants(consumer: EventConsumerDefinition, topic: string, type: string): boolean {
  return consumer.topics.includes(topic) && (!consumer.types || consumer.types.includes(type));
}

/**
 * Expands a batch into work items in delivery order (message by message, consumers in registration order),
 * so a consumer sees one aggregate's events in the order they were published.
 */
export function planDeliveries(messages: DeliveredMessage[], consumers: EventConsumerDefinition[]): DeliveryPlan {
  const plan: DeliveryPlan = { items: [], undecodable: [] };
  for (const message of messages) {
    const envelope = message.envelope;
    if (!envelope) {
      const interested = consumers.filter((c) => c.topics.includes(message.topic));
      if (interested.length) plan.undecodable.push({ message, consumers: interested });
      continue;
    }
    for (const consumer of consumers) {
      if (wants(consumer, message.topic, envelope.type)) plan.items.push({ consumer, message, envelope });
    }
  }
  return plan;
}

/** Inbox key of a work item. */
export function inboxKey(consumer: string, eventId: string): string {
  return `${consumer}\u0000${eventId}`;
}
