import { randomUUID } from 'node:crypto';
import { AccountEvents } from '@jointly/contracts';
import { createEvent } from '@jointly/common/events';
import { call } from '@jointly/common/testing';
import { aUser, eventually, startNotificationsApp, type NotificationsTestApp } from './support/notifications-test-app';

const DAY = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('GET /api/admin/stats/mail: mail sent and failed per day', () => {
  let t: NotificationsTestApp;
  const admin = aUser('admin');

  beforeAll(async () => {
    t = await startNotificationsApp('notif_mail_stats');
    const accountId = randomUUID();
    for (const code of ['123456', '654321'])
      await t.accounts.publish(
        createEvent(AccountEvents.OtpIssued, {
          aggregateId: accountId,
          payload: {
            accountId,
            email: 'stats@example.com',
            ...t.sealedOtp(code),
            purpose: 'verify',
            expiresAt: new Date(Date.now() + 600_000).toISOString(),
          },
        }),
      );
    await eventually('two mails sent', async () => {
      const rows = (await t.db.query(`SELECT count(*)::int AS n FROM notifications.mail_message WHERE status = 'sent'`)) as Array<{
        n: number;
      }>;
      return rows[0].n === 2;
    });
    // Older history: one delivered three days ago, one given up yesterday, one still waiting.
    const insert = `INSERT INTO notifications.mail_message (id, "to", subject, template, text, html, status, attempts, sent_at, created_at, updated_at, next_attempt_at)
                    VALUES ($1, 'old@example.com', 'Old', 'welcome', 't', '<p>t</p>', $2, 1, $3, $4, $4, $4)`;
    const threeDaysAgo = new Date(Date.now() - 3 * DAY);
    const yesterday = new Date(Date.now() - DAY);
    await t.db.query(insert, [randomUUID(), 'sent', threeDaysAgo, threeDaysAgo]);
    await t.db.query(insert, [randomUUID(), 'failed', null, yesterday]);
    await t.db.query(insert, [randomUUID(), 'pending', null, yesterday]);
  });
  afterAll(() => t?.close());

  it('answers one row per day, oldest first, with zeros for quiet days', async () => {
    const res = await call(t.app, 'GET', '/api/admin/stats/mail?days=7', { token: t.token(admin) });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(7);
    expect(res.body.map((d: { day: string }) => d.day)).toEqual([6, 5, 4, 3, 2, 1, 0].map((n) => dayOf(Date.now() - n * DAY)));
    const byDay = Object.fromEntries(res.body.map((d: { day: string; sent: number; failed: number }) => [d.day, d]));
    expect(byDay[dayOf(Date.now())]).toEqual({ day: dayOf(Date.now()), sent: 2, failed: 0 });
    expect(byDay[dayOf(Date.now() - DAY)]).toEqual({ day: dayOf(Date.now() - DAY), sent: 0, failed: 1 });
    expect(byDay[dayOf(Date.now() - 3 * DAY)]).toMatchObject({ sent: 1, failed: 0 });
    const totals = res.body.reduce(
      (a: { sent: number; failed: number }, d: { sent: number; failed: number }) => ({
        sent: a.sent + d.sent,
        failed: a.failed + d.failed,
      }),
      {
        sent: 0,
        failed: 0,
      },
    );
    expect(totals).toEqual({ sent: 3, failed: 1 });
    expect((await call(t.app, 'GET', '/api/admin/stats/mail', { token: t.token(admin) })).body).toHaveLength(30);
    expect(
      (await call(t.app, 'GET', '/api/admin/stats/mail?days=2', { token: t.token(admin) })).body.map((d: { sent: number }) => d.sent),
    ).toEqual([0, 2]);
  });

  it('400 for a bad days value; admins only', async () => {
    for (const bad of ['days=0', 'days=367', 'days=week', 'days=1.5']) {
      const res = await call(t.app, 'GET', `/api/admin/stats/mail?${bad}`, { token: t.token(admin) });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/days must be/);
    }
    expect((await call(t.app, 'GET', '/api/admin/stats/mail')).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/admin/stats/mail', { token: t.token(aUser('staff')) })).status).toBe(403);
  });
});
