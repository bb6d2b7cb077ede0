import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SpanKind, context, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { OtlpHttpTraceExporter } from './otlp-http.exporter';
import { addSpanProcessor, inSpan, removeSpanProcessor, setupTracing } from './tracing';

describe('OtlpHttpTraceExporter', () => {
  let server: http.Server;
  let endpoint: string;
  const bodies: any[] = [];
  let status = 200;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let text = '';
      req.on('data', (c: Buffer) => (text += c.toString()));
      req.on('end', () => {
        bodies.push({ url: req.url, type: req.headers['content-type'], body: JSON.parse(text) });
        res.writeHead(status).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/traces`;
    setupTracing({ processName: 'unit' });
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('posts spans as OTLP/JSON with parent ids, kinds from 1 and nanosecond times, and reports HTTP errors', async () => {
    const memory = new InMemorySpanExporter();
    const processor = new SimpleSpanProcessor(memory);
    addSpanProcessor(processor);
    try {
      await inSpan('parent', { kind: SpanKind.SERVER, attributes: { 'jointly.service': 'accounts', n: 3, ok: true } }, async () => {
        await inSpan('child', { kind: SpanKind.PRODUCER }, async () => expect(trace.getSpan(context.active())).toBeDefined());
      });
    } finally {
      removeSpanProcessor(processor);
    }
    const spans = memory.getFinishedSpans();
    const exporter = new OtlpHttpTraceExporter(endpoint, 'jointly-accounts');
    const result = await new Promise<{ code: number }>((resolve) => exporter.export(spans, resolve));
    expect(result.code).toBe(0);
    const { url, type, body } = bodies[0];
    expect([url, type]).toEqual(['/v1/traces', 'application/json']);
    const [resource] = body.resourceSpans;
    expect(resource.resource.attributes).toEqual([{ key: 'service.name', value: { stringValue: 'jointly-accounts' } }]);
    const sent = resource.scopeSpans[0].spans;
    const parent = sent.find((s: any) => s.name === 'parent');
    const child = sent.find((s: any) => s.name === 'child');
    expect(parent.kind).toBe(2);
    expect(child.kind).toBe(4);
    expect(child.parentSpanId).toBe(parent.spanId);
    expect(child.traceId).toBe(parent.traceId);
    expect(parent.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(parent.startTimeUnixNano).toMatch(/^\d{19}$/);
    expect(parent.attributes).toEqual(
      expect.arrayContaining([
        { key: 'n', value: { intValue: '3' } },
        { key: 'ok', value: { boolValue: true } },
      ]),
    );

    status = 503;
    const failed = await new Promise<{ code: number; error?: Error }>((resolve) => exporter.export(spans, resolve));
    expect(failed.code).toBe(1);
    expect(failed.error?.message).toContain('503');
  });
});
