import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Read model of the accounts service's accounts: who can be addressed, by account and by company. */
export class CreateRecipient1764000000001 implements MigrationInterface {
  readonly name = 'CreateRecipient1764000000001';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TABLE "notifications"."recipient" (
      account_id uuid PRIMARY KEY,
      email text NOT NULL,
      name text NULL,
      account_type text NULL,
      company_id uuid NULL,
      company_name text NULL,
      updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
    )`);
    await runner.query(`CREATE INDEX recipient_company_idx ON "notifications"."recipient" (company_id) WHERE company_id IS NOT NULL`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE IF EXISTS "notifications"."recipient"`);
  }
}
