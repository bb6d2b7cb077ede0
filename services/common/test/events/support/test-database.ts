import { randomBytes } from 'node:crypto';
import { openServiceDataSource, type MigrationClass } from '@jointly/common/database';
import type { ServiceName } from '@jointly/common/config';
import '@jointly/common/events';
import type { DataSource, MigrationInterface, QueryRunner } from 'typeorm';

/** A schema name nobody else uses in this database (tests run in parallel workers). */
export function uniqueSchema(prefix: string): string {
  return `${prefix}_${randomBytes(4).toString('hex')}`;
}

/** The integration database (jest global setup sets DATABASE_URL). */
export function databaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: run through `npx jest --selectProjects integration`');
  return url;
}

/** A migration that runs the given SQL (`$schema` is replaced by the quoted schema). */
export function sqlMigration(schema: string, name: string, statements: string[]): MigrationClass {
  const quoted = `"${schema}"`;
  return class implements MigrationInterface {
    readonly name = name;
    async up(runner: QueryRunner): Promise<void> {
      for (const sql of statements) await runner.query(sql.replaceAll('$schema', quoted));
    }
    async down(): Promise<void> {}
  };
}

/** Opens a DataSource for a test "service" schema, with the shared event tables and the given migrations. */
export function openTestDataSource(schema: string, migrations: MigrationClass[] = []): Promise<DataSource> {
  return openServiceDataSource(
    { databaseUrl: databaseUrl() },
    { service: schema as ServiceName, entities: [], migrations },
    () => undefined,
  );
}

/** Drops a test schema and closes its DataSource. */
export async function dropTestSchema(dataSource: DataSource | undefined, schema: string): Promise<void> {
  if (!dataSource?.isInitialized) return;
  await dataSource.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).catch(() => undefined);
  await dataSource.destroy();
}

/** Polls `check` until it returns true, or fails with `what` after `timeoutMs`. */
export async function waitFor(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 20_000, everyMs = 50): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
