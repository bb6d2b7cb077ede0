import { MigrationInterface, QueryRunner } from 'typeorm';
import { dropPlanLimitsTablesSql, planLimitsTablesSql } from '@jointly/common/limits';

/** The plan-limits read model (plans and company plans from billing's events), for the open-workspaces limit. */
export class PlanLimits1767070000002 implements MigrationInterface {
  name = 'PlanLimits1767070000002';

  async up(q: QueryRunner): Promise<void> {
    for (const sql of planLimitsTablesSql('bids')) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const sql of dropPlanLimitsTablesSql('bids')) await q.query(sql);
  }
}
