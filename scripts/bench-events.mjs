#!/usr/bin/env node
// Events pipeline benchmark: `node scripts/bench-events.mjs` (or `npm run bench:events`).
//
// Needs a Kafka broker: KAFKA_BROKERS (default 127.0.0.1:9092, e.g. after `npm run kafka:start`).
// PostgreSQL: DATABASE_URL, else an embedded PostgreSQL (default, durable settings) in a temporary folder.
// Options (env): BENCH_EVENTS=10000  BENCH_RATE=1000  BENCH_SECONDS=10  BENCH_PACED_PER_TX=5  BENCH_PARTITIONS=3
//                BENCH_REPEAT=3 (raw-then-pipeline pairs for the ratio; the median pair is reported)
//                BENCH_RELAY_BATCH (relay batch size; default: the relay's)
//                BENCH_CHILD_EXECARGV (extra node flags for the consumer process, e.g. "--cpu-prof --cpu-prof-dir=/tmp/p";
//                profile this process with `node --cpu-prof scripts/bench-events.mjs`)
//
// Prints, for BENCH_EVENTS events, outbox-to-consumer throughput and latency (outbox insert commit -> consumer
// handler commit; the consumer runs in its own process as in distributed mode), raw kafkajs produce-to-consume of as
// many same-size messages on the same broker (right before each drain; BENCH_REPEAT pairs), their ratio, and the p95
// latency of a run paced at BENCH_RATE events/s, each with the 1-minute load average when it was taken.
// Targets: ratio >= 0.5, p95 < 100 ms paced, exactly once.
import os from 'node:os';
import { benchLog, fromRoot, startBenchDatabase, wholeNumber } from './bench/setup.mjs';

const int = (name, fallback) => wholeNumber(name, fallback, { min: 1 });
const brokers = (process.env.KAFKA_BROKERS || '127.0.0.1:9092')
  .split(',')
  .map((b) => b.trim())
  .filter(Boolean);
const log = benchLog('bench');
const database = await startBenchDatabase({ name: 'bench-events', port: 55433, log });
const databaseUrl = database.url;

const { runEventsBench } = fromRoot('scripts/bench/events-bench.ts');
try {
  const result = await runEventsBench({
    databaseUrl,
    brokers,
    events: int('BENCH_EVENTS', 10_000),
    pacedRate: int('BENCH_RATE', 1000),
    pacedSeconds: int('BENCH_SECONDS', 10),
    pacedPerTx: int('BENCH_PACED_PER_TX', 5),
    partitions: int('BENCH_PARTITIONS', 3),
    repeat: int('BENCH_REPEAT', 3),
    log,
  });
  const p = result.withWriters;
  const raw = result.raw;
  const ratio = (x) => Math.round((x / raw.perSecond) * 100) / 100;
  const drainRatio = ratio(result.drain.perSecond);
  const paced = result.paced;
  const exact = result.exactlyOnce;
  const once = exact.applied === exact.expected && exact.distinct === exact.expected;
  const lines = [
    `Events benchmark (Kafka ${brokers.join(',')}, ${result.partitions} partitions, ${result.messageBytes}-byte envelopes, ${os.cpus().length} CPUs; load = 1-minute load average when the figure was taken)`,
    ...result.pairs.map(
      (pair, i) =>
        `  pair ${i + 1}/${result.pairs.length}         : raw kafkajs ${pair.raw.perSecond} messages/s (load ${pair.raw.load1}), then outbox -> consumer ${pair.drain.perSecond} events/s (load ${pair.drain.load1}) = ${pair.ratio}`,
    ),
    `  outbox -> consumer : ${result.drain.events} queued events drained in ${result.drain.seconds} s = ${result.drain.perSecond} events/s (consumer with a batch handler; load ${result.drain.load1})`,
    `                       ${result.drainPerEvent.events} queued events drained in ${result.drainPerEvent.seconds} s = ${result.drainPerEvent.perSecond} events/s (per-event handler: one INSERT per event; load ${result.drainPerEvent.load1})`,
    `  with the writers   : ${p.events} events written (4 writers x 100 per transaction) and consumed in ${p.seconds} s = ${p.perSecond} events/s (writes alone ${p.writeSeconds} s; load ${p.load1})`,
    `                       latency commit->commit p50 ${p.latencyMs.p50} ms, p95 ${p.latencyMs.p95} ms, p99 ${p.latencyMs.p99} ms (queueing behind the burst included)`,
    `  paced ${paced.rate}/s        : ${paced.events} events, ${paced.eventsPerTransaction} per transaction, at ${paced.achievedRate}/s: latency p50 ${paced.latencyMs.p50} ms, p95 ${paced.latencyMs.p95} ms, p99 ${paced.latencyMs.p99} ms (load ${paced.load1})`,
    `  exactly once       : ${exact.applied} rows applied, ${exact.distinct} distinct, ${exact.expected} processed`,
    `Goals (issue 16 goal 4)`,
    `  throughput >= 0.5x raw : ${result.drain.perSecond} events/s vs raw kafkajs ${raw.perSecond} messages/s = ${drainRatio} (median of ${result.pairs.length} pairs; ${drainRatio >= 0.5 ? 'met' : 'NOT met'}; load ${result.drain.load1})` +
      `; per-event handler ${ratio(result.drainPerEvent.perSecond)}, with writers ${ratio(p.perSecond)} (against that raw figure)`,
    `  paced p95 < 100 ms     : ${paced.latencyMs.p95} ms at ${paced.achievedRate} events/s (${paced.latencyMs.p95 < 100 ? 'met' : 'NOT met'}; load ${paced.load1})`,
    `  exactly once           : ${once ? 'met' : 'NOT met'} (${exact.applied} applied, ${exact.distinct} distinct, ${exact.expected} processed)`,
  ];
  process.stdout.write(`${lines.join('\n')}\n${JSON.stringify(result)}\n`);
} finally {
  await database.stop();
}
process.exit(0);
