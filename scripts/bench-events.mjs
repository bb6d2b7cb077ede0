#!/usr/bin/env node
// Events pipeline benchmark: `node scripts/bench-events.mjs` (or `npm run bench:events`).
//
// Needs a Kafka broker: KAFKA_BROKERS (default 127.0.0.1:9092, e.g. after `npm run kafka:start`).
// PostgreSQL: DATABASE_URL, else an embedded PostgreSQL (default, durable settings) in a temporary folder.
// Options (env): BENCH_EVENTS=10000  BENCH_RATE=1000  BENCH_SECONDS=10  BENCH_PACED_PER_TX=5  BENCH_PARTITIONS=3
//                BENCH_RELAY_BATCH (relay batch size; default: the relay's)
//
// Prints, for BENCH_EVENTS events, outbox-to-consumer throughput and latency (outbox insert commit -> consumer
// handler commit; the consumer runs in its own process as in distributed mode), raw kafkajs produce-to-consume of as many same-size messages on the same broker, their ratio,
// and the p95 latency of a run paced at BENCH_RATE events/s. Targets: p95 < 100 ms paced, ratio >= 0.5.
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

const int = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number`);
  return value;
};
const brokers = (process.env.KAFKA_BROKERS || '127.0.0.1:9092')
  .split(',')
  .map((b) => b.trim())
  .filter(Boolean);
const log = (line) => process.stderr.write(`[bench] ${line}\n`);

let stopPostgres = async () => {};
let databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  const { startEmbeddedPostgres } = require('../services/common/src/database/embedded-postgres.ts');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jointly-bench-'));
  const pg = await startEmbeddedPostgres(dir, 55433);
  databaseUrl = pg.url;
  stopPostgres = async () => {
    await pg.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  log(`embedded PostgreSQL on port ${pg.port} (default durable settings)`);
}

const { runEventsBench } = require('./bench/events-bench.ts');
try {
  const result = await runEventsBench({
    databaseUrl,
    brokers,
    events: int('BENCH_EVENTS', 10_000),
    pacedRate: int('BENCH_RATE', 1000),
    pacedSeconds: int('BENCH_SECONDS', 10),
    pacedPerTx: int('BENCH_PACED_PER_TX', 5),
    partitions: int('BENCH_PARTITIONS', 3),
    log,
  });
  const p = result.withWriters;
  const ratio = (x) => Math.round((x / result.raw.perSecond) * 100) / 100;
  const drainRatio = ratio(result.drain.perSecond);
  const lines = [
    `Events benchmark (Kafka ${brokers.join(',')}, ${result.partitions} partitions, ${result.messageBytes}-byte envelopes, ${os.cpus().length} CPUs)`,
    `  outbox -> consumer : ${result.drain.events} queued events drained in ${result.drain.seconds} s = ${result.drain.perSecond} events/s (consumer with a batch handler)`,
    `                       ${result.drainPerEvent.events} queued events drained in ${result.drainPerEvent.seconds} s = ${result.drainPerEvent.perSecond} events/s (per-event handler: one INSERT per event)`,
    `  with the writers   : ${p.events} events written (4 writers x 100 per transaction) and consumed in ${p.seconds} s = ${p.perSecond} events/s (writes alone ${p.writeSeconds} s)`,
    `                       latency commit->commit p50 ${p.latencyMs.p50} ms, p95 ${p.latencyMs.p95} ms, p99 ${p.latencyMs.p99} ms (queueing behind the burst included)`,
    `  raw kafkajs        : ${result.raw.messages} messages in ${result.raw.seconds} s = ${result.raw.perSecond} messages/s`,
    `  ratio to raw       : outbox->consumer ${drainRatio} (target >= 0.5: ${drainRatio >= 0.5 ? 'met' : 'NOT met'}), per-event handler ${ratio(result.drainPerEvent.perSecond)}, with writers ${ratio(p.perSecond)}`,
    `  paced ${result.paced.rate}/s        : ${result.paced.events} events, ${result.paced.eventsPerTransaction} per transaction, at ${result.paced.achievedRate}/s: latency p50 ${result.paced.latencyMs.p50} ms, p95 ${result.paced.latencyMs.p95} ms, p99 ${result.paced.latencyMs.p99} ms (target p95 < 100 ms: ${result.paced.latencyMs.p95 < 100 ? 'met' : 'NOT met'})`,
    `  exactly once       : ${result.exactlyOnce.applied} rows applied, ${result.exactlyOnce.distinct} distinct, ${result.exactlyOnce.expected} processed`,
  ];
  process.stdout.write(`${lines.join('\n')}\n${JSON.stringify(result)}\n`);
} finally {
  await stopPostgres();
}
process.exit(0);
