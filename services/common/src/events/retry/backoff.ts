/** Exponential backoff: `initialMs`, doubled per attempt, capped at `maxMs`, optionally spread by ±`jitter`. */
export interface BackoffPolicy {
  initialMs: number;
  maxMs: number;
  /** Fraction of the delay to randomise (0 = none, 0.2 = ±20 %). Spreads retries of many replicas. */
  jitter?: number;
}

/** Consumer retries: 100 ms, 200 ms, 400 ms, 800 ms, 1.6 s, then 2 s. */
export const CONSUMER_BACKOFF: BackoffPolicy = { initialMs: 100, maxMs: 2000 };

/** Relay retries after a failed publish: 250 ms doubling to 5 s, with jitter. */
export const RELAY_BACKOFF: BackoffPolicy = { initialMs: 250, maxMs: 5000, jitter: 0.2 };

/**
 * Delay before retry number `retry` (1 = first retry). `random` is injectable for tests.
 */
export function backoffDelay(policy: BackoffPolicy, retry: number, random: () => number = Math.random): number {
  if (retry < 1) return 0;
  const exponent = Math.min(retry - 1, 30);
  const base = Math.min(policy.maxMs, policy.initialMs * 2 ** exponent);
  const jitter = policy.jitter ?? 0;
  if (jitter <= 0) return base;
  const spread = base * jitter * (random() * 2 - 1);
  return Math.max(0, Math.round(Math.min(policy.maxMs, base + spread)));
}

/** The whole schedule of delays for `retries` retries (for docs, logs and tests). */
export function backoffSchedule(policy: BackoffPolicy, retries: number): number[] {
  return Array.from({ length: retries }, (_, i) => backoffDelay({ ...policy, jitter: 0 }, i + 1));
}
