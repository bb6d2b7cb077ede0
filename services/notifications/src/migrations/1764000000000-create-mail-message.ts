import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The durable mail queue: consumers insert rows in their inbox transaction, the MailSender delivers them. */
export class CreateMailMessage1764000000000 implements MigrationInterface {
  readonly name = 'CreateMailMessage1764000000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TABLE "notifications"."mail_message" (
      id uuid PRIMARY KEY,
      event_id text NULL,
      "to" text NOT NULL,
      cc text NULL,
      reply_to text NULL,
      subject text NOT NULL,
      template text NOT NULL,
      text text NOT NULL,
      html text NOT NULL,
      status text NOT NULL DEFAULT 'pending' CONSTRAINT mail_message_status_ck CHECK (status IN ('pending', 'sent', 'failed')),
      attempts integer NOT NULL DEFAULT 0,
      last_error text NULL,
      next_attempt_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      sent_at timestamptz NULL,
      provider_message_id text NULL,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      CONSTRAINT mail_message_event_uq UNIQUE (event_id)
    )`);
    // The sender's claim: due pending rows, oldest due first.
    await runner.query(`CREATE INDEX mail_message_due_idx ON "notifications"."mail_message" (next_attempt_at) WHERE status = 'pending'`);
    await runner.query(`CREATE INDEX mail_message_created_idx ON "notifications"."mail_message" (created_at DESC, id)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE IF EXISTS "notifications"."mail_message"`);
  }
}
