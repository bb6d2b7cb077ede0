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
// from) and of the tenders' rating sets (what the 59To0 list scores from); the provider's full results list (stored +
// 59To0 computed), p95 of BENCH_LIST_REQUESTS (20), beside the path before it (every unstored rated open tender read,
// derived and scored per request; each list checked equal); for a tender's re-rating, its transaction's Node and
// PostgreSQL backend CPU and the outbox rows and bytes it wrote. Baselines measured in the same run: the dense write of
// the same ratings (every rating stored, rolled back) and the low-band count by scoring every tender.
// The code before on a copy of the same data: BENCH_PG_DIR keeps the generated database; copy that folder and run the
// older checkout's script on the copy (see the eligibility README, Measured).
// PostgreSQL: DATABASE_URL (its eligibility schema is refilled), else an embedded PostgreSQL in a temporary folder.
import path from 'node:path';
import { ROOT, benchLog, fromRoot, runBench, startBenchDatabase, wholeNumber as int } from './bench/setup.mjs';

const log = benchLog('bench:eligibility');
const database = await startBenchDatabase({
  name: 'bench-eligibility',
  port: int('BENCH_PG_PORT', 55436),
  dir: process.env.BENCH_PG_DIR,
  log,
});
const { runEligibilityBench } = fromRoot('scripts/bench/eligibility/eligibility-bench.ts');
await runBench(
  () =>
    runEligibilityBench({
      databaseUrl: database.url,
      dataFolder: path.resolve(process.env.BENCH_DATA ?? path.join(ROOT, '..', 'shared', 'data', 'ocds')),
      providers: int('BENCH_PROVIDERS', 100_000),
      tenders: int('BENCH_TENDERS', 50_000),
      sampleProviders: int('BENCH_SAMPLE_PROVIDERS', 40),
      repeats: int('BENCH_REPEATS', 3),
      listRequests: int('BENCH_LIST_REQUESTS', 20, { min: 1 }),
      log,
    }),
  { log, cleanup: database.stop },
);
