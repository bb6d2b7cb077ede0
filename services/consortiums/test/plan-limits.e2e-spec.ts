import { randomUUID } from 'node:crypto';
import { BillingEvents, defaultPlanLimits } from '@jointly/contracts';
import { createEvent } from '@jointly/common/events';
import { aCompanyPlanChange, putCompanyOnPlan } from '@jointly/common/testing';
import { eventually, startConsortiumsApp, type ConsortiumsTestApp, type TestAccount } from './support/consortiums-test-app';

/** Active consortiums (the ones a company leads), enforced by consortiums from billing's plan events. */
describe('consortiums: the active-consortiums plan limit', () => {
  let t: ConsortiumsTestApp;

  beforeAll(async () => {
    t = await startConsortiumsApp('consortiums_plan_limits');
  });
  afterAll(() => t?.close());

  const create = (who: TestAccount, name: string) => t.request('POST', '/api/consortium/create', who, { name });
  const onPlan = (who: TestAccount, code: string, activeConsortiums: number | null) =>
    putCompanyOnPlan({ billing: t.billing, db: t.db, schema: 'consortiums' }, who.companyId!, { activeConsortiums }, code);

  it('refuses a consortium beyond the plan (403 naming the limit); an admin raising the plan lets the company go on', async () => {
    const lead = t.account('provider', { companyName: 'Limit Care Ltd' });
    await t.approvePartner(lead);
    const starter = `starter-${randomUUID().slice(0, 6)}`;
    await onPlan(lead, starter, 1);
    expect((await create(lead, 'First alliance')).status).toBe(201);
    const refused = await create(lead, 'Second alliance');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'PLAN.LIMIT_REACHED' });
    expect(refused.body.message).toBe(
      "Your company's " +
        starter +
        ' plan allows 1 active consortium and you have 1. Upgrade your plan on Account › Manage plan (or ask an admin) to add more.',
    );
    expect((await t.request('GET', '/api/plan-usage/consortiums', lead)).body).toEqual([{ limit: 'activeConsortiums', used: 1, max: 1 }]);

    // Being a member of someone else's consortium does not count: only the ones the company leads.
    const other = t.account('provider', { companyName: 'Other Lead Ltd' });
    await t.approvePartner(other);
    expect((await create(other, 'Other alliance')).status).toBe(201);

    await t.billing.publish(
      createEvent(BillingEvents.PlanUpdated, {
        aggregateId: starter,
        payload: { planCode: starter, name: 'Starter', limits: { ...defaultPlanLimits('free'), activeConsortiums: 2 } },
      }),
    );
    await eventually('plan raised', async () => (await create(lead, 'Second alliance')).status === 201);
    const third = await create(lead, 'Third alliance');
    expect(third.body.message).toContain('Starter plan allows 2 active consortiums and you have 2');
  });

  it('keeps the consortiums of a company that moved to a smaller plan, and refuses new ones', async () => {
    const lead = t.account('provider');
    await t.approvePartner(lead);
    await onPlan(lead, `big-${randomUUID().slice(0, 6)}`, null);
    for (const name of ['A', 'B', 'C']) expect((await create(lead, name)).status).toBe(201);
    await onPlan(lead, `small-${randomUUID().slice(0, 6)}`, 1);
    expect((await create(lead, 'D')).status).toBe(403);
    const mine = (await t.db.query('SELECT count(*)::int AS n FROM consortiums.consortium WHERE lead_company_id = $1', [
      lead.companyId,
    ])) as Array<{ n: number }>;
    expect(mine[0].n).toBe(3);
  });

  it('ignores an older plan event arriving after a newer one', async () => {
    const lead = t.account('provider');
    await t.approvePartner(lead);
    const newer = aCompanyPlanChange(lead.companyId!, `newer-${randomUUID().slice(0, 6)}`, { activeConsortiums: 0 });
    const older = {
      ...aCompanyPlanChange(lead.companyId!, `older-${randomUUID().slice(0, 6)}`, { activeConsortiums: null }),
      occurredAt: '2020-01-01T00:00:00.000Z',
    };
    await t.billing.publish(newer, older);
    await eventually('both applied', async () => {
      const rows = (await t.db.query(`SELECT count(*)::int AS n FROM consortiums.plan_limits WHERE plan_code IN ($1, $2)`, [
        newer.payload.planCode,
        older.payload.planCode,
      ])) as Array<{ n: number }>;
      return rows[0].n === 2;
    });
    expect((await create(lead, 'Nope')).status).toBe(403);
  });
});
