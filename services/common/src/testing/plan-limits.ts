import type { EntityManager } from 'typeorm';
import { DEFAULT_PLAN_CODE, PLAN_LIMIT_KEYS } from '@jointly/contracts';

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
