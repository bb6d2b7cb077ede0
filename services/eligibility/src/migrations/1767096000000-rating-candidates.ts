import { MigrationInterface, QueryRunner } from 'typeorm';
import { attemptCounterTableSql } from '@jointly/common/limits';

/**
 * Candidate pruning for recalculations (see src/scoring/rating-gate.ts):
 * - `eligibility.cpv_provider_keys(codes)`: a provider's gate keys from its categories as saved (`p:<significant
 *   code>` and `s:<each prefix from the division>`; significant = check digit and trailing zeros dropped, never shorter
 *   than the division, unreadable codes skipped), the same rule as `providerKeys` in TypeScript;
 * - `user_criteria.cpv_keys` and `company_facts.cpv_keys`: generated from `service_categories`, GIN-indexed;
 * - `tender_summary.gate_keys`: the keys of the tender's gate, set by each recalculation of the tender (null: not
 *   computed yet, or no gate — every provider is a candidate), GIN-indexed.
 * - `written_xid` on the tables providers' facts come from (`user_criteria`, `company_facts`, `account_company`): the
 *   transaction that last wrote the row (trigger), indexed, so that the in-memory providers' facts
 *   (ProviderFactsCache) re-read only what was written since their last read.
 * Also the rate limiter's counters (the criteria preview's own limit).
 */
const FACT_TABLES = ['user_criteria', 'company_facts', 'account_company'];

export class RatingCandidates1767096000000 implements MigrationInterface {
  name = 'RatingCandidates1767096000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION eligibility.cpv_provider_keys(codes text[]) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT coalesce(array_agg(DISTINCT k ORDER BY k), '{}'::text[])
          FROM (SELECT CASE WHEN d !~ '^[0-9]{2,8}$' THEN ''
                            WHEN length(rtrim(d, '0')) >= 2 THEN rtrim(d, '0')
                            ELSE left(d, 2) END AS s
                  FROM (SELECT regexp_replace(btrim(c, E' \\t\\n\\r\\f\\x0B'), '-[0-9]$', '') AS d FROM unnest(codes) AS c) AS raw) AS sig
          CROSS JOIN LATERAL (SELECT 'p:' || sig.s UNION ALL SELECT 's:' || left(sig.s, n) FROM generate_series(2, length(sig.s)) AS n) AS keys(k)
         WHERE sig.s <> ''
      $$`);
    for (const table of ['user_criteria', 'company_facts']) {
      await q.query(
        `ALTER TABLE eligibility.${table} ADD COLUMN cpv_keys text[] GENERATED ALWAYS AS (eligibility.cpv_provider_keys(service_categories)) STORED`,
      );
      await q.query(`CREATE INDEX ${table}_cpv_keys_idx ON eligibility.${table} USING gin (cpv_keys)`);
    }
    await q.query(`
      CREATE FUNCTION eligibility.stamp_written_xid() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.written_xid := pg_current_xact_id();
        RETURN NEW;
      END $$`);
    for (const table of FACT_TABLES) {
      await q.query(`ALTER TABLE eligibility.${table} ADD COLUMN written_xid xid8 NOT NULL DEFAULT pg_current_xact_id()`);
      await q.query(`CREATE INDEX ${table}_written_xid_idx ON eligibility.${table} (written_xid)`);
      await q.query(
        `CREATE TRIGGER ${table}_written_xid BEFORE INSERT OR UPDATE ON eligibility.${table} FOR EACH ROW EXECUTE FUNCTION eligibility.stamp_written_xid()`,
      );
    }
    await q.query(`ALTER TABLE eligibility.tender_summary ADD COLUMN gate_keys text[]`);
    await q.query(`CREATE INDEX tender_summary_gate_keys_idx ON eligibility.tender_summary USING gin (gate_keys)`);
    await q.query(attemptCounterTableSql('eligibility'));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS eligibility.attempt_counter`);
    await q.query(`ALTER TABLE eligibility.tender_summary DROP COLUMN gate_keys`);
    for (const table of FACT_TABLES) {
      await q.query(`DROP TRIGGER ${table}_written_xid ON eligibility.${table}`);
      await q.query(`ALTER TABLE eligibility.${table} DROP COLUMN written_xid`);
    }
    await q.query(`DROP FUNCTION eligibility.stamp_written_xid()`);
    for (const table of ['user_criteria', 'company_facts']) await q.query(`ALTER TABLE eligibility.${table} DROP COLUMN cpv_keys`);
    await q.query(`DROP FUNCTION eligibility.cpv_provider_keys(text[])`);
  }
}
