import { randomUUID } from 'node:crypto';
import { ConsortiumEvents } from '@jointly/contracts';
import { outboxEvents, startConsortiumsApp, type ConsortiumsTestApp, type TestAccount } from './support/consortiums-test-app';

describe('consortiums: interest, both ways', () => {
  let t: ConsortiumsTestApp;
  let lead: TestAccount; // leads the consortium
  let member: TestAccount; // joined by invitation
  let keen: TestAccount; // an approved partner that registers interest
  let other: TestAccount; // another approved partner
  let unapproved: TestAccount; // a provider whose company is not an approved partner
  let consortiumId: string;

  beforeAll(async () => {
    t = await startConsortiumsApp('consortium_interest');
    lead = t.account('provider', { companyName: 'Amber Care Ltd' });
    member = t.account('provider', { companyName: 'Birch Homecare' });
    keen = t.account('provider', { companyName: 'Cedar Nursing' });
    other = t.account('provider', { companyName: 'Elm Support' });
    unapproved = t.account('provider', { companyName: 'Daisy Support' });
    await Promise.all([lead, member, keen, other].map((a) => t.approvePartner(a)));
    const created = await t.request('POST', '/api/consortium/create', lead, { name: 'Leeds Care Alliance' });
    expect(created.status).toBe(201);
    consortiumId = created.body.consortium.id;
    const invite = await t.request('POST', '/api/consortium-request/send-invite', lead, { consortium: consortiumId, account: member.id });
    expect(invite.status).toBe(201);
    const joined = await t.request('PATCH', `/api/consortium-request/update/${invite.body.consortiumRequest.id}`, member, {
      status: 'Approve',
    });
    expect(joined.status).toBe(200);
  });
  afterAll(() => t?.close());

  const express = (who: TestAccount, body: unknown) => t.request('POST', '/api/consortium-request/express-interest', who, body);
  const interestOf = (who: TestAccount, consortium = consortiumId) =>
    t.request('GET', `/api/consortium-request/search?consortium[0]=${consortium}&direction=interest&status=Pending`, who);

  it('runs express interest → the lead lists it → approve → member, with the events other services read', async () => {
    const sent = await express(keen, { consortium: consortiumId, message: '  We cover North Leeds  ' });
    expect(sent.status).toBe(201);
    expect(sent.body.message).toBe('Interest registered successfully');
    const request = sent.body.consortiumRequest;
    expect(request).toMatchObject({
      consortium: { id: consortiumId, name: 'Leeds Care Alliance' },
      direction: 'interest',
      fromAccountId: keen.id,
      fromCompanyId: keen.companyId,
      fromCompanyName: 'Cedar Nursing',
      toAccountId: lead.id,
      toCompanyId: lead.companyId,
      toCompanyName: 'Amber Care Ltd',
      status: 'Pending',
      message: 'We cover North Leeds',
    });
    expect((await outboxEvents(t.db, ConsortiumEvents.ConsortiumInterestExpressed.type)).map((e) => e.payload)).toContainEqual({
      requestId: request.id,
      consortiumId,
      consortiumName: 'Leeds Care Alliance',
      fromAccountId: keen.id,
      fromCompanyId: keen.companyId,
      fromCompanyName: 'Cedar Nursing',
      toAccountId: lead.id,
      toCompanyId: lead.companyId,
      toCompanyName: 'Amber Care Ltd',
      message: 'We cover North Leeds',
    });

    // The lead (and any member) lists the consortium's interest; invitations are filtered out.
    for (const who of [lead, member]) {
      const listed = await interestOf(who);
      expect(listed.status).toBe(200);
      expect(listed.body).toEqual({ foundConsortiumRequests: [request], count: 1, currentPage: 1, totalPages: 1 });
    }
    // The interested company sees its own request; outsiders cannot list the consortium's.
    const own = await t.request('GET', '/api/consortium-request/search?box=sent', keen);
    expect(own.body.foundConsortiumRequests.map((r: { id: string }) => r.id)).toEqual([request.id]);
    expect((await interestOf(other)).status).toBe(403);
    // An interested company is no longer offered as a matching partner.
    const matching = await t.request('GET', `/api/consortium/matching-partners/${consortiumId}`, lead);
    expect(matching.body.foundTalents.map((p: { id: string }) => p.id)).toEqual([other.companyId]);

    // Only the lead company answers an interest: not the interested company, not a plain member.
    expect((await t.request('PATCH', `/api/consortium-request/update/${request.id}`, keen, { status: 'Approve' })).status).toBe(403);
    expect((await t.request('PATCH', `/api/consortium-request/update/${request.id}`, member, { status: 'Approve' })).status).toBe(403);
    const answer = await t.request('PATCH', `/api/consortium-request/update/${request.id}`, lead, { status: 'Approve' });
    expect(answer.status).toBe(200);
    expect(answer.body.consortiumRequest).toMatchObject({ id: request.id, status: 'Approve', answeredBy: lead.id });
    expect((await outboxEvents(t.db, ConsortiumEvents.ConsortiumRequestAnswered.type)).map((e) => e.payload)).toContainEqual({
      requestId: request.id,
      consortiumId,
      consortiumName: 'Leeds Care Alliance',
      accountId: lead.id,
      companyId: keen.companyId,
      companyName: 'Cedar Nursing',
      fromAccountId: keen.id,
      status: 'Approve',
      direction: 'interest',
    });
    const view = await t.request('GET', `/api/consortium/view/${consortiumId}`, keen);
    expect(view.status).toBe(200);
    expect(view.body.members.map((m: { companyId: string; role: string }) => [m.companyId, m.role])).toContainEqual([
      keen.companyId,
      'member',
    ]);
    expect((await t.request('PATCH', `/api/consortium-request/update/${request.id}`, lead, { status: 'Rejected' })).status).toBe(409);
  });

  it('lets the lead decline an interest: the company stays outside and may ask again', async () => {
    const created = await t.request('POST', '/api/consortium/create', lead, { name: 'Declining Alliance' });
    const id = created.body.consortium.id as string;
    const sent = await express(other, { consortium: id });
    expect(sent.status).toBe(201);
    expect(sent.body.consortiumRequest.message).toBeNull();
    const declined = await t.request('PATCH', `/api/consortium-request/update/${sent.body.consortiumRequest.id}`, lead, {
      status: 'Rejected',
    });
    expect(declined.status).toBe(200);
    const view = await t.request('GET', `/api/consortium/view/${id}`, lead);
    expect(view.body.members.map((m: { companyId: string }) => m.companyId)).toEqual([lead.companyId]);
    expect((await express(other, { consortium: id })).status).toBe(201);
  });

  it('refuses members (409), the own consortium (403), non-partners (403), unknown consortiums (404), a second open request (409) and garbage (400)', async () => {
    const created = await t.request('POST', '/api/consortium/create', lead, { name: 'Refusing Alliance' });
    const id = created.body.consortium.id as string;
    expect((await express(lead, { consortium: consortiumId })).status).toBe(403);
    expect((await express(member, { consortium: consortiumId })).status).toBe(409);
    expect((await express(unapproved, { consortium: consortiumId })).status).toBe(403);
    expect((await express(member, { consortium: randomUUID() })).status).toBe(404);
    expect((await express(member, { consortium: 'not-a-uuid' })).status).toBe(400);
    expect((await express(member, { consortium: id, message: 'x'.repeat(1001) })).status).toBe(400);
    expect((await t.request('GET', '/api/consortium-request/search?direction=sideways', lead)).status).toBe(400);

    // One open request per consortium and company, whichever direction opened it.
    expect((await express(member, { consortium: id })).status).toBe(201);
    expect((await express(member, { consortium: id })).status).toBe(409);
    const invite = await t.request('POST', '/api/consortium-request/send-invite', lead, { consortium: id, account: member.id });
    expect(invite.status).toBe(409);
    const invited = await t.request('POST', '/api/consortium-request/send-invite', lead, { consortium: id, account: keen.id });
    expect(invited.status).toBe(201);
    expect((await express(keen, { consortium: id })).status).toBe(409);
    // Concurrent requests of one company: exactly one lands.
    const raced = await t.request('POST', '/api/consortium/create', lead, { name: 'Raced Alliance' });
    const statuses = await Promise.all([1, 2, 3].map(() => express(other, { consortium: raced.body.consortium.id })));
    expect(statuses.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });
});
