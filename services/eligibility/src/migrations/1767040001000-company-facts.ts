import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Companies' facts from accounts' CompanyFactsChanged (the company profile and business information): the whole set
 * per company, the newest event (by its `occurredAt`, kept in `changed_at`) winning. Scoring merges them with the
 * criteria form's answers of each member account. `account_company`: each account's company now (AccountRegistered,
 * MembershipChanged; the newest change wins), what decides whose facts an account is rated with.
 */
export class CompanyFacts1767040001000 implements MigrationInterface {
  name = 'CompanyFacts1767040001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE eligibility.company_facts (
        company_id uuid PRIMARY KEY,
        service_categories text[] NOT NULL DEFAULT '{}',
        regions text[] NOT NULL DEFAULT '{}',
        certifications text[] NOT NULL DEFAULT '{}',
        annual_turnover bigint CHECK (annual_turnover >= 0),
        staff_count integer CHECK (staff_count >= 0),
        years_trading integer CHECK (years_trading >= 0),
        changed_at timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE eligibility.account_company (
        account_id uuid PRIMARY KEY,
        company_id uuid,
        changed_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX account_company_company_idx ON eligibility.account_company (company_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE eligibility.account_company`);
    await q.query(`DROP TABLE eligibility.company_facts`);
  }
}
