#!/usr/bin/env node
// Eligibility benchmark: `npm run bench:eligibility` (a script, not a test).
//
// Generates BENCH_PROVIDERS (default 100,000) providers and BENCH_TENDERS (default 50,000) open tenders whose CPV
// codes, regions, values and buyers follow the real OCDS data's distributions (read at run time from
// ../shared/data/ocds, or BENCH_DATA), then measures the eligibility service's own code (the Nest module, its
// recalculators and readers) on sparse provider ratings (60 and above stored): one provider's facts changed → its
// ratings stored; one tender's criteria changed → every provider re-rated; one consortium's member added → its
// ratings; the dashboard's band counts (59To0 = rated open tenders − stored) and the 59To0 list computed on read;
// storage per rating row; the start-up read of every provider's facts into memory (what tender recalculations score
// from). Baselines measured in the same run: the dense write of the same ratings (every rating
// stored, rolled back) and the low-band count by scoring every tender.
// PostgreSQL: DATABASE_URL (its eligibility schema is refilled), else an embedded PostgreSQL in a temporary folder.
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
const log = (line) => process.stderr.write(`[bench:eligibility] ${line}\n`);

let stopDatabase = async () => {};
let databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  const { startEmbeddedPostgres } = require('../services/common/src/database/embedded-postgres.ts');
  const dir = process.env.BENCH_PG_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'jointly-bench-eligibility-pg-'));
  const pg = await startEmbeddedPostgres(dir, int('BENCH_PG_PORT', 55436));
  databaseUrl = pg.url;
  stopDatabase = async () => {
    await pg.stop();
    if (!process.env.BENCH_PG_DIR) fs.rmSync(dir, { recursive: true, force: true });
  };
  log(`embedded PostgreSQL on port ${pg.port} (data in ${dir})`);
}

const { runEligibilityBench } = require('./bench/eligibility/eligibility-bench.ts');
let status = 0;
try {
  const report = await runEligibilityBench({
    databaseUrl,
    dataFolder: path.resolve(process.env.BENCH_DATA ?? path.join(root, '..', 'shared', 'data', 'ocds')),
    providers: int('BENCH_PROVIDERS', 100_000),
    tenders: int('BENCH_TENDERS', 50_000),
    sampleProviders: int('BENCH_SAMPLE_PROVIDERS', 40),
    repeats: int('BENCH_REPEATS', 3),
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
