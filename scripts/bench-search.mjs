#!/usr/bin/env node
// Search benchmark: `npm run bench:search` (a script, not a test).
//
// Generates BENCH_TENDERS (default 1,000,000) tenders whose words, buyers, CPV codes, values and regions follow the
// real OCDS data's distributions (read at run time from ../shared/data/ocds, or BENCH_DATA), loaded with COPY (the
// generation's wall time and CPU are printed; aim < 5 minutes). Then, at BENCH_CONCURRENCY (32) concurrent clients for
// BENCH_SECONDS (10) each, through HTTP with the result cache off: keywords, keywords + 3 filters, filters only (with
// facets), value range, sort by closing date and page 50, on a server as shipped (default searches from the
// open-tender index) beside the baseline measured in the same run (the index off: every search on PostgreSQL), for the
// default scope (open tenders) and for every tender (BENCH_SCOPES=open,all). Then a judged relevance set from the real
// notices (ts_rank vs the index's BM25F) and the import throughput of BENCH_IMPORT (50,000) releases.
// PostgreSQL: DATABASE_URL (its tenders schema is used and, unless it already holds BENCH_TENDERS rows, refilled),
// else an embedded PostgreSQL in a temporary folder (BENCH_PG_DIR keeps it). BENCH_EXPLAIN=1 prints query plans;
// BENCH_KINDS=keywords,page runs only some kinds; BENCH_SCALE_OUT=1 adds 1 vs 2 server processes (distributed mode).
// Aims: open p95 < 50 ms and >= 1,000 searches/s for every kind,
// every-tender p95 < 150 ms, import >= 2,000 releases/s.
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
const log = (line) => process.stderr.write(`[bench:search] ${line}\n`);

let stopDatabase = async () => {};
let databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  const { startEmbeddedPostgres } = require('../services/common/src/database/embedded-postgres.ts');
  const { Client } = require('pg');
  const dir = process.env.BENCH_PG_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'jointly-bench-search-pg-'));
  let pg = await startEmbeddedPostgres(dir, 55434);
  // Server settings a deployment would use for a database this size held in memory (the embedded PostgreSQL's
  // defaults are for a laptop): a quarter of RAM as shared buffers (at most 4 GB), no JIT for short queries,
  // random_page_cost for data in memory. Applied with ALTER SYSTEM and a restart, and printed in the report.
  const sharedBuffersMb = Math.min(4096, Math.floor(os.totalmem() / 1024 / 1024 / 4));
  const admin = new Client({ connectionString: pg.url });
  await admin.connect();
  await admin.query(`ALTER SYSTEM SET shared_buffers = '${sharedBuffersMb}MB'`);
  await admin.query(`ALTER SYSTEM SET jit = off`);
  await admin.query(`ALTER SYSTEM SET random_page_cost = 1.1`);
  await admin.end();
  await pg.stop();
  pg = await startEmbeddedPostgres(dir, 55434);
  databaseUrl = pg.url;
  stopDatabase = async () => {
    await pg.stop();
    if (!process.env.BENCH_PG_DIR) fs.rmSync(dir, { recursive: true, force: true });
  };
  log(`embedded PostgreSQL on port ${pg.port} (data in ${dir}; shared_buffers ${sharedBuffersMb} MB, jit off, random_page_cost 1.1)`);
}

const { runSearchBench } = require('./bench/search/search-bench.ts');
let status = 0;
try {
  const report = await runSearchBench({
    databaseUrl,
    dataFolder: path.resolve(process.env.BENCH_DATA ?? path.join(root, '..', 'shared', 'data', 'ocds')),
    tenders: int('BENCH_TENDERS', 1_000_000),
    seconds: int('BENCH_SECONDS', 10),
    concurrency: int('BENCH_CONCURRENCY', 32),
    importReleases: int('BENCH_IMPORT', 50_000),
    scopes: (process.env.BENCH_SCOPES ?? 'open,all').split(',').map((s) => s.trim()),
    kinds: process.env.BENCH_KINDS ? process.env.BENCH_KINDS.split(',').map((s) => s.trim()) : null,
    explain: process.env.BENCH_EXPLAIN === '1',
    scaleOut: process.env.BENCH_SCALE_OUT === '1',
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
