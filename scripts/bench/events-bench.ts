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
import { createEvent, OutboxRelay, OutboxService, type EventTransport, type OutgoingMessage } from '@jointly/common/events';
import { KafkaTransport } from '@jointly/common/kafka';
import { defineEvent, type EventEnvelope } from '@jointly/contracts';
import type { DataSource, MigrationInterface, QueryRunner } from 'typeorm';
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
  /** Raw-then-pipeline pairs measured for the throughput ratio (the median pair is reported). */
  repeat: number;
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

  constructor(env: Record<string, string>) {
    this.child = fork(path.join(__dirname, 'consumer-child.ts'), [], {
      execArgv: ['-r', '@swc-node/register', ...(process.env.BENCH_CHILD_EXECARGV ? process.env.BENCH_CHILD_EXECARGV.split(' ') : [])],
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child.on('message', (message: Record<string, unknown>) => {
      if (message.applied) return this.onApplied(message.applied as Array<[string, number, number]>);
      const index = this.waiters.findIndex((w) => w.key in message);
      if (index >= 0) this.waiters.splice(index, 1)[0].resolve(message);
    });
  }

  expect(key: string, timeoutMs = 60_000): Promise<Record<string, unknown>> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`consumer child: no "${key}" within ${timeoutMs} ms`)), timeoutMs);
      this.child.once('exit', (code) => reject(new Error(`consumer child exited (${code})`)));
      this.waiters.push({ key, resolve: (m) => (clearTimeout(timer), resolve(m)) });
    });
  }

  request(message: Record<string, unknown>, key: string): Promise<Record<string, unknown>> {
    const reply = this.expect(key);
    this.child.send(message);
    return reply;
  }
}

