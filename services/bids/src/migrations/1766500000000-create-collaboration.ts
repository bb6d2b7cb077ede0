import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Live co-editing of section bodies: one Yjs document per section (`<workspaceId>/<sectionId>`). `collab_document`
 * holds the compacted Yjs state and the section's projections (HTML for the REST API and export, plain text for
 * search); `collab_update` is the append-only log of updates written before the server acknowledges them, folded into
 * the state by compaction. Triggers NOTIFY `bids_collab_access` when who may open a workspace can have changed (an
 * invitation answered or withdrawn, an account's company changed, a workspace's owner or company changed), so open
 * sockets are re-checked at once.
 */
export class CreateCollaboration1766500000000 implements MigrationInterface {
  name = 'CreateCollaboration1766500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE bids.collab_document (
        name text PRIMARY KEY,
        workspace_id uuid NOT NULL REFERENCES bids.workspace (id) ON DELETE CASCADE,
        section_id uuid NOT NULL,
        state bytea NOT NULL,
        body_html text NOT NULL DEFAULT '',
        body_text text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (workspace_id, section_id)
      )`);
    await q.query(`CREATE INDEX collab_document_text_idx ON bids.collab_document USING gin (to_tsvector('simple', body_text))`);
    await q.query(`
      CREATE TABLE bids.collab_update (
        id bigserial PRIMARY KEY,
        name text NOT NULL REFERENCES bids.collab_document (name) ON DELETE CASCADE,
        update bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX collab_update_name_idx ON bids.collab_update (name, id)`);
    await q.query(`
      CREATE FUNCTION bids.notify_collab_access() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('bids_collab_access', TG_TABLE_NAME);
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER bid_collab_access AFTER UPDATE OF status, workspace_id OR DELETE ON bids.bid
                   FOR EACH STATEMENT EXECUTE FUNCTION bids.notify_collab_access()`);
    await q.query(`CREATE TRIGGER account_directory_collab_access AFTER UPDATE OF company_id OR DELETE ON bids.account_directory
                   FOR EACH STATEMENT EXECUTE FUNCTION bids.notify_collab_access()`);
    await q.query(`CREATE TRIGGER workspace_collab_access AFTER UPDATE OF company_id, owner_account_id OR DELETE ON bids.workspace
                   FOR EACH STATEMENT EXECUTE FUNCTION bids.notify_collab_access()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS workspace_collab_access ON bids.workspace`);
    await q.query(`DROP TRIGGER IF EXISTS account_directory_collab_access ON bids.account_directory`);
    await q.query(`DROP TRIGGER IF EXISTS bid_collab_access ON bids.bid`);
    await q.query(`DROP FUNCTION IF EXISTS bids.notify_collab_access()`);
    await q.query(`DROP TABLE IF EXISTS bids.collab_update`);
    await q.query(`DROP TABLE IF EXISTS bids.collab_document`);
  }
}
