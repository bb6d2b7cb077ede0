import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the in-process open-tender index needs to follow the table: the trigger's NOTIFY now says which operation
 * changed tenders (INSERT/UPDATE: re-read the rows updated since the last refresh; DELETE/TRUNCATE: re-read all), and
 * a B-tree on updated_at makes "rows updated since" an index range instead of a scan of every tender, and a row
 * trigger stamps updated_at on every UPDATE (the service's writers already did; an operator's SQL now does too), so
 * "updated since" never misses a change.
 */
export class TenderChangeFeedForIndex1767050000000 implements MigrationInterface {
  name = 'TenderChangeFeedForIndex1767050000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION tenders.notify_tenders_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('jointly_tenders_changed', TG_OP);
        RETURN NULL;
      END $$`);
    await q.query(`CREATE INDEX tender_updated_idx ON tenders.tender (updated_at)`);
    await q.query(`
      CREATE FUNCTION tenders.stamp_tender_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.updated_at := now();
        RETURN NEW;
      END $$`);
    await q.query(
      `CREATE TRIGGER tender_updated_at BEFORE UPDATE ON tenders.tender FOR EACH ROW EXECUTE FUNCTION tenders.stamp_tender_updated_at()`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER tender_updated_at ON tenders.tender`);
    await q.query(`DROP FUNCTION tenders.stamp_tender_updated_at()`);
    await q.query(`DROP INDEX tenders.tender_updated_idx`);
    await q.query(`
      CREATE OR REPLACE FUNCTION tenders.notify_tenders_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('jointly_tenders_changed', '');
        RETURN NULL;
      END $$`);
  }
}
