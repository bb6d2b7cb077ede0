import { AnalyticsRetentionJob } from '../src/analytics/retention/analytics-retention.job';
import { startNotificationsApp, type NotificationsTestApp } from './support/notifications-test-app';

const DAY = 86_400_000;

/** Page views and events older than a year go, in batches, once per hour whatever the number of replicas. */
describe('analytics retention job', () => {
  let t: NotificationsTestApp;
  beforeAll(async () => {
    t = await startNotificationsApp('notif_analytics_retention');
  });
  afterAll(() => t?.close());

  // Ticks far from the real clock, so the app's own timer can never have claimed them.
  let hour = Date.UTC(2031, 0, 1);
  const nextTick = () => new Date((hour += 3 * 3_600_000));

  const seed = async (now: Date, ages: Array<[label: string, days: number]>) => {
    await t.db.query('DELETE FROM notifications.analytics_event');
    for (const [label, days] of ages)
      await t.db.query(`INSERT INTO notifications.analytics_event (kind, path, name, occurred_at) VALUES ('event', '/', $1, $2)`, [
        label,
        new Date(now.getTime() - days * DAY).toISOString(),
      ]);
  };
  const left = async () =>
    ((await t.db.query('SELECT name FROM notifications.analytics_event ORDER BY name')) as Array<{ name: string }>).map((r) => r.name);

  it('deletes rows older than 365 days in batches and keeps the recent ones', async () => {
    const now = nextTick();
    await seed(now, [
      ['old.a', 366],
      ['old.b', 400],
      ['old.c', 500],
      ['old.d', 365.01],
      ['old.e', 900],
      ['keep.a', 364.99],
      ['keep.b', 30],
      ['keep.c', 0],
    ]);
    const run = await t.app.get(AnalyticsRetentionJob).runOnce(now, 2);
    expect(run).toEqual({ ran: true, deleted: 5 });
    expect(await left()).toEqual(['keep.a', 'keep.b', 'keep.c']);
  });

  it('two replicas at the same tick: one runs it, the other does nothing; the next tick runs again', async () => {
    const now = nextTick();
    const old = Array.from({ length: 25 }, (_, i) => [`old.${String(i).padStart(2, '0')}`, 370 + i] as [string, number]);
    await seed(now, [...old, ['keep.a', 10]]);
    const a = new AnalyticsRetentionJob(t.db);
    const b = new AnalyticsRetentionJob(t.db);
    const runs = await Promise.all([a.runOnce(now, 4), b.runOnce(now, 4)]);
    expect(runs.filter((r) => r.ran)).toHaveLength(1);
    expect(runs.filter((r) => !r.ran)).toEqual([{ ran: false, deleted: 0 }]);
    expect(runs.reduce((n, r) => n + r.deleted, 0)).toBe(25);
    expect(await left()).toEqual(['keep.a']);

    // Later in the same hour: already done, by whichever replica.
    await seed(now, [['old.late', 400]]);
    const sameHour = new Date(now.getTime() + 30 * 60_000);
    expect(await Promise.all([a.runOnce(sameHour), b.runOnce(sameHour)])).toEqual([
      { ran: false, deleted: 0 },
      { ran: false, deleted: 0 },
    ]);
    expect(await left()).toEqual(['old.late']);

    const nextHour = new Date(now.getTime() + 60 * 60_000);
    const again = await Promise.all([a.runOnce(nextHour), b.runOnce(nextHour)]);
    expect(again.filter((r) => r.ran)).toEqual([{ ran: true, deleted: 1 }]);
    expect(await left()).toEqual([]);
  });

  it('an older tick never runs after a newer one (a replica with a slow clock)', async () => {
    const now = nextTick();
    await seed(now, [['old.x', 400]]);
    const job = t.app.get(AnalyticsRetentionJob);
    expect((await job.runOnce(now)).ran).toBe(true);
    await seed(now, [['old.y', 400]]);
    expect(await job.runOnce(new Date(now.getTime() - 3_600_000))).toEqual({ ran: false, deleted: 0 });
    expect(await left()).toEqual(['old.y']);
  });
});
