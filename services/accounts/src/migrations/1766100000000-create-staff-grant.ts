import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Platform-wide powers granted by admins to staff accounts (one row per account and power), and the version of each
 * account's set that StaffPowersChanged carries (so the other services keep only the newest set).
 */
export class CreateStaffGrant1766100000000 implements MigrationInterface {
  name = 'CreateStaffGrant1766100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE accounts.staff_grant (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL REFERENCES accounts.account(id) ON DELETE CASCADE,
        power text NOT NULL CHECK (power IN ('tender-criteria', 'content')),
        granted_by uuid NOT NULL,
        granted_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (account_id, power)
      )`);
    await q.query(`ALTER TABLE accounts.account ADD COLUMN staff_powers_version integer NOT NULL DEFAULT 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE accounts.account DROP COLUMN IF EXISTS staff_powers_version`);
    await q.query(`DROP TABLE IF EXISTS accounts.staff_grant`);
  }
}
