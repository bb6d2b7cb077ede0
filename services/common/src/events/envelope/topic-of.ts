import type { EventEnvelope } from '@jointly/contracts';

/**
 * The topic an event travels on. Types are `<service>.<aggregateType>.<verb>` and topics `<service>.<aggregateType>`
 * (see `defineEvent`), so the topic is the type without its last segment.
 */
export function topicOf(envelope: Pick<EventEnvelope, 'type'>): string {
  const cut = envelope.type.lastIndexOf('.');
  if (cut <= 0 || cut === envelope.type.length - 1 || envelope.type.indexOf('.') === cut) {
    throw new TypeError(`event type "${envelope.type}" is not <service>.<aggregateType>.<verb>`);
  }
  return envelope.type.slice(0, cut);
}
