import { context, createTraceState, trace, TraceFlags, type Context, type SpanContext, type TraceState } from '@opentelemetry/api';

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

/** Longest `tracestate` kept (W3C: 32 members of at most 256 characters; vendors keep at least 512 characters). */
const MAX_TRACESTATE_LENGTH = 8192;

/**
 * The vendor entries of a W3C `tracestate` header; undefined when absent, empty, too long or not a string. Invalid
 * members are dropped (the W3C rule), never thrown on.
 */
export function parseTracestate(value: unknown): TraceState | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_TRACESTATE_LENGTH) return undefined;
  const state = createTraceState(value);
  return state.serialize() ? state : undefined;
}

/** The `tracestate` a span context carries, or undefined when it has no entries. */
export function formatTracestate(span: SpanContext): string | undefined {
  return span.traceState?.serialize() || undefined;
}

/**
 * `base` (default: the active context) with the span a `traceparent` names as parent, carrying `tracestate` when
 * one is given (child spans inherit it); unchanged when the `traceparent` is invalid.
 */
export function contextFromTraceparent(value: unknown, base: Context = context.active(), tracestate?: unknown): Context {
  const parent = parseTraceparent(value);
  if (!parent) return base;
  const traceState = parseTracestate(tracestate);
  return trace.setSpanContext(base, traceState ? { ...parent, traceState } : parent);
}

/** The `traceparent` of the active span, or null when no span is active. */
export function activeTraceparent(): string | null {
  const span = trace.getSpan(context.active());
  const spanContext = span?.spanContext();
  return spanContext && !INVALID_TRACE.test(spanContext.traceId) ? formatTraceparent(spanContext) : null;
}
