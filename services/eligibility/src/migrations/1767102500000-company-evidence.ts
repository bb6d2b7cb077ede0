import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Companies' uploaded evidence among their facts (accounts' CompanyFactsChanged `evidencedCertifications`,
 * `turnoverEvidenced`): the certifications a certificate was uploaded for, and whether financial accounts were. Rows
 * kept before (events without them) have none.
 */
export class CompanyEvidence1767102500000 implements MigrationInterface {
  name = 'CompanyEvidence1767102500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE eligibility.company_facts ADD COLUMN evidenced_certifications text[] NOT NULL DEFAULT '{}'`);
    await q.query(`ALTER TABLE eligibility.company_facts ADD COLUMN turnover_evidenced boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE eligibility.company_facts DROP COLUMN turnover_evidenced`);
    await q.query(`ALTER TABLE eligibility.company_facts DROP COLUMN evidenced_certifications`);
  }
}
