import { AccountEvents } from '@jointly/contracts';
import { createEvent } from '@jointly/common/events';
import { eventually, startBidsApp, type BidsTestApp } from './support/bids-test-app';

/**
 * Issue 11 §2 in bids, as in the distributed mode (bids alone, accounts' events from a stand-in): a colleague removed
 * from the company can no longer see or edit its workspaces once MembershipChanged is consumed, with the same token.
 */
describe('bids: a removed member loses the company’s workspaces', () => {
  let t: BidsTestApp;
  beforeAll(async () => {
    t = await startBidsApp('bids_membership');
  });
  afterAll(() => t?.close());

  it('refuses the edit and hides the workspace as soon as the removal is consumed', async () => {
    const provider = t.account('provider', { companyName: 'Amber Care Ltd' });
    const colleague = t.account('staff', { companyId: provider.companyId });
    await t.register(provider, colleague);
    const tenderId = await t.publishTender({ title: 'Home care framework, Leeds' });
    const created = await t.request('POST', '/api/workspace/create', provider, { name: 'Leeds bid', tender: tenderId });
    expect(created.status).toBe(201);
    const id = created.body.workspace.id as string;
    // Every write carries the version it was based on (no lost update): read it as the lead, who keeps access.
    const version = async () => {
      const read = (await t.request('GET', `/api/workspace/${id}`, provider)).body;
      return (read.workspace?.version ?? read.version) as number;
    };
    const edit = async () =>
      t.request('PATCH', `/api/workspace/update/${id}`, colleague, { description: 'Edited by the colleague', version: await version() });
    expect((await edit()).status).toBe(200);
    expect((await t.request('GET', '/api/workspace/search', colleague)).body.count).toBe(1);

    await t.accounts.publish(
      createEvent(AccountEvents.MembershipChanged, {
        aggregateId: colleague.id,
        actorId: provider.id,
        payload: { accountId: colleague.id, companyId: null, previousCompanyId: provider.companyId, reason: 'removed' },
      }),
    );
    await eventually('the removal reaching bids', async () => (await edit()).status === 403);
    expect((await t.request('GET', '/api/workspace/search', colleague)).body.count).toBe(0);
    expect(
      (await t.request('PATCH', `/api/workspace/update/${id}`, provider, { description: 'Still ours', version: await version() })).status,
    ).toBe(200);
  });
});
