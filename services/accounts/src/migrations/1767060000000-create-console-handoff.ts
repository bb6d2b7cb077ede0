import { MigrationInterface, QueryRunner } from 'typeorm';

/** One-time codes that hand an admin's web sign-in to the console: hashed, one minute, single use. */
export class CreateConsoleHandoff1767060000000 implements MigrationInterface {
  name = 'CreateConsoleHandoff1767060000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE accounts.console_handoff (
        code_hash text PRIMARY KEY,
        account_id uuid NOT NULL REFERENCES accounts.account(id) ON DELETE CASCADE,
        issued_by_session uuid NOT NULL,
        expires_at timestamptz NOT NULL,
        consumed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX console_handoff_account_idx ON accounts.console_handoff (account_id, expires_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS accounts.console_handoff`);
  }
}
