import { context, trace, TraceFlags, type Context, type SpanContext } from '@opentelemetry/api';

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;
const INVALID_TRACE = /^0{32}$/;
const INVALID_SPAN = /^0{16}$/;

/** W3C trace-context `traceparent` of a span context (version 00), e.g. `00-<trace id>-<span id>-01`. */
export function formatTraceparent(span: SpanContext): string {
  return `00-${span.traceId}-${span.spanId}-${(span.traceFlags & 0xff).toString(16).padStart(2, '0')}`;
}

/** The remote span context a `traceparent` names; undefined when it is absent or malformed (never throws). */
export function parseTraceparent(value: unknown): SpanContext | undefined {
  if (typeof value !== 'string' || value.length !== 55) return undefined;
  const match = TRACEPARENT.exec(value);
  if (!match || INVALID_TRACE.test(match[1]) || INVALID_SPAN.test(match[2])) return undefined;
  return { traceId: match[1], spanId: match[2], traceFlags: parseInt(match[3], 16) & TraceFlags.SAMPLED, isRemote: true };
}

/** `base` (default: the active context) with the span a `traceparent` names as parent; unchanged when it is invalid. */
export function contextFromTraceparent(value: unknown, base: Context = context.active()): Context {
  const parent = parseTraceparent(value);
  return parent ? trace.setSpanContext(base, parent) : base;
}

/** The `traceparent` of the active span, or null when no span is active. */
export function activeTraceparent(): string | null {
  const span = trace.getSpan(context.active());
  const spanContext = span?.spanContext();
  return spanContext && !INVALID_TRACE.test(spanContext.traceId) ? formatTraceparent(spanContext) : null;
}
