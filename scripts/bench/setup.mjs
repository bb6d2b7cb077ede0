// The start every `scripts/bench-*.mjs` shares: the repository root as working directory, TypeScript sources loaded
// through swc, options read from the environment, a PostgreSQL (DATABASE_URL, else an embedded one in a temporary
// folder), the services built when their sources are newer than the build, and the machine's load average (the
// machine is shared: every figure is read beside it).
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT, newestMtime, npmRun } from '../lib.mjs';

export { ROOT };
process.chdir(ROOT);

const nodeRequire = createRequire(import.meta.url);
let registered = false;

/**
 * A `require` that loads the services' TypeScript sources (swc with the root tsconfig, decorator metadata on).
 * Paths are relative to this folder (`../../services/...`); prefer `fromRoot('services/...')`.
 */
export function typescriptRequire() {
  if (!registered) {
    process.env.SWC_NODE_PROJECT ??= path.join(ROOT, 'tsconfig.json');
    nodeRequire('@swc-node/register');
    nodeRequire('reflect-metadata');
    registered = true;
  }
  return nodeRequire;
}

/** Loads a module of the repository by its path from the root (TypeScript included). */
export const fromRoot = (file) => typescriptRequire()(path.join(ROOT, file));

/** A logger prefixing each line with the benchmark's name (stderr keeps stdout for the report). */
export const benchLog =
  (name, stream = process.stderr) =>
  (line) =>
    stream.write(`[${name}] ${line}\n`);

/** A whole number from the environment (`min`: the smallest allowed value, 0 unless said). */
export function wholeNumber(name, fallback, { min = 0 } = {}) {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < min)
    throw new Error(min > 0 ? `${name} must be a positive whole number` : `${name} must be a whole number`);
  return value;
}

/** The 1-, 5- and 15-minute load averages, e.g. "1.52 1.20 0.98". */
export const loadAverage = (digits = 2) =>
  os
    .loadavg()
    .map((l) => l.toFixed(digits))
    .join(' ');

/** A TCP port free on loopback right now. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/**
 * The benchmark's PostgreSQL: DATABASE_URL when set (left running), else an embedded PostgreSQL (real binaries) in a
 * temporary folder (`dir` keeps it in a folder of the caller's, left in place) on `port` (a free one unless given),
 * removed by `stop()`. `settings` are applied with ALTER SYSTEM and a restart (the embedded defaults are a laptop's).
 * @param {{ name: string, port?: number, dir?: string, settings?: Record<string, string>, log?: (line: string) => void }} options
 * @returns {Promise<{ url: string, embedded: boolean, stop: () => Promise<void> }>}
 */
export async function startBenchDatabase({ name, port, dir, settings, log }) {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, embedded: false, stop: async () => undefined };
  const { startEmbeddedPostgres } = fromRoot('services/common/src/database/embedded-postgres.ts');
  const folder = dir ?? fs.mkdtempSync(path.join(os.tmpdir(), `jointly-${name}-pg-`));
  const at = port ?? (await freePort());
  let pg = await startEmbeddedPostgres(folder, at);
  if (settings && Object.keys(settings).length) {
    const { Client } = nodeRequire('pg');
    const admin = new Client({ connectionString: pg.url });
    await admin.connect();
    for (const [key, value] of Object.entries(settings)) await admin.query(`ALTER SYSTEM SET ${key} = '${value}'`);
    await admin.end();
    const { port: settled } = pg;
    await pg.stop();
    pg = await startEmbeddedPostgres(folder, settled);
  }
  log?.(`embedded PostgreSQL on port ${pg.port} (data in ${folder})`);
  return {
    url: pg.url,
    embedded: true,
    stop: async () => {
      await pg.stop();
      if (!dir) fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}

/**
 * Service modules in this process as a service runs them (in-process events, quiet logs, a throw-away DATA_DIR),
 * listening on a free loopback port. `env` adds settings (e.g. TRUSTED_PROXIES).
 * @returns {Promise<{ app: any, port: number, config: object }>}
 */
export async function startBenchApp({ databaseUrl, modules, env = {} }) {
  const { loadConfig } = fromRoot('services/common/src/config/index.ts');
  const { JointlyRootModule, createHttpApp } = fromRoot('services/common/src/bootstrap/index.ts');
  const config = {
    ...loadConfig({
      DATABASE_URL: databaseUrl,
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'jointly-bench-data-')),
      LOG_LEVEL: 'warn',
      PORT: '0',
      ...env,
    }),
    kafkaBrokers: [],
  };
  const app = await createHttpApp(JointlyRootModule.create({ config, health: { mode: 'service', version: 'bench' }, modules }), {
    name: 'bench',
    config,
    docs: false,
    requestLog: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: app.getHttpAdapter().getInstance().server.address().port, config };
}

/** Builds the services (`npm run build:services`) when `entry` is missing or older than their sources. */
export function buildServicesIfStale(entry, log) {
  const sources = Math.max(newestMtime(path.join(ROOT, 'services')), fs.statSync(path.join(ROOT, 'tsconfig.json')).mtimeMs);
  if (fs.existsSync(entry) && fs.statSync(entry).mtimeMs >= sources) return;
  log?.('building services…');
  npmRun('build:services');
  // The build leaves unchanged outputs alone: mark it as fresh, as `npm start` does.
  fs.utimesSync(entry, new Date(), new Date());
}

/**
 * Runs a benchmark that answers its report: prints it, stops what `cleanup` stops whatever happened, and exits
 * (0, or 1 with the error logged).
 */
export async function runBench(bench, { log, cleanup }) {
  let status = 0;
  try {
    const report = await bench();
    if (report !== undefined) console.log(`\n${report}`);
  } catch (error) {
    log(`failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
    status = 1;
  } finally {
    await cleanup?.();
  }
  process.exit(status);
}
