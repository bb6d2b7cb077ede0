import { randomUUID } from 'node:crypto';
import { AccountEvents, NotificationEvents } from '@jointly/contracts';
import { createEvent } from '@jointly/common/events';
import { call } from '@jointly/common/testing';
import { aUser, eventually, startNotificationsApp, type NotificationsTestApp, type TestUser } from './support/notifications-test-app';

/**
 * Company C1 has two members, owner and colleague (known to notifications through AccountRegistered + PartnerApproved
 * and ProfileUpdated); outsider belongs to C2; expert belongs to none.
 */
describe('/api/notification endpoints', () => {
  let t: NotificationsTestApp;
  const C1 = randomUUID();
  const C2 = randomUUID();
  const owner = aUser('provider', C1);
  const colleague = aUser('staff', C1);
  const outsider = aUser('provider', C2);
  const expert = aUser('expert');
  const admin = aUser('admin');
  const consortium = { consortiumId: randomUUID(), consortiumName: 'Yorkshire Care Alliance' };
  const token = (user: TestUser) => t.token(user);

  const registered = (user: TestUser, companyName: string | null) =>
    createEvent(AccountEvents.AccountRegistered, {
      aggregateId: user.id,
      payload: { accountId: user.id, email: user.email, accountType: user.role, companyName, name: null },
    });

  beforeAll(async () => {
    t = await startNotificationsApp('notif_api');
    await t.accounts.publish(
      registered(owner, 'Acme Care'),
      registered(colleague, null),
      registered(outsider, 'Other Co'),
      registered(expert, null),
      createEvent(AccountEvents.PartnerApproved, {
        aggregateId: C1,
        payload: { partnerId: C1, accountId: owner.id, companyName: 'Acme Care', email: 'office@acme.example', approvedBy: admin.id },
      }),
      createEvent(AccountEvents.PartnerApproved, {
        aggregateId: C2,
        payload: { partnerId: C2, accountId: outsider.id, companyName: 'Other Co', email: 'office@other.example', approvedBy: admin.id },
      }),
      // The colleague joins C1 later through a profile change.
      createEvent(AccountEvents.ProfileUpdated, {
        aggregateId: colleague.id,
        payload: { accountId: colleague.id, companyId: null, changes: { companyId: C1 } },
      }),
    );
    await eventually('the recipients read model', async () => {
      const rows = await t.db.query(`SELECT account_id FROM notifications.recipient WHERE company_id = $1`, [C1]);
      return rows.length === 2;
    });
  });
  afterAll(() => t?.close());

  describe('POST /api/notification/create', () => {
    it('needs a signed-in provider, staff member or admin', async () => {
      const body = { ...consortium, recipientAccountId: owner.id };
      expect((await call(t.app, 'POST', '/api/notification/create', { body })).status).toBe(401);
      const asExpert = await call(t.app, 'POST', '/api/notification/create', { body, token: token(expert) });
      expect(asExpert.status).toBe(403);
    });

    it('notifies one account, with the caller as the actor and the consortium as data', async () => {
      const res = await call(t.app, 'POST', '/api/notification/create', {
        body: { ...consortium, recipientAccountId: owner.id, message: 'Join our bid for the Leeds home care tender' },
        token: token(outsider),
      });
      expect(res.status).toBe(201);
      expect(res.body.count).toBe(1);
      expect(res.body.createdNotifications[0]).toMatchObject({
        recipientAccountId: owner.id,
        companyId: C1,
        kind: 'consortium-request',
        title: 'Consortium request: Yorkshire Care Alliance',
        link: `/consortium/${consortium.consortiumId}`,
        data: consortium,
        actorAccountId: outsider.id,
        read: false,
      });
      expect(res.body.createdNotifications[0].body).toContain('Other Co invites you to join the consortium "Yorkshire Care Alliance".');
      expect(res.body.createdNotifications[0].body).toContain('Join our bid');
      const [event] = await t.db.query(`SELECT type, envelope FROM notifications.outbox_message WHERE key = $1`, [
        res.body.createdNotifications[0].id,
      ]);
      expect(event).toMatchObject({ type: NotificationEvents.NotificationCreated.type, envelope: { actorId: outsider.id } });
    });

    it('notifies every known member of a company', async () => {
      const res = await call(t.app, 'POST', '/api/notification/create', { body: { ...consortium, companyId: C1 }, token: token(admin) });
      expect(res.status).toBe(201);
      expect(res.body.createdNotifications.map((n: { recipientAccountId: string }) => n.recipientAccountId).sort()).toEqual(
        [owner.id, colleague.id].sort(),
      );
    });

    it.each([
      ['no recipient', { ...consortium }, 'a recipient is required: give recipientAccountId or companyId'],
      ['a malformed account id', { ...consortium, recipientAccountId: 'owner' }, 'recipientAccountId must be an account id (UUID)'],
      ['a malformed consortium id', { ...consortium, companyId: C1, consortiumId: 7 }, 'consortiumId must be a consortium id (UUID)'],
      ['an unknown field', { ...consortium, companyId: C1, kind: 'admin-message' }, 'property kind should not exist'],
    ])('answers 400 for %s', async (_, body, message) => {
      const res = await call(t.app, 'POST', '/api/notification/create', { body, token: token(owner) });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
    });

    it('answers 404 for a company nobody is known to belong to', async () => {
      const res = await call(t.app, 'POST', '/api/notification/create', {
        body: { ...consortium, companyId: randomUUID() },
        token: token(owner),
      });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOTIFICATION.NO_RECIPIENTS');
    });
  });

  describe('GET /api/notification/all/{accountId}', () => {
    it('lets the owner and admins in, nobody else', async () => {
      const url = `/api/notification/all/${owner.id}`;
      expect((await call(t.app, 'GET', url)).status).toBe(401);
      expect((await call(t.app, 'GET', url, { token: token(owner) })).status).toBe(200);
      expect((await call(t.app, 'GET', url, { token: token(admin) })).status).toBe(200);
      const other = await call(t.app, 'GET', url, { token: token(colleague) });
      expect(other).toMatchObject({ status: 403, body: { message: 'You can only see the notifications of your own account.' } });
    });

    it('pages newest first', async () => {
      for (const name of ['A', 'B', 'C']) {
        const body = { consortiumId: randomUUID(), consortiumName: `Page ${name}`, recipientAccountId: expert.id };
        expect((await call(t.app, 'POST', '/api/notification/create', { body, token: token(owner) })).status).toBe(201);
      }
      const first = await call(t.app, 'GET', `/api/notification/all/${expert.id}?page=1&limit=2`, { token: token(expert) });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ count: 3, currentPage: 1, totalPages: 2 });
      expect(first.body.foundNotifications.map((n: { title: string }) => n.title)).toEqual([
        'Consortium request: Page C',
        'Consortium request: Page B',
      ]);
      const second = await call(t.app, 'GET', `/api/notification/all/${expert.id}?page=2&limit=2`, { token: token(expert) });
      expect(second.body).toMatchObject({ count: 3, currentPage: 2, totalPages: 2 });
      expect(second.body.foundNotifications.map((n: { title: string }) => n.title)).toEqual(['Consortium request: Page A']);
      const defaults = await call(t.app, 'GET', `/api/notification/all/${expert.id}`, { token: token(expert) });
      expect(defaults.body).toMatchObject({ count: 3, currentPage: 1, totalPages: 1 });
    });

    it.each([
      ['a malformed account id', 'not-a-uuid', 'id must be an account id (UUID)'],
      ['page 0', `${randomUUID()}?page=0`, 'page must be 1 or more'],
      ['a limit above 100', `${randomUUID()}?limit=500`, 'limit must be between 1 and 100'],
    ])('answers 400 for %s', async (_, path, message) => {
      const res = await call(t.app, 'GET', `/api/notification/all/${path}`, { token: token(admin) });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
    });
  });

  describe('GET /api/notification/unread/{companyId}', () => {
    it('lets members of the company and admins in, nobody else', async () => {
      const url = `/api/notification/unread/${C1}`;
      expect((await call(t.app, 'GET', url)).status).toBe(401);
      for (const user of [owner, colleague, admin]) expect((await call(t.app, 'GET', url, { token: token(user) })).status).toBe(200);
      for (const user of [outsider, expert]) {
        const res = await call(t.app, 'GET', url, { token: token(user) });
        expect(res).toMatchObject({ status: 403, body: { message: 'Only members of the company can see its notifications.' } });
      }
    });

    it("counts the unread notifications of all the company's members", async () => {
      const res = await call(t.app, 'GET', `/api/notification/unread/${C1}`, { token: token(colleague) });
      const byRecipient = (id: string) =>
        res.body.foundNotifications.filter((n: { recipientAccountId: string }) => n.recipientAccountId === id);
      // owner: partner-approved (event) + 2 consortium requests; colleague: 1 consortium request.
      expect(res.body.unreadCount).toBe(4);
      expect(byRecipient(owner.id)).toHaveLength(3);
      expect(byRecipient(colleague.id)).toHaveLength(1);
      expect(res.body.foundNotifications.every((n: { read: boolean }) => !n.read)).toBe(true);
    });

    it('answers 400 for a malformed company id', async () => {
      const res = await call(t.app, 'GET', '/api/notification/unread/C1', { token: token(admin) });
      expect(res).toMatchObject({ status: 400, body: { message: 'Invalid input: id must be a company id (UUID).' } });
    });
  });

  describe('PATCH /api/notification/read/{id} and /read-all', () => {
    const ownersUnread = async () =>
      (await call(t.app, 'GET', `/api/notification/all/${owner.id}`, { token: token(owner) })).body.foundNotifications.filter(
        (n: { read: boolean }) => !n.read,
      );

    it('marks one notification read for its recipient, or for a colleague in the company inbox; nobody else', async () => {
      const [first, second] = await ownersUnread();
      const url = (id: string) => `/api/notification/read/${id}`;
      expect((await call(t.app, 'PATCH', url(first.id))).status).toBe(401);
      expect((await call(t.app, 'PATCH', url(first.id), { token: token(outsider) })).body.code).toBe('NOTIFICATION.NOT_OWNER');
      expect((await call(t.app, 'PATCH', url(first.id), { token: token(expert) })).status).toBe(403);
      expect((await call(t.app, 'PATCH', url(first.id), { token: token(admin) })).status).toBe(403);
      const res = await call(t.app, 'PATCH', url(first.id), { token: token(owner) });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: first.id, read: true, readAt: expect.any(String) });
      const again = await call(t.app, 'PATCH', url(first.id), { token: token(owner) });
      expect(again.body.readAt).toBe(res.body.readAt);
      // The colleague sees the owner's notification in the company's unread list, and may clear it.
      const byColleague = await call(t.app, 'PATCH', url(second.id), { token: token(colleague) });
      expect(byColleague).toMatchObject({ status: 200, body: { id: second.id, read: true } });
      expect(await ownersUnread()).toHaveLength(1);
    });

    it('answers 404 for an unknown notification and 400 for a malformed id', async () => {
      const missing = await call(t.app, 'PATCH', `/api/notification/read/${randomUUID()}`, { token: token(owner) });
      expect(missing).toMatchObject({ status: 404, body: { code: 'NOTIFICATION.NOT_FOUND' } });
      const bad = await call(t.app, 'PATCH', '/api/notification/read/latest', { token: token(owner) });
      expect(bad).toMatchObject({ status: 400, body: { message: 'Invalid input: id must be a notification id (UUID).' } });
    });

    it("marks the caller's own and the company inbox read, so the company badge reaches zero", async () => {
      expect((await call(t.app, 'PATCH', '/api/notification/read-all')).status).toBe(401);
      const res = await call(t.app, 'PATCH', '/api/notification/read-all', { token: token(owner) });
      // The owner's last unread one and the colleague's consortium request.
      expect(res).toMatchObject({ status: 200, body: { updatedCount: 2 } });
      expect(await ownersUnread()).toHaveLength(0);
      const unread = await call(t.app, 'GET', `/api/notification/unread/${C1}`, { token: token(owner) });
      expect(unread.body).toEqual({ unreadCount: 0, foundNotifications: [] });
      const others = await call(t.app, 'GET', `/api/notification/unread/${C2}`, { token: token(outsider) });
      expect(others.body.unreadCount).toBeGreaterThan(0);
    });

    it('knows a member whose token predates their company (from accounts events)', async () => {
      const staleToken = token({ ...colleague, companyId: null });
      await t.accounts.publish(
        createEvent(AccountEvents.MembershipChanged, {
          aggregateId: colleague.id,
          payload: { accountId: colleague.id, companyId: C1, previousCompanyId: null, reason: 'joined' },
        }),
      );
      await eventually(
        'the membership',
        async () => (await call(t.app, 'GET', `/api/notification/unread/${C1}`, { token: staleToken })).status === 200,
      );
      expect((await call(t.app, 'GET', `/api/notification/unread/${C2}`, { token: staleToken })).status).toBe(403);
    });
  });
});
