import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `written_xid` on the tables tenders' rating inputs come from (`tender_summary`, `tender_criteria`): the transaction
 * that last wrote the row (the trigger of migration 1767096000000), indexed, so that the tenders' rating sets held in
 * memory (TenderRatingSetsCache, read by the 59To0 list) re-read only the tenders written since their last read.
 */
const TENDER_TABLES = ['tender_summary', 'tender_criteria'];

export class TenderWrittenXid1767102400000 implements MigrationInterface {
  name = 'TenderWrittenXid1767102400000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of TENDER_TABLES) {
      await q.query(`ALTER TABLE eligibility.${table} ADD COLUMN written_xid xid8 NOT NULL DEFAULT pg_current_xact_id()`);
      await q.query(`CREATE INDEX ${table}_written_xid_idx ON eligibility.${table} (written_xid)`);
      await q.query(
        `CREATE TRIGGER ${table}_written_xid BEFORE INSERT OR UPDATE ON eligibility.${table} FOR EACH ROW EXECUTE FUNCTION eligibility.stamp_written_xid()`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of TENDER_TABLES) {
      await q.query(`DROP TRIGGER ${table}_written_xid ON eligibility.${table}`);
      await q.query(`ALTER TABLE eligibility.${table} DROP COLUMN written_xid`);
    }
  }
}
