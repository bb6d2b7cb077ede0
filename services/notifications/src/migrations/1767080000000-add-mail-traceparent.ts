import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The trace context of the consumer that queued a mail, so its delivery joins the trace of the request behind it. */
export class AddMailTraceparent1767080000000 implements MigrationInterface {
  readonly name = 'AddMailTraceparent1767080000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE "notifications".mail_message ADD COLUMN IF NOT EXISTS traceparent text');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE "notifications".mail_message DROP COLUMN IF EXISTS traceparent');
  }
}
