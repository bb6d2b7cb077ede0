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
import path from 'node:path';
import { ROOT, benchLog, fromRoot, runBench, startBenchDatabase, wholeNumber as int } from './bench/setup.mjs';

const log = benchLog('bench:import');
const database = await startBenchDatabase({ name: 'bench-import', port: 55437, log });
const { runImportBench } = fromRoot('scripts/bench/import/import-bench.ts');
await runBench(
  () =>
    runImportBench({
      databaseUrl: database.url,
      dataFolder: path.resolve(process.env.BENCH_DATA ?? path.join(ROOT, '..', 'shared', 'data', 'ocds')),
      releases: int('BENCH_RELEASES', 200_000),
      repeat: Math.max(1, int('BENCH_REPEAT', 1)),
      batchSize: process.env.BENCH_BATCH ? int('BENCH_BATCH', 500) : undefined,
      formerRoot: process.env.BENCH_FORMER ? path.resolve(process.env.BENCH_FORMER) : null,
      log,
    }),
  { log, cleanup: database.stop },
);
