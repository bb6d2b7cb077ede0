// The events pipeline benchmark (run through scripts/bench-events.mjs). This process is the producing service
// (writers: state change + outbox in one transaction; the OutboxRelay over Kafka); the consuming service runs in a
// child process (consumer-child.ts), as in distributed mode. Latency = outbox insert commit -> consumer handler
// commit, on absolute clocks of the same machine.
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import * as os from 'node:os';
import * as path from 'node:path';
import type { ServiceName } from '@jointly/common/config';
import { openServiceDataSource, transaction } from '@jointly/common/database';
import {
  createEvent,
  OutboxRelay,
  OutboxService,
  type EventTransport,
  type OutboxRelayOptions,
  type OutgoingMessage,
} from '@jointly/common/events';
import { KafkaTransport } from '@jointly/common/kafka';
import { defineEvent, type EventEnvelope } from '@jointly/contracts';
import type { DataSource, MigrationInterface, QueryRunner } from 'typeorm';
import { cpuPerEvent, cpuSnapshot, type CpuSnapshot } from './proc-cpu';
import { deleteTopics, rawProduceConsume } from './raw-kafkajs';
import { latencySummary } from './stats';

export interface BenchOptions {
  databaseUrl: string;
  brokers: string[];
  events: number;
  pacedRate: number;
  pacedSeconds: number;
  /** Events per transaction in the paced run. */
  pacedPerTx: number;
  partitions: number;
  /** Events per drain of the throughput ratio (and raw messages beside each). */
  drainEvents: number;
  /** Events of the drain on stale statistics (per pipeline). */
  staleEvents: number;
  /** Rounds (raw kafkajs and the pipeline, order alternating) measured for the throughput ratio (the median is reported). */
  repeat: number;
  /** Another checkout (e.g. the main branch) whose relay, consumer runner and Kafka transport run in every round too. */
  formerRoot?: string;
  log: (line: string) => void;
}

const now = () => performance.timeOrigin + performance.now();
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
/** 1-minute load average, to print beside every figure (other sessions share the machine). */
const load1 = () => round(os.loadavg()[0], 2);

/** The consumer process, driven over IPC. */
class ConsumerChild {
  readonly child: ChildProcess;
  private readonly waiters: Array<{ key: string; resolve: (m: Record<string, unknown>) => void }> = [];
  onApplied: (items: Array<[string, number, number]>) => void = () => undefined;
  onAppliedCount: (count: number) => void = () => undefined;

