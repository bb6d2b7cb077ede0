import { ANALYTICS_RETENTION_DAYS, ANALYTICS_RETENTION_TICK_MS, retentionCutoff, retentionTick } from './analytics-retention';

describe('analytics retention rules', () => {
  const now = new Date('2026-11-27T18:30:00.000Z');

  it('keeps a year of rows: the cutoff is 365 days before now', () => {
    expect(ANALYTICS_RETENTION_DAYS).toBe(365);
    expect(retentionCutoff(now).toISOString()).toBe('2025-11-27T18:30:00.000Z');
    expect(retentionCutoff(now, 30).toISOString()).toBe('2026-10-28T18:30:00.000Z');
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses a retention of %p days', (days) => {
    expect(() => retentionCutoff(now, days)).toThrow(RangeError);
  });

  it('puts instants of the same hour in one tick and the next hour in the next', () => {
    const tick = retentionTick(now);
    expect(retentionTick(new Date('2026-11-27T18:00:00.000Z'))).toBe(tick);
    expect(retentionTick(new Date('2026-11-27T18:59:59.999Z'))).toBe(tick);
    expect(retentionTick(new Date('2026-11-27T19:00:00.000Z'))).toBe(tick + 1);
    expect(ANALYTICS_RETENTION_TICK_MS).toBe(3_600_000);
  });
});
