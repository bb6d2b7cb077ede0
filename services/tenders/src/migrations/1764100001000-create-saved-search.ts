import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Saved searches with their delivery (instant or daily digest), the matches waiting for the digest, the runs of
 * scheduled jobs, the local read model of bookmarks (from AccountEvents.BookmarksChanged) and calendar feed secrets.
 */
export class CreateSavedSearch1764100001000 implements MigrationInterface {
  name = 'CreateSavedSearch1764100001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE tenders.saved_search (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL,
        name text NOT NULL,
        criteria jsonb NOT NULL,
        delivery text NOT NULL CHECK (delivery IN ('instant', 'daily')),
        last_matched_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX saved_search_account_idx ON tenders.saved_search (account_id, created_at DESC)`);
    await q.query(`
      CREATE TABLE tenders.saved_search_pending_match (
        saved_search_id uuid NOT NULL REFERENCES tenders.saved_search (id) ON DELETE CASCADE,
        tender_id uuid NOT NULL REFERENCES tenders.tender (id) ON DELETE CASCADE,
        matched_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (saved_search_id, tender_id)
      )`);
    await q.query(`
      CREATE TABLE tenders.job_run (
        job text NOT NULL,
        run_key text NOT NULL,
        ran_at timestamptz NOT NULL DEFAULT now(),
        details jsonb NOT NULL DEFAULT '{}',
        PRIMARY KEY (job, run_key)
      )`);
    await q.query(`
      CREATE TABLE tenders.bookmark (
        account_id uuid NOT NULL,
        tender_id text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (account_id, tender_id)
      )`);
    await q.query(`
      CREATE TABLE tenders.calendar_feed (
        account_id uuid PRIMARY KEY,
        secret text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        rotated_at timestamptz
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['calendar_feed', 'bookmark', 'job_run', 'saved_search_pending_match', 'saved_search']) {
      await q.query(`DROP TABLE IF EXISTS tenders.${table}`);
    }
  }
}
