import type { EventEnvelope } from '@jointly/contracts';

/** Result of decoding a Kafka message value: an envelope, or the raw text and why it is not one. */
export type DecodedValue = { envelope: EventEnvelope } | { raw: string; error: string };

/** Serialises an envelope as UTF-8 JSON (the wire format of every platform event). */
export function encodeEnvelope(envelope: EventEnvelope): Buffer {
  return Buffer.from(JSON.stringify(envelope), 'utf8');
}

/** Parses a Kafka message value into an envelope, checking the fields consumers rely on. Never throws. */
export function decodeEnvelope(value: Buffer | null): DecodedValue {
  const raw = value ? value.toString('utf8') : '';
  if (!value) return { raw, error: 'empty message value (tombstone)' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    return { raw, error: `not JSON: ${(error as Error).message}` };
  }
  const e = parsed as Partial<EventEnvelope> | null;
  if (!e || typeof e !== 'object') return { raw, error: 'not a JSON object' };
  for (const field of ['id', 'type', 'aggregateId', 'occurredAt'] as const) {
    if (typeof e[field] !== 'string' || e[field] === '') return { raw, error: `envelope field "${field}" missing or not a string` };
  }
  if (!('payload' in e)) return { raw, error: 'envelope has no payload' };
  return { envelope: e as EventEnvelope };
}
