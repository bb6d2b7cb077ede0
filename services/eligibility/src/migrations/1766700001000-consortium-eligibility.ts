import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Consortium eligibility: which companies make up each consortium (from consortiums' events) and the stored ratings
 * of consortiums against open tenders. Sparse: only ratings at or above the floor the screens list are stored; the
 * rest are computed on read for the one tender a screen asks about.
 */
export class ConsortiumEligibility1766700001000 implements MigrationInterface {
  name = 'ConsortiumEligibility1766700001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE eligibility.consortium_member (
        consortium_id uuid NOT NULL,
        company_id uuid NOT NULL,
        company_name text,
        consortium_name text NOT NULL,
        role text NOT NULL CHECK (role IN ('lead', 'member')),
        joined_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (consortium_id, company_id)
      )`);
    await q.query(`CREATE INDEX consortium_member_company_idx ON eligibility.consortium_member (company_id)`);
    await q.query(`
      CREATE TABLE eligibility.consortium_result (
        consortium_id uuid NOT NULL,
        tender_id uuid NOT NULL,
        rating smallint NOT NULL CHECK (rating BETWEEN 0 AND 100),
        lead_rating smallint NOT NULL CHECK (lead_rating BETWEEN 0 AND 100),
        calculated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (consortium_id, tender_id)
      )`);
    await q.query(`CREATE INDEX consortium_result_tender_idx ON eligibility.consortium_result (tender_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE eligibility.consortium_result`);
    await q.query(`DROP TABLE eligibility.consortium_member`);
  }
}
