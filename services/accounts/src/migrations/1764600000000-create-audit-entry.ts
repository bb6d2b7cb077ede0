import { MigrationInterface, QueryRunner } from 'typeorm';

/** The audit log of admin actions (kept from every service's AdminActionRecorded events; id = the event id). */
export class CreateAuditEntry1764600000000 implements MigrationInterface {
  name = 'CreateAuditEntry1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE accounts.audit_entry (
        id uuid PRIMARY KEY,
        at timestamptz NOT NULL,
        actor_id uuid,
        actor_email text,
        service text NOT NULL,
        action text NOT NULL,
        resource text NOT NULL,
        resource_id text NOT NULL,
        summary text NOT NULL,
        changes jsonb,
        recorded_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX audit_entry_at_idx ON accounts.audit_entry (at DESC, id)`);
    await q.query(`CREATE INDEX audit_entry_actor_idx ON accounts.audit_entry (actor_id, at DESC)`);
    await q.query(`CREATE INDEX audit_entry_resource_idx ON accounts.audit_entry (resource, resource_id, at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS accounts.audit_entry`);
  }
}
