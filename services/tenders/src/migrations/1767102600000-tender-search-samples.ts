import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Nested fixed samples of the tenders, for broad searches over every status (see BroadSearchCosts in
 * src/search/tender-search.ts): a tender belongs to the sample of 1 in 8, 32, 128 or 256 by the low bits of the last
 * byte of its id (random in v4 and v7 uuids; the same rule in every PostgreSQL version, unlike hashtext), and each
 * sample has a GIN over the search vector, CPV stems and regions, so the candidates of a search with 100,000 matches
 * come out of a bitmap of a few thousand ids instead of all of them. The predicates must stay word for word those of
 * `subsetSql()` (src/search/search-sql.ts), or the planner cannot use these indexes.
 */
export const SAMPLE_LEVELS = [8, 32, 128, 256] as const;
export const samplePredicate = (level: number, alias = '') => `(get_byte(uuid_send(${alias}id), 15) & ${level - 1}) = 0`;

export class TenderSearchSamples1767102600000 implements MigrationInterface {
  name = 'TenderSearchSamples1767102600000';

  async up(q: QueryRunner): Promise<void> {
    for (const level of SAMPLE_LEVELS) {
      await q.query(
        `CREATE INDEX tender_match_sample${level}_idx ON tenders.tender USING gin (search_vector, cpv_prefixes, regions) WHERE ${samplePredicate(level)}`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const level of SAMPLE_LEVELS) await q.query(`DROP INDEX IF EXISTS tenders.tender_match_sample${level}_idx`);
  }
}
