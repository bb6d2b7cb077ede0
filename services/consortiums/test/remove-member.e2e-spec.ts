import { ConsortiumEvents } from '@jointly/contracts';
import { outboxEvents, startConsortiumsApp, type ConsortiumsTestApp, type TestAccount } from './support/consortiums-test-app';

describe('consortiums: a member company is removed, or leaves', () => {
  let t: ConsortiumsTestApp;
  let lead: TestAccount;
  let birch: TestAccount;
  let cedar: TestAccount;
  let admin: TestAccount;

  beforeAll(async () => {
    t = await startConsortiumsApp('consortium_remove_member');
    lead = t.account('provider', { companyName: 'Amber Care Ltd' });
    birch = t.account('provider', { companyName: 'Birch Homecare' });
    cedar = t.account('provider', { companyName: 'Cedar Nursing' });
    admin = t.account('admin');
    for (const a of [lead, birch, cedar]) await t.approvePartner(a);
  });
  afterAll(() => t?.close());

  /** A consortium led by `lead` with Birch and Cedar as members. */
  async function consortiumOfThree(): Promise<string> {
    const created = await t.request('POST', '/api/consortium/create', lead, { name: 'Leeds Care Alliance' });
    expect(created.status).toBe(201);
    const id = created.body.consortium.id as string;
    for (const member of [birch, cedar]) {
      const invite = await t.request('POST', '/api/consortium-request/send-invite', lead, { consortium: id, account: member.id });
      expect(invite.status).toBe(201);
      const answer = await t.request('PATCH', `/api/consortium-request/update/${invite.body.consortiumRequest.id}`, member, {
        status: 'Approve',
      });
      expect(answer.status).toBe(200);
    }
    return id;
  }
  const removedEvents = async (consortiumId: string) =>
    (await outboxEvents(t.db, ConsortiumEvents.ConsortiumMemberRemoved.type))
      .map((e) => e.payload as { consortiumId: string })
      .filter((p) => p.consortiumId === consortiumId);

  it('the lead removes a member: ConsortiumMemberRemoved in the outbox, and the company no longer reads the consortium', async () => {
    const id = await consortiumOfThree();
    const removed = await t.request('DELETE', `/api/consortium/${id}/members/${birch.companyId}`, lead);
    expect(removed.status).toBe(200);
    expect(removed.body.consortium.members.map((m: { companyId: string }) => m.companyId).sort()).toEqual(
      [lead.companyId, cedar.companyId].sort(),
    );
    expect(await removedEvents(id)).toEqual([{ consortiumId: id, companyId: birch.companyId, removedBy: lead.id }]);
    expect((await t.request('GET', `/api/consortium/view/${id}`, birch)).status).toBe(403);
    // Twice is 404 (no second event), and the lead is never removed.
    expect((await t.request('DELETE', `/api/consortium/${id}/members/${birch.companyId}`, lead)).status).toBe(404);
    expect((await t.request('DELETE', `/api/consortium/${id}/members/${lead.companyId}`, lead)).status).toBe(409);
    expect(await removedEvents(id)).toHaveLength(1);
  });

  it('a member company leaves, but cannot remove another member; an admin removal is audited', async () => {
    const id = await consortiumOfThree();
    expect((await t.request('DELETE', `/api/consortium/${id}/members/${cedar.companyId}`, birch)).status).toBe(403);
    const left = await t.request('DELETE', `/api/consortium/${id}/members/${birch.companyId}`, birch);
    expect(left.status).toBe(200);
    expect(left.body).toEqual({ message: 'You left the consortium.' });
    const byAdmin = await t.request('DELETE', `/api/consortium/${id}/members/${cedar.companyId}`, admin);
    expect(byAdmin.status).toBe(200);
    expect(await removedEvents(id)).toEqual([
      { consortiumId: id, companyId: birch.companyId, removedBy: birch.id },
      { consortiumId: id, companyId: cedar.companyId, removedBy: admin.id },
    ]);
    const audit = (await outboxEvents(t.db, 'consortiums.admin-action.recorded')).map(
      (e) => e.payload as { action: string; resourceId: string },
    );
    expect(audit).toContainEqual(expect.objectContaining({ action: 'consortium.remove-member', resourceId: id }));
    // A removed company may be invited again.
    const again = await t.request('POST', '/api/consortium-request/send-invite', lead, { consortium: id, account: birch.id });
    expect(again.status).toBe(201);
  });

  it('answers 404 for an unknown consortium and garbage ids, never 500', async () => {
    expect((await t.request('DELETE', `/api/consortium/not-a-uuid/members/${birch.companyId}`, lead)).status).toBe(404);
    const id = await consortiumOfThree();
    expect((await t.request('DELETE', `/api/consortium/${id}/members/not-a-uuid`, lead)).status).toBe(404);
  });
});
