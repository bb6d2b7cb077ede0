import { DataSource, DataSourceOptions, EntityManager, EntitySchema, MigrationInterface } from 'typeorm';
import type { AppConfig, ServiceName } from '../config';
import { AuditingQueryLogger } from './query-audit';
import { SnakeNamingStrategy } from './snake-naming.strategy';

export type EntityTarget = (new (...args: any[]) => unknown) | EntitySchema;
export type MigrationClass = new () => MigrationInterface;

/** What a service declares about its storage: its entities and its migrations (in order of their timestamps). */
export interface ServiceDatabaseDefinition {
  service: ServiceName;
  entities: EntityTarget[];
  migrations: MigrationClass[];
  /** The service that owns identities (accounts) checks sessions and staff powers itself; every other learns them from events. */
  ownsSessions?: boolean;
}

/** Migrations every service runs besides its own (outbox, inbox, dead letters); registered by the events area. */
const sharedMigrations: Array<(schema: string) => MigrationClass> = [];

/** Adds a migration factory that every service schema receives (used by shared mechanisms such as the outbox). */
export function registerSharedMigration(factory: (schema: string) => MigrationClass): void {
  if (!sharedMigrations.includes(factory)) sharedMigrations.push(factory);
}

/** DataSource options for one service: its own schema, its own migrations table, snake_case names, no sync. */
export function serviceDataSourceOptions(
  config: Pick<AppConfig, 'databaseUrl'>,
  definition: ServiceDatabaseDefinition,
  log: (message: string) => void = (m) => process.stderr.write(`${m}\n`),
): DataSourceOptions {
  if (!config.databaseUrl) throw new Error('DATABASE_URL is not set and no embedded PostgreSQL was started');
  const schema = definition.service;
  return {
    type: 'postgres',
    name: schema,
    url: config.databaseUrl,
    schema,
    entities: definition.entities,
    migrations: [...sharedMigrations.map((factory) => factory(schema)), ...definition.migrations],
    migrationsTableName: 'schema_migration',
    migrationsRun: false,
    synchronize: false,
    // Ids come from PostgreSQL's built-in gen_random_uuid(); no extension to install.
    installExtensions: false,
    uuidExtension: 'pgcrypto',
    namingStrategy: new SnakeNamingStrategy(),
    logging: true,
    logger: new AuditingQueryLogger(schema, log),
    maxQueryExecutionTime: 2000,
    applicationName: `jointly-${schema}`,
    // jit off: compiling plans costs more than these short queries take; work_mem 16 MB keeps the bitmaps of broad
    // searches exact (lossy pages would be rechecked row by row).
    extra: { max: 10, idleTimeoutMillis: 30_000, options: `-c search_path=${schema},public -c jit=off -c work_mem=16MB` },
  };
}

/** Creates the service's schema if needed and applies pending migrations, under an advisory lock. */
export async function migrateServiceSchema(dataSource: DataSource, schema: string): Promise<string[]> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    // Several replicas may start at once: serialise schema creation and migrations per schema.
    await runner.query('SELECT pg_advisory_lock(hashtext($1))', [`jointly-migrate-${schema}`]);
    await runner.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((m) => m.name);
  } finally {
    await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [`jointly-migrate-${schema}`]).catch(() => undefined);
    await runner.release();
  }
}

/** Opens a service's DataSource and brings its schema up to date. */
export async function openServiceDataSource(
  config: Pick<AppConfig, 'databaseUrl'>,
  definition: ServiceDatabaseDefinition,
  log?: (message: string) => void,
): Promise<DataSource> {
  const dataSource = new DataSource(serviceDataSourceOptions(config, definition, log));
  await dataSource.initialize();
  await migrateServiceSchema(dataSource, definition.service);
  return dataSource;
}

/** Runs `work` in one database transaction; state changes and outbox rows commit or roll back together. */
export function transaction<T>(dataSource: DataSource, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  return dataSource.transaction(work);
}
