import type { MigrationInterface, QueryRunner } from 'typeorm';

/** First-party analytics: page views and events, with no account, address or query string (analytics/analytics-event.ts). */
export class CreateAnalyticsEvent1767060001000 implements MigrationInterface {
  readonly name = 'CreateAnalyticsEvent1767060001000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE notifications.analytics_event (
        id bigserial PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('pageview', 'event')),
        path text NOT NULL CHECK (length(path) <= 200),
        name text CHECK (name IS NULL OR length(name) <= 64),
        occurred_at timestamptz NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE INDEX analytics_event_kind_time_idx ON notifications.analytics_event (kind, occurred_at)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE IF EXISTS notifications.analytics_event');
  }
}
