import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * User criteria (a provider's facts, one row per account) and expert criteria (an expert's directory entry, one row
 * per expert account). List columns are text[] with GIN indexes for the search's overlap filters.
 */
export class CreateCriteria1764800000000 implements MigrationInterface {
  name = 'CreateCriteria1764800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE eligibility.user_criteria (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL,
        company_id uuid,
        service_categories text[] NOT NULL DEFAULT '{}',
        regions text[] NOT NULL DEFAULT '{}',
        annual_turnover bigint CHECK (annual_turnover >= 0),
        years_trading integer CHECK (years_trading >= 0),
        staff_count integer CHECK (staff_count >= 0),
        certifications text[] NOT NULL DEFAULT '{}',
        insurance_level bigint CHECK (insurance_level >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT user_criteria_account_key UNIQUE (account_id)
      )`);
    await q.query(`CREATE INDEX user_criteria_company_idx ON eligibility.user_criteria (company_id)`);
    await q.query(`CREATE INDEX user_criteria_updated_idx ON eligibility.user_criteria (updated_at DESC, id)`);
    await q.query(`CREATE INDEX user_criteria_categories_idx ON eligibility.user_criteria USING gin (service_categories)`);

    await q.query(`
      CREATE TABLE eligibility.expert_criteria (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL,
        headline text,
        expertise text[] NOT NULL DEFAULT '{}',
        sectors text[] NOT NULL DEFAULT '{}',
        regions text[] NOT NULL DEFAULT '{}',
        years_experience integer CHECK (years_experience >= 0),
        day_rate integer CHECK (day_rate >= 0),
        availability text NOT NULL DEFAULT 'available' CHECK (availability IN ('available', 'limited', 'unavailable')),
        bio text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT expert_criteria_account_key UNIQUE (account_id)
      )`);
    await q.query(`CREATE INDEX expert_criteria_updated_idx ON eligibility.expert_criteria (updated_at DESC, id)`);
    await q.query(`CREATE INDEX expert_criteria_sectors_idx ON eligibility.expert_criteria USING gin (sectors)`);
    await q.query(`CREATE INDEX expert_criteria_regions_idx ON eligibility.expert_criteria USING gin (regions)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS eligibility.expert_criteria`);
    await q.query(`DROP TABLE IF EXISTS eligibility.user_criteria`);
  }
}
