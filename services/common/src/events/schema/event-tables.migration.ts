import type { MigrationInterface, QueryRunner } from 'typeorm';
import { qualify, quoteIdent } from './sql-names';

/**
 * Migration name shared by every schema. The early timestamp sorts it before each service's own migrations
 * (TypeORM orders migrations by the 13-digit suffix), so services may reference the tables in theirs.
 */
export const EVENT_TABLES_MIGRATION = 'EventsCreateTables1000000000000';

/**
 * Builds the migration that creates the event tables of one service schema: `outbox_message` (what the service
 * publishes), `processed_event` (the inbox: which events each consumer has applied) and `dead_letter`
 * (events a consumer gave up on). Raw SQL, no entities: only the events area reads or writes these tables.
 */
export function eventTablesMigration(schema: string): new () => MigrationInterface {
  const outbox = qualify(schema, 'outbox_message');
  const inbox = qualify(schema, 'processed_event');
  const deadLetter = qualify(schema, 'dead_letter');
  const ix = (name: string) => quoteIdent(name);

  return class EventsCreateTables1000000000000 implements MigrationInterface {
    readonly name = EVENT_TABLES_MIGRATION;

    async up(runner: QueryRunner): Promise<void> {
      // seq orders the relay: it is drawn at insert time, so for one aggregate (whose writers serialise on its
      // row lock) a later event always has a higher seq even when its transaction started earlier.
      await runner.query(`CREATE TABLE IF NOT EXISTS ${outbox} (
        id uuid PRIMARY KEY,
        seq bigint GENERATED ALWAYS AS IDENTITY,
        topic text NOT NULL,
        key text NOT NULL,
        type text NOT NULL,
        envelope jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        published_at timestamptz NULL,
        attempts integer NOT NULL DEFAULT 0,
        last_error text NULL
      )`);
      await runner.query(
        `CREATE INDEX IF NOT EXISTS ${ix('outbox_message_unpublished_idx')} ON ${outbox} (seq) WHERE published_at IS NULL`,
      );
      // Deliberately no index on published_at: marking a row published writes a new row version into every index,
      // so each index costs the relay on every event. Pruning scans from the old end of the heap instead.
      await runner.query(`CREATE TABLE IF NOT EXISTS ${inbox} (
        consumer text NOT NULL,
        event_id text NOT NULL,
        processed_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        PRIMARY KEY (consumer, event_id)
      )`);
      await runner.query(`CREATE TABLE IF NOT EXISTS ${deadLetter} (
        id uuid PRIMARY KEY,
        consumer text NOT NULL,
        topic text NOT NULL,
        event_id text NULL,
        event_type text NULL,
        envelope jsonb NOT NULL,
        error text NOT NULL,
        attempts integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        replayed_at timestamptz NULL,
        discarded_at timestamptz NULL
      )`);
      // At most one open dead letter per (consumer, event): a redelivered poison event updates it.
      await runner.query(
        `CREATE UNIQUE INDEX IF NOT EXISTS ${ix('dead_letter_open_uq')} ON ${deadLetter} (consumer, event_id)
         WHERE replayed_at IS NULL AND discarded_at IS NULL`,
      );
      await runner.query(`CREATE INDEX IF NOT EXISTS ${ix('dead_letter_created_idx')} ON ${deadLetter} (created_at)`);
    }

    async down(runner: QueryRunner): Promise<void> {
      await runner.query(`DROP TABLE IF EXISTS ${deadLetter}`);
      await runner.query(`DROP TABLE IF EXISTS ${inbox}`);
      await runner.query(`DROP TABLE IF EXISTS ${outbox}`);
    }
  };
}
