import type { MigrationInterface, QueryRunner } from 'typeorm';

/** In-app notifications, one row per recipient account. */
export class CreateNotification1764000000002 implements MigrationInterface {
  readonly name = 'CreateNotification1764000000002';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TABLE "notifications"."notification" (
      id uuid PRIMARY KEY,
      recipient_account_id uuid NOT NULL,
      company_id uuid NULL,
      kind text NOT NULL,
      title text NOT NULL,
      body text NOT NULL,
      link text NULL,
      data jsonb NULL,
      actor_account_id uuid NULL,
      read_at timestamptz NULL,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      source_event_id text NULL
    )`);
    // An event notifies each recipient once per kind, even if a consumer were to run twice.
    await runner.query(
      `CREATE UNIQUE INDEX notification_source_uq ON "notifications"."notification" (source_event_id, recipient_account_id, kind)
        WHERE source_event_id IS NOT NULL`,
    );
    await runner.query(
      `CREATE INDEX notification_recipient_idx ON "notifications"."notification" (recipient_account_id, created_at DESC, id DESC)`,
    );
    await runner.query(
      `CREATE INDEX notification_company_unread_idx ON "notifications"."notification" (company_id, created_at DESC) WHERE read_at IS NULL`,
    );
    await runner.query(
      `CREATE INDEX notification_recipient_unread_idx ON "notifications"."notification" (recipient_account_id) WHERE read_at IS NULL`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE IF EXISTS "notifications"."notification"`);
  }
}
