/** Percentile (nearest rank) of an unsorted list of numbers. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

/** p50/p95/p99/max of latencies in ms, rounded to 0.1 ms. */
export function latencySummary(values: number[]): { p50: number; p95: number; p99: number; max: number; n: number } {
  const r = (x: number) => Math.round(x * 10) / 10;
  return {
    p50: r(percentile(values, 50)),
    p95: r(percentile(values, 95)),
    p99: r(percentile(values, 99)),
    max: r(Math.max(...values)),
    n: values.length,
  };
}
