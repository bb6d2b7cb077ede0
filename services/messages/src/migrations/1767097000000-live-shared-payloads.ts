import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What many people's live rows carry alike (a message posted to a conversation of hundreds) is stored once, in
 * `live_payload`; each person's `live_event` row points at it instead of holding its own copy.
 */
export class LiveSharedPayloads1767097000000 implements MigrationInterface {
  name = 'LiveSharedPayloads1767097000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE messages.live_payload (
        id bigserial PRIMARY KEY,
        data jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX live_payload_created_idx ON messages.live_payload (created_at)`);
    await q.query(`ALTER TABLE messages.live_event ALTER COLUMN data DROP NOT NULL`);
    await q.query(`ALTER TABLE messages.live_event ADD COLUMN payload_id bigint REFERENCES messages.live_payload (id) ON DELETE CASCADE`);
    await q.query(
      `ALTER TABLE messages.live_event ADD CONSTRAINT live_event_data_or_payload CHECK ((data IS NULL) <> (payload_id IS NULL))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `UPDATE messages.live_event e SET data = p.data FROM messages.live_payload p WHERE e.payload_id = p.id AND e.data IS NULL`,
    );
    await q.query(`ALTER TABLE messages.live_event DROP CONSTRAINT live_event_data_or_payload`);
    await q.query(`ALTER TABLE messages.live_event DROP COLUMN payload_id`);
    await q.query(`ALTER TABLE messages.live_event ALTER COLUMN data SET NOT NULL`);
    await q.query(`DROP TABLE messages.live_payload`);
  }
}