  constructor(env: Record<string, string>) {
    this.child = fork(path.join(__dirname, 'consumer-child.ts'), [], {
      execArgv: ['-r', '@swc-node/register', ...(process.env.BENCH_CHILD_EXECARGV ? process.env.BENCH_CHILD_EXECARGV.split(' ') : [])],
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child.on('message', (message: Record<string, unknown>) => {
      if (message.applied) return this.onApplied(message.applied as Array<[string, number, number]>);
      if (message.appliedCount) return this.onAppliedCount(message.appliedCount as number);
      const index = this.waiters.findIndex((w) => w.key in message);
      if (index >= 0) this.waiters.splice(index, 1)[0].resolve(message);
    });
  }

  expect(key: string, timeoutMs = 60_000): Promise<Record<string, unknown>> {
    return new Promise((resolve, reject) => {
      const exit = (code: number | null) => reject(new Error(`consumer child exited (${code})`));
      const timer = setTimeout(() => reject(new Error(`consumer child: no "${key}" within ${timeoutMs} ms`)), timeoutMs);
      this.child.once('exit', exit);
      this.waiters.push({ key, resolve: (m) => (clearTimeout(timer), this.child.off('exit', exit), resolve(m)) });
    });
  }

  request(message: Record<string, unknown>, key: string, timeoutMs?: number): Promise<Record<string, unknown>> {
    const reply = this.expect(key, timeoutMs);
    this.child.send(message);
    return reply;
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length % 2 ? sorted[(sorted.length - 1) / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
};

/** Per key, the median of the values the records have for it. */
const medianPerKey = (records: Array<Record<string, number>>) => {
  const keys = [...new Set(records.flatMap((r) => Object.keys(r)))];
  return Object.fromEntries(keys.map((k) => [k, round(median(records.map((r) => r[k] ?? 0)), 1)]));
};

type Item = ReturnType<typeof defineEvent<{ n: number; title: string; buyer: string; cpv: string[] }>>;

/** The events of the benchmark: a tender-like payload, keyed by one of 500 aggregates. */
function makeEvent(Item: Item, n: number): EventEnvelope {
  return createEvent(Item, {
    aggregateId: `tender-${n % 500}`,
    actorId: 'bench',
    payload: { n, title: `Domiciliary care framework lot ${n}`, buyer: 'Example County Council', cpv: ['85000000', '85310000'] },
  });
}

/**
 * One producing service and one consuming service: its own outbox schema, topic, relay, Kafka transport and consumer
 * process. `commonRoot` runs another checkout's relay, consumer runner and Kafka transport (the former code).
 */
async function openPipeline(options: BenchOptions, id: string, label: string, commonRoot?: string) {
  const producerSchema = `bench_p_${id}${label}`;
  const consumerSchema = `bench_c_${id}${label}`;
  const Item = defineEvent<{ n: number; title: string; buyer: string; cpv: string[] }>(`bench${id}${label}`, 'item', 'made');
  const common = commonRoot
    ? {
        Relay: require(path.join(commonRoot, 'services/common/src/events/outbox/outbox-relay.ts')).OutboxRelay as typeof OutboxRelay,
        Transport: require(path.join(commonRoot, 'services/common/src/kafka/kafka.transport.ts')).KafkaTransport as typeof KafkaTransport,
      }
    : { Relay: OutboxRelay, Transport: KafkaTransport };
  const migration = class implements MigrationInterface {
    readonly name = 'BenchItem1900000000000';
    async up(runner: QueryRunner): Promise<void> {
      await runner.query(`CREATE TABLE "${producerSchema}".item (n int PRIMARY KEY)`);
    }
    async down(): Promise<void> {}
  };
  const producerDs: DataSource = await openServiceDataSource(
    { databaseUrl: options.databaseUrl },
    { service: producerSchema as ServiceName, entities: [], migrations: [migration] },
    () => undefined,
  );
  const kafka = new common.Transport({
    brokers: options.brokers,
    numPartitions: options.partitions,
    topics: [Item.topic],
    clientId: `bench-producer${label}`,
  });
  await kafka.start();

  // Stage clocks (when `detail`): the relay's publish start and end per event; how many the relay has published.
  let detail = true;
  const publishedAt = new Map<string, [number, number]>();
  let publishedCount = 0;
  let onPublished: (() => void) | undefined;
  const transport: EventTransport = Object.assign(Object.create(kafka), {
    publish: async (messages: OutgoingMessage[]) => {
      const t = now();
      await kafka.publish(messages);
      const done = now();
      // m.id: the relay's messages carry it, so timing them does not parse every envelope in the relay's process.
      if (detail) for (const m of messages) publishedAt.set(m.id ?? m.envelope.id, [t, done]);
      publishedCount += messages.length;
      onPublished?.();
    },
  });

  const consumer = new ConsumerChild({
    DATABASE_URL: options.databaseUrl,
    KAFKA_BROKERS: options.brokers.join(','),
    BENCH_SCHEMA: consumerSchema,
    BENCH_TOPIC: Item.topic,
    BENCH_PARTITIONS: String(options.partitions),
    ...(commonRoot ? { BENCH_COMMON_ROOT: commonRoot } : {}),
  });
  const committedAt = new Map<string, number>();
  let latencies: number[] = [];
  let stages = { commitToClaim: [] as number[], publish: [] as number[], brokerToConsumer: [] as number[], consumerApply: [] as number[] };
  let processed = 0;
  let target = Infinity;
  let reached: (() => void) | undefined;
  const arrived = (count: number) => {
    processed += count;
    if (processed >= target) reached?.();
  };
  consumer.onApplied = (items) => {
    for (const [eventId, receivedAt, appliedAt] of items) {
      const at = committedAt.get(eventId);
      const pub = publishedAt.get(eventId);
      if (at !== undefined) {
        latencies.push(appliedAt - at);
        if (pub) {
          stages.commitToClaim.push(pub[0] - at);
          stages.publish.push(pub[1] - pub[0]);
          stages.brokerToConsumer.push(receivedAt - pub[1]);
          stages.consumerApply.push(appliedAt - receivedAt);
        }
      }
      committedAt.delete(eventId);
      publishedAt.delete(eventId);
    }
    arrived(items.length);
  };
  consumer.onAppliedCount = arrived;
  await consumer.expect('ready', 90_000);

  const relayOptions: OutboxRelayOptions = process.env.BENCH_RELAY_BATCH ? { batchSize: Number(process.env.BENCH_RELAY_BATCH) } : {};
  const databasePort = Number(new URL(options.databaseUrl).port || 5432);
  const cpu = () => cpuSnapshot(databasePort, { 'consumer process': consumer.child.pid });
  const relay = new common.Relay(producerDs, producerSchema, transport, relayOptions);
  relay.start();
  const outbox = new OutboxService(producerSchema);

  let next = 0;
  const makeEvents = (count: number): EventEnvelope[] => Array.from({ length: count }, () => makeEvent(Item, next++));
  const write = async (events: EventEnvelope[]) => {
    await transaction(producerDs, async (manager) => {
      await manager.query(`INSERT INTO "${producerSchema}".item (n) SELECT unnest($1::int[])`, [
        events.map((e) => (e.payload as { n: number }).n),
      ]);
      await outbox.add(manager, events);
    });
    if (!detail) return;
    const t = now();
    for (const e of events) committedAt.set(e.id, t);
  };
  const writeAll = async (count: number, perTx: number, writers: number) => {
    let queued = 0;
    await Promise.all(
      Array.from({ length: writers }, async () => {
        while (queued < count) {
          const n = Math.min(perTx, count - queued);
          queued += n;
          await write(makeEvents(n));
        }
      }),
    );
  };
  const until = (count: number, timeoutMs: number) =>
    new Promise<void>((resolve, reject) => {
      target = count;
      if (processed >= count) return resolve();
      const timer = setTimeout(
        () => reject(new Error(`${label || 'pipeline'}: only ${processed}/${count} events consumed after ${timeoutMs} ms`)),
        timeoutMs,
      );
      reached = () => {
        clearTimeout(timer);
        reached = undefined;
        target = Infinity;
        resolve();
      };
    });
  const resetClocks = () => {
    latencies = [];
    stages = { commitToClaim: [], publish: [], brokerToConsumer: [], consumerApply: [] };
  };
  /** Per-event clocks on (latency runs) or off (drains: only counts travel, in both processes). */
  const setDetail = async (on: boolean) => {
    detail = on;
    committedAt.clear();
    publishedAt.clear();
    await consumer.request({ cmd: 'detail', on }, 'ok');
  };

  /**
   * Outbox -> consumer: `count` events already in the outbox (written while the relay was stopped, untimed); start
   * the relay and time until the consumer committed them all.
   */
  const drain = async (count: number, batchHandler: boolean, staleStatistics = false) => {
    await consumer.request({ cmd: 'batch-handler', on: batchHandler }, 'ok');
    await relay.stop();
    await setDetail(false);
    const base = processed;
    const table = `"${producerSchema}".outbox_message`;
    if (staleStatistics) {
      // After quiet hours: the last ANALYZE saw every row published, and none has run since the backlog formed.
      await producerDs.query(`ALTER TABLE ${table} SET (autovacuum_enabled = false)`);
      await producerDs.query(`ANALYZE ${table}`);
    }
    await writeAll(count, 1000, 4);
    const cpuBefore = cpu();
    const started = now();
    relay.start();
    // When the relay has published them all: counted by the transport wrapper (polling the outbox's backlog
    // would load the database the drain is measured on).
    let relayDone = 0;
    const publishedBase = publishedCount;
    onPublished = () => (relayDone ||= publishedCount - publishedBase >= count ? now() : 0);
    await until(base + count, 300_000);
    onPublished = undefined;
    const seconds = (now() - started) / 1000;
    const cpuUsPerEvent = cpuPerEvent(cpuBefore, cpu(), count);
    if (staleStatistics) await producerDs.query(`ALTER TABLE ${table} RESET (autovacuum_enabled)`);
    await setDetail(true);
    return {
      events: count,
      seconds: round(seconds, 3),
      perSecond: Math.round(count / seconds),
      relaySeconds: round(((relayDone || now()) - started) / 1000, 3),
      cpuUsPerEvent,
      load1: load1(),
    };
  };

  return {
    label,
    Item,
    consumer,
    relay,
    kafka,
    producerDs,
    producerSchema,
    consumerSchema,
    get processed() {
      return processed;
    },
    get latencies() {
      return latencies;
    },
    get stages() {
      return stages;
    },
    write,
    writeAll,
    makeEvents,
    until,
    resetClocks,
    drain,
    async close() {
      await relay.stop().catch(() => undefined);
      await consumer.request({ cmd: 'stop' }, 'never', 15_000).catch(() => undefined);
      if (consumer.child.exitCode === null) consumer.child.kill('SIGKILL');
      await kafka.stop().catch(() => undefined);
      await deleteTopics(options.brokers, [Item.topic]).catch(() => undefined);
      await producerDs.query(`DROP SCHEMA IF EXISTS "${producerSchema}" CASCADE`).catch(() => undefined);
      await producerDs.query(`DROP SCHEMA IF EXISTS "${consumerSchema}" CASCADE`).catch(() => undefined);
      await producerDs.destroy().catch(() => undefined);
    },
  };
}

type Pipeline = Awaited<ReturnType<typeof openPipeline>>;
type Drain = Awaited<ReturnType<Pipeline['drain']>>;

/** Runs the whole benchmark and returns the figures. */
export async function runEventsBench(options: BenchOptions) {
  const { log } = options;
  const id = randomBytes(3).toString('hex');
  const pipelines: Pipeline[] = [];
  try {
    const current = await openPipeline(options, id, '');
    pipelines.push(current);
    const former = options.formerRoot ? await openPipeline(options, id, 'f', options.formerRoot) : undefined;
    if (former) pipelines.push(former);

    log('warm-up (500 events per pipeline)...');
    for (const p of pipelines) {
      await p.writeAll(500, 50, 2);
      await p.until(500, 90_000);
    }
    const sampleSize = Buffer.byteLength(JSON.stringify(makeEvent(current.Item, 123_456)));

    // 1. Throughput rounds: raw kafkajs and each pipeline's drain of `drainEvents`, in an order that rotates from round
    //    to round (so neither side always runs first on a machine whose load drifts); each round gives a ratio.
    const rawItem = defineEvent<{ n: number; title: string; buyer: string; cpv: string[] }>(`benchraw${id}`, 'item', 'made');
    const databasePort = Number(new URL(options.databaseUrl).port || 5432);
    const rawRun = async (round: number) => {
      log(`  raw kafkajs: ${options.drainEvents} messages of about ${sampleSize} bytes...`);
      let cpuBefore: CpuSnapshot = new Map();
      let cpuUsPerEvent: Record<string, number> = {};
      const raw = await rawProduceConsume(
        options.brokers,
        `benchraw${id}r${round}`,
        options.drainEvents,
        (n) => {
          const event = makeEvent(rawItem, n);
          return { key: event.aggregateId, value: JSON.stringify(event) };
        },
        options.partitions,
        Number(process.env.BENCH_RELAY_BATCH ?? 1000),
        undefined,
        (phase) => {
          const snapshot = cpuSnapshot(databasePort, {});
          if (phase === 'start') cpuBefore = snapshot;
          else cpuUsPerEvent = cpuPerEvent(cpuBefore, snapshot, options.drainEvents);
        },
      );
      return { messages: raw.messages, seconds: round3(raw.seconds), perSecond: Math.round(raw.perSecond), cpuUsPerEvent, load1: load1() };
    };
    const rounds: Array<{
      order: string[];
      raw: Awaited<ReturnType<typeof rawRun>>;
      drain: Drain;
      former?: Drain;
      ratio: number;
      formerRatio?: number;
    }> = [];
    for (let r = 1; r <= options.repeat; r++) {
      const steps = ['raw', 'pipeline', ...(former ? ['former'] : [])];
      const order = [...steps.slice((r - 1) % steps.length), ...steps.slice(0, (r - 1) % steps.length)];
      log(`round ${r}/${options.repeat} (${order.join(', ')}):`);
      const results: Record<string, unknown> = {};
      for (const step of order) {
        if (step === 'raw') results.raw = await rawRun(r);
        else {
          const p = step === 'former' ? former! : current;
          log(`  ${step}: ${options.drainEvents} events queued in the outbox, then drained...`);
          results[step] = await p.drain(options.drainEvents, true);
        }
        const figure = results[step] as { perSecond: number; load1: number; cpuUsPerEvent: Record<string, number> };
        const cpuText = Object.entries(figure.cpuUsPerEvent)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ');
        log(`    ${figure.perSecond}/s (load ${figure.load1}); CPU µs per event: ${cpuText}`);
      }
      const raw = results.raw as Awaited<ReturnType<typeof rawRun>>;
      const drained = results.pipeline as Drain;
      const formerDrain = results.former as Drain | undefined;
      rounds.push({
        order,
        raw,
        drain: drained,
        ratio: round(drained.perSecond / raw.perSecond, 2),
        ...(formerDrain ? { former: formerDrain, formerRatio: round(formerDrain.perSecond / raw.perSecond, 2) } : {}),
      });
    }
    const spread = (values: number[]) => ({ median: round(median(values), 2), min: Math.min(...values), max: Math.max(...values) });
    const throughput = {
      drainEvents: options.drainEvents,
      ratio: spread(rounds.map((x) => x.ratio)),
      pipelinePerSecond: spread(rounds.map((x) => x.drain.perSecond)),
      rawPerSecond: spread(rounds.map((x) => x.raw.perSecond)),
      ...(former
        ? {
            formerRatio: spread(rounds.map((x) => x.formerRatio!)),
            formerPerSecond: spread(rounds.map((x) => x.former!.perSecond)),
            // pipeline / former in the same round
            newOverFormer: spread(rounds.map((x) => round(x.drain.perSecond / x.former!.perSecond, 2))),
          }
        : {}),
      load1: spread(rounds.flatMap((x) => [x.raw.load1, x.drain.load1])),
      // Median CPU microseconds per event per process group (this process = the relay's or the raw producer's).
      cpuUsPerEvent: {
        pipeline: medianPerKey(rounds.map((x) => x.drain.cpuUsPerEvent)),
        raw: medianPerKey(rounds.map((x) => x.raw.cpuUsPerEvent)),
        ...(former ? { former: medianPerKey(rounds.map((x) => x.former!.cpuUsPerEvent)) } : {}),
      },
    };
    // A backlog on statistics that say the outbox is empty (the last ANALYZE ran when every row was published, as
    // after quiet hours), for each pipeline: the claim's plan then depends on what the relay forces.
    const stale: Record<string, Drain> = {};
    for (const p of pipelines) {
      const name = p === former ? 'former' : 'pipeline';
      log(`${name}: ${options.staleEvents} events queued on stale statistics, then drained...`);
      stale[name] = await p.drain(options.staleEvents, true, true);
      log(`    ${stale[name].perSecond}/s (load ${stale[name].load1}); postgres ${stale[name].cpuUsPerEvent.postgres ?? 0} µs per event`);
    }
    for (const p of pipelines) await p.consumer.request({ cmd: 'batch-handler', on: true }, 'ok');
    if (former) await former.relay.stop();

    log(`per-event handler: ${options.events} events...`);
    const drainPerEvent = await current.drain(options.events, false);
    await current.consumer.request({ cmd: 'batch-handler', on: true }, 'ok');

    // 2. With the writers: N events written (4 writers, 100 per transaction) while the relay runs.
    log(`with writers: ${options.events} events...`);
    current.resetClocks();
    const base = current.processed;
    const started = now();
    await current.writeAll(options.events, 100, 4);
    const written = now();
    await current.until(base + options.events, 180_000);
    const seconds = (now() - started) / 1000;
    const withWriters = {
      events: options.events,
      seconds: round(seconds, 3),
      perSecond: Math.round(options.events / seconds),
      writeSeconds: round((written - started) / 1000, 3),
      latencyMs: latencySummary(current.latencies),
      load1: load1(),
    };
    log(`  ${withWriters.perSecond} events/s`);

    // 3. Paced: pacedRate events/s in transactions of pacedPerTx events.
    const pacedTotal = options.pacedRate * options.pacedSeconds;
    const perTxPaced = options.pacedPerTx;
    log(`paced: ${options.pacedRate} events/s for ${options.pacedSeconds} s (${perTxPaced} event(s) per transaction)...`);
    current.resetClocks();
    const pacedBase = current.processed;
    const pacedStart = performance.now();
    let issued = 0;
    const inFlight = new Set<Promise<void>>();
    while (issued < pacedTotal) {
      const due = Math.min(pacedTotal, Math.floor(((performance.now() - pacedStart) / 1000) * options.pacedRate));
      while (issued + perTxPaced <= due || (due === pacedTotal && issued < pacedTotal)) {
        const n = Math.min(perTxPaced, pacedTotal - issued);
        const p = current.write(current.makeEvents(n)).finally(() => inFlight.delete(p));
        inFlight.add(p);
        issued += n;
      }
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    await Promise.all(inFlight);
    const pacedWriteSeconds = (performance.now() - pacedStart) / 1000;
    await current.until(pacedBase + pacedTotal, 60_000);
    const paced = {
      rate: options.pacedRate,
      eventsPerTransaction: perTxPaced,
      events: pacedTotal,
      achievedRate: Math.round(pacedTotal / pacedWriteSeconds),
      latencyMs: latencySummary(current.latencies),
      stagesMs: Object.fromEntries(Object.entries(current.stages).map(([k, v]) => [k, latencySummary(v)])),
      load1: load1(),
    };
    log(
      `  p95 ${paced.latencyMs.p95} ms; stages p50/p95: ${Object.entries(paced.stagesMs)
        .map(([k, v]) => `${k} ${v.p50}/${v.p95}`)
        .join(', ')}`,
    );

    const exactlyOnce = [];
    for (const p of pipelines) {
      const { count } = (await p.consumer.request({ cmd: 'count' }, 'count')) as { count: { rows: number; distinct: number } };
      exactlyOnce.push({
        pipeline: p === former ? 'former' : 'current',
        applied: count.rows,
        distinct: count.distinct,
        expected: p.processed,
      });
    }

    return {
      messageBytes: sampleSize,
      partitions: options.partitions,
      throughput,
      rounds,
      stale,
      drainPerEvent,
      withWriters,
      paced,
      exactlyOnce,
    };
  } finally {
    for (const p of pipelines) await p.close();
  }
}

const round3 = (value: number) => round(value, 3);
