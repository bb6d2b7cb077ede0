import { MigrationInterface, QueryRunner } from 'typeorm';
import { dropPlanLimitsTablesSql, planLimitsTablesSql } from '@jointly/common/limits';

/** The plan-limits read model (plans and company plans from billing's events), for the storage of attachments. */
export class PlanLimits1767091000002 implements MigrationInterface {
  name = 'PlanLimits1767091000002';

  async up(q: QueryRunner): Promise<void> {
    for (const sql of planLimitsTablesSql('messages')) await q.query(sql);
    await q.query(`CREATE INDEX IF NOT EXISTS message_author_company_idx ON messages.message (author_company_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS messages.message_author_company_idx`);
    for (const sql of dropPlanLimitsTablesSql('messages')) await q.query(sql);
  }
}
