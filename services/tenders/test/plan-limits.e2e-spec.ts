import { randomUUID } from 'node:crypto';
import { BillingEvents } from '@jointly/contracts';
import { createEvent } from '@jointly/common/events';
import { aCompanyPlanChange, call, expectPlanLimitReached, putCompanyOnPlan } from '@jointly/common/testing';
import { TendersTestApp, aUser, eventually, startTendersApp, type TestUser } from './support/tenders-test-app';

/** Saved searches with alerts per company, enforced by tenders (which owns saved searches) from billing's plan events. */
describe('tenders: the saved-searches-with-alerts plan limit', () => {
  let t: TendersTestApp;

  beforeAll(async () => {
    t = await startTendersApp('tenders_plan_limits', { withBilling: true });
  });
  afterAll(() => t?.close());

  const member = (companyId: string): TestUser => ({ ...aUser('provider'), companyId });
  const save = (who: TestUser, body: Record<string, unknown>) => call(t.app, 'POST', '/api/saved-search', { token: t.token(who), body });
  const change = (who: TestUser, id: string, body: Record<string, unknown>) =>
    call(t.app, 'PATCH', `/api/saved-search/${id}`, { token: t.token(who), body });
  const rowOf = async (id: string) =>
    (
      (await t.db.query('SELECT company_id, delivery, name FROM tenders.saved_search WHERE id = $1', [id])) as Array<{
        company_id: string | null;
        delivery: string;
        name: string;
      }>
    )[0];
  const onPlan = (companyId: string, code: string, limits: Parameters<typeof putCompanyOnPlan>[2]) =>
    putCompanyOnPlan({ billing: t.billing!, db: t.db, schema: 'tenders' }, companyId, limits, code);
  const planCode = (prefix: string) => `${prefix}-${randomUUID().slice(0, 6)}`;

  it('records the caller’s company (never the client’s) and counts every member’s alerts against it', async () => {
    const company = randomUUID();
    const [alice, bob] = [member(company), member(company)];
    await onPlan(company, planCode('one'), { savedSearchAlerts: 1 });

    const spoofed = await save(alice, { name: 'Mine', delivery: 'instant', companyId: randomUUID() });
    expect(spoofed.status).toBe(400);
    expect(spoofed.body.message).toContain('companyId');

    const first = await save(alice, { name: 'Home care', query: 'care', delivery: 'instant' });
    expect(first.status).toBe(201);
    expect((await rowOf(first.body.savedSearch.id)).company_id).toBe(company);

    const second = await save(bob, { name: 'Supported living', delivery: 'daily' });
    expectPlanLimitReached(second, 'allows 1 saved search with alerts and you have 1');
    const [{ n }] = (await t.db.query('SELECT count(*)::int AS n FROM tenders.saved_search WHERE company_id = $1', [company])) as Array<{
      n: number;
    }>;
    expect(n).toBe(1);

    // A search without alerts is not limited by the plan, but turning its alerts on is.
    const quiet = await save(bob, { name: 'Just looking', delivery: 'none' });
    expect(quiet.status).toBe(201);
    expect(quiet.body.savedSearch.delivery).toBe('none');
    const enable = await change(bob, quiet.body.savedSearch.id, { delivery: 'instant' });
    expect(enable.status).toBe(403);
    expect(enable.body.code).toBe('PLAN.LIMIT_REACHED');
    expect(enable.body.message).toContain('saved search with alerts');
    expect((await rowOf(quiet.body.savedSearch.id)).delivery).toBe('none');

    const usage = await call(t.app, 'GET', '/api/plan-usage/tenders', { token: t.token(bob) });
    expect(usage.status).toBe(200);
    expect(usage.body).toEqual([{ limit: 'savedSearchAlerts', used: 1, max: 1 }]);

    // Another company and an account without a company are not affected.
    expect((await save(member(randomUUID()), { name: 'Elsewhere', delivery: 'instant' })).status).toBe(201);
    expect((await save(aUser('expert'), { name: 'Expert alerts', delivery: 'instant' })).status).toBe(201);
  });

  it('lets the action through after an upgrade (CompanyPlanChanged, then PlanUpdated of the plan)', async () => {
    const company = randomUUID();
    const alice = member(company);
    const small = planCode('small');
    await onPlan(company, small, { savedSearchAlerts: 1 });
    expect((await save(alice, { name: 'A', delivery: 'instant' })).status).toBe(201);
    const quiet = await save(alice, { name: 'B', delivery: 'none' });
    expect((await change(alice, quiet.body.savedSearch.id, { delivery: 'daily' })).status).toBe(403);

    await onPlan(company, planCode('bigger'), { savedSearchAlerts: 2 });
    const enabled = await change(alice, quiet.body.savedSearch.id, { delivery: 'daily' });
    expect(enabled.status).toBe(200);
    expect(enabled.body.savedSearch.delivery).toBe('daily');
    expect((await save(alice, { name: 'C', delivery: 'instant' })).status).toBe(403);

    // An admin raising the plan itself lifts it for the company too.
    const current = (await t.db.query('SELECT plan_code FROM tenders.company_plan WHERE company_id = $1', [company]))[0]
      .plan_code as string;
    await t.billing!.publish(
      createEvent(BillingEvents.PlanUpdated, {
        aggregateId: current,
        payload: {
          planCode: current,
          name: 'Bigger',
          limits: { ...aCompanyPlanChange(company, current).payload.limits, savedSearchAlerts: null },
        },
      }),
    );
    await eventually('plan unlimited', async () => (await save(alice, { name: 'C', delivery: 'instant' })).status === 201);
  });

  it('lets a downgraded company keep and edit the alerts it has, and refuses more', async () => {
    const company = randomUUID();
    const alice = member(company);
    await onPlan(company, planCode('wide'), { savedSearchAlerts: null });
    const ids: string[] = [];
    for (const name of ['One', 'Two', 'Three']) {
      const saved = await save(alice, { name, delivery: 'instant' });
      expect(saved.status).toBe(201);
      ids.push(saved.body.savedSearch.id);
    }

    await onPlan(company, planCode('down'), { savedSearchAlerts: 1 });
    const refused = await save(alice, { name: 'Four', delivery: 'daily' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('allows 1 saved search with alerts and you have 3');

    // What it has keeps working and stays editable: rename, new filters, instant → daily.
    const edited = await change(alice, ids[0], { name: 'One (renamed)', query: 'domiciliary', delivery: 'daily' });
    expect(edited.status).toBe(200);
    expect(await rowOf(ids[0])).toEqual({ company_id: company, delivery: 'daily', name: 'One (renamed)' });
    const [{ n }] = (await t.db.query(`SELECT count(*)::int AS n FROM tenders.saved_search WHERE company_id = $1 AND delivery <> 'none'`, [
      company,
    ])) as Array<{ n: number }>;
    expect(n).toBe(3);

    // Alerts switched off cannot come back while the company is over its limit.
    expect((await change(alice, ids[1], { delivery: 'none' })).status).toBe(200);
    const back = await change(alice, ids[1], { delivery: 'instant' });
    expect(back.status).toBe(403);
    expect(back.body.message).toContain('you have 2');
  });

  it('lets only one of concurrent saves take the last slot', async () => {
    const company = randomUUID();
    await onPlan(company, planCode('race'), { savedSearchAlerts: 1 });
    const answers = await Promise.all([1, 2, 3, 4].map((i) => save(member(company), { name: `Race ${i}`, delivery: 'instant' })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 403, 403, 403]);
  });
});
