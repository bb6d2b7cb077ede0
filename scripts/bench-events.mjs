#!/usr/bin/env node
// Events pipeline benchmark: `node scripts/bench-events.mjs` (or `npm run bench:events`).
//
// Needs a Kafka broker: KAFKA_BROKERS (default 127.0.0.1:9092, e.g. after `npm run kafka:start`).
// PostgreSQL: DATABASE_URL, else an embedded PostgreSQL (default, durable settings) in a temporary folder.
// Options (env): BENCH_DRAIN_EVENTS=100000 (events per drain of the throughput rounds, and raw messages beside each)
//                BENCH_REPEAT=5 (rounds of raw kafkajs and the pipeline, order rotating; median, min and max reported)
//                BENCH_FORMER=<another checkout, e.g. /work/main> (its relay, consumer runner and Kafka transport drain
//                in every round too, on their own schema and topic: old vs new side by side)
//                BENCH_STALE_EVENTS=20000 (a drain on statistics that say the outbox is empty, as after quiet hours)
//                BENCH_EVENTS=10000 (per-event-handler drain and the run with writers)
//                BENCH_RATE=1000  BENCH_SECONDS=10  BENCH_PACED_PER_TX=5  BENCH_PARTITIONS=3
//                BENCH_RELAY_BATCH (relay batch size; default: the relay's; raw sends batches of the same size)
//                BENCH_CHILD_EXECARGV (extra node flags for the consumer processes, e.g. "--cpu-prof --cpu-prof-dir=/tmp/p";
//                profile this process with `node --cpu-prof scripts/bench-events.mjs`)
//
// Throughput: BENCH_DRAIN_EVENTS events already in the outbox, drained to the consumer (relay start -> last consumer
// commit; the consumer runs in its own process as in distributed mode, and only counts travel back while it is
// timed), against raw kafkajs produce-to-consume of as many envelopes of the same shape, size and keys on the same
// broker and partitions, with the transport's producer settings, the relay's batch size, and a consumer in its own
// process doing the transport's per-message work minus the database (see scripts/bench/raw-kafkajs.ts). Then the
// per-event-handler drain, a run with writers, and the latency (outbox insert commit -> consumer handler commit) of
// a run paced at BENCH_RATE events/s, each with the 1-minute load average when it was taken.
// Targets: ratio >= 0.5, p95 < 100 ms paced, exactly once.
import os from 'node:os';
import path from 'node:path';
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
    drainEvents: int('BENCH_DRAIN_EVENTS', 100_000),
    staleEvents: int('BENCH_STALE_EVENTS', 20_000),
    formerRoot: process.env.BENCH_FORMER ? path.resolve(process.env.BENCH_FORMER) : undefined,
    pacedRate: int('BENCH_RATE', 1000),
    pacedSeconds: int('BENCH_SECONDS', 10),
    pacedPerTx: int('BENCH_PACED_PER_TX', 5),
    partitions: int('BENCH_PARTITIONS', 3),
    repeat: int('BENCH_REPEAT', 5),
    log,
  });
  const p = result.withWriters;
  const t = result.throughput;
  const range = (x) => `${x.median} (${x.min}-${x.max})`;
  const ratio = (x) => Math.round((x / t.rawPerSecond.median) * 100) / 100;
  const paced = result.paced;
  const current = result.exactlyOnce.find((e) => e.pipeline === 'current');
  const once = result.exactlyOnce.every((e) => e.applied === e.expected && e.distinct === e.expected);
  const lines = [
    `Events benchmark (Kafka ${brokers.join(',')}, ${result.partitions} partitions, ${result.messageBytes}-byte envelopes, ${os.cpus().length} CPUs; load = 1-minute load average when the figure was taken)`,
    ...result.rounds.map(
      (r, i) =>
        `  round ${i + 1}/${result.rounds.length} (${r.order.join(' -> ')}): raw kafkajs ${r.raw.perSecond}/s (load ${r.raw.load1}), outbox -> consumer ${r.drain.perSecond}/s (load ${r.drain.load1}) = ${r.ratio}` +
        (r.former ? `; former ${r.former.perSecond}/s (load ${r.former.load1}) = ${r.formerRatio}` : ''),
    ),
    `  throughput (${t.drainEvents} events per drain), median (min-max) of ${result.rounds.length} rounds: outbox -> consumer ${range(t.pipelinePerSecond)} events/s, raw kafkajs ${range(t.rawPerSecond)} messages/s, ratio ${range(t.ratio)}; load ${range(t.load1)}`,
    ...Object.entries(t.cpuUsPerEvent).map(
      ([side, groups]) =>
        `  CPU µs per event (${side}, median): ${Object.entries(groups)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')}; total ${Math.round(Object.values(groups).reduce((a, b) => a + b, 0))}`,
    ),
    ...(t.formerRatio
      ? [
          `  former code (${process.env.BENCH_FORMER}): ${range(t.formerPerSecond)} events/s, ratio ${range(t.formerRatio)}; new / former in the same round ${range(t.newOverFormer)}`,
        ]
      : []),
    ...Object.entries(result.stale).map(
      ([name, d]) =>
        `  stale statistics (${name}): ${d.events} queued events drained in ${d.seconds} s = ${d.perSecond} events/s (PostgreSQL ${d.cpuUsPerEvent.postgres ?? 0} µs per event; load ${d.load1})`,
    ),
    `  per-event handler  : ${result.drainPerEvent.events} queued events drained in ${result.drainPerEvent.seconds} s = ${result.drainPerEvent.perSecond} events/s (one INSERT per event; ${ratio(result.drainPerEvent.perSecond)} of raw; load ${result.drainPerEvent.load1})`,
    `  with the writers   : ${p.events} events written (4 writers x 100 per transaction) and consumed in ${p.seconds} s = ${p.perSecond} events/s (writes alone ${p.writeSeconds} s; load ${p.load1})`,
    `                       latency commit->commit p50 ${p.latencyMs.p50} ms, p95 ${p.latencyMs.p95} ms, p99 ${p.latencyMs.p99} ms (queueing behind the burst included)`,
    `  paced ${paced.rate}/s        : ${paced.events} events, ${paced.eventsPerTransaction} per transaction, at ${paced.achievedRate}/s: latency p50 ${paced.latencyMs.p50} ms, p95 ${paced.latencyMs.p95} ms, p99 ${paced.latencyMs.p99} ms (load ${paced.load1})`,
    ...result.exactlyOnce.map(
      (e) => `  exactly once (${e.pipeline}) : ${e.applied} rows applied, ${e.distinct} distinct, ${e.expected} processed`,
    ),
    `Goals (issue 16 goal 4)`,
    `  throughput >= 0.5x raw : ${t.ratio.median} (median of ${result.rounds.length} rounds, ${t.ratio.min}-${t.ratio.max}; ${t.ratio.median >= 0.5 ? 'met' : 'NOT met'}; load ${range(t.load1)})`,
    `  paced p95 < 100 ms     : ${paced.latencyMs.p95} ms at ${paced.achievedRate} events/s (${paced.latencyMs.p95 < 100 ? 'met' : 'NOT met'}; load ${paced.load1})`,
    `  exactly once           : ${once ? 'met' : 'NOT met'} (${current.applied} applied, ${current.distinct} distinct, ${current.expected} processed)`,
  ];
  process.stdout.write(`${lines.join('\n')}\n${JSON.stringify(result)}\n`);
} finally {
  await database.stop();
}
process.exit(0);
