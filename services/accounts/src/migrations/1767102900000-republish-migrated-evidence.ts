import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Companies whose documents became evidence by the purpose migration (1767102500001: 'evidence:<id>' → certificate) have
 * published no facts with it: they are listed here, and the service publishes each one's facts once on start
 * (CompanyFactsPublisher.publishPending), removing the row in the same transaction.
 */
export class RepublishMigratedEvidence1767102900000 implements MigrationInterface {
  name = 'RepublishMigratedEvidence1767102900000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE accounts.company_facts_pending (company_id uuid PRIMARY KEY)`);
    await q.query(
      `INSERT INTO accounts.company_facts_pending (company_id)
       SELECT DISTINCT f.company_id FROM accounts.stored_file f JOIN accounts.partner p ON p.id = f.company_id
        WHERE f.purpose IN ('certificate', 'financial-accounts')`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE accounts.company_facts_pending`);
  }
}
