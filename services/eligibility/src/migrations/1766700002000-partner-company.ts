import { MigrationInterface, QueryRunner } from 'typeorm';

/** Approved partner companies (from accounts' PartnerApproved): the only companies partner suggestions consider. */
export class PartnerCompany1766700002000 implements MigrationInterface {
  name = 'PartnerCompany1766700002000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE eligibility.partner_company (
        company_id uuid PRIMARY KEY,
        company_name text NOT NULL,
        approved_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE eligibility.partner_company`);
  }
}
