import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { DEFAULT_PLAN_CODE, PLAN_LIMIT_KEYS, type PlanLimits } from '@jointly/contracts';
import { aCompanyPlanChange } from './event-fixtures';
import { eventually } from './eventually';
import type { BillingEventsPublisher } from './stand-in-services.module';

/**
 * Test support: the free plan without limits in a service's read model, dated before any event (so billing's events
 * still win). Suites that are not about plan limits use it so their companies can create freely; limit suites put
 * their companies on plans of their own through CompanyPlanChanged.
 */
export async function liftFreePlanLimitsForTests(manager: EntityManager, schema: string): Promise<void> {
  if (!/^[a-z_]+$/.test(schema)) throw new Error(`bad schema name ${schema}`);
  const unlimited = Object.fromEntries(PLAN_LIMIT_KEYS.map((key) => [key, null]));
  await manager.query(
    `INSERT INTO "${schema}".plan_limits (plan_code, name, limits, as_of) VALUES ($1, 'Free', $2::jsonb, '-infinity')
     ON CONFLICT (plan_code) DO UPDATE SET limits = EXCLUDED.limits WHERE "${schema}".plan_limits.as_of = '-infinity'`,
    [DEFAULT_PLAN_CODE, JSON.stringify(unlimited)],
  );
}

/**
 * Puts a company on a plan as billing would (CompanyPlanChanged with these limits over the defaults) and waits until
 * the service under test has it in its `<schema>.company_plan`. Resolves to the plan's code (a fresh one unless given).
 */
export async function putCompanyOnPlan(
  { billing, db, schema }: { billing: BillingEventsPublisher; db: DataSource; schema: string },
  companyId: string,
  limits: Partial<PlanLimits>,
  code = `plan-${randomUUID().slice(0, 8)}`,
): Promise<string> {
  if (!/^[a-z_]+$/.test(schema)) throw new Error(`bad schema name ${schema}`);
  await billing.publish(aCompanyPlanChange(companyId, code, limits));
  await eventually(`company ${companyId} on ${code}`, async () => {
    const rows = (await db.query(`SELECT plan_code FROM "${schema}".company_plan WHERE company_id = $1`, [companyId])) as Array<{
      plan_code: string;
    }>;
    return rows[0]?.plan_code === code;
  });
  return code;
}

/**
 * Asserts a refusal at a plan's limit: 403 PLAN.LIMIT_REACHED with a message naming the limit and what the company has
 * (`says`, e.g. 'allows 2 open workspaces and you have 2') and how to raise it ('Manage plan').
 */
export function expectPlanLimitReached(response: { status: number; body: any }, says: string): void {
  expect(response.status).toBe(403);
  expect(response.body.code).toBe('PLAN.LIMIT_REACHED');
  expect(response.body.message).toContain(says);
  expect(response.body.message).toContain('Manage plan');
}
