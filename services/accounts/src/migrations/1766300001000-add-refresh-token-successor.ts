import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The grace window of refresh-token rotation: a used token remembers its successor, and the new pair sealed with a key
 * only the holder of the used token can derive, so a second tab refreshing with the same token a moment later gets
 * the same pair instead of a reuse that ends the session.
 */
export class AddRefreshTokenSuccessor1766300001000 implements MigrationInterface {
  name = 'AddRefreshTokenSuccessor1766300001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE accounts.refresh_token ADD COLUMN replaced_by uuid, ADD COLUMN successor_sealed text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE accounts.refresh_token DROP COLUMN replaced_by, DROP COLUMN successor_sealed`);
  }
}
