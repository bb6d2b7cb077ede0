import { Controller, Get, Inject, Injectable, type Provider, type Type } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  BillingEvents,
  DEFAULT_PLAN_CODE,
  DEFAULT_PLANS,
  PLAN_LIMIT_LABELS,
  defaultPlanLimits,
  type CompanyPlanChanged,
  type EventEnvelope,
  type PlanLimitKey,
  type PlanLimits,
  type PlanUpdated,
  type PlanUsage,
} from '@jointly/contracts';
import { CurrentUser, type AuthenticatedUser } from '../auth';
import { ForbiddenError } from '../errors';
import { EventConsumer, type EventConsumerHandler } from '../events';

/**
 * Plan limits, enforced by the service that owns the limited thing (consortiums counts the consortiums a company
 * leads, bids its open workspaces, tenders its saved searches with alerts…). Billing owns plans and subscriptions and
 * publishes PlanUpdated and CompanyPlanChanged; each enforcing service keeps a read model of them in its own schema
 * ({@link planLimitsTablesSql} in a migration, {@link planLimitsProviders} in its module) and asks
 * {@link PlanLimitChecker.assertCanAdd} in the transaction of a create. A company without a known subscription is on
 * the free plan; a plan billing has not described yet has its default limits (contracts' DEFAULT_PLANS).
 *
 * A company over a limit after a downgrade keeps what it has: only adding is refused.
 */

/** 403 PLAN.LIMIT_REACHED: names the limit, the plan and how to raise it. */
export class PlanLimitReachedError extends ForbiddenError {
  constructor(
    readonly limit: PlanLimitKey,
    readonly max: number,
    readonly used: number,
    readonly planName: string,
  ) {
    const label = max === 1 ? PLAN_LIMIT_LABELS[limit].one : PLAN_LIMIT_LABELS[limit].many;
    // Measured limits (storage) have fractions: one decimal is enough to read.
    const shown = Number.isInteger(used) ? used : Math.round(used * 10) / 10;
    super(
      `Your company's ${planName} plan allows ${max} ${label} and you have ${shown}. ` +
        'Upgrade your plan on Account › Manage plan (or ask an admin) to add more.',
      'PLAN.LIMIT_REACHED',
    );
  }
}

/** SQL of the read model tables, for the enforcing service's migration. */
export function planLimitsTablesSql(schema: string): string[] {
  assertSchema(schema);
  return [
    `CREATE TABLE IF NOT EXISTS "${schema}".plan_limits (
      plan_code text PRIMARY KEY,
      name text NOT NULL,
      limits jsonb NOT NULL,
      as_of timestamptz NOT NULL
    )`,
    `CREATE TABLE IF NOT EXISTS "${schema}".company_plan (
      company_id uuid PRIMARY KEY,
      plan_code text NOT NULL,
      as_of timestamptz NOT NULL
    )`,
  ];
}

export function dropPlanLimitsTablesSql(schema: string): string[] {
  assertSchema(schema);
  return [`DROP TABLE IF EXISTS "${schema}".company_plan`, `DROP TABLE IF EXISTS "${schema}".plan_limits`];
}

type PlanEvent = PlanUpdated | CompanyPlanChanged;

/**
 * Applies one billing event to the read model in the consumer's transaction. Each row keeps the time of the event
 * that wrote it, and an older event never overwrites a newer one (plans and subscriptions travel on two topics, so
 * a CompanyPlanChanged carrying a plan's limits may arrive after a later PlanUpdated of that plan).
 */
export async function applyPlanEvent(manager: EntityManager, schema: string, envelope: EventEnvelope<PlanEvent>): Promise<void> {
  assertSchema(schema);
  const upsertPlan = (planCode: string, name: string | null, limits: PlanLimits) =>
    manager.query(
      `INSERT INTO "${schema}".plan_limits AS p (plan_code, name, limits, as_of) VALUES ($1, coalesce($2, $1), $3::jsonb, $4)
       ON CONFLICT (plan_code) DO UPDATE SET name = coalesce($2, p.name), limits = EXCLUDED.limits, as_of = EXCLUDED.as_of
       WHERE p.as_of <= EXCLUDED.as_of`,
      [planCode, name, JSON.stringify(limits), envelope.occurredAt],
    );
  if (envelope.type === BillingEvents.PlanUpdated.type) {
    const { planCode, name, limits } = envelope.payload as PlanUpdated;
    await upsertPlan(planCode, name, limits);
    return;
  }
  const { companyId, planCode, limits } = envelope.payload as CompanyPlanChanged;
  await upsertPlan(planCode, null, limits);
  await manager.query(
    `INSERT INTO "${schema}".company_plan AS c (company_id, plan_code, as_of) VALUES ($1, $2, $3)
     ON CONFLICT (company_id) DO UPDATE SET plan_code = EXCLUDED.plan_code, as_of = EXCLUDED.as_of WHERE c.as_of <= EXCLUDED.as_of`,
    [companyId, planCode, envelope.occurredAt],
  );
}

/** A company's plan as the service knows it. */
export interface CompanyPlan {
  planCode: string;
  planName: string;
  limits: PlanLimits;
}

