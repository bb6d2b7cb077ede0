import { ROOT_CONTEXT, trace, TraceFlags } from '@opentelemetry/api';
import { contextFromTraceparent, formatTraceparent, formatTracestate, parseTraceparent, parseTracestate } from './traceparent';

describe('traceparent', () => {
  const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
  const spanId = '00f067aa0ba902b7';

  it('round-trips a sampled span context', () => {
    const value = formatTraceparent({ traceId, spanId, traceFlags: TraceFlags.SAMPLED });
    expect(value).toBe(`00-${traceId}-${spanId}-01`);
    expect(parseTraceparent(value)).toEqual({ traceId, spanId, traceFlags: TraceFlags.SAMPLED, isRemote: true });
  });

  it.each([
    ['absent', undefined],
    ['not a string', 42],
    ['another version', `01-${traceId}-${spanId}-01`],
    ['upper case', `00-${traceId.toUpperCase()}-${spanId}-01`],
    ['an all-zero trace id', `00-${'0'.repeat(32)}-${spanId}-01`],
    ['an all-zero span id', `00-${traceId}-${'0'.repeat(16)}-01`],
    ['trailing data', `00-${traceId}-${spanId}-01-extra`],
    ['garbage', 'x'.repeat(55)],
  ])('ignores %s', (_what, value) => {
    expect(parseTraceparent(value)).toBeUndefined();
  });

  it('carries a tracestate with the parent it names, and drops it without a valid traceparent', () => {
    const withState = trace.getSpanContext(
      contextFromTraceparent(`00-${traceId}-${spanId}-01`, ROOT_CONTEXT, 'rojo=00f067aa0ba902b7,congo=t61rcWkgMzE'),
    );
    expect(withState).toMatchObject({ traceId, spanId, isRemote: true });
    expect(formatTracestate(withState!)).toBe('rojo=00f067aa0ba902b7,congo=t61rcWkgMzE');
    expect(formatTracestate(trace.getSpanContext(contextFromTraceparent(`00-${traceId}-${spanId}-01`, ROOT_CONTEXT))!)).toBeUndefined();
    expect(contextFromTraceparent('garbage', ROOT_CONTEXT, 'rojo=1')).toBe(ROOT_CONTEXT);
  });

  it.each([
    ['absent', undefined],
    ['empty', ''],
    ['not a string', 7],
    ['without a valid member', '=,='],
    ['too long', `a=${'b'.repeat(9000)}`],
  ])('ignores a tracestate that is %s', (_what, value) => {
    expect(parseTracestate(value)).toBeUndefined();
  });
});
