#!/usr/bin/env node
// Search benchmark: `npm run bench:search` (a script, not a test).
//
// Generates BENCH_TENDERS (default 1,000,000) tenders whose words, buyers, CPV codes, values and regions follow the
// real OCDS data's distributions (read at run time from ../shared/data/ocds, or BENCH_DATA), loaded with COPY (the
// generation's wall time and CPU are printed; aim < 5 minutes). Then, at BENCH_CONCURRENCY (32) concurrent clients for
// BENCH_SECONDS (10) each, through HTTP with the result cache off: keywords, keywords + 3 filters, filters only (with
// facets), value range, sort by closing date and page 50, on a server as shipped (default searches from the
// open-tender index) beside the baseline measured in the same run (the index off: every search on PostgreSQL; every-tender
// searches with the candidate scan, TENDER_SEARCH_BROAD=false), for the
// default scope (open tenders) and for every tender (BENCH_SCOPES=open,all). Then a judged relevance set from the real
// notices (ts_rank vs the index's BM25F) and the import throughput of BENCH_IMPORT (50,000) releases.
// PostgreSQL: DATABASE_URL (its tenders schema is used and, unless it already holds BENCH_TENDERS rows, refilled),
// else an embedded PostgreSQL in a temporary folder (BENCH_PG_DIR keeps it). BENCH_EXPLAIN=1 prints query plans;
// BENCH_KINDS=keywords,page runs only some kinds; BENCH_PG_PORT (55434) is the embedded PostgreSQL's port;
// BENCH_SCALE_OUT=1 adds 1 vs 2 server processes (distributed mode).
// Aims: open p95 < 50 ms and >= 1,000 searches/s for every kind,
// every-tender p95 < 150 ms, import >= 2,000 releases/s.
import os from 'node:os';
import path from 'node:path';
import { ROOT, benchLog, fromRoot, runBench, startBenchDatabase, wholeNumber as int } from './bench/setup.mjs';

const log = benchLog('bench:search');
// Server settings a deployment would use for a database this size held in memory (the embedded PostgreSQL's defaults
// are for a laptop): a quarter of RAM as shared buffers (at most 4 GB), no JIT for short queries, random_page_cost for
// data in memory, and WAL room for the bulk load (fewer checkpoints while a million rows are written). Printed in the
// report.
const sharedBuffersMb = Math.min(4096, Math.floor(os.totalmem() / 1024 / 1024 / 4));
const database = await startBenchDatabase({
  name: 'bench-search',
  port: int('BENCH_PG_PORT', 55434),
  dir: process.env.BENCH_PG_DIR,
  settings: { shared_buffers: `${sharedBuffersMb}MB`, jit: 'off', random_page_cost: '1.1', max_wal_size: '8GB' },
  log,
});
if (database.embedded) log(`settings: shared_buffers ${sharedBuffersMb} MB, jit off, random_page_cost 1.1, max_wal_size 8 GB`);
const { runSearchBench } = fromRoot('scripts/bench/search/search-bench.ts');
await runBench(
  () =>
    runSearchBench({
      databaseUrl: database.url,
      dataFolder: path.resolve(process.env.BENCH_DATA ?? path.join(ROOT, '..', 'shared', 'data', 'ocds')),
      tenders: int('BENCH_TENDERS', 1_000_000),
      seconds: int('BENCH_SECONDS', 10),
      concurrency: int('BENCH_CONCURRENCY', 32),
      importReleases: int('BENCH_IMPORT', 50_000),
      scopes: (process.env.BENCH_SCOPES ?? 'open,all').split(',').map((s) => s.trim()),
      kinds: process.env.BENCH_KINDS ? process.env.BENCH_KINDS.split(',').map((s) => s.trim()) : null,
      explain: process.env.BENCH_EXPLAIN === '1',
      scaleOut: process.env.BENCH_SCALE_OUT === '1',
      log,
    }),
  { log, cleanup: database.stop },
);
