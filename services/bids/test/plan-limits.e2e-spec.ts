import { randomUUID } from 'node:crypto';
import { BillingEvents } from '@jointly/contracts';
import { createEvent } from '@jointly/common/events';
import { aCompanyPlanChange, expectPlanLimitReached, putCompanyOnPlan } from '@jointly/common/testing';
import { eventually, startBidsApp, type BidsTestApp, type TestAccount } from './support/bids-test-app';

/** Open workspaces per company, enforced by bids from billing's plan events. */
describe('bids: the open-workspaces plan limit', () => {
  let t: BidsTestApp;
  const plan = `starter-${randomUUID().slice(0, 6)}`;
  const big = `big-${randomUUID().slice(0, 6)}`;

  beforeAll(async () => {
    t = await startBidsApp('bids_plan_limits');
  });
  afterAll(() => t?.close());

  const create = (who: TestAccount, name: string) => t.request('POST', '/api/workspace/create', who, { name });
  const onPlan = (companyId: string, code: string, limits: Parameters<typeof putCompanyOnPlan>[2]) =>
    putCompanyOnPlan({ billing: t.billing, db: t.db, schema: 'bids' }, companyId, limits, code);

  it('refuses a workspace beyond the plan with a message naming the limit and how to raise it; a bigger plan lifts it', async () => {
    const provider = t.account('provider');
    await t.register(provider);
    await onPlan(provider.companyId!, plan, { openWorkspaces: 2 });

    expect((await create(provider, 'One')).status).toBe(201);
    expect((await create(provider, 'Two')).status).toBe(201);
    const third = await create(provider, 'Three');
    expectPlanLimitReached(third, 'allows 2 open workspaces and you have 2');

    const usage = await t.request('GET', '/api/plan-usage/bids', provider);
    expect(usage.body).toEqual([
      { limit: 'openWorkspaces', used: 2, max: 2 },
      { limit: 'expertInvitationsPerMonth', used: 0, max: 3 },
    ]);

    // Another company is not affected.
    const other = t.account('provider');
    await t.register(other);
    expect((await create(other, 'Elsewhere')).status).toBe(201);

    // An archived workspace no longer counts.
    const [{ id }] = (await t.db.query(`SELECT id FROM bids.workspace WHERE company_id = $1 ORDER BY created_at LIMIT 1`, [
      provider.companyId,
    ])) as Array<{
      id: string;
    }>;
    await t.db.query(`UPDATE bids.workspace SET status = 'archived' WHERE id = $1`, [id]);
    expect((await create(provider, 'Three again')).status).toBe(201);
    expect((await create(provider, 'Four')).status).toBe(403);

    await onPlan(provider.companyId!, big, { openWorkspaces: null });
    expect((await create(provider, 'Four')).status).toBe(201);
  });

  it('keeps what a company has after a downgrade and refuses more; PlanUpdated raises the plan for every company on it', async () => {
    const provider = t.account('provider');
    await t.register(provider);
    await onPlan(provider.companyId!, big, { openWorkspaces: null });
    for (const name of ['A', 'B', 'C']) expect((await create(provider, name)).status).toBe(201);

    const downgrade = `down-${randomUUID().slice(0, 6)}`;
    await onPlan(provider.companyId!, downgrade, { openWorkspaces: 1 });
    const refused = await create(provider, 'D');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('allows 1 open workspace and you have 3');
    const [{ n }] = (await t.db.query(`SELECT count(*)::int AS n FROM bids.workspace WHERE company_id = $1`, [
      provider.companyId,
    ])) as Array<{ n: number }>;
    expect(n).toBe(3);

    await t.billing.publish(
      createEvent(BillingEvents.PlanUpdated, {
        aggregateId: downgrade,
        payload: {
          planCode: downgrade,
          name: 'Downgraded',
          limits: { ...aCompanyPlanChange(provider.companyId!, downgrade).payload.limits, openWorkspaces: 4 },
        },
      }),
    );
    await eventually('plan raised', async () => (await create(provider, 'D')).status === 201);
  });

  it('counts reopening an archived workspace like creating one: refused at the limit, allowed after an upgrade', async () => {
    const provider = t.account('provider');
    await t.register(provider);
    const small = `reopen-${randomUUID().slice(0, 6)}`;
    await onPlan(provider.companyId!, small, { openWorkspaces: 1 });
    const first = await create(provider, 'First');
    expect(first.status).toBe(201);
    const firstId = (await t.db.query(`SELECT id::text FROM bids.workspace WHERE company_id = $1`, [provider.companyId]))[0].id as string;
    const versionOf = async (id: string) =>
      ((await t.db.query('SELECT version FROM bids.workspace WHERE id = $1', [id])) as Array<{ version: number }>)[0].version;
    const move = async (id: string, status: string) =>
      t.request('PATCH', `/api/workspace/update/${id}`, provider, { version: await versionOf(id), status });

    expect((await move(firstId, 'archived')).status).toBe(200);
    expect((await create(provider, 'Second')).status).toBe(201);
    const reopened = await move(firstId, 'draft');
    expectPlanLimitReached(reopened, 'allows 1 open workspace and you have 1');
    const [{ status }] = (await t.db.query('SELECT status FROM bids.workspace WHERE id = $1', [firstId])) as Array<{ status: string }>;
    expect(status).toBe('archived');

    // Archiving and other edits of what the company has still work at the limit.
    const [{ id: secondId }] = (await t.db.query(`SELECT id::text FROM bids.workspace WHERE company_id = $1 AND status = 'draft'`, [
      provider.companyId,
    ])) as Array<{ id: string }>;
    expect(
      (await t.request('PATCH', `/api/workspace/update/${secondId}`, provider, { version: await versionOf(secondId), name: 'Renamed' }))
        .status,
    ).toBe(200);

    const bigger = `reopen-big-${randomUUID().slice(0, 6)}`;
    await onPlan(provider.companyId!, bigger, { openWorkspaces: 2 });
    expect((await move(firstId, 'draft')).status).toBe(200);
  });

  it('lets only one of two concurrent creates take the last open slot', async () => {
    const provider = t.account('provider');
    await t.register(provider);
    const one = `one-${randomUUID().slice(0, 6)}`;
    await onPlan(provider.companyId!, one, { openWorkspaces: 1 });
    const answers = await Promise.all([1, 2, 3, 4].map((i) => create(provider, `Race ${i}`)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 403, 403, 403]);
  });

  it('counts expert invitations per calendar month against the plan', async () => {
    const provider = t.account('provider');
    const experts = [1, 2, 3].map(() => t.account('expert'));
    await t.register(provider, ...experts);
    const tenderId = await t.publishTender();
    const plan2 = `two-${randomUUID().slice(0, 6)}`;
    await onPlan(provider.companyId!, plan2, { expertInvitationsPerMonth: 2 });
    const invite = (expertId: string) => t.request('POST', '/api/bids/create', provider, { tender: tenderId, expert: expertId });
    expect((await invite(experts[0].id)).status).toBe(201);
    expect((await invite(experts[1].id)).status).toBe(201);
    const third = await invite(experts[2].id);
    expect(third.status).toBe(403);
    expect(third.body.message).toContain('allows 2 expert invitations per month and you have 2');
    // Last month's invitations do not count.
    await t.db.query(`UPDATE bids.bid SET created_at = now() - interval '40 days' WHERE inviter_company_id = $1`, [provider.companyId]);
    expect((await invite(experts[2].id)).status).toBe(201);
  });
});
