import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The analytics retention job: `job_tick` records the last tick a scheduled job ran (one replica claims each tick),
 * and an index on the event time lets the job find expired rows without scanning the table.
 */
export class AnalyticsRetention1767100000002 implements MigrationInterface {
  readonly name = 'AnalyticsRetention1767100000002';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE notifications.job_tick (
        job text PRIMARY KEY,
        tick bigint NOT NULL,
        ran_at timestamptz NOT NULL
      )`);
    await runner.query(`CREATE INDEX analytics_event_occurred_at_idx ON notifications.analytics_event (occurred_at)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP INDEX IF EXISTS notifications.analytics_event_occurred_at_idx');
    await runner.query('DROP TABLE IF EXISTS notifications.job_tick');
  }
}