/** Runs the whole benchmark and returns the figures. */
export async function runEventsBench(options: BenchOptions) {
  const { log } = options;
  const id = randomBytes(3).toString('hex');
  const producerSchema = `bench_p_${id}`;
  const consumerSchema = `bench_c_${id}`;
  const Item = defineEvent<{ n: number; title: string; buyer: string; cpv: string[] }>(`bench${id}`, 'item', 'made');
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
  const kafka = new KafkaTransport({
    brokers: options.brokers,
    numPartitions: options.partitions,
    topics: [Item.topic],
    clientId: 'bench-producer',
  });
  await kafka.start();

  // Stage clocks: the relay's publish start and end per event; how many the relay has published, and when.
  const publishedAt = new Map<string, [number, number]>();
  let publishedCount = 0;
  let onPublished: (() => void) | undefined;
  const transport: EventTransport = Object.assign(Object.create(kafka), {
    publish: async (messages: OutgoingMessage[]) => {
      const t = now();
      await kafka.publish(messages);
      const done = now();
      // m.id: the relay's messages carry it, so timing them does not parse every envelope in the relay's process.
      for (const m of messages) publishedAt.set(m.id ?? m.envelope.id, [t, done]);
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
  });
  const committedAt = new Map<string, number>();
  let latencies: number[] = [];
  let stages = { commitToClaim: [] as number[], publish: [] as number[], brokerToConsumer: [] as number[], consumerApply: [] as number[] };
  let processed = 0;
  let target = Infinity;
  let reached: (() => void) | undefined;
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
    processed += items.length;
    if (processed >= target) reached?.();
  };
  await consumer.expect('ready', 90_000);

  const relay = new OutboxRelay(
    producerDs,
    producerSchema,
    transport,
    process.env.BENCH_RELAY_BATCH ? { batchSize: Number(process.env.BENCH_RELAY_BATCH) } : {},
  );
  relay.start();
  const outbox = new OutboxService(producerSchema);

  let next = 0;
  const makeEvents = (count: number): EventEnvelope[] =>
    Array.from({ length: count }, () => {
      const n = next++;
      return createEvent(Item, {
        aggregateId: `tender-${n % 500}`,
        actorId: 'bench',
        payload: { n, title: `Domiciliary care framework lot ${n}`, buyer: 'Example County Council', cpv: ['85000000', '85310000'] },
      });
    });
  const write = async (events: EventEnvelope[]) => {
    await transaction(producerDs, async (manager) => {
      await manager.query(`INSERT INTO "${producerSchema}".item (n) SELECT unnest($1::int[])`, [
        events.map((e) => (e.payload as { n: number }).n),
      ]);
      await outbox.add(manager, events);
    });
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
      const timer = setTimeout(() => reject(new Error(`only ${processed}/${count} events consumed after ${timeoutMs} ms`)), timeoutMs);
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

  try {
    log('warm-up (500 events)...');
    await writeAll(500, 50, 2);
    await until(500, 90_000);
    const sampleSize = Buffer.byteLength(JSON.stringify(makeEvents(1)[0]));
    next -= 1;

    // 1. Outbox -> consumer: N events already in the outbox (written while the relay was stopped); start the relay
    //    and time until the consumer committed them all. Once with the consumer's batch handler, once per event.
    const drainRun = async (label: string, batchHandler: boolean) => {
      await consumer.request({ cmd: 'batch-handler', on: batchHandler }, 'ok');
      log(`outbox -> consumer, ${label}: ${options.events} events queued in the outbox...`);
      await relay.stop();
      const base = processed;
      await writeAll(options.events, 100, 4);
      resetClocks();
      const started = now();
      relay.start();
      // When the relay has published them all: counted by the transport wrapper (polling the outbox's backlog
      // would load the database the drain is measured on).
      let relayDone = 0;
      const publishedBase = publishedCount;
      onPublished = () => (relayDone ||= publishedCount - publishedBase >= options.events ? now() : 0);
      await until(base + options.events, 180_000);
      onPublished = undefined;
      const seconds = (now() - started) / 1000;
      const result = {
        events: options.events,
        seconds: round(seconds, 3),
        perSecond: Math.round(options.events / seconds),
        relaySeconds: round(((relayDone || now()) - started) / 1000, 3),
        load1: load1(),
      };
      log(`  ${result.perSecond} events/s (relay published all in ${result.relaySeconds} s)`);
      return result;
    };
    // Raw kafkajs (same broker, same size, same partitions, batches of the relay's size) right before each drain run,
    // so the ratio compares figures taken under the same load (other sessions share the machine).
    const rawRun = async (label: string) => {
      log(`raw kafkajs (${label}): ${options.events} messages of ${sampleSize} bytes...`);
      const raw = await rawProduceConsume(options.brokers, `benchraw${id}${label}`, options.events, sampleSize, options.partitions, 1000);
      const result = { messages: raw.messages, seconds: round(raw.seconds, 3), perSecond: Math.round(raw.perSecond), load1: load1() };
      log(`  ${result.perSecond} messages/s (load ${result.load1})`);
      return result;
    };
    // `repeat` pairs (raw, then the pipeline right after it): each pair gives a ratio; the median pair is the figure.
    const pairs: Array<{ raw: Awaited<ReturnType<typeof rawRun>>; drain: Awaited<ReturnType<typeof drainRun>>; ratio: number }> = [];
    for (let r = 1; r <= options.repeat; r++) {
      const raw = await rawRun(`r${r}`);
      const drained = await drainRun(`batch handler, pair ${r}/${options.repeat}`, true);
      pairs.push({ raw, drain: drained, ratio: round(drained.perSecond / raw.perSecond, 2) });
    }
    const byRatio = [...pairs].sort((a, b) => a.ratio - b.ratio);
    const median = byRatio[Math.floor((byRatio.length - 1) / 2)];
    const drain = median.drain;
    const drainPerEvent = await drainRun('per-event handler', false);
    await consumer.request({ cmd: 'batch-handler', on: true }, 'ok');

    // 2. With the writers: N events written (4 writers, 100 per transaction) while the relay runs.
    log(`with writers: ${options.events} events...`);
    resetClocks();
    const base = processed;
    const started = now();
    await writeAll(options.events, 100, 4);
    const written = now();
    await until(base + options.events, 180_000);
    const seconds = (now() - started) / 1000;
    const withWriters = {
      events: options.events,
      seconds: round(seconds, 3),
      perSecond: Math.round(options.events / seconds),
      writeSeconds: round((written - started) / 1000, 3),
      latencyMs: latencySummary(latencies),
      load1: load1(),
    };
    log(`  ${withWriters.perSecond} events/s`);

    // 3. Paced: pacedRate events/s in transactions of pacedPerTx events.
    const pacedTotal = options.pacedRate * options.pacedSeconds;
    const perTxPaced = options.pacedPerTx;
    log(`paced: ${options.pacedRate} events/s for ${options.pacedSeconds} s (${perTxPaced} event(s) per transaction)...`);
    resetClocks();
    const pacedBase = processed;
    const pacedStart = performance.now();
    let issued = 0;
    const inFlight = new Set<Promise<void>>();
    while (issued < pacedTotal) {
      const due = Math.min(pacedTotal, Math.floor(((performance.now() - pacedStart) / 1000) * options.pacedRate));
      while (issued + perTxPaced <= due || (due === pacedTotal && issued < pacedTotal)) {
        const n = Math.min(perTxPaced, pacedTotal - issued);
        const p = write(makeEvents(n)).finally(() => inFlight.delete(p));
        inFlight.add(p);
        issued += n;
      }
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    await Promise.all(inFlight);
    const pacedWriteSeconds = (performance.now() - pacedStart) / 1000;
    await until(pacedBase + pacedTotal, 60_000);
    const paced = {
      rate: options.pacedRate,
      eventsPerTransaction: perTxPaced,
      events: pacedTotal,
      achievedRate: Math.round(pacedTotal / pacedWriteSeconds),
      latencyMs: latencySummary(latencies),
      stagesMs: Object.fromEntries(Object.entries(stages).map(([k, v]) => [k, latencySummary(v)])),
      load1: load1(),
    };
    log(
      `  p95 ${paced.latencyMs.p95} ms; stages p50/p95: ${Object.entries(paced.stagesMs)
        .map(([k, v]) => `${k} ${v.p50}/${v.p95}`)
        .join(', ')}`,
    );

    const { count } = (await consumer.request({ cmd: 'count' }, 'count')) as { count: { rows: number; distinct: number } };
    await relay.stop();
    await consumer.request({ cmd: 'stop' }, 'never').catch(() => undefined);
    await kafka.stop();

    return {
      messageBytes: sampleSize,
      partitions: options.partitions,
      drain,
      drainPerEvent,
      withWriters,
      raw: median.raw,
      pairs,
      paced,
      exactlyOnce: { applied: count.rows, distinct: count.distinct, expected: processed },
    };
  } finally {
    await relay.stop().catch(() => undefined);
    if (consumer.child.exitCode === null) consumer.child.kill('SIGKILL');
    await kafka.stop().catch(() => undefined);
    await deleteTopics(options.brokers, [Item.topic]).catch(() => undefined);
    await producerDs.query(`DROP SCHEMA IF EXISTS "${producerSchema}" CASCADE`).catch(() => undefined);
    await producerDs.query(`DROP SCHEMA IF EXISTS "${consumerSchema}" CASCADE`).catch(() => undefined);
    await producerDs.destroy().catch(() => undefined);
  }
}
