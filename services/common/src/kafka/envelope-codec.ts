import type { EventEnvelope } from '@jointly/contracts';
import type { IHeaders } from 'kafkajs';
import type { TraceHeaders } from '@jointly/common/events/transport/event-transport';
import { parseTraceparent, parseTracestate } from '@jointly/common/tracing';

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

/** The W3C trace-context record headers of a message (`traceparent`, and `tracestate` when there is one). */
export function encodeTraceHeaders(trace: TraceHeaders): Record<string, string> {
  return trace.tracestate ? { traceparent: trace.traceparent, tracestate: trace.tracestate } : { traceparent: trace.traceparent };
}

/** The trace context in a record's headers, when its `traceparent` is valid (a malformed one is ignored). Never throws. */
export function decodeTraceHeaders(headers: IHeaders | undefined): TraceHeaders | undefined {
  const traceparent = headerText(headers?.traceparent);
  if (!traceparent || !parseTraceparent(traceparent)) return undefined;
  const tracestate = headerText(headers?.tracestate);
  return tracestate && parseTracestate(tracestate) ? { traceparent, tracestate } : { traceparent };
}

/** A header's value as text: the first of a repeated header, a Buffer decoded as UTF-8. */
function headerText(value: IHeaders[string]): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  if (first === undefined) return undefined;
  return typeof first === 'string' ? first : first.toString('utf8');
}
