import type { EventEnvelope } from '@jointly/contracts';
import { context, SpanKind, trace, type SpanContext } from '@opentelemetry/api';
import type { EntityManager } from 'typeorm';
import { formatTraceparent, formatTracestate, SERVICE_ATTRIBUTE, tracer } from '../../tracing';
import { topicOf } from '../envelope/topic-of';
import { outboxChannel } from '../schema/sql-names';
import { buildOutboxBulkInsert, buildOutboxInserts, OUTBOX_BULK_THRESHOLD } from './outbox-insert';

/** `OutboxService.add` was called outside a transaction, where the outbox cannot protect against a dual write. */
export class OutboxOutsideTransactionError extends Error {
  readonly code = 'EVENTS.OUTBOX_OUTSIDE_TRANSACTION';
  constructor() {
    super('OutboxService.add needs the EntityManager of an open transaction (use transaction(dataSource, ...))');
    this.name = 'OutboxOutsideTransactionError';
  }
}

/**
 * Writes a service's events to its outbox table in the caller's transaction, so they are published if and only if
 * the state change commits. Publishing is the relay's job; this never talks to a broker.
 */
export class OutboxService {
  private readonly channel: string;

  /** @param schema the service's schema (its name), where `outbox_message` lives. */
  constructor(readonly schema: string) {
    this.channel = outboxChannel(schema);
  }

  /**
   * Adds events (in order) to the outbox and notifies the relay in the same statement; the relay wakes when the
   * transaction commits (PostgreSQL delivers NOTIFY on commit, and never for a rolled-back transaction). Up to
   * {@link OUTBOX_BULK_THRESHOLD} events go in one multi-row VALUES insert; more go through {@link addMany}'s bulk
   * path, still one statement.
   */
  async add(manager: EntityManager, events: EventEnvelope | EventEnvelope[]): Promise<void> {
    const list = Array.isArray(events) ? events : [events];
    if (list.length > OUTBOX_BULK_THRESHOLD) return this.addMany(manager, list);
    if (list.length === 0) return;
    if (!manager.queryRunner?.isTransactionActive) throw new OutboxOutsideTransactionError();
    this.stampTraces(list);
    for (const statement of buildOutboxInserts(this.schema, list, this.channel)) await manager.query(statement.sql, statement.params);
  }

  /**
   * The bulk path for a transaction that emits many events at once (a recalculation crossing thousands of ratings,
   * an import): every event in one INSERT from one JSON array (`buildOutboxBulkInsert`), in order, with the relay's
   * NOTIFY, in the caller's transaction — the events commit or roll back with the state change, exactly as with
   * {@link add}. Trace stamping as in `add` (the first {@link MAX_SPANS_PER_ADD} get spans of their own).
   */
  async addMany(manager: EntityManager, events: readonly EventEnvelope[]): Promise<void> {
    if (events.length === 0) return;
    if (!manager.queryRunner?.isTransactionActive) throw new OutboxOutsideTransactionError();
    const list = [...events];
    this.stampTraces(list);
    const statement = buildOutboxBulkInsert(this.schema, list, this.channel);
    await manager.query(statement.sql, statement.params);
  }

  /**
   * Inside a trace (a request, a consumer, a traced job) each event gets a short producer span `outbox <type>`, child
   * of the active span, and carries that span's `traceparent` in its envelope: the consumers' spans, in whichever
   * process, become its children. Past {@link MAX_SPANS_PER_ADD} events in one call the rest carry the active span's.
   */
  private stampTraces(list: EventEnvelope[]): void {
    const active = trace.getSpan(context.active());
    if (!active) return;
    list.forEach((event, index) => {
      if (event.traceparent) return;
      if (index >= MAX_SPANS_PER_ADD) {
        stamp(event, active.spanContext());
        return;
      }
      const span = tracer().startSpan(`outbox ${event.type}`, {
        kind: SpanKind.PRODUCER,
        attributes: {
          [SERVICE_ATTRIBUTE]: this.schema,
          'messaging.system': 'jointly-outbox',
          'messaging.destination.name': topicOf(event),
          'messaging.message.id': event.id,
        },
      });
      stamp(event, span.spanContext());
      span.end();
    });
  }
}

/** Writes a span's trace context into an envelope (`tracestate` only when the trace carries vendor entries). */
function stamp(event: EventEnvelope, span: SpanContext): void {
  event.traceparent = formatTraceparent(span);
  const tracestate = formatTracestate(span);
  if (tracestate) event.tracestate = tracestate;
}

/** Most producer spans one `add` creates (a bulk import writes thousands of events in one transaction). */
const MAX_SPANS_PER_ADD = 100;
