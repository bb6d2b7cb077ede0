import { expectPlanLimitReached, putCompanyOnPlan } from '@jointly/common/testing';
import { startMessagesApp, type MessagesTestApp, type TestAccount } from './support/messages-test-app';

const KB = 1024;

/** Message attachments count against the author's company plan's storage, enforced by messages from billing's events. */
describe('messages: attachments within the plan’s storage', () => {
  let t: MessagesTestApp;
  let lead: TestAccount;
  let partner: TestAccount;
  let conversationId: string;

  beforeAll(async () => {
    t = await startMessagesApp('messages_plan_limits');
    lead = await t.account('provider', { companyName: 'Amber Care Ltd', name: 'Ada Lead' });
    partner = await t.account('provider', { companyName: 'Birch Homecare', name: 'Ben Partner' });
    conversationId = await t.conversationOf(await t.consortium(lead, [partner]));
  });
  afterAll(() => t?.close());

  const onPlan = (companyId: string, storageMb: number | null) =>
    putCompanyOnPlan({ billing: t.billing, db: t.db, schema: 'messages' }, companyId, { storageMb });
  const send = (as: TestAccount, name: string, size: number) => t.postAttachment(as, conversationId, name, size);

  it('refuses an attachment past the plan’s storage, names the limit, writes nothing; an upgrade lets it through', async () => {
    await onPlan(partner.companyId!, 1);
    expect((await send(partner, 'method.pdf', 700 * KB)).status).toBe(201);
    const before = t.filesOnDisk();
    const sentBefore = await t.messageCount(partner.id);

    const refused = await send(partner, 'pricing.pdf', 400 * KB);
    expectPlanLimitReached(refused, 'allows 1 MB of storage and you have 0.7');
    expect(t.filesOnDisk()).toBe(before);
    expect(await t.messageCount(partner.id)).toBe(sentBefore);

    // Text still goes, and so do attachments of another company.
    expect((await t.request('POST', `/api/messages/conversations/${conversationId}/messages`, partner, { body: 'See above' })).status).toBe(
      201,
    );
    expect((await send(lead, 'lead.pdf', 400 * KB)).status).toBe(201);

    await onPlan(partner.companyId!, 5);
    expect((await send(partner, 'pricing.pdf', 400 * KB)).status).toBe(201);
  });

  it('lets a downgraded company keep its attachments and refuses new ones', async () => {
    await onPlan(lead.companyId!, null);
    expect((await send(lead, 'big-1.pdf', 600 * KB)).status).toBe(201);
    expect((await send(lead, 'big-2.pdf', 600 * KB)).status).toBe(201);
    await onPlan(lead.companyId!, 1);
    const refused = await send(lead, 'small.pdf', 10 * KB);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/allows 1 MB of storage and you have 1\.[56]/);
    const list = await t.request('GET', `/api/messages/conversations/${conversationId}/messages`, lead);
    expect(list.status).toBe(200);
    const names = JSON.stringify(list.body);
    for (const name of ['big-1.pdf', 'big-2.pdf', 'lead.pdf']) expect(names).toContain(name);
  });
});
