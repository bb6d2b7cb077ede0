import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The per-address mail caps (eligibility matches: 5 a day) count an address's recent mails of one template on every
 * delivery: an index on (template, lower(to), created_at) answers that from the index instead of a scan of the day's
 * mails (thousands when one re-rating announces a tender to every provider).
 */
export class MailCapIndex1767102200000 implements MigrationInterface {
  readonly name = 'MailCapIndex1767102200000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE INDEX mail_message_cap_idx ON "notifications"."mail_message" (template, lower("to"), created_at)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP INDEX IF EXISTS notifications.mail_message_cap_idx');
  }
}
