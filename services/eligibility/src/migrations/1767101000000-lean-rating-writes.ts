import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Drops `eligibility_result_rating_idx` (account_id, rating DESC). Every read of an account's ratings is served by the
 * primary key's account_id prefix (a provider has at most a few thousand stored rows, sorted in memory), while each
 * written rating paid for a third index entry: a tender's re-rating writes tens of thousands of rows in one
 * transaction (bench:eligibility), and this index was about a third of that write.
 */
export class LeanRatingWrites1767101000000 implements MigrationInterface {
  name = 'LeanRatingWrites1767101000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS eligibility.eligibility_result_rating_idx`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX IF NOT EXISTS eligibility_result_rating_idx ON eligibility.eligibility_result (account_id, rating DESC)`);
  }
}
