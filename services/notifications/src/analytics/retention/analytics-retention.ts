/**
 * How long page views and events are kept. The spec names no retention for analytics; the consent behind them lasts
 * 365 days (spec §9, the consent cookie), so nothing collected is kept longer than one consent can last.
 */
export const ANALYTICS_RETENTION_DAYS = 365;

/** How often the retention job runs; each tick runs on one replica only. */
export const ANALYTICS_RETENTION_TICK_MS = 60 * 60_000;

/** Rows deleted per statement (each batch is its own short transaction). */
export const ANALYTICS_RETENTION_BATCH = 5_000;

const DAY_MS = 24 * 60 * 60_000;

/** Rows that occurred before this instant are past the retention at `now`. */
export function retentionCutoff(now: Date, days = ANALYTICS_RETENTION_DAYS): Date {
  if (!Number.isInteger(days) || days < 1) throw new RangeError(`retention must be a whole number of days ≥ 1, not ${days}`);
  return new Date(now.getTime() - days * DAY_MS);
}

/** The tick `now` falls in: replicas that run at the same tick agree on it, so only one of them claims it. */
export function retentionTick(now: Date, tickMs = ANALYTICS_RETENTION_TICK_MS): number {
  return Math.floor(now.getTime() / tickMs);
}
