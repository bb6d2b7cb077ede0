import { MigrationInterface, QueryRunner } from 'typeorm';

/** What tenders' events now carry for derived criteria (contract period, suitability, lots, selection criteria text). */
export class TenderCriteriaSource1766700000000 implements MigrationInterface {
  name = 'TenderCriteriaSource1766700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE eligibility.tender_summary ADD COLUMN criteria_source jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE eligibility.tender_summary DROP COLUMN criteria_source`);
  }
}