/** Counts what a company has of one limited thing, in the caller's transaction. */
export type UsageCounter = (manager: EntityManager, companyId: string) => Promise<number>;

/** Reads the read model and refuses additions beyond a limit. One per enforcing service (its schema). */
export class PlanLimitChecker {
  constructor(readonly schema: string) {
    assertSchema(schema);
  }

  async planOf(manager: EntityManager, companyId: string): Promise<CompanyPlan> {
    const [row] = (await manager.query(
      `SELECT coalesce(c.plan_code, $2) AS plan_code, p.name, p.limits
         FROM (SELECT $1::uuid AS company_id) AS q
         LEFT JOIN "${this.schema}".company_plan c ON c.company_id = q.company_id
         LEFT JOIN "${this.schema}".plan_limits p ON p.plan_code = coalesce(c.plan_code, $2)`,
      [companyId, DEFAULT_PLAN_CODE],
    )) as Array<{ plan_code: string; name: string | null; limits: PlanLimits | null }>;
    const fallback = DEFAULT_PLANS.find((p) => p.code === row.plan_code);
    return {
      planCode: row.plan_code,
      planName: row.name ?? fallback?.name ?? row.plan_code,
      limits: { ...defaultPlanLimits(row.plan_code), ...(row.limits ?? {}) },
    };
  }

  /**
   * Throws {@link PlanLimitReachedError} when adding `adding` (one thing by default; for a measured limit such as
   * storage, the amount in the limit's unit) would take the company past what its plan allows. Call it inside the
   * create's transaction, before the insert: it takes a transaction lock per company and limit, so two concurrent
   * creates cannot both pass on the last free slot.
   */
  async assertCanAdd(manager: EntityManager, companyId: string, limit: PlanLimitKey, count: UsageCounter, adding = 1): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`plan-limit:${this.schema}:${limit}:${companyId}`]);
    const plan = await this.planOf(manager, companyId);
    const max = plan.limits[limit];
    if (max === null || max === undefined) return;
    const used = await count(manager, companyId);
    if (used + adding > max) throw new PlanLimitReachedError(limit, max, used, plan.planName);
  }

  /** The company's use of each given limit against its plan (the manage-plan screen's bars). */
  async usage(manager: EntityManager, companyId: string, counters: Partial<Record<PlanLimitKey, UsageCounter>>): Promise<PlanUsage[]> {
    const plan = await this.planOf(manager, companyId);
    const result: PlanUsage[] = [];
    for (const [limit, count] of Object.entries(counters) as Array<[PlanLimitKey, UsageCounter]>)
      result.push({ limit, used: await count(manager, companyId), max: plan.limits[limit] ?? null });
    return result;
  }
}

/**
 * The enforcing service's consumer of billing's plan events and its {@link PlanLimitChecker}, as providers of its
 * module. The consumer is named `KeepPlanLimitsOnBillingEvents` in every service (its group is the service's).
 */
export function planLimitsProviders(service: string): Provider[] {
  assertSchema(service);
  @Injectable()
  @EventConsumer({
    service,
    name: 'KeepPlanLimitsOnBillingEvents',
    events: [BillingEvents.PlanUpdated, BillingEvents.CompanyPlanChanged],
  })
  class KeepPlanLimitsOnBillingEvents implements EventConsumerHandler<PlanEvent> {
    handle(envelope: EventEnvelope<PlanEvent>, manager: EntityManager): Promise<void> {
      return applyPlanEvent(manager, service, envelope);
    }
  }
  return [KeepPlanLimitsOnBillingEvents as Type, { provide: PlanLimitChecker, useValue: new PlanLimitChecker(service) }];
}

function assertSchema(schema: string): void {
  if (!/^[a-z_]+$/.test(schema)) throw new Error(`bad schema name ${schema}`);
}

/**
 * `GET /api/plan-usage/<service>`: the caller's company's use of the limits this service enforces, against its plan
 * (the manage-plan screen's bars). Register the returned class among the service module's controllers; the route
 * table sends `plan-usage/<service>` to the service. Callers without a company get an empty list.
 */
export function planUsageController(service: string, counters: Partial<Record<PlanLimitKey, UsageCounter>>): Type {
  assertSchema(service);
  @ApiTags('billing')
  @ApiBearerAuth()
  @Controller(`plan-usage/${service}`)
  class PlanUsageController {
    constructor(
      @Inject(getDataSourceToken(service)) private readonly dataSource: DataSource,
      private readonly checker: PlanLimitChecker,
    ) {}

    @Get()
    @ApiOperation({ summary: `The caller's company's use of the plan limits ${service} enforces` })
    usage(@CurrentUser() caller: AuthenticatedUser): Promise<PlanUsage[]> {
      if (!caller.companyId) return Promise.resolve([]);
      return this.checker.usage(this.dataSource.manager, caller.companyId, counters);
    }
  }
  Object.defineProperty(PlanUsageController, 'name', { value: `PlanUsage${service[0].toUpperCase()}${service.slice(1)}Controller` });
  return PlanUsageController;
}
