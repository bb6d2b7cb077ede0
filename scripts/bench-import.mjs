#!/usr/bin/env node
// OCDS import benchmark: `npm run bench:import` (a script, not a test).
//
// Generates a release package of BENCH_RELEASES (default 200,000) releases whose words, buyers, CPV codes, values
// and regions follow the real notices' distributions (read at run time from ../shared/data/ocds, or BENCH_DATA), then
// per round (BENCH_REPEAT, default 1) on an empty tenders table with all its indexes: the baseline (the same file
// stream-read and derived the same way, rows sent with COPY), the import as the CLI runs it (new releases/s), and the
// re-import of the same file (every release unchanged). Prints releases/s, the CPU of this process and of
// PostgreSQL, RSS sampled every 100 ms (peak, and the slope of the peaks of each tenth of the run from the third on),
// the load average beside every figure, and import / baseline.
// PostgreSQL: DATABASE_URL (its tenders schema is emptied!), else an embedded PostgreSQL in a temporary folder.
// BENCH_BATCH sets the importer's batch size; BENCH_FORMER=<another checkout> also measures that checkout's importer
// in every round (e.g. the main branch: before and after side by side under the same load).
// Aim: >= 2,000 new releases/s with RSS flat.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
process.env.SWC_NODE_PROJECT ??= path.join(root, 'tsconfig.json');
const require = createRequire(import.meta.url);
require('@swc-node/register');
require('reflect-metadata');

const int = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number`);
  return value;
};
const log = (line) => process.stderr.write(`[bench:import] ${line}\n`);

let stopDatabase = async () => {};
let databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  const { startEmbeddedPostgres } = require('../services/common/src/database/embedded-postgres.ts');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jointly-bench-import-pg-'));
  const pg = await startEmbeddedPostgres(dir, 55437);
  databaseUrl = pg.url;
  stopDatabase = async () => {
    await pg.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  log(`embedded PostgreSQL on port ${pg.port} (data in ${dir})`);
}

const { runImportBench } = require('./bench/import/import-bench.ts');
let status = 0;
try {
  const report = await runImportBench({
    databaseUrl,
    dataFolder: path.resolve(process.env.BENCH_DATA ?? path.join(root, '..', 'shared', 'data', 'ocds')),
    releases: int('BENCH_RELEASES', 200_000),
    repeat: Math.max(1, int('BENCH_REPEAT', 1)),
    batchSize: process.env.BENCH_BATCH ? int('BENCH_BATCH', 500) : undefined,
    formerRoot: process.env.BENCH_FORMER ? path.resolve(process.env.BENCH_FORMER) : null,
    log,
  });
  console.log(`\n${report}`);
} catch (error) {
  log(`failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
  status = 1;
} finally {
  await stopDatabase();
}
process.exit(status);
