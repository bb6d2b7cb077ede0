import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Scoring: the tender read model kept from tenders' events (`tender_summary`), tenders' criteria per lot
 * (`tender_criteria`) and the stored ratings of open tenders (`eligibility_result`, one per account and tender).
 */
export class CreateScoring1765000000000 implements MigrationInterface {
  name = 'CreateScoring1765000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE eligibility.tender_summary (
        tender_id uuid PRIMARY KEY,
        title text NOT NULL,
        buyer_name text,
        status text NOT NULL,
        value numeric,
        currency text,
        closing_date timestamptz,
        cpv_codes text[] NOT NULL DEFAULT '{}',
        regions text[] NOT NULL DEFAULT '{}',
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX tender_summary_open_idx ON eligibility.tender_summary (status, closing_date)`);

    await q.query(`
      CREATE TABLE eligibility.tender_criteria (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        tender_id uuid NOT NULL,
        lot text,
        requirements jsonb NOT NULL,
        created_by uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // One set of criteria per tender and lot (no lot = the whole tender).
    await q.query(`CREATE UNIQUE INDEX tender_criteria_tender_lot_key ON eligibility.tender_criteria (tender_id, coalesce(lot, ''))`);

    await q.query(`
      CREATE TABLE eligibility.eligibility_result (
        account_id uuid NOT NULL,
        tender_id uuid NOT NULL,
        rating smallint NOT NULL CHECK (rating BETWEEN 0 AND 100),
        band text NOT NULL,
        calculated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (account_id, tender_id)
      )`);
    await q.query(`CREATE INDEX eligibility_result_tender_idx ON eligibility.eligibility_result (tender_id)`);
    await q.query(`CREATE INDEX eligibility_result_rating_idx ON eligibility.eligibility_result (account_id, rating DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS eligibility.eligibility_result`);
    await q.query(`DROP TABLE IF EXISTS eligibility.tender_criteria`);
    await q.query(`DROP TABLE IF EXISTS eligibility.tender_summary`);
  }
}
