import { MigrationInterface, QueryRunner } from 'typeorm';

/** When an account completed the get-started checklist (null: not yet): decides the login's oldUserStatus. */
export class GetStartedCompleted1766700000000 implements MigrationInterface {
  name = 'GetStartedCompleted1766700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE accounts.account ADD COLUMN get_started_completed_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE accounts.account DROP COLUMN get_started_completed_at`);
  }
}
