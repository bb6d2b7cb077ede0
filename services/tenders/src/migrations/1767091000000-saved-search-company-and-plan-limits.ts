import { MigrationInterface, QueryRunner } from 'typeorm';
import { dropPlanLimitsTablesSql, planLimitsTablesSql } from '@jointly/common/limits';

/**
 * Saved searches record the company of their owner (set by the server from the caller's current membership), may
 * have alerts off (`delivery = 'none'`), and the plan-limits read model arrives for the saved-searches-with-alerts
 * limit. Existing searches take their owner's company from the membership read model where it knows it; the rest get
 * it the next time their owner saves them.
 */
export class SavedSearchCompanyAndPlanLimits1767091000000 implements MigrationInterface {
  name = 'SavedSearchCompanyAndPlanLimits1767091000000';

  async up(q: QueryRunner): Promise<void> {
    for (const sql of planLimitsTablesSql('tenders')) await q.query(sql);
    await q.query(`ALTER TABLE tenders.saved_search ADD COLUMN company_id uuid`);
    await q.query(`ALTER TABLE tenders.saved_search DROP CONSTRAINT IF EXISTS saved_search_delivery_check`);
    await q.query(
      `ALTER TABLE tenders.saved_search ADD CONSTRAINT saved_search_delivery_check CHECK (delivery IN ('instant', 'daily', 'none'))`,
    );
    await q.query(`CREATE INDEX saved_search_company_alerts_idx ON tenders.saved_search (company_id) WHERE delivery <> 'none'`);
    await q.query(
      `UPDATE tenders.saved_search s SET company_id = m.company_id
         FROM tenders.account_membership m WHERE m.account_id = s.account_id AND s.company_id IS NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS tenders.saved_search_company_alerts_idx`);
    await q.query(`DELETE FROM tenders.saved_search WHERE delivery = 'none'`);
    await q.query(`ALTER TABLE tenders.saved_search DROP CONSTRAINT IF EXISTS saved_search_delivery_check`);
    await q.query(`ALTER TABLE tenders.saved_search ADD CONSTRAINT saved_search_delivery_check CHECK (delivery IN ('instant', 'daily'))`);
    await q.query(`ALTER TABLE tenders.saved_search DROP COLUMN IF EXISTS company_id`);
    for (const sql of dropPlanLimitsTablesSql('tenders')) await q.query(sql);
  }
}
