import { randomUUID } from 'node:crypto';
import { AccountEvents } from '@jointly/contracts';
import { createEvent } from '@jointly/common/events';
import { call } from '@jointly/common/testing';
import { aUser, eventually, startNotificationsApp, type NotificationsTestApp } from './support/notifications-test-app';

/**
 * Issue 11 §2, as in the distributed mode: notifications runs without accounts and learns membership changes from
 * accounts' events. A member removed from a company (or who left it) loses the company inbox as soon as
 * MembershipChanged is consumed, although the access token still claims the company; a suspended account gets 456.
 */
describe('membership changes reach the notifications guard', () => {
  let t: NotificationsTestApp;
  beforeAll(async () => {
    t = await startNotificationsApp('notif_membership');
  });
  afterAll(() => t?.close());

  const membershipChanged = (accountId: string, from: string | null, to: string | null, reason: 'removed' | 'left' | 'joined', at?: Date) =>
    createEvent(AccountEvents.MembershipChanged, {
      aggregateId: accountId,
      occurredAt: at,
      payload: { accountId, companyId: to, previousCompanyId: from, reason },
    });

  it.each(['removed', 'left'] as const)('losing the company (%s) ends the company inbox once the event is consumed', async (reason) => {
    const company = randomUUID();
    const member = aUser('provider', company);
    const colleague = aUser('provider', company);
    const token = t.token(member);
    const inbox = `/api/notification/unread/${company}`;
    expect((await call(t.app, 'GET', inbox, { token })).status).toBe(200);

    await t.accounts.publish(membershipChanged(member.id, company, null, reason));
    await eventually('the removal reaching notifications', async () => (await call(t.app, 'GET', inbox, { token })).status === 403);
    // The consumer's replica refuses at once (it remembers the change while applying it); the row is there on commit.
    await eventually('the removal committed', async () => {
      const [row] = await t.db.query(`SELECT company_id FROM notifications.account_membership WHERE account_id = $1`, [member.id]);
      return row?.company_id === null;
    });
    // The rest of the company is untouched.
    expect((await call(t.app, 'GET', inbox, { token: t.token(colleague) })).status).toBe(200);
  });

  it('a token issued after the last known change keeps its company (a member who joined a moment ago)', async () => {
    const before = randomUUID();
    const after = randomUUID();
    const member = aUser('provider', after);
    // Removed from `before` five seconds ago; joined `after` since (that event is still on its way).
    await t.accounts.publish(membershipChanged(member.id, before, null, 'removed', new Date(Date.now() - 5000)));
    await eventually('the read model', async () => {
      const rows = await t.db.query(`SELECT 1 FROM notifications.account_membership WHERE account_id = $1`, [member.id]);
      return rows.length === 1;
    });
    expect((await call(t.app, 'GET', `/api/notification/unread/${after}`, { token: t.token(member) })).status).toBe(200);
  });

  it('an older event never overwrites a newer membership', async () => {
    const company = randomUUID();
    const member = aUser('provider', company);
    const events = [
      membershipChanged(member.id, null, company, 'joined', new Date(Date.now() - 1000)),
      membershipChanged(member.id, company, null, 'removed', new Date(Date.now() - 500)),
      membershipChanged(member.id, null, company, 'joined', new Date(Date.now() - 2000)),
    ];
    await t.accounts.publish(...events);
    await eventually('all three consumed', async () => {
      const [row] = await t.db.query(
        `SELECT count(*)::int AS n FROM notifications.processed_event WHERE consumer = 'KeepAccountMembershipOnAccountEvents' AND event_id = ANY($1)`,
        [events.map((e) => e.id)],
      );
      return row.n === 3;
    });
    const [row] = await t.db.query(`SELECT company_id FROM notifications.account_membership WHERE account_id = $1`, [member.id]);
    expect(row).toEqual({ company_id: null });
  });

  it('an account suspended after its token was issued gets 456; a reactivated one is let in again', async () => {
    const member = aUser('provider', randomUUID());
    const token = t.token(member);
    const url = `/api/notification/all/${member.id}`;
    expect((await call(t.app, 'GET', url, { token })).status).toBe(200);
    const status = (value: 'active' | 'suspended') =>
      createEvent(AccountEvents.AccountStatusChanged, { aggregateId: member.id, payload: { accountId: member.id, status: value } });
    await t.accounts.publish(status('suspended'));
    await eventually('the suspension', async () => (await call(t.app, 'GET', url, { token })).status === 456);
    await t.accounts.publish(status('active'));
    await eventually('the reactivation', async () => (await call(t.app, 'GET', url, { token })).status === 200);
  });
});
