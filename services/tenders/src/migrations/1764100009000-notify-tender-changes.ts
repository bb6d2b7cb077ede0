import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every statement that changes tenders or their documents sends one NOTIFY on `jointly_tenders_changed` (delivered at
 * commit, coalesced per transaction), whoever runs it: the service, the import CLI, a migration, an operator's SQL.
 * The search result cache of every process listens to it.
 */
export class NotifyTenderChanges1764100009000 implements MigrationInterface {
  name = 'NotifyTenderChanges1764100009000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION tenders.notify_tenders_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('jointly_tenders_changed', '');
        RETURN NULL;
      END $$`);
    for (const table of ['tender', 'tender_document']) {
      await q.query(
        `CREATE TRIGGER ${table}_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tenders.${table}
         FOR EACH STATEMENT EXECUTE FUNCTION tenders.notify_tenders_changed()`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['tender', 'tender_document']) await q.query(`DROP TRIGGER ${table}_changed ON tenders.${table}`);
    await q.query(`DROP FUNCTION tenders.notify_tenders_changed()`);
  }
}
