import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { DEFAULT_PLAN_CODE } from '@jointly/contracts';

export interface SubscriptionRow {
  partyId: string;
  planCode: string;
  since: string | null;
  requestedPlanCode: string | null;
  requestedAt: string | null;
}

/** Subscriptions per billing party; a party without a row is on the free plan. */
@Injectable()
export class SubscriptionRepository {
  constructor(@InjectDataSource('billing') readonly dataSource: DataSource) {}

  /** The party's subscription, locked for the caller's transaction when asked (a row is created on first lock). */
  async get(partyId: string, manager: EntityManager = this.dataSource.manager, forUpdate = false): Promise<SubscriptionRow> {
    if (forUpdate)
      await manager.query(`INSERT INTO billing.subscription (party_id, plan_code) VALUES ($1, $2) ON CONFLICT (party_id) DO NOTHING`, [
        partyId,
        DEFAULT_PLAN_CODE,
      ]);
    const [row] = (await manager.query(
      `SELECT plan_code, since, requested_plan_code, requested_at FROM billing.subscription WHERE party_id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
      [partyId],
    )) as Array<{ plan_code: string; since: Date; requested_plan_code: string | null; requested_at: Date | null }>;
    if (!row) return { partyId, planCode: DEFAULT_PLAN_CODE, since: null, requestedPlanCode: null, requestedAt: null };
    return {
      partyId,
      planCode: row.plan_code,
      since: row.since.toISOString(),
      requestedPlanCode: row.requested_plan_code,
      requestedAt: row.requested_at?.toISOString() ?? null,
    };
  }

  async setPlan(manager: EntityManager, partyId: string, planCode: string): Promise<void> {
    await manager.query(
      `UPDATE billing.subscription SET plan_code = $2, since = now(), requested_plan_code = NULL, requested_at = NULL, requested_by = NULL,
         updated_at = now() WHERE party_id = $1`,
      [partyId, planCode],
    );
  }

  async request(manager: EntityManager, partyId: string, planCode: string | null, by: string): Promise<void> {
    await manager.query(
      `UPDATE billing.subscription SET requested_plan_code = $2, requested_at = CASE WHEN $2::text IS NULL THEN NULL ELSE now() END,
         requested_by = CASE WHEN $2::text IS NULL THEN NULL ELSE $3::uuid END, updated_at = now() WHERE party_id = $1`,
      [partyId, planCode, by],
    );
  }
}
