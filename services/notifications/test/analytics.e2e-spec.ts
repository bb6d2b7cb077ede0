import { randomBytes } from 'node:crypto';
import { call } from '@jointly/common/testing';
import { aUser, startNotificationsApp, type NotificationsTestApp } from './support/notifications-test-app';

const ip = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

describe('first-party analytics (POST /api/analytics/events, GET /api/admin/stats/page-views)', () => {
  let t: NotificationsTestApp;
  const admin = aUser('admin');
  const send = (events: unknown, address = ip()) =>
    call(t.app, 'POST', '/api/analytics/events', { body: { events }, headers: { 'x-forwarded-for': address } });
  const now = () => new Date().toISOString();

  beforeAll(async () => {
    t = await startNotificationsApp('notif_analytics');
  });
  afterAll(() => t?.close());

  it('stores page views and events without the query, the ids or who sent them', async () => {
    const address = ip();
    const res = await send(
      [
        { type: 'pageview', path: '/tender/4711?q=care', at: now() },
        { type: 'pageview', path: '/consortium/0b6f3a3e-8c1f-4f7a-9a43-1c2d3e4f5a6b', at: now() },
        { type: 'event', path: '/', name: 'cookie.accept', at: now() },
      ],
      address,
    );
    expect(res).toMatchObject({ status: 202, body: { stored: 3, dropped: 0 } });
    const rows = (await t.db.query(`SELECT kind, path, name FROM notifications.analytics_event ORDER BY id`)) as unknown[];
    expect(rows).toEqual([
      { kind: 'pageview', path: '/tender/:id', name: null },
      { kind: 'pageview', path: '/consortium/:id', name: null },
      { kind: 'event', path: '/', name: 'cookie.accept' },
    ]);
    const everything = JSON.stringify(await t.db.query(`SELECT * FROM notifications.analytics_event`));
    const counters = JSON.stringify(await t.db.query(`SELECT key FROM notifications.attempt_counter`));
    for (const leak of ['4711', 'q=care', '0b6f3a3e', address]) expect(everything + counters).not.toContain(leak);
  });

  it.each([
    ['no events', []],
    ['more than 50 events', Array.from({ length: 51 }, () => ({ type: 'pageview', path: '/', at: new Date().toISOString() }))],
    ['an unknown type', [{ type: 'click', path: '/', at: new Date().toISOString() }]],
    ['a foreign URL', [{ type: 'pageview', path: 'https://evil.example/', at: new Date().toISOString() }]],
    ['a bad event name', [{ type: 'event', path: '/', name: 'DROP TABLE', at: new Date().toISOString() }]],
    ['an event without a name', [{ type: 'event', path: '/', at: new Date().toISOString() }]],
    ['garbage', 'not-a-list'],
  ])('answers 400 for %s and stores nothing', async (_label, events) => {
    const before = (await t.db.query(`SELECT count(*)::int AS n FROM notifications.analytics_event`)) as Array<{ n: number }>;
    const res = await send(events);
    expect(res.status).toBe(400);
    const after = (await t.db.query(`SELECT count(*)::int AS n FROM notifications.analytics_event`)) as Array<{ n: number }>;
    expect(after[0].n).toBe(before[0].n);
  });

  it('drops an event from two days ago (a tab asleep) and stores the rest of its batch (202, counted)', async () => {
    const before = (await t.db.query(`SELECT count(*)::int AS n FROM notifications.analytics_event`)) as Array<{ n: number }>;
    const res = await send([
      { type: 'pageview', path: '/', at: new Date(Date.now() - 2 * 86_400_000).toISOString() },
      { type: 'pageview', path: '/v3/dashboard', at: new Date().toISOString() },
    ]);
    expect(res).toMatchObject({ status: 202, body: { stored: 1, dropped: 1 } });
    const after = (await t.db.query(`SELECT count(*)::int AS n FROM notifications.analytics_event`)) as Array<{ n: number }>;
    expect(after[0].n).toBe(before[0].n + 1);
  });

  it('limits batches per address', async () => {
    const address = ip();
    const statuses: number[] = [];
    for (let i = 0; i < 301; i += 1) statuses.push((await send([{ type: 'event', path: '/', name: 'flood', at: now() }], address)).status);
    expect(statuses.filter((s) => s === 202)).toHaveLength(300);
    expect(statuses[300]).toBe(429);
    expect((await send([{ type: 'event', path: '/', name: 'other', at: now() }])).status).toBe(202);
  });

  it('charts page views by route and day for admins only', async () => {
    await t.db.query(
      `INSERT INTO notifications.analytics_event (kind, path, occurred_at) VALUES
        ('pageview', '/guest', now() - interval '1 day'), ('pageview', '/guest', now() - interval '1 day'),
        ('pageview', '/guest', now() - interval '40 days'), ('event', '/guest', now())`,
    );
    const res = await call(t.app, 'GET', '/api/admin/stats/page-views?days=7', { token: t.token(admin) });
    expect(res.status).toBe(200);
    expect(res.body.days).toHaveLength(7);
    expect(res.body.days[6]).toBe(new Date().toISOString().slice(0, 10));
    const guest = res.body.routes.find((r: { path: string }) => r.path === '/guest');
    expect(guest).toEqual({ path: '/guest', total: 2, views: [0, 0, 0, 0, 0, 2, 0] });
    expect(res.body.routes.find((r: { path: string }) => r.path === '/tender/:id')).toMatchObject({ total: 1 });
    expect((await call(t.app, 'GET', '/api/admin/stats/page-views?days=0', { token: t.token(admin) })).status).toBe(400);
    expect((await call(t.app, 'GET', '/api/admin/stats/page-views', { token: t.token(aUser('provider')) })).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/admin/stats/page-views')).status).toBe(401);
  });
});
