import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * - Open editor sockets are re-checked (NOTIFY `bids_collab_access`) when a workspace's status or consortium changes
 *   (a submitted workspace's sockets turn read-only) and when a company leaves a consortium (`consortium_member` rows
 *   deleted on ConsortiumMemberRemoved). Row triggers with a WHEN, so the many writes that keep the status do not
 *   wake every process.
 * - Automatic versions: `workspace_version.reason` takes 'automatic' and names the section whose editing made it;
 *   `collab_document` remembers the text the last automatic version covered and since when its text differs from it.
 */
export class CollabReadOnlyAndAutomaticVersions1767030000000 implements MigrationInterface {
  name = 'CollabReadOnlyAndAutomaticVersions1767030000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TRIGGER workspace_status_collab_access AFTER UPDATE ON bids.workspace FOR EACH ROW
                   WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.consortium_id IS DISTINCT FROM NEW.consortium_id)
                   EXECUTE FUNCTION bids.notify_collab_access()`);
    await q.query(`CREATE TRIGGER consortium_member_collab_access AFTER DELETE ON bids.consortium_member
                   FOR EACH STATEMENT EXECUTE FUNCTION bids.notify_collab_access()`);
    await q.query(`ALTER TABLE bids.workspace_version DROP CONSTRAINT workspace_version_reason_check`);
    await q.query(`ALTER TABLE bids.workspace_version ADD CONSTRAINT workspace_version_reason_check
                   CHECK (reason IN ('named', 'status', 'restore', 'automatic'))`);
    await q.query(`ALTER TABLE bids.workspace_version ADD COLUMN section_id uuid`);
    await q.query(`ALTER TABLE bids.collab_document ADD COLUMN auto_version_text text, ADD COLUMN auto_dirty_since timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE bids.collab_document DROP COLUMN auto_dirty_since, DROP COLUMN auto_version_text`);
    await q.query(`ALTER TABLE bids.workspace_version DROP COLUMN section_id`);
    await q.query(`DELETE FROM bids.workspace_version WHERE reason = 'automatic'`);
    await q.query(`ALTER TABLE bids.workspace_version DROP CONSTRAINT workspace_version_reason_check`);
    await q.query(`ALTER TABLE bids.workspace_version ADD CONSTRAINT workspace_version_reason_check
                   CHECK (reason IN ('named', 'status', 'restore'))`);
    await q.query(`DROP TRIGGER IF EXISTS consortium_member_collab_access ON bids.consortium_member`);
    await q.query(`DROP TRIGGER IF EXISTS workspace_status_collab_access ON bids.workspace`);
  }
}
