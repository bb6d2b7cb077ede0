import { MigrationInterface, QueryRunner } from 'typeorm';
import { dropPlanLimitsTablesSql, planLimitsTablesSql } from '@jointly/common/limits';

/** The plan-limits read model (plans and company plans from billing's events), for the active-consortiums limit. */
export class PlanLimits1767070000001 implements MigrationInterface {
  name = 'PlanLimits1767070000001';

  async up(q: QueryRunner): Promise<void> {
    for (const sql of planLimitsTablesSql('consortiums')) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const sql of dropPlanLimitsTablesSql('consortiums')) await q.query(sql);
  }
}
