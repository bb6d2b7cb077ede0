import { ROOT_CONTEXT, SpanKind, type Span } from '@opentelemetry/api';
import {
  contextFromTraceparent,
  failSpan,
  formatTraceparent,
  formatTracestate,
  parseTraceparent,
  SERVICE_ATTRIBUTE,
  tracer,
} from '../../tracing';
import type { EventEnvelope } from '@jointly/contracts';
import type { EventTransport, OutgoingMessage, TraceHeaders } from '../transport/event-transport';
import type { ClaimedOutboxRow } from './outbox-store';

/** Most publish spans one batch opens (a bulk import relays thousands of events of one trace at once). */
export const MAX_PUBLISH_SPANS_PER_BATCH = 100;

/** A batch of outbox rows as messages, with the publish spans open while the transport sends them. */
export interface PublishBatch {
  messages: OutgoingMessage[];
  /** Ends the spans: failed with `error` when given. */
  end(error?: unknown): void;
}

/**
 * Opens one producer span `publish <type>` per traced row, child of the context stored in its envelope (so the trace
 * reads request → outbox → publish), and puts that span's `traceparent`/`tracestate` beside the envelope (Kafka record
 * headers). Rows past {@link MAX_PUBLISH_SPANS_PER_BATCH}, or whose stored context is unusable, get no span; the
 * former carry their envelope's own context in the headers. Untraced rows get neither: they start no trace.
 */
export function startPublishBatch(rows: ClaimedOutboxRow[], schema: string, transport: EventTransport['kind']): PublishBatch {
  const spans: Span[] = [];
  const messages = rows.map((row) => {
    const message = toMessage(row);
    if (!parseTraceparent(row.traceparent)) return message;
    if (spans.length >= MAX_PUBLISH_SPANS_PER_BATCH) {
      message.trace = { traceparent: row.traceparent!, ...(row.tracestate ? { tracestate: row.tracestate } : {}) };
      return message;
    }
    const span = tracer().startSpan(
      `publish ${row.type}`,
      {
        kind: SpanKind.PRODUCER,
        attributes: {
          [SERVICE_ATTRIBUTE]: schema,
          'messaging.system': transport === 'kafka' ? 'kafka' : 'jointly-in-process',
          'messaging.operation.type': 'send',
          'messaging.destination.name': row.topic,
          'messaging.message.id': row.id,
          'messaging.kafka.message.key': row.key,
        },
      },
      // ROOT_CONTEXT: the relay loop's own context must not leak into an event's trace.
      contextFromTraceparent(row.traceparent, ROOT_CONTEXT, row.tracestate),
    );
    spans.push(span);
    message.trace = traceHeaders(span);
    return message;
  });
  return {
    messages,
    end(error?: unknown) {
      for (const span of spans) {
        if (error !== undefined) failSpan(span, error);
        span.end();
      }
    },
  };
}

function traceHeaders(span: Span): TraceHeaders {
  const tracestate = formatTracestate(span.spanContext());
  return { traceparent: formatTraceparent(span.spanContext()), ...(tracestate ? { tracestate } : {}) };
}

/** The row as a message; the envelope object is parsed only if the transport asks for it (Kafka sends the text). */
function toMessage(row: ClaimedOutboxRow): OutgoingMessage {
  let envelope: EventEnvelope | undefined;
  return {
    topic: row.topic,
    key: row.key,
    id: row.id,
    encoded: row.json,
    get envelope() {
      return (envelope ??= JSON.parse(row.json) as EventEnvelope);
    },
  };
}
