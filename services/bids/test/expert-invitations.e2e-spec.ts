import { randomUUID } from 'node:crypto';
import { AccountEvents, BidEvents, TenderEvents, type EventEnvelope } from '@jointly/contracts';
import { createEvent, EVENT_TRANSPORT, topicOf, type EventTransport } from '@jointly/common/events';
import { eventually, outboxEvents, startBidsApp, type BidsTestApp, type TestAccount } from './support/bids-test-app';

describe('bids: expert invitations, answers, searches and statistics', () => {
  let t: BidsTestApp;
  let provider: TestAccount; // provider of Amber Care
  let colleague: TestAccount; // staff of Amber Care
  let rival: TestAccount; // provider of another company
  let loneStaff: TestAccount; // staff without a company
  let expert: TestAccount;
  let otherExpert: TestAccount;
  let admin: TestAccount;
  let tenderId: string;

  beforeAll(async () => {
    t = await startBidsApp('bids_invitations');
    provider = t.account('provider', { companyName: 'Amber Care Ltd', name: 'Ann Amber' });
    colleague = t.account('staff', { companyId: provider.companyId, name: 'Carl Colleague' });
    rival = t.account('provider', { companyName: 'Birch Homecare', name: 'Rita Rival' });
    loneStaff = t.account('staff', { companyId: null, name: 'Lone Staff' });
    expert = t.account('expert', { name: 'Eve Expert' });
    otherExpert = t.account('expert', { name: 'Oscar Expert' });
    admin = t.account('admin', { name: 'Ada Admin' });
    await t.register(provider, colleague, rival, loneStaff, expert, otherExpert);
    tenderId = await t.publishTender({ title: 'Home care framework, Leeds' });
  });
  afterAll(() => t?.close());

  const invite = (who: TestAccount | null, body: Record<string, unknown>) => t.request('POST', '/api/bids/create', who, body);
  const respond = (who: TestAccount | null, id: string, status: string) =>
    t.request('PATCH', `/api/bids/respond-to-invitation/${id}`, who, { status });

  it('runs the flow: invite → ExpertInvited → both sides search → accept → ExpertInvitationAnswered → statistics', async () => {
    const created = await invite(provider, { tender: tenderId, expert: expert.id, message: '  Help with the method statement ' });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Invitation sent successfully!');
    const bid = created.body.bid;
    expect(bid).toEqual({
      id: expect.any(String),
      tender: {
        id: tenderId,
        title: 'Home care framework, Leeds',
        buyerName: 'Leeds City Council',
        closingDate: '2027-03-31T12:00:00.000Z',
        status: 'active',
      },
      expert: { accountId: expert.id, name: 'Eve Expert', email: expert.email },
      invitedBy: { accountId: provider.id, name: 'Ann Amber', companyName: 'Amber Care Ltd' },
      workspaceId: null,
      message: 'Help with the method statement',
      status: 'Pending',
      createdAt: expect.any(String),
      answeredAt: null,
    });
    const invited = await outboxEvents(t.db, BidEvents.ExpertInvited.type);
    const envelope = invited.find((e) => e.aggregateId === bid.id)!;
    expect(envelope).toMatchObject({ actorId: provider.id, aggregateId: bid.id });
    expect(envelope.payload).toEqual({
      bidId: bid.id,
      tenderId,
      tenderTitle: 'Home care framework, Leeds',
      expertAccountId: expert.id,
      invitedBy: provider.id,
      inviterCompanyId: provider.companyId,
      inviterCompanyName: 'Amber Care Ltd',
      message: 'Help with the method statement',
    });

    // The expert sees it without the e-mail; the company (any account) sees it with it.
    const received = await t.request('GET', '/api/bids/search', expert);
    expect(received.status).toBe(200);
    const { email: _email, ...expertWithoutEmail } = bid.expert;
    expect(received.body).toEqual({ foundBids: [{ ...bid, expert: expertWithoutEmail }], count: 1, currentPage: 1, totalPages: 1 });
    expect(received.body.foundBids[0].expert).not.toHaveProperty('email');
    const sent = await t.request('GET', '/api/bids/search?page=1&limit=10&status=Pending', colleague);
    expect(sent.body).toEqual({ foundBids: [bid], count: 1, currentPage: 1, totalPages: 1 });

    const accepted = await respond(expert, bid.id, 'Accepted');
    expect(accepted.status).toBe(200);
    expect(accepted.body.message).toBe('Invitation accepted');
    expect(accepted.body.bid).toMatchObject({ id: bid.id, status: 'Accepted', answeredAt: expect.any(String) });
    expect(accepted.body.bid.expert).not.toHaveProperty('email');
    const answered = (await outboxEvents(t.db, BidEvents.ExpertInvitationAnswered.type)).find((e) => e.aggregateId === bid.id)!;
    expect(answered.actorId).toBe(expert.id);
    expect(answered.payload).toEqual({
      bidId: bid.id,
      tenderId,
      tenderTitle: 'Home care framework, Leeds',
      expertAccountId: expert.id,
      expertName: 'Eve Expert',
      invitedBy: provider.id,
      accepted: true,
    });

    const stats = await t.request('GET', `/api/bids/expert/${expert.id}/statistics`, expert);
    expect(stats.status).toBe(200);
    expect(stats.body).toEqual({
      expertAccountId: expert.id,
      invited: 1,
      pending: 0,
      accepted: 1,
      declined: 0,
      withdrawn: 0,
      acceptanceRate: 1,
      activeProjects: 1,
      lastInvitedAt: bid.createdAt,
    });
  });

  describe('inviting', () => {
    it('lets providers and staff invite; experts and admins 403; guests 401', async () => {
      const tender = await t.publishTender({ title: 'Who may invite' });
      for (const who of [expert, admin]) {
        const res = await invite(who, { tender, expert: otherExpert.id });
        expect([who.role, res.status]).toEqual([who.role, 403]);
      }
      expect((await invite(null, { tender, expert: otherExpert.id })).status).toBe(401);
      const byStaff = await invite(loneStaff, { tender, expert: otherExpert.id });
      expect(byStaff.status).toBe(201);
      expect(byStaff.body.bid.invitedBy).toEqual({ accountId: loneStaff.id, name: 'Lone Staff', companyName: null });
      const solo = (await outboxEvents(t.db, BidEvents.ExpertInvited.type)).find((e) => e.aggregateId === byStaff.body.bid.id)!;
      expect(solo.payload).toMatchObject({ inviterCompanyId: null, inviterCompanyName: null, message: null });
    });

    it('invites known experts only (404 for an id naming no expert), for known tenders only (404), and validates the body (400 naming fields)', async () => {
      for (const account of [provider.id, colleague.id, randomUUID()]) {
        const res = await invite(provider, { tender: tenderId, expert: account });
        expect([res.status, res.body.code, res.body.message]).toEqual([404, 'BID.EXPERT_NOT_FOUND', `No expert with id ${account}.`]);
      }
      const unknown = randomUUID();
      const missing = await invite(provider, { tender: unknown, expert: otherExpert.id });
      expect([missing.status, missing.body.message]).toEqual([404, `Tender ${unknown} not found.`]);
      const cases: Array<[Record<string, unknown>, RegExp]> = [
        [{}, /tender must be a tender id.*expert must be an expert account id/],
        [{ tender: 'x', expert: otherExpert.id }, /tender must be a tender id/],
        [{ tender: tenderId, expert: otherExpert.id, message: 'm'.repeat(2001) }, /message must be at most 2000 characters/],
        [{ tender: tenderId, expert: otherExpert.id, message: 7 }, /message must be text/],
        [{ tender: tenderId, expert: otherExpert.id, workspace: 'w' }, /workspace must be a workspace id/],
        [{ tender: tenderId, expert: otherExpert.id, status: 'Accepted' }, /status should not exist/],
      ];
      for (const [body, message] of cases) {
        const res = await invite(provider, body);
        expect([res.status, res.body.code, res.body.message]).toEqual([400, 'REQUEST.VALIDATION_FAILED', expect.stringMatching(message)]);
      }
      expect((await invite(provider, { tender: tenderId, expert: otherExpert.id, workspace: randomUUID() })).status).toBe(404);
    });

    it('allows one open invitation per tender, expert and company (409); another company, or after a decline, may invite', async () => {
      const tender = await t.publishTender({ title: 'Duplicates' });
      const first = await invite(provider, { tender, expert: otherExpert.id });
      expect(first.status).toBe(201);
      const again = await invite(colleague, { tender, expert: otherExpert.id });
      expect([again.status, again.body.message]).toEqual([
        409,
        'This expert already has an open invitation from your company for this tender.',
      ]);
      expect((await invite(rival, { tender, expert: otherExpert.id })).status).toBe(201);
      expect((await respond(otherExpert, first.body.bid.id, 'Declined')).body.message).toBe('Invitation declined');
      expect((await invite(provider, { tender, expert: otherExpert.id })).status).toBe(201);
      // Concurrent invitations: exactly one wins.
      const racing = await t.publishTender({ title: 'Race' });
      const results = await Promise.all([1, 2, 3].map(() => invite(provider, { tender: racing, expert: otherExpert.id })));
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    });
  });

  describe('answering', () => {
    it('lets only the invited expert accept or decline, once (403/409), the inviter side withdraw (403 others); 404 unknown', async () => {
      const tender = await t.publishTender({ title: 'Answers' });
      const bid = (await invite(provider, { tender, expert: otherExpert.id })).body.bid;
      for (const who of [expert, provider, colleague, rival, admin]) {
        const res = await respond(who, bid.id, 'Accepted');
        expect([who.role, res.status]).toEqual([who.role, 403]);
      }
      expect((await respond(otherExpert, bid.id, 'Withdrawn')).status).toBe(403);
      expect((await respond(rival, bid.id, 'Withdrawn')).status).toBe(403);
      const bad = await respond(otherExpert, bid.id, 'Pending');
      expect([bad.status, bad.body.message]).toEqual([400, expect.stringMatching(/status must be 'Accepted', 'Declined' or 'Withdrawn'/)]);
      const withdrawn = await respond(colleague, bid.id, 'Withdrawn');
      expect(withdrawn.status).toBe(200);
      expect(withdrawn.body.message).toBe('Invitation withdrawn');
      expect(withdrawn.body.bid).toMatchObject({ status: 'Withdrawn', expert: { email: otherExpert.email } });
      expect((await outboxEvents(t.db, BidEvents.ExpertInvitationAnswered.type)).some((e) => e.aggregateId === bid.id)).toBe(false);
      expect(
        (await outboxEvents(t.db, BidEvents.ExpertInvitationWithdrawn.type)).filter((e) => e.aggregateId === bid.id).map((e) => e.payload),
      ).toEqual([{ bidId: bid.id, expertAccountId: otherExpert.id, withdrawnBy: colleague.id }]);
      const late = await respond(otherExpert, bid.id, 'Accepted');
      expect([late.status, late.body.message]).toEqual([409, 'This invitation is no longer pending (Withdrawn).']);
      expect((await respond(colleague, bid.id, 'Withdrawn')).status).toBe(409);

      const declined = (await invite(provider, { tender, expert: otherExpert.id })).body.bid;
      expect((await respond(otherExpert, declined.id, 'Declined')).status).toBe(200);
      const event = (await outboxEvents(t.db, BidEvents.ExpertInvitationAnswered.type)).find((e) => e.aggregateId === declined.id)!;
      expect(event.payload).toMatchObject({ accepted: false, expertName: 'Oscar Expert', tenderTitle: 'Answers' });
      expect((await respond(otherExpert, declined.id, 'Accepted')).status).toBe(409);

      expect((await respond(otherExpert, randomUUID(), 'Accepted')).status).toBe(404);
      expect((await respond(otherExpert, 'not-a-uuid', 'Accepted')).status).toBe(404);
      expect((await respond(null, declined.id, 'Accepted')).status).toBe(401);
    });
  });

  describe('searching', () => {
    it('shows experts what they received, companies what they sent, admins everything; filters, pages and validates', async () => {
      const searcher = t.account('provider', { companyName: 'Cedar Nursing' });
      const invitee = t.account('expert', { name: 'Ivy Invitee' });
      await t.register(searcher, invitee);
      const tenders = [
        await t.publishTender({ title: 'S1' }),
        await t.publishTender({ title: 'S2' }),
        await t.publishTender({ title: 'S3' }),
      ];
      const ids: string[] = [];
      for (const tender of tenders) ids.push((await invite(searcher, { tender, expert: invitee.id })).body.bid.id);
      await respond(invitee, ids[0], 'Declined');

      const mine = await t.request('GET', '/api/bids/search', invitee);
      expect(mine.body.foundBids.map((b: { id: string }) => b.id)).toEqual([...ids].reverse());
      const page2 = await t.request('GET', '/api/bids/search?page=2&limit=2', searcher);
      expect(page2.body).toMatchObject({ count: 3, currentPage: 2, totalPages: 2 });
      expect(page2.body.foundBids.map((b: { id: string }) => b.id)).toEqual([ids[0]]);
      const byTender = await t.request('GET', `/api/bids/search?tender[0]=${tenders[1]}&tender[1]=${tenders[2]}`, searcher);
      expect(byTender.body.foundBids.map((b: { id: string }) => b.id)).toEqual([ids[2], ids[1]]);
      const single = await t.request('GET', `/api/bids/search?tender=${tenders[0]}&status=Declined`, invitee);
      expect(single.body.foundBids.map((b: { id: string }) => b.id)).toEqual([ids[0]]);
      expect((await t.request('GET', '/api/bids/search?status=Withdrawn', invitee)).body.count).toBe(0);

      // Others see none of it; role narrows to one side.
      expect((await t.request('GET', '/api/bids/search', rival)).body.foundBids.some((b: { id: string }) => ids.includes(b.id))).toBe(
        false,
      );
      expect((await t.request('GET', '/api/bids/search', otherExpert)).body.foundBids.some((b: { id: string }) => ids.includes(b.id))).toBe(
        false,
      );
      expect((await t.request('GET', '/api/bids/search?role=received', searcher)).body.count).toBe(0);
      expect((await t.request('GET', '/api/bids/search?role=sent', invitee)).body.count).toBe(0);
      expect((await t.request('GET', '/api/bids/search?role=received', invitee)).body.count).toBe(3);
      const solo = await t.request('GET', '/api/bids/search', loneStaff);
      expect(solo.body.foundBids.every((b: { invitedBy: { accountId: string } }) => b.invitedBy.accountId === loneStaff.id)).toBe(true);
      expect(solo.body.count).toBeGreaterThan(0);

      const all = await t.request('GET', '/api/bids/search?limit=300', admin);
      expect(all.body.foundBids.map((b: { id: string }) => b.id)).toEqual(expect.arrayContaining(ids));
      expect(all.body.foundBids.find((b: { id: string }) => b.id === ids[0]).expert.email).toBe(invitee.email);
      expect((await t.request('GET', '/api/bids/search', searcher)).body.count).toBe(3);
      expect((await t.request('GET', '/api/bids/search', null)).status).toBe(401);

      for (const query of ['limit=301', 'limit=0', 'page=0', 'page=x', 'status=Maybe', 'tender[0]=nope', 'role=both', 'colour=red']) {
        const res = await t.request('GET', `/api/bids/search?${query}`, searcher);
        expect([query, res.status]).toEqual([query, 400]);
      }
      // Default limit 10.
      expect((await t.request('GET', '/api/bids/search', admin)).body.foundBids.length).toBeLessThanOrEqual(10);
    });
  });

  describe('statistics', () => {
    it('counts by status, the acceptance rate of answered ones, active projects on open or unknown tenders', async () => {
      const star = t.account('expert', { name: 'Sam Star' });
      await t.register(star);
      const empty = await t.request('GET', `/api/bids/expert/${star.id}/statistics`, provider);
      expect(empty.body).toEqual({
        expertAccountId: star.id,
        invited: 0,
        pending: 0,
        accepted: 0,
        declined: 0,
        withdrawn: 0,
        acceptanceRate: null,
        activeProjects: 0,
        lastInvitedAt: null,
      });
      const open = await t.publishTender({ title: 'Open' });
      const closing = await t.publishTender({ title: 'Closing' });
      const declined = await t.publishTender({ title: 'Declined' });
      const pending = await t.publishTender({ title: 'Pending' });
      const withdrawn = await t.publishTender({ title: 'Withdrawn' });
      const made: Record<string, string> = {};
      for (const [key, tender] of Object.entries({ open, closing, declined, pending, withdrawn }))
        made[key] = (await invite(provider, { tender, expert: star.id })).body.bid.id;
      await respond(star, made.open, 'Accepted');
      await respond(star, made.closing, 'Accepted');
      await respond(star, made.declined, 'Declined');
      await respond(provider, made.withdrawn, 'Withdrawn');
      await t.tenders.publish(
        createEvent(TenderEvents.TenderClosed, {
          aggregateId: closing,
          payload: { tenderId: closing, closingDate: '2026-01-01T00:00:00.000Z' },
        }),
      );
      await eventually('the tender closed', async () => {
        const rows = (await t.db.query('SELECT status FROM bids.tender_summary WHERE tender_id = $1', [closing])) as Array<{
          status: string;
        }>;
        return rows[0]?.status === 'closed';
      });
      const last = (await t.request('GET', `/api/bids/search?role=received&limit=1`, star)).body.foundBids[0];
      const stats = await t.request('GET', `/api/bids/expert/${star.id}/statistics`, colleague);
      expect(stats.body).toEqual({
        expertAccountId: star.id,
        invited: 5,
        pending: 1,
        accepted: 2,
        declined: 1,
        withdrawn: 1,
        acceptanceRate: 0.6667,
        activeProjects: 1,
        lastInvitedAt: last.createdAt,
      });
      for (const who of [star, admin, rival, loneStaff])
        expect((await t.request('GET', `/api/bids/expert/${star.id}/statistics`, who)).status).toBe(200);
      const nosy = await t.request('GET', `/api/bids/expert/${star.id}/statistics`, expert);
      expect([nosy.status, nosy.body.message]).toEqual([403, 'Experts can only see their own invitation statistics.']);
      expect((await t.request('GET', `/api/bids/expert/${randomUUID()}/statistics`, admin)).status).toBe(404);
      expect((await t.request('GET', `/api/bids/expert/${provider.id}/statistics`, admin)).status).toBe(404);
      expect((await t.request('GET', `/api/bids/expert/nope/statistics`, admin)).status).toBe(404);
      expect((await t.request('GET', `/api/bids/expert/${star.id}/statistics`, null)).status).toBe(401);
    });
  });

  describe('read models', () => {
    it('keeps names and companies from account events; a redelivered event changes nothing', async () => {
      const owner = t.account('provider', { companyId: randomUUID(), name: 'Olive Owner' });
      const registered = createEvent(AccountEvents.AccountRegistered, {
        aggregateId: owner.id,
        payload: {
          accountId: owner.id,
          email: owner.email,
          accountType: 'provider',
          companyName: null,
          name: 'Olive Owner',
          companyId: null,
        },
      });
      await t.accounts.publish(registered);
      await eventually('the owner registered', async () => (await entry(owner.id))?.name === 'Olive Owner');
      await t.accounts.publish(
        createEvent(AccountEvents.PartnerApproved, {
          aggregateId: owner.companyId!,
          payload: {
            partnerId: owner.companyId!,
            accountId: owner.id,
            companyName: 'Olive Care',
            email: owner.email,
            approvedBy: admin.id,
          },
        }),
        createEvent(AccountEvents.ProfileUpdated, {
          aggregateId: owner.id,
          payload: {
            accountId: owner.id,
            companyId: owner.companyId,
            changes: { name: 'Olive O. Owner', companyName: 'Olive Care Group' },
          },
        }),
      );
      await eventually('the rename', async () => (await entry(owner.id))?.company_name === 'Olive Care Group');
      expect(await entry(owner.id)).toMatchObject({ account_type: 'provider', name: 'Olive O. Owner', company_id: owner.companyId });
      // A colleague joining later takes the company's name.
      const joiner = t.account('staff', { companyId: owner.companyId, name: 'Jo Joiner' });
      await t.accounts.publish(
        createEvent(AccountEvents.AccountRegistered, {
          aggregateId: joiner.id,
          payload: {
            accountId: joiner.id,
            email: joiner.email,
            accountType: 'staff',
            companyName: null,
            name: 'Jo Joiner',
            companyId: owner.companyId,
          },
        }),
      );
      await eventually('the joiner', async () => (await entry(joiner.id))?.company_name === 'Olive Care Group');

      const before = await snapshot();
      const marker = createEvent(AccountEvents.ProfileUpdated, {
        aggregateId: owner.id,
        payload: { accountId: owner.id, companyId: owner.companyId, changes: { phone: '0113' } },
      });
      await redeliver(registered, marker);
      await eventually('the marker after the redelivery', async () => {
        const rows = (await t.db.query('SELECT 1 FROM bids.processed_event WHERE event_id = $1', [marker.id])) as unknown[];
        return rows.length > 0;
      });
      expect(await entry(owner.id)).toMatchObject({
        name: 'Olive O. Owner',
        company_id: owner.companyId,
        company_name: 'Olive Care Group',
      });
      expect(await snapshot()).toEqual(before);

      // Leaving the company (ProfileUpdated with companyId null) clears it.
      await t.accounts.publish(
        createEvent(AccountEvents.ProfileUpdated, {
          aggregateId: joiner.id,
          payload: { accountId: joiner.id, companyId: null, changes: { companyId: null } },
        }),
      );
      await eventually('the joiner left', async () => (await entry(joiner.id))?.company_id === null);
      expect((await entry(joiner.id))?.company_name).toBeNull();
    });

    it('keeps tender summaries; a redelivered TenderPublished does not undo a later update', async () => {
      const id = randomUUID();
      const summary = {
        tenderId: id,
        ocid: 'ocds-x',
        title: 'Old title',
        buyerName: 'Hull',
        status: 'active' as const,
        value: null,
        currency: null,
        closingDate: null,
        cpvCodes: [],
        regions: [],
      };
      const published = createEvent(TenderEvents.TenderPublished, { aggregateId: id, payload: summary });
      await t.tenders.publish(
        published,
        createEvent(TenderEvents.TenderUpdated, { aggregateId: id, payload: { ...summary, title: 'New title', changedFields: ['title'] } }),
      );
      await eventually('the update', async () => (await tender(id))?.title === 'New title');
      const marker = createEvent(TenderEvents.TenderClosed, {
        aggregateId: id,
        payload: { tenderId: id, closingDate: '2026-02-01T00:00:00.000Z' },
      });
      await redeliver(published, marker);
      await eventually('the close', async () => (await tender(id))?.status === 'closed');
      expect(await tender(id)).toMatchObject({ title: 'New title', buyer_name: 'Hull', status: 'closed' });
      // The invitation shows what the read model knows.
      const bid = await invite(provider, { tender: id, expert: otherExpert.id });
      expect(bid.body.bid.tender).toEqual({
        id,
        title: 'New title',
        buyerName: 'Hull',
        closingDate: '2026-02-01T00:00:00.000Z',
        status: 'closed',
      });
    });
  });

  const redeliver = (...events: EventEnvelope[]) =>
    t.app
      .get<EventTransport>(EVENT_TRANSPORT)
      .publish(events.map((event) => ({ topic: topicOf(event), key: event.aggregateId, envelope: event })));

  async function entry(accountId: string): Promise<Record<string, unknown> | undefined> {
    const rows = (await t.db.query('SELECT * FROM bids.account_directory WHERE account_id = $1', [accountId])) as Array<
      Record<string, unknown>
    >;
    return rows[0];
  }

  async function tender(id: string): Promise<Record<string, unknown> | undefined> {
    const rows = (await t.db.query('SELECT * FROM bids.tender_summary WHERE tender_id = $1', [id])) as Array<Record<string, unknown>>;
    return rows[0];
  }

  async function snapshot(): Promise<unknown> {
    return t.db.query(
      'SELECT account_id, account_type, name, email, company_id, company_name FROM bids.account_directory ORDER BY account_id',
    );
  }
});
