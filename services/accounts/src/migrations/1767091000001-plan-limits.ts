import { MigrationInterface, QueryRunner } from 'typeorm';
import { dropPlanLimitsTablesSql, planLimitsTablesSql } from '@jointly/common/limits';

/** The plan-limits read model (plans and company plans from billing's events), for the seats and storage limits. */
export class PlanLimits1767091000001 implements MigrationInterface {
  name = 'PlanLimits1767091000001';

  async up(q: QueryRunner): Promise<void> {
    for (const sql of planLimitsTablesSql('accounts')) await q.query(sql);
    await q.query(`CREATE INDEX IF NOT EXISTS stored_file_company_idx ON accounts.stored_file (company_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS accounts.stored_file_company_idx`);
    for (const sql of dropPlanLimitsTablesSql('accounts')) await q.query(sql);
  }
}
