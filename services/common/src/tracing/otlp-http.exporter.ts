import type { Attributes, AttributeValue, HrTime } from '@opentelemetry/api';
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace-base';

/** Result codes of an export (the values of @opentelemetry/core's ExportResultCode). */
const SUCCESS = 0;
const FAILED = 1;

type OtlpValue =
  | { stringValue: string }
  | { boolValue: boolean }
  | { intValue: string }
  | { doubleValue: number }
  | { arrayValue: { values: OtlpValue[] } };

function otlpValue(value: AttributeValue): OtlpValue {
  if (Array.isArray(value))
    return { arrayValue: { values: value.filter((v) => v !== null && v !== undefined).map((v) => otlpValue(v as AttributeValue)) } };
  if (typeof value === 'boolean') return { boolValue: value };
  if (typeof value === 'number') return Number.isInteger(value) ? { intValue: String(value) } : { doubleValue: value };
  return { stringValue: String(value) };
}

function otlpAttributes(attributes: Attributes): Array<{ key: string; value: OtlpValue }> {
  return Object.entries(attributes)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => ({ key, value: otlpValue(value as AttributeValue) }));
}

const nanos = ([seconds, nanoseconds]: HrTime) => (BigInt(seconds) * 1_000_000_000n + BigInt(nanoseconds)).toString();

/** The OTLP/JSON request body (opentelemetry-proto, JSON mapping: ids as hex, times as strings) for some spans. */
export function otlpTraceRequest(serviceName: string, spans: ReadableSpan[]): unknown {
  const scopes = new Map<string, ReadableSpan[]>();
  for (const span of spans) {
    const scope = span.instrumentationScope.name;
    scopes.set(scope, [...(scopes.get(scope) ?? []), span]);
  }
  return {
    resourceSpans: [
      {
        resource: { attributes: otlpAttributes({ 'service.name': serviceName }) },
        scopeSpans: [...scopes].map(([scope, list]) => ({
          scope: { name: scope },
          spans: list.map((span) => ({
            traceId: span.spanContext().traceId,
            spanId: span.spanContext().spanId,
            ...(span.parentSpanContext ? { parentSpanId: span.parentSpanContext.spanId } : {}),
            name: span.name,
            // OTLP counts kinds from 1 (INTERNAL); the API from 0.
            kind: span.kind + 1,
            startTimeUnixNano: nanos(span.startTime),
            endTimeUnixNano: nanos(span.endTime),
            attributes: otlpAttributes(span.attributes),
            status: { code: span.status.code, ...(span.status.message ? { message: span.status.message } : {}) },
          })),
        })),
      },
    ],
  };
}

/**
 * Sends spans to an OpenTelemetry collector over OTLP/HTTP with JSON bodies (POST <endpoint>, e.g.
 * http://otel-collector:4318/v1/traces). Used only when OTEL_EXPORTER_OTLP_ENDPOINT (or …_TRACES_ENDPOINT) is set;
 * a failed export drops that batch (tracing must never hold up the product).
 */
export class OtlpHttpTraceExporter implements SpanExporter {
  private stopped = false;
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly endpoint: string,
    private readonly serviceName: string,
    private readonly timeoutMs = 10_000,
  ) {}

  export(spans: ReadableSpan[], resultCallback: (result: { code: number; error?: Error }) => void): void {
    if (this.stopped) return resultCallback({ code: FAILED, error: new Error('exporter is shut down') });
    const sending = fetch(this.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(otlpTraceRequest(this.serviceName, spans)),
      signal: AbortSignal.timeout(this.timeoutMs),
    })
      .then(async (response) => {
        await response.arrayBuffer().catch(() => undefined);
        resultCallback(
          response.ok ? { code: SUCCESS } : { code: FAILED, error: new Error(`OTLP endpoint answered HTTP ${response.status}`) },
        );
      })
      .catch((error: unknown) => resultCallback({ code: FAILED, error: error instanceof Error ? error : new Error(String(error)) }))
      .finally(() => this.pending.delete(sending));
    this.pending.add(sending);
  }

  async forceFlush(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  async shutdown(): Promise<void> {
    this.stopped = true;
    await this.forceFlush();
  }
}
