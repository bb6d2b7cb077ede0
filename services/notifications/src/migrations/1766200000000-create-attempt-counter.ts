import type { MigrationInterface, QueryRunner } from 'typeorm';
import { attemptCounterTableSql } from '@jointly/common/limits';

/** The shared rate limiter's counters (common/limits), for the per-account limit of notification creation. */
export class CreateAttemptCounter1766200000000 implements MigrationInterface {
  readonly name = 'CreateAttemptCounter1766200000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(attemptCounterTableSql('notifications'));
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE IF EXISTS "notifications".attempt_counter');
  }
}
