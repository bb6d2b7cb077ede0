import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { addSpanProcessor, parseTraceparent, removeSpanProcessor, setupTracing, SERVICE_ATTRIBUTE } from '../../tracing';
import type { ClaimedOutboxRow } from './outbox-store';
import { MAX_PUBLISH_SPANS_PER_BATCH, startPublishBatch } from './publish-spans';

const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
const parentSpanId = '00f067aa0ba902b7';
const traceparent = `00-${traceId}-${parentSpanId}-01`;

function aRow(n: number, trace: Partial<Pick<ClaimedOutboxRow, 'traceparent' | 'tracestate'>> = {}): ClaimedOutboxRow {
  const envelope = { id: `id-${n}`, type: 'tenders.tender.published', aggregateId: `t-${n}`, payload: { n }, ...trace };
  return {
    id: `id-${n}`,
    topic: 'tenders.tender',
    key: `t-${n}`,
    type: 'tenders.tender.published',
    json: JSON.stringify(envelope),
    traceparent: trace.traceparent ?? null,
    tracestate: trace.tracestate ?? null,
  };
}

describe('relay publish spans', () => {
  const exporter = new InMemorySpanExporter();
  const processor = new SimpleSpanProcessor(exporter);
  beforeAll(() => {
    setupTracing({ processName: 'test' });
    addSpanProcessor(processor);
  });
  afterAll(() => removeSpanProcessor(processor));
  beforeEach(() => exporter.reset());

  it('opens a producer span per traced row, child of the envelope context, and sends its context beside the envelope', () => {
    const batch = startPublishBatch([aRow(1, { traceparent, tracestate: 'rojo=1' }), aRow(2)], 'tenders', 'kafka');
    expect(exporter.getFinishedSpans()).toHaveLength(0);
    batch.end();

    const [span] = exporter.getFinishedSpans();
    expect(exporter.getFinishedSpans()).toHaveLength(1);
    expect(span).toMatchObject({ name: 'publish tenders.tender.published', kind: SpanKind.PRODUCER });
    expect(span.parentSpanContext).toMatchObject({ traceId, spanId: parentSpanId, isRemote: true });
    expect(span.attributes).toMatchObject({
      [SERVICE_ATTRIBUTE]: 'tenders',
      'messaging.system': 'kafka',
      'messaging.destination.name': 'tenders.tender',
      'messaging.message.id': 'id-1',
    });
    const [traced, untraced] = batch.messages;
    expect(parseTraceparent(traced.trace?.traceparent)).toMatchObject({ traceId, spanId: span.spanContext().spanId });
    expect(traced.trace?.tracestate).toBe('rojo=1');
    // An event written outside any trace starts none here either.
    expect(untraced.trace).toBeUndefined();
    expect(untraced.envelope).toMatchObject({ id: 'id-2', payload: { n: 2 } });
  });

  it('marks the spans failed when the transport refuses the batch', () => {
    startPublishBatch([aRow(1, { traceparent })], 'tenders', 'in-process').end(new Error('broker down'));
    const [span] = exporter.getFinishedSpans();
    expect(span.status).toEqual({ code: SpanStatusCode.ERROR, message: 'broker down' });
    expect(span.attributes['messaging.system']).toBe('jointly-in-process');
  });

  it('caps the spans of one batch; the rest carry their envelope context', () => {
    const rows = Array.from({ length: MAX_PUBLISH_SPANS_PER_BATCH + 5 }, (_, n) => aRow(n, { traceparent }));
    const batch = startPublishBatch(rows, 'tenders', 'kafka');
    batch.end();
    expect(exporter.getFinishedSpans()).toHaveLength(MAX_PUBLISH_SPANS_PER_BATCH);
    expect(batch.messages.at(-1)?.trace).toEqual({ traceparent });
  });

  it('ignores a malformed stored traceparent', () => {
    const batch = startPublishBatch([aRow(1, { traceparent: '00-broken' })], 'tenders', 'kafka');
    batch.end();
    expect(exporter.getFinishedSpans()).toHaveLength(0);
    expect(batch.messages[0].trace).toBeUndefined();
  });
});
