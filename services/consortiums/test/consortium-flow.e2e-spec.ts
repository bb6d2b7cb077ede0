import { randomUUID } from 'node:crypto';
import { AccountEvents, ConsortiumEvents, TenderEvents, type EventEnvelope } from '@jointly/contracts';
import { createEvent, EVENT_TRANSPORT, topicOf, type EventTransport } from '@jointly/common/events';
import { eventually, outboxEvents, startConsortiumsApp, type ConsortiumsTestApp, type TestAccount } from './support/consortiums-test-app';

describe('consortiums: create, match, invite, answer, bid', () => {
  let t: ConsortiumsTestApp;
  let lead: TestAccount; // provider of an approved partner (leads consortiums)
  let partner: TestAccount; // provider of another approved partner
  let colleague: TestAccount; // staff of the partner's company
  let third: TestAccount; // a third approved partner
  let unapproved: TestAccount; // provider whose company only asked to become a partner
  let expert: TestAccount;
  let admin: TestAccount;
  let tenderId: string;

  beforeAll(async () => {
    t = await startConsortiumsApp('consortium_flow');
    lead = t.account('provider', { companyName: 'Amber Care Ltd' });
    partner = t.account('provider', { companyName: 'Birch Homecare' });
    colleague = t.account('staff', { companyId: partner.companyId });
    third = t.account('provider', { companyName: 'Cedar Nursing' });
    unapproved = t.account('provider', { companyName: 'Daisy Support' });
    expert = t.account('expert');
    admin = t.account('admin');
    await t.accounts.publish(
      createEvent(AccountEvents.AccountRegistered, {
        aggregateId: colleague.id,
        payload: {
          accountId: colleague.id,
          email: colleague.email,
          accountType: 'staff',
          companyName: null,
          name: null,
          companyId: partner.companyId,
        },
      }),
      createEvent(AccountEvents.PartnerRequested, {
        aggregateId: unapproved.companyId!,
        payload: { partnerId: unapproved.companyId!, accountId: unapproved.id, companyName: 'Daisy Support', email: unapproved.email },
      }),
    );
    await t.approvePartner(lead);
    await t.approvePartner(partner);
    await t.approvePartner(third);
    tenderId = await t.publishTender({ title: 'Home care framework, Leeds' });
    await eventually('the colleague and the unapproved company in the directory', async () => {
      const rows = (await t.db.query('SELECT count(*)::int AS n FROM consortiums.company_account WHERE account_id = ANY($1::uuid[])', [
        [colleague.id, unapproved.id],
      ])) as Array<{ n: number }>;
      return rows[0].n === 2;
    });
  });
  afterAll(() => t?.close());

  it('runs the whole flow: partner approved → consortium → matching → invite → search → approve → member → bid → bid search', async () => {
    const created = await t.request('POST', '/api/consortium/create', lead, {
      name: '  Leeds Care Alliance ',
      description: 'Home care in Leeds',
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Consortium created successfully!');
    const consortium = created.body.consortium;
    expect(consortium).toMatchObject({
      name: 'Leeds Care Alliance',
      description: 'Home care in Leeds',
      leadCompanyId: lead.companyId,
      leadCompanyName: 'Amber Care Ltd',
      createdBy: lead.id,
      memberCount: 1,
      members: [{ companyId: lead.companyId, companyName: 'Amber Care Ltd', role: 'lead' }],
    });
    expect((await outboxEvents(t.db, ConsortiumEvents.ConsortiumCreated.type)).map((e) => e.payload)).toContainEqual({
      consortiumId: consortium.id,
      name: 'Leeds Care Alliance',
      ownerAccountId: lead.id,
      ownerCompanyId: lead.companyId,
    });

    const matching = await t.request('GET', `/api/consortium/matching-partners/${consortium.id}`, lead);
    expect(matching.status).toBe(200);
    expect(matching.body).toEqual({
      foundTalents: [
        { id: partner.companyId, company: 'Birch Homecare', companyName: 'Birch Homecare', accountId: partner.id },
        { id: third.companyId, company: 'Cedar Nursing', companyName: 'Cedar Nursing', accountId: third.id },
      ],
      count: 2,
    });

    const invite = await t.request('POST', '/api/consortium-request/send-invite', lead, {
      consortium: consortium.id,
      account: partner.id,
      message: 'Join us for the Leeds framework',
    });
    expect(invite.status).toBe(201);
    expect(invite.body.message).toBe('Request sent successfully');
    const request = invite.body.consortiumRequest;
    expect(request).toMatchObject({
      consortium: { id: consortium.id, name: 'Leeds Care Alliance' },
      fromAccountId: lead.id,
      fromCompanyId: lead.companyId,
      fromCompanyName: 'Amber Care Ltd',
      toAccountId: partner.id,
      toCompanyId: partner.companyId,
      toCompanyName: 'Birch Homecare',
      status: 'Pending',
      message: 'Join us for the Leeds framework',
      answeredAt: null,
      answeredBy: null,
    });
    expect((await outboxEvents(t.db, ConsortiumEvents.ConsortiumInviteSent.type)).map((e) => e.payload)).toContainEqual({
      requestId: request.id,
      consortiumId: consortium.id,
      consortiumName: 'Leeds Care Alliance',
      fromAccountId: lead.id,
      fromCompanyId: lead.companyId,
      fromCompanyName: 'Amber Care Ltd',
      toAccountId: partner.id,
      toCompanyId: partner.companyId,
      toCompanyName: 'Birch Homecare',
      message: 'Join us for the Leeds framework',
    });

    // A pending invitation takes the company off the matching list.
    const after = await t.request('GET', `/api/consortium/matching-partners/${consortium.id}`, lead);
    expect(after.body.foundTalents.map((p: { id: string }) => p.id)).toEqual([third.companyId]);

    // The invited company sees the invitation (addressed to it), any of its accounts.
    for (const who of [partner, colleague]) {
      const search = await t.request('GET', '/api/consortium-request/search?page=1&limit=300&status=Pending', who);
      expect(search.status).toBe(200);
      expect(search.body).toEqual({ foundConsortiumRequests: [request], count: 1, currentPage: 1, totalPages: 1 });
    }
    const asLead = await t.request('GET', `/api/consortium-request/search?consortium[0]=${consortium.id}`, lead);
    expect(asLead.body.foundConsortiumRequests.map((r: { id: string }) => r.id)).toEqual([request.id]);

    const answer = await t.request('PATCH', `/api/consortium-request/update/${request.id}`, colleague, { status: 'Approve' });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Request updated successfully');
    expect(answer.body.consortiumRequest).toMatchObject({ id: request.id, status: 'Approve', answeredBy: colleague.id });
    expect(answer.body.consortiumRequest.answeredAt).toEqual(expect.any(String));
    expect((await outboxEvents(t.db, ConsortiumEvents.ConsortiumRequestAnswered.type)).map((e) => e.payload)).toContainEqual({
      requestId: request.id,
      consortiumId: consortium.id,
      consortiumName: 'Leeds Care Alliance',
      accountId: colleague.id,
      companyId: partner.companyId,
      companyName: 'Birch Homecare',
      fromAccountId: lead.id,
      status: 'Approve',
      direction: 'invitation',
    });

    const view = await t.request('GET', `/api/consortium/view/${consortium.id}`, partner);
    expect(view.status).toBe(200);
    expect(view.body.memberCount).toBe(2);
    expect(view.body.members.map((m: { companyName: string; role: string }) => [m.companyName, m.role])).toEqual([
      ['Amber Care Ltd', 'lead'],
      ['Birch Homecare', 'member'],
    ]);
    const mine = await t.request('GET', `/api/consortium/user-consortium/${partner.id}`, partner);
    expect(mine.body).toMatchObject({ count: 1, foundConsortiums: [{ id: consortium.id, memberCount: 2 }] });

    const bid = await t.request('POST', '/api/consortium-bid/create', partner, {
      consortium: consortium.id,
      tender: tenderId,
      notes: 'Lead writes section 2',
    });
    expect(bid.status).toBe(201);
    expect(bid.body.message).toBe('Consortium bid created successfully!');
    expect(bid.body.consortiumBid).toMatchObject({
      consortium: { id: consortium.id, name: 'Leeds Care Alliance' },
      tenderId,
      tender: {
        id: tenderId,
        title: 'Home care framework, Leeds',
        buyerName: 'Leeds City Council',
        closingDate: '2027-03-31T12:00:00.000Z',
        status: 'active',
      },
      title: 'Home care framework, Leeds',
      notes: 'Lead writes section 2',
      createdBy: partner.id,
    });
    expect((await outboxEvents(t.db, ConsortiumEvents.ConsortiumBidCreated.type)).map((e) => e.payload)).toContainEqual({
      bidId: bid.body.consortiumBid.id,
      consortiumId: consortium.id,
      tenderId,
    });
    for (const who of [lead, partner]) {
      const bids = await t.request('GET', `/api/consortium-bid/search?page=1&limit=300&consortium[0]=${consortium.id}`, who);
      expect(bids.status).toBe(200);
      expect(bids.body).toEqual({ foundConsortiumBids: [bid.body.consortiumBid], count: 1, currentPage: 1, totalPages: 1 });
    }
    // Outsiders see none of it.
    const outsider = await t.request('GET', '/api/consortium-bid/search', third);
    expect(outsider.body).toEqual({ foundConsortiumBids: [], count: 0, currentPage: 1, totalPages: 1 });

    // A closing tender shows as closed on the bid.
    await t.tenders.publish(
      createEvent(TenderEvents.TenderClosed, { aggregateId: tenderId, payload: { tenderId, closingDate: '2027-03-31T12:00:00.000Z' } }),
    );
    await eventually('the bid to show the tender closed', async () => {
      const bids = await t.request('GET', '/api/consortium-bid/search', lead);
      return bids.body.foundConsortiumBids[0]?.tender?.status === 'closed';
    });
  });

  describe('creating and editing', () => {
    it('refuses companies that are not approved partners, experts and admins (403)', async () => {
      for (const who of [unapproved, expert, admin, colleague]) {
        const res = await t.request('POST', '/api/consortium/create', who, { name: 'Nope' });
        expect([who.role, res.status, res.body.message]).toEqual([
          who.role,
          403,
          'Only approved consortium partners can create a consortium.',
        ]);
      }
      expect((await t.request('POST', '/api/consortium/create', null, { name: 'Nope' })).status).toBe(401);
    });

    it('validates name and description (400 naming the field)', async () => {
      const cases: Array<[unknown, RegExp]> = [
        [{}, /name/],
        [{ name: '   ' }, /name must not be empty/],
        [{ name: 'x'.repeat(121) }, /name must be at most 120 characters/],
        [{ name: 'Ok', description: 'd'.repeat(2001) }, /description must be at most 2000 characters/],
        [{ name: 5 }, /name must be text/],
        [{ name: 'Ok', leadCompanyId: randomUUID() }, /leadCompanyId should not exist/],
      ];
      for (const [body, message] of cases) {
        const res = await t.request('POST', '/api/consortium/create', lead, body);
        expect([res.status, res.body.message]).toEqual([400, expect.stringMatching(message)]);
      }
    });

    it('lets the lead company and admins edit; members, outsiders 403; unknown 404; ConsortiumUpdated and the audit log', async () => {
      const { id } = (await t.request('POST', '/api/consortium/create', lead, { name: 'Edit me' })).body.consortium;
      await joinAs(id, partner);
      expect((await t.request('PATCH', '/api/consortium/create', partner, { id, name: 'Hijacked' })).status).toBe(403);
      expect((await t.request('PATCH', '/api/consortium/create', third, { id, name: 'Hijacked' })).status).toBe(403);
      expect((await t.request('PATCH', '/api/consortium/create', lead, { id: randomUUID(), name: 'X' })).status).toBe(404);
      expect((await t.request('PATCH', '/api/consortium/create', lead, { id: 'nope', name: 'X' })).status).toBe(400);

      const renamed = await t.request('PATCH', '/api/consortium/create', lead, { id, name: 'Edited', description: 'Now described' });
      expect(renamed.status).toBe(200);
      expect(renamed.body).toMatchObject({
        message: 'Consortium updated successfully!',
        consortium: { id, name: 'Edited', description: 'Now described' },
      });
      expect((await outboxEvents(t.db, ConsortiumEvents.ConsortiumUpdated.type)).map((e) => e.payload)).toContainEqual({
        consortiumId: id,
        changes: { name: 'Edited', description: 'Now described' },
      });

      const byAdmin = await t.request('PATCH', '/api/consortium/create', admin, { id, description: '' });
      expect(byAdmin.status).toBe(200);
      expect(byAdmin.body.consortium.description).toBeNull();
      const audit = await outboxEvents(t.db, 'consortiums.admin-action.recorded');
      expect(audit.map((e) => e.payload)).toContainEqual(
        expect.objectContaining({
          action: 'consortium.update',
          resource: 'consortiums',
          resourceId: id,
          actorEmail: admin.email,
          changes: { description: { from: 'Now described', to: null } },
        }),
      );
    });

    it('shows a consortium to member companies and admins only (403), 404 when unknown', async () => {
      const { id } = (await t.request('POST', '/api/consortium/create', lead, { name: 'Private' })).body.consortium;
      expect((await t.request('GET', `/api/consortium/view/${id}`, lead)).status).toBe(200);
      expect((await t.request('GET', `/api/consortium/view/${id}`, admin)).status).toBe(200);
      expect((await t.request('GET', `/api/consortium/view/${id}`, third)).status).toBe(403);
      expect((await t.request('GET', `/api/consortium/view/${id}`, expert)).status).toBe(403);
      expect((await t.request('GET', `/api/consortium/matching-partners/${id}`, third)).status).toBe(403);
      expect((await t.request('GET', `/api/consortium/view/${randomUUID()}`, lead)).status).toBe(404);
      expect((await t.request('GET', `/api/consortium/view/not-a-uuid`, lead)).status).toBe(404);
      expect((await t.request('GET', `/api/consortium/matching-partners/${randomUUID()}`, lead)).status).toBe(404);
    });

    it("lists an account's consortiums, lead ones first then by name, for the account itself or an admin", async () => {
      const owner = t.account('provider', { companyName: 'Elm Care' });
      await t.approvePartner(owner);
      for (const name of ['Zeta group', 'alpha group']) await t.request('POST', '/api/consortium/create', owner, { name });
      const joined = (await t.request('POST', '/api/consortium/create', lead, { name: 'Beta led by Amber' })).body.consortium.id;
      await joinAs(joined, owner);
      const own = await t.request('GET', `/api/consortium/user-consortium/${owner.id}`, owner);
      expect(own.body.foundConsortiums.map((c: { name: string }) => c.name)).toEqual(['alpha group', 'Zeta group', 'Beta led by Amber']);
      expect(own.body.count).toBe(3);
      const byAdmin = await t.request('GET', `/api/consortium/user-consortium/${owner.id}`, admin);
      expect(byAdmin.body.count).toBe(3);
      expect((await t.request('GET', `/api/consortium/user-consortium/${owner.id}`, lead)).status).toBe(403);
      expect((await t.request('GET', `/api/consortium/user-consortium/${expert.id}`, expert)).body).toEqual({
        foundConsortiums: [],
        count: 0,
      });
    });
  });

  describe('invitations', () => {
    let consortiumId: string;
    beforeAll(async () => {
      consortiumId = (await t.request('POST', '/api/consortium/create', lead, { name: 'Invite rules' })).body.consortium.id;
    });
    const invite = (who: TestAccount | null, body: Record<string, unknown>) =>
      t.request('POST', '/api/consortium-request/send-invite', who, body);

    it('refuses non-members (403), the own company (400), unapproved companies (400) and unknown consortiums (404)', async () => {
      expect((await invite(third, { consortium: consortiumId, account: partner.id })).status).toBe(403);
      expect((await invite(admin, { consortium: consortiumId, account: partner.id })).status).toBe(403);
      const own = await invite(lead, { consortium: consortiumId, account: lead.companyId });
      expect([own.status, own.body.message]).toEqual([400, 'You cannot invite your own company to a consortium it belongs to.']);
      for (const account of [unapproved.id, unapproved.companyId, expert.id, randomUUID()]) {
        const res = await invite(lead, { consortium: consortiumId, account });
        expect([res.status, res.body.message]).toEqual([400, 'Only approved consortium partners can be invited.']);
      }
      expect((await invite(lead, { consortium: randomUUID(), account: partner.id })).status).toBe(404);
      const bad = await invite(lead, { consortium: 'x', account: 'y' });
      expect([bad.status, bad.body.message]).toEqual([400, expect.stringMatching(/consortium must be a consortium id.*account must be/)]);
    });

    it('invites by company id or by any account of the company; a second invitation or a member is a 409', async () => {
      const byCompany = await invite(lead, { consortium: consortiumId, account: third.companyId });
      expect(byCompany.status).toBe(201);
      expect(byCompany.body.consortiumRequest).toMatchObject({
        toCompanyId: third.companyId,
        toAccountId: third.id,
        toCompanyName: 'Cedar Nursing',
      });
      const again = await invite(lead, { consortium: consortiumId, account: third.id });
      expect([again.status, again.body.message]).toEqual([409, 'Cedar Nursing already has a pending invitation to Invite rules.']);

      const byColleague = await invite(lead, { consortium: consortiumId, account: colleague.id });
      expect(byColleague.status).toBe(201);
      expect(byColleague.body.consortiumRequest).toMatchObject({ toCompanyId: partner.companyId, toAccountId: colleague.id });
      await t.request('PATCH', `/api/consortium-request/update/${byColleague.body.consortiumRequest.id}`, partner, { status: 'Approve' });
      const member = await invite(lead, { consortium: consortiumId, account: partner.id });
      expect([member.status, member.body.message]).toEqual([409, 'Birch Homecare is already a member of Invite rules.']);
      // The new member may invite too, but not its own company.
      expect((await invite(colleague, { consortium: consortiumId, account: partner.companyId })).status).toBe(400);
    });

    it('lets only the invited company or an admin answer, once (403/409), with a valid status (400), 404 when unknown', async () => {
      const other = t.account('provider', { companyName: 'Fir Care' });
      await t.approvePartner(other);
      const first = (await invite(lead, { consortium: consortiumId, account: other.id })).body.consortiumRequest;
      expect((await t.request('PATCH', `/api/consortium-request/update/${first.id}`, lead, { status: 'Approve' })).status).toBe(403);
      expect((await t.request('PATCH', `/api/consortium-request/update/${first.id}`, third, { status: 'Approve' })).status).toBe(403);
      const badStatus = await t.request('PATCH', `/api/consortium-request/update/${first.id}`, other, { status: 'Pending' });
      expect([badStatus.status, badStatus.body.message]).toEqual([400, expect.stringMatching(/status must be 'Approve' or 'Rejected'/)]);
      const rejected = await t.request('PATCH', `/api/consortium-request/update/${first.id}`, other, { status: 'Rejected' });
      expect(rejected.body.consortiumRequest.status).toBe('Rejected');
      const twice = await t.request('PATCH', `/api/consortium-request/update/${first.id}`, other, { status: 'Approve' });
      expect([twice.status, twice.body.message]).toEqual([409, 'This request has already been answered (Rejected).']);
      expect((await t.request('GET', `/api/consortium/view/${consortiumId}`, other)).status).toBe(403);

      // Declined: invite again; an admin answers for the company (recorded in the audit log).
      const second = (await invite(lead, { consortium: consortiumId, account: other.companyId })).body.consortiumRequest;
      const byAdmin = await t.request('PATCH', `/api/consortium-request/update/${second.id}`, admin, { status: 'Approve' });
      expect(byAdmin.body.consortiumRequest).toMatchObject({ status: 'Approve', answeredBy: admin.id });
      expect((await t.request('GET', `/api/consortium/view/${consortiumId}`, other)).status).toBe(200);
      expect((await outboxEvents(t.db, 'consortiums.admin-action.recorded')).map((e) => e.payload)).toContainEqual(
        expect.objectContaining({
          action: 'consortium-request.answer',
          resourceId: consortiumId,
          changes: { status: { from: 'Pending', to: 'Approve' } },
        }),
      );
      expect((await t.request('PATCH', `/api/consortium-request/update/${randomUUID()}`, other, { status: 'Approve' })).status).toBe(404);
      expect((await t.request('PATCH', `/api/consortium-request/update/nope`, other, { status: 'Approve' })).status).toBe(404);
    });
  });

  describe('searches', () => {
    it('pages requests, filters by consortium, account, box and status; 403 for a consortium the caller is not in; 400 for bad parameters', async () => {
      const owner = t.account('provider', { companyName: 'Gorse Care' });
      await t.approvePartner(owner);
      const id = (await t.request('POST', '/api/consortium/create', owner, { name: 'Search me' })).body.consortium.id;
      const invitees = [lead, partner, third];
      for (const who of invitees)
        await t.request('POST', '/api/consortium-request/send-invite', owner, { consortium: id, account: who.id });
      const page2 = await t.request('GET', `/api/consortium-request/search?page=2&limit=2&consortium[0]=${id}`, owner);
      expect(page2.body).toMatchObject({ count: 3, currentPage: 2, totalPages: 2 });
      expect(page2.body.foundConsortiumRequests).toHaveLength(1);
      // Newest first: the first invitation is last.
      expect(page2.body.foundConsortiumRequests[0].toAccountId).toBe(lead.id);
      const byAccount = await t.request('GET', `/api/consortium-request/search?consortium[0]=${id}&account[0]=${third.id}`, owner);
      expect(byAccount.body.foundConsortiumRequests.map((r: { toAccountId: string }) => r.toAccountId)).toEqual([third.id]);
      const single = await t.request('GET', `/api/consortium-request/search?consortium=${id}&status=Rejected`, owner);
      expect(single.body.count).toBe(0);
      expect((await t.request('GET', `/api/consortium-request/search?consortium[0]=${id}`, third)).status).toBe(403);
      expect((await t.request('GET', `/api/consortium-bid/search?consortium[0]=${id}`, third)).status).toBe(403);
      expect((await t.request('GET', `/api/consortium-request/search?consortium[0]=${id}`, admin)).body.count).toBe(3);
      // box: the invitations a company received, or the ones its consortiums sent.
      const received = await t.request('GET', '/api/consortium-request/search?box=received&status=Pending', third);
      expect(received.body.foundConsortiumRequests.map((r: { consortium: { name: string } }) => r.consortium.name)).toContain('Search me');
      expect(received.body.foundConsortiumRequests.every((r: { toCompanyId: string }) => r.toCompanyId === third.companyId)).toBe(true);
      const sent = await t.request('GET', '/api/consortium-request/search?box=sent', owner);
      expect(sent.body.count).toBe(3);
      expect((await t.request('GET', '/api/consortium-request/search?box=received', owner)).body.count).toBe(0);
      expect((await t.request('GET', '/api/consortium-request/search?box=received', admin)).status).toBe(400);
      for (const query of [
        'limit=301',
        'page=0',
        'page=x',
        'consortium[0]=nope',
        'status=Maybe',
        'account[0]=1',
        'colour=red',
        'box=all',
      ]) {
        expect([query, (await t.request('GET', `/api/consortium-request/search?${query}`, owner)).status]).toEqual([query, 400]);
      }
      for (const query of ['limit=301', 'page=0', 'consortium[0]=nope']) {
        expect([query, (await t.request('GET', `/api/consortium-bid/search?${query}`, owner)).status]).toEqual([query, 400]);
      }
    });
  });

  describe('bids', () => {
    it('lets member companies bid once per tender (403 others, 404 unknown tender or consortium, 409 duplicate, 400 bad input)', async () => {
      const id = (await t.request('POST', '/api/consortium/create', lead, { name: 'Bid rules' })).body.consortium.id;
      const tender = await t.publishTender({ title: 'Supported living, Bradford' });
      const bid = (who: TestAccount, body: Record<string, unknown>) => t.request('POST', '/api/consortium-bid/create', who, body);
      expect((await bid(third, { consortium: id, tender })).status).toBe(403);
      expect((await bid(admin, { consortium: id, tender })).status).toBe(403);
      const unknownTender = randomUUID();
      const missing = await bid(lead, { consortium: id, tender: unknownTender });
      expect([missing.status, missing.body.message]).toEqual([404, `Tender ${unknownTender} not found.`]);
      expect((await bid(lead, { consortium: randomUUID(), tender })).status).toBe(404);
      expect((await bid(lead, { consortium: id, tender: 'nope' })).status).toBe(400);
      expect((await bid(lead, { consortium: id, tender, title: 't'.repeat(301) })).status).toBe(400);
      const made = await bid(lead, { consortium: id, tender, title: 'Our bid' });
      expect(made.status).toBe(201);
      expect(made.body.consortiumBid).toMatchObject({ title: 'Our bid', notes: null, tender: { title: 'Supported living, Bradford' } });
      const duplicate = await bid(lead, { consortium: id, tender });
      expect([duplicate.status, duplicate.body.message]).toEqual([409, 'Bid rules already has a bid on this tender.']);
    });
  });

  describe('read models', () => {
    it('ignores a redelivered event: the inbox skips it and the directory stays as later events left it', async () => {
      const owner = t.account('provider', { companyName: 'Hazel Care' });
      const approved = createEvent(AccountEvents.PartnerApproved, {
        aggregateId: owner.companyId!,
        payload: { partnerId: owner.companyId!, accountId: owner.id, companyName: 'Hazel Care', email: owner.email, approvedBy: admin.id },
      });
      await t.accounts.publish(approved);
      await eventually('Hazel Care approved', async () => (await partnerName(owner.companyId!)) === 'Hazel Care');
      await t.accounts.publish(
        createEvent(AccountEvents.ProfileUpdated, {
          aggregateId: owner.id,
          payload: { accountId: owner.id, companyId: owner.companyId, changes: { companyName: 'Hazel Care Group' } },
        }),
      );
      await eventually('the rename', async () => (await partnerName(owner.companyId!)) === 'Hazel Care Group');
      const before = await snapshot();
      // The same envelope (same id) again, straight through the transport, followed on its topic and key by a new event.
      const marker = createEvent(AccountEvents.PartnerRequested, {
        aggregateId: owner.companyId!,
        payload: { partnerId: owner.companyId!, accountId: owner.id, companyName: 'Hazel Care Group', email: owner.email },
      });
      await redeliver(approved, marker);
      await eventually('the marker event after the redelivery', async () => {
        const rows = (await t.db.query('SELECT 1 FROM consortiums.processed_event WHERE event_id = $1', [marker.id])) as unknown[];
        return rows.length > 0;
      });
      expect(await partnerName(owner.companyId!)).toBe('Hazel Care Group');
      expect(await snapshot()).toEqual(before);

      // Tenders: a redelivered TenderPublished does not undo a later TenderUpdated.
      const tenderId = randomUUID();
      const summary = {
        tenderId,
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
      const published = createEvent(TenderEvents.TenderPublished, { aggregateId: tenderId, payload: summary });
      await t.tenders.publish(
        published,
        createEvent(TenderEvents.TenderUpdated, {
          aggregateId: tenderId,
          payload: { ...summary, title: 'New title', changedFields: ['title'] },
        }),
      );
      await eventually('the tender update', async () => (await tenderTitle(tenderId)) === 'New title');
      await redeliver(published);
      const closed = createEvent(TenderEvents.TenderClosed, {
        aggregateId: tenderId,
        payload: { tenderId, closingDate: '2026-01-01T00:00:00.000Z' },
      });
      await t.tenders.publish(closed);
      await eventually('the close', async () => {
        const rows = (await t.db.query('SELECT status FROM consortiums.tender_summary WHERE tender_id = $1', [tenderId])) as Array<{
          status: string;
        }>;
        return rows[0]?.status === 'closed';
      });
      expect(await tenderTitle(tenderId)).toBe('New title');
    });
  });

  const redeliver = (...events: EventEnvelope[]) =>
    t.app
      .get<EventTransport>(EVENT_TRANSPORT)
      .publish(events.map((event) => ({ topic: topicOf(event), key: event.aggregateId, envelope: event })));

  /** Invites the account's company to the consortium (as the lead) and accepts as the account. */
  async function joinAs(consortiumId: string, who: TestAccount): Promise<void> {
    const sent = await t.request('POST', '/api/consortium-request/send-invite', lead, { consortium: consortiumId, account: who.id });
    expect(sent.status).toBe(201);
    const answered = await t.request('PATCH', `/api/consortium-request/update/${sent.body.consortiumRequest.id}`, who, {
      status: 'Approve',
    });
    expect(answered.status).toBe(200);
  }

  async function partnerName(companyId: string): Promise<string | undefined> {
    const rows = (await t.db.query('SELECT company_name FROM consortiums.partner_company WHERE company_id = $1', [companyId])) as Array<{
      company_name: string;
    }>;
    return rows[0]?.company_name;
  }

  async function tenderTitle(tenderId: string): Promise<string | undefined> {
    const rows = (await t.db.query('SELECT title FROM consortiums.tender_summary WHERE tender_id = $1', [tenderId])) as Array<{
      title: string;
    }>;
    return rows[0]?.title;
  }

  async function snapshot(): Promise<unknown> {
    return {
      partners: await t.db.query('SELECT * FROM consortiums.partner_company ORDER BY company_id'),
      accounts: await t.db.query('SELECT * FROM consortiums.company_account ORDER BY account_id'),
    };
  }
});
