import { TraceFlags } from '@opentelemetry/api';
import { formatTraceparent, parseTraceparent } from './traceparent';

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
});
