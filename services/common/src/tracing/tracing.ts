import {
  context,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Link,
  type Span,
  type Tracer,
} from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import {
  BasicTracerProvider,
  BatchSpanProcessor,
  type ReadableSpan,
  type Span as SdkSpan,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { OtlpHttpTraceExporter } from './otlp-http.exporter';
import { contextFromTraceparent } from './traceparent';

/** Attribute naming the Jointly service a span belongs to (several services share the all-in-one process). */
export const SERVICE_ATTRIBUTE = 'jointly.service';

/** Fans spans out to processors added at run time (the OTLP exporter when configured; an in-memory one in tests). */
class SpanProcessors implements SpanProcessor {
  private readonly list: SpanProcessor[] = [];
  add(processor: SpanProcessor): void {
    if (!this.list.includes(processor)) this.list.push(processor);
  }
  remove(processor: SpanProcessor): void {
    const at = this.list.indexOf(processor);
    if (at >= 0) this.list.splice(at, 1);
  }
  onStart(span: SdkSpan, parent: Context): void {
    for (const p of this.list) p.onStart(span, parent);
  }
  onEnd(span: ReadableSpan): void {
    for (const p of this.list) p.onEnd(span);
  }
  async forceFlush(): Promise<void> {
    await Promise.all(this.list.map((p) => p.forceFlush()));
  }
  async shutdown(): Promise<void> {
    await Promise.all(this.list.map((p) => p.shutdown()));
  }
}

const processors = new SpanProcessors();
let provider: BasicTracerProvider | undefined;
let exporter: { endpoint: string; processor: SpanProcessor } | undefined;

/** What {@link setupTracing} needs: the process name and where to export (nothing leaves the process when unset). */
export interface TracingOptions {
  processName: string;
  /** OTLP/HTTP traces endpoint (OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, or OTEL_EXPORTER_OTLP_ENDPOINT + /v1/traces). */
  otlpTracesEndpoint?: string;
}

/**
 * Installs the process's tracer once (async-hooks context, always-on sampling); idempotent. Spans are always created
 * (their ids travel in HTTP headers and event envelopes, so a trace crosses services), and exported only when an
 * OTLP endpoint is configured; nothing needs the network otherwise.
 */
export function setupTracing(options: TracingOptions): void {
  if (!provider) {
    context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
    provider = new BasicTracerProvider({ spanProcessors: [processors] });
    trace.setGlobalTracerProvider(provider);
  }
  if (options.otlpTracesEndpoint && exporter?.endpoint !== options.otlpTracesEndpoint) {
    if (exporter) processors.remove(exporter.processor);
    const processor = new BatchSpanProcessor(new OtlpHttpTraceExporter(options.otlpTracesEndpoint, `jointly-${options.processName}`));
    exporter = { endpoint: options.otlpTracesEndpoint, processor };
    processors.add(processor);
  }
}

/** Adds a span processor (tests: a SimpleSpanProcessor over an InMemorySpanExporter). Call {@link setupTracing} first. */
export function addSpanProcessor(processor: SpanProcessor): void {
  processors.add(processor);
}

export function removeSpanProcessor(processor: SpanProcessor): void {
  processors.remove(processor);
}

/** Exports what is buffered (on shutdown). */
export function flushTraces(): Promise<void> {
  return processors.forceFlush();
}

export function tracer(): Tracer {
  return trace.getTracer('jointly');
}

export interface SpanOptions {
  kind?: SpanKind;
  attributes?: Attributes;
  /** Parent from a `traceparent` (an event envelope's); else the active span is the parent. */
  traceparent?: string | null;
  /** Vendor trace state travelling with `traceparent` (W3C `tracestate`); ignored without a valid `traceparent`. */
  tracestate?: string | null;
  links?: Link[];
}

/**
 * Runs `work` inside a new active span and ends it; an error marks the span as failed and is rethrown.
 */
export async function inSpan<T>(name: string, options: SpanOptions, work: (span: Span) => Promise<T>): Promise<T> {
  const parent = options.traceparent ? contextFromTraceparent(options.traceparent, context.active(), options.tracestate) : context.active();
  const span = tracer().startSpan(
    name,
    { kind: options.kind ?? SpanKind.INTERNAL, attributes: options.attributes, links: options.links },
    parent,
  );
  try {
    return await context.with(trace.setSpan(parent, span), () => work(span));
  } catch (error) {
    failSpan(span, error);
    throw error;
  } finally {
    span.end();
  }
}

/** Marks a span as failed with the error. */
export function failSpan(span: Span, error: unknown): void {
  span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
  if (error instanceof Error) span.recordException(error);
}
