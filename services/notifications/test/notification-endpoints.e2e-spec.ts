import { randomUUID } from 'node:crypto';
import { AccountEvents, ConsortiumEvents, NotificationEvents, type ConsortiumInviteSent, type EventEnvelope } from '@jointly/contracts';
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

  /** A consortium invitation as the consortiums service publishes it (notifications records it and notifies the invitee). */
  const inviteSent = (
    from: TestUser,
    fromCompanyName: string,
    to: TestUser,
    toCompanyName: string,
    consortiumName = 'Yorkshire Care Alliance',
  ): EventEnvelope<ConsortiumInviteSent> => {
    const requestId = randomUUID();
    return createEvent(ConsortiumEvents.ConsortiumInviteSent, {
      aggregateId: requestId,
      actorId: from.id,
      payload: {
        requestId,
        consortiumId: randomUUID(),
        consortiumName,
        fromAccountId: from.id,
        fromCompanyId: from.companyId!,
        fromCompanyName,
        toAccountId: to.id,
        toCompanyId: to.companyId ?? randomUUID(),
        toCompanyName,
      },
    });
  };
  const recorded = (requestId: string) =>
    eventually(`consortium request ${requestId} recorded`, async () => {
      const rows = (await t.db.query(`SELECT status FROM notifications.consortium_request WHERE request_id = $1`, [requestId])) as Array<{
        status: string;
      }>;
      return rows[0]?.status;
    });
  const remind = (requestId: unknown, user?: TestUser, extra: Record<string, unknown> = {}) =>
    call(t.app, 'POST', '/api/notification/create', { body: { requestId, ...extra }, token: user ? token(user) : undefined });

  describe('POST /api/notification/create (a reminder of a consortium request, derived from the server records)', () => {
    let invite: EventEnvelope<ConsortiumInviteSent>;

    beforeAll(async () => {
      // Other Co (outsider) invites Acme Care (owner): one notification to the owner, filed under C1.
      invite = inviteSent(outsider, 'Other Co', owner, 'Acme Care');
      await t.accounts.publish(invite);
      await recorded(invite.payload.requestId);
      await eventually('the invitation in the owner inbox', async () => {
        const rows = await t.db.query(`SELECT 1 FROM notifications.notification WHERE source_event_id = $1`, [invite.id]);
        return rows.length === 1;
      });
    });

    it('only the sender of the request reminds: 401 guest; 403 the invitee, a colleague, an expert, an admin', async () => {
      expect((await remind(invite.payload.requestId)).status).toBe(401);
      for (const who of [owner, colleague, expert, admin]) expect((await remind(invite.payload.requestId, who)).status).toBe(403);
      const res = await remind(invite.payload.requestId, owner);
      expect(res.body).toMatchObject({ code: 'NOTIFICATION.NOT_REQUEST_SENDER' });
    });

    it('refuses every displayed field from the client (400), and an unknown request (404)', async () => {
      for (const field of ['consortiumName', 'message', 'recipientAccountId', 'companyId', 'consortiumId']) {
        const res = await remind(invite.payload.requestId, outsider, { [field]: 'URGENT: verify your account at https://evil.example' });
        expect(res.status).toBe(400);
        expect(res.body.message).toContain(`property ${field} should not exist`);
      }
      expect((await remind('not-a-request', outsider)).body.message).toContain('requestId must be a consortium request id (UUID)');
      expect(await remind(randomUUID(), outsider)).toMatchObject({ status: 404, body: { code: 'NOTIFICATION.REQUEST_NOT_FOUND' } });
    });

    it('reminds every known member of the invited company, in words from the request; once a day', async () => {
      const res = await remind(invite.payload.requestId, outsider);
      expect(res.status).toBe(201);
      expect(res.body.count).toBe(2);
      const created = res.body.createdNotifications as Array<Record<string, unknown>>;
      expect(created.map((n) => n.recipientAccountId).sort()).toEqual([owner.id, colleague.id].sort());
      for (const notification of created)
        expect(notification).toMatchObject({
          companyId: C1,
          kind: 'consortium-request',
          title: 'Consortium request: Yorkshire Care Alliance',
          body: 'Other Co reminds Acme Care of its invitation to join the consortium "Yorkshire Care Alliance". Open it to accept or decline.',
          link: '/consortium/dashboard',
          data: {
            consortiumId: invite.payload.consortiumId,
            consortiumName: 'Yorkshire Care Alliance',
            requestId: invite.payload.requestId,
          },
          actorAccountId: outsider.id,
          read: false,
        });
      const [event] = await t.db.query(`SELECT type, envelope FROM notifications.outbox_message WHERE key = $1`, [created[0].id]);
      expect(event).toMatchObject({ type: NotificationEvents.NotificationCreated.type, envelope: { actorId: outsider.id } });
      expect(await remind(invite.payload.requestId, outsider)).toMatchObject({
        status: 409,
        body: { code: 'NOTIFICATION.REMINDER_NOT_DUE' },
      });
    });

    it('an answered request gets no reminder', async () => {
      const X = aUser('provider', randomUUID());
      const Y = aUser('provider', randomUUID());
      const answeredInvite = inviteSent(X, 'X Care', Y, 'Y Homes');
      await t.accounts.publish(
        registered(X, 'X Care'),
        registered(Y, 'Y Homes'),
        answeredInvite,
        createEvent(ConsortiumEvents.ConsortiumRequestAnswered, {
          aggregateId: answeredInvite.payload.requestId,
          payload: {
            requestId: answeredInvite.payload.requestId,
            consortiumId: answeredInvite.payload.consortiumId,
            consortiumName: answeredInvite.payload.consortiumName,
            accountId: Y.id,
            companyId: Y.companyId!,
            companyName: 'Y Homes',
            fromAccountId: X.id,
            status: 'Rejected',
          },
        }),
      );
      await eventually('the answer recorded', async () => (await recorded(answeredInvite.payload.requestId)) === 'Rejected');
      expect(await remind(answeredInvite.payload.requestId, X)).toMatchObject({ status: 409 });
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
      await t.accounts.publish(...['A', 'B', 'C'].map((name) => inviteSent(owner, 'Acme Care', expert, 'Expert', `Page ${name}`)));
      await eventually('three invitations to the expert', async () => {
        const rows = await t.db.query(`SELECT 1 FROM notifications.notification WHERE recipient_account_id = $1`, [expert.id]);
        return rows.length === 3;
      });
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
