import { randomUUID } from 'node:crypto';
import { call } from '@jointly/common/testing';
import { aUser, startNotificationsApp, type NotificationsTestApp } from './support/notifications-test-app';

/**
 * Issue 11 item 3: POST /notification/create writes into other people's inboxes, so one account may call it at most
 * 30 times an hour (counted through the shared limiter of common/limits, in the notifications schema).
 */
describe('POST /api/notification/create is limited per account', () => {
  let t: NotificationsTestApp;
  beforeAll(async () => {
    t = await startNotificationsApp('notif_limits');
  });
  afterAll(() => t?.close());

  it('answers 429 with Retry-After from the 31st call in an hour, and counts each sender apart', async () => {
    const sender = aUser('provider', randomUUID());
    // A reminder of a request notifications does not know: 404 each time, yet every call counts against the sender.
    const body = { requestId: randomUUID() };
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++)
      statuses.push((await call(t.app, 'POST', '/api/notification/create', { body, token: t.token(sender) })).status);
    expect(statuses.filter((s) => s === 429 || s >= 500)).toEqual([]);
    const blocked = await call(t.app, 'POST', '/api/notification/create', { body, token: t.token(sender) });
    expect(blocked).toMatchObject({
      status: 429,
      body: { code: 'REQUEST.RATE_LIMITED', message: expect.stringMatching(/notifications sent/) },
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const other = await call(t.app, 'POST', '/api/notification/create', { body, token: t.token(aUser('provider', randomUUID())) });
    expect(other.status).not.toBe(429);
  });
});
