import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sparse provider ratings: `eligibility_result` keeps only ratings at or above the floor (60, the lowest of the
 * stored bands); the 59To0 band is computed on read. `tender_summary.rated` marks the tenders that have something to
 * rate by (criteria added or derived), so that the low band's count is (rated open tenders − stored ratings).
 * Backfill: a tender with stored ratings was rated; tenders nobody was rated against are marked on their next event.
 */
export class SparseProviderRatings1767040000000 implements MigrationInterface {
  name = 'SparseProviderRatings1767040000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE eligibility.tender_summary ADD COLUMN rated boolean NOT NULL DEFAULT false`);
    await q.query(
      `UPDATE eligibility.tender_summary s SET rated = true
        WHERE EXISTS (SELECT 1 FROM eligibility.eligibility_result r WHERE r.tender_id = s.tender_id)`,
    );
    await q.query(`DELETE FROM eligibility.eligibility_result WHERE rating < 60`);
  }

  async down(q: QueryRunner): Promise<void> {
    // The low ratings are recalculated by the next event of each account or tender.
    await q.query(`ALTER TABLE eligibility.tender_summary DROP COLUMN rated`);
  }
}
