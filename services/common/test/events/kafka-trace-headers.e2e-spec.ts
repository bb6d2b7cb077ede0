import { randomBytes } from 'node:crypto';
import { ROOT_CONTEXT, SpanKind, context, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { Kafka, logLevel, type KafkaMessage } from 'kafkajs';
import { defineEvent } from '@jointly/contracts';
import { transaction } from '@jointly/common/database';
import { createEvent, EventConsumerRunner, OutboxRelay, OutboxService } from '@jointly/common/events';
import { KafkaTransport } from '@jointly/common/kafka';
import { describeKafka } from '@jointly/common/testing';
import {
  addSpanProcessor,
  contextFromTraceparent,
  formatTraceparent,
  inSpan,
  parseTraceparent,
  removeSpanProcessor,
  setupTracing,
} from '@jointly/common/tracing';
import type { DataSource } from 'typeorm';
import { dropTestSchema, openTestDataSource, uniqueSchema, waitFor } from './support/test-database';

/**
 * Issue 18: the relay writes the W3C trace context into the Kafka record headers (besides the envelope), and a
 * consumer continues from those headers when the envelope carries none. The records are read back with a plain
 * kafkajs consumer, so the headers are checked as any Kafka tool would see them.
 */
describeKafka('trace context in Kafka record headers', (brokers) => {
  const schema = uniqueSchema('kth');
  const Rung = defineEvent<{ n: number }>(`kth${randomBytes(4).toString('hex')}`, 'bell', 'rung');
  const exporter = new InMemorySpanExporter();
  const processor = new SimpleSpanProcessor(exporter);
  const kafka = new Kafka({ clientId: 'trace-headers-test', brokers, logLevel: logLevel.NOTHING });
  let ds: DataSource;
  let transport: KafkaTransport;

  /** Every record of the test topic so far, straight from the broker. */
  const readRecords = async (count: number): Promise<KafkaMessage[]> => {
    const records: KafkaMessage[] = [];
    const consumer = kafka.consumer({ groupId: `${schema}-raw-${randomBytes(3).toString('hex')}`, maxWaitTimeInMs: 200 });
    await consumer.connect();
    try {
      await consumer.subscribe({ topics: [Rung.topic], fromBeginning: true });
      await consumer.run({ eachMessage: async ({ message }) => void records.push(message) });
      await waitFor(`${count} records on ${Rung.topic}`, () => records.length >= count, 30_000, 100);
    } finally {
      await consumer.disconnect();
    }
    return records;
  };

  beforeAll(async () => {
    setupTracing({ processName: 'test' });
    addSpanProcessor(processor);
    ds = await openTestDataSource(schema);
    transport = new KafkaTransport({ brokers, clientId: 'kafka-trace-headers-test', topics: [Rung.topic] });
    await transport.start();
  });

  afterAll(async () => {
    await transport?.stop();
    removeSpanProcessor(processor);
    await dropTestSchema(ds, schema);
  });

  it("relays a traced event with the publish span's traceparent and tracestate in the record headers", async () => {
    const outbox = new OutboxService(schema);
    const relay = new OutboxRelay(ds, schema, transport);
    // A request span whose caller sent a tracestate: the vendor entries must survive outbox and relay.
    const callerContext = contextFromTraceparent(
      `00-${randomBytes(16).toString('hex')}-${randomBytes(8).toString('hex')}-01`,
      ROOT_CONTEXT,
      'jointly=t1,other=x',
    );
    const requestSpanId = await context.with(callerContext, () =>
      inSpan('POST /test', { kind: SpanKind.SERVER }, async (span) => {
        await transaction(ds, (manager) =>
          outbox.add(manager, [
            createEvent(Rung, { aggregateId: 'b-1', payload: { n: 1 } }),
            createEvent(Rung, { aggregateId: 'b-2', payload: { n: 2 } }),
          ]),
        );
        return span.spanContext().spanId;
      }),
    );
    // And one event written outside any trace: no span, no header.
    await transaction(ds, (manager) => outbox.add(manager, createEvent(Rung, { aggregateId: 'b-3', payload: { n: 3 } })));
    await expect(relay.runOnce()).resolves.toBe(3);
    await relay.stop();

    const records = await readRecords(3);
    const spans = exporter.getFinishedSpans();
    const byId = new Map(spans.map((s) => [s.spanContext().spanId, s]));
    for (const n of [1, 2]) {
      const record = records.find((r) => JSON.parse(r.value!.toString()).payload.n === n)!;
      const envelope = JSON.parse(record.value!.toString()) as { id: string; traceparent: string; tracestate: string };
      const header = record.headers?.traceparent?.toString();
      const sent = parseTraceparent(header);
      expect(sent).toBeDefined();
      expect(header).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
      expect(record.headers?.tracestate?.toString()).toBe('jointly=t1,other=x');

      // The header names the relay's publish span; its parent is the outbox span named in the envelope, whose
      // parent is the request span: one trace.
      const publish = byId.get(sent!.spanId) as ReadableSpan;
      expect(publish).toMatchObject({ name: `publish ${Rung.type}`, kind: SpanKind.PRODUCER });
      expect(publish.attributes['messaging.message.id']).toBe(envelope.id);
      const outboxSpan = byId.get(parseTraceparent(envelope.traceparent)!.spanId)!;
      expect(outboxSpan.name).toBe(`outbox ${Rung.type}`);
      expect(publish.parentSpanContext?.spanId).toBe(outboxSpan.spanContext().spanId);
      expect(outboxSpan.parentSpanContext?.spanId).toBe(requestSpanId);
      expect(sent!.traceId).toBe(outboxSpan.spanContext().traceId);
      expect(envelope.tracestate).toBe('jointly=t1,other=x');
    }
    const untraced = records.find((r) => JSON.parse(r.value!.toString()).payload.n === 3)!;
    expect(untraced.headers?.traceparent).toBeUndefined();
    expect(JSON.parse(untraced.value!.toString()).traceparent).toBeUndefined();
  });

  it('continues the trace from the record headers when the envelope has none', async () => {
    exporter.reset();
    const runner = new EventConsumerRunner(ds, schema, transport);
    const seen = new Map<string, string | null | undefined>();
    runner.register({
      service: schema,
      name: 'HearOnRung',
      topics: [Rung.topic],
      handle: async (envelope) => {
        seen.set(envelope.id, envelope.traceparent);
      },
    });
    // A record from a producer that puts the trace only in the headers (as most Kafka clients do).
    const upstream = trace.getTracer('upstream').startSpan('upstream send', { kind: SpanKind.PRODUCER }, ROOT_CONTEXT);
    upstream.end();
    const bare = createEvent(Rung, { aggregateId: 'b-4', payload: { n: 4 } });
    expect(bare.traceparent).toBeUndefined();
    const producer = kafka.producer();
    await producer.connect();
    try {
      await producer.send({
        topic: Rung.topic,
        messages: [{ key: 'b-4', value: JSON.stringify(bare), headers: { traceparent: formatTraceparent(upstream.spanContext()) } }],
      });
    } finally {
      await producer.disconnect();
    }
    await runner.start();
    try {
      await waitFor('the header-traced event consumed', () => seen.size === 4, 30_000, 100);
      const consumed = exporter
        .getFinishedSpans()
        .find((s) => s.name === `consume ${Rung.type}` && s.attributes['messaging.message.id'] === bare.id);
      expect(consumed?.kind).toBe(SpanKind.CONSUMER);
      expect(consumed?.parentSpanContext).toMatchObject({ spanId: upstream.spanContext().spanId, isRemote: true });
      expect(consumed?.spanContext().traceId).toBe(upstream.spanContext().traceId);

      // Events whose envelope carries a trace keep following the envelope (the outbox span), not the header.
      const traced = [...seen].filter(([, traceparent]) => traceparent);
      expect(traced).toHaveLength(2);
      for (const [id, traceparent] of traced) {
        const span = exporter
          .getFinishedSpans()
          .find((s) => s.name === `consume ${Rung.type}` && s.attributes['messaging.message.id'] === id);
        expect(span?.parentSpanContext?.spanId).toBe(parseTraceparent(traceparent)!.spanId);
      }
    } finally {
      await runner.stop();
    }
  });
});
