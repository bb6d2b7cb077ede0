// The events pipeline benchmark (run through scripts/bench-events.mjs): outbox insert commit -> relay -> Kafka ->
// consumer runner -> handler commit, against plain kafkajs on the same broker.
import { randomBytes } from 'node:crypto';
import type { ServiceName } from '@jointly/common/config';
import { openServiceDataSource, transaction } from '@jointly/common/database';
import {
  createEvent,
  EventConsumerRunner,
  OutboxRelay,
  OutboxService,
  type BatchHandler,
  type EventConsumerDefinition,
  type EventTransport,
  type OutgoingMessage,
} from '@jointly/common/events';
import { KafkaTransport } from '@jointly/common/kafka';
import { defineEvent, type EventEnvelope } from '@jointly/contracts';
import type { DataSource, EntityManager, MigrationInterface, QueryRunner } from 'typeorm';
import { deleteTopics, rawProduceConsume } from './raw-kafkajs';
import { latencySummary } from './stats';

export interface BenchOptions {
  databaseUrl: string;
  brokers: string[];
  events: number;
  pacedRate: number;
  pacedSeconds: number;
  partitions: number;
  log: (line: string) => void;
}

const tableMigration = (schema: string, name: string, sql: string) =>
  class implements MigrationInterface {
    readonly name = name;
    async up(runner: QueryRunner): Promise<void> {
      await runner.query(sql.replaceAll('$schema', `"${schema}"`));
    }
    async down(): Promise<void> {}
  };

/** Runs the whole benchmark and returns the figures. */
export async function runEventsBench(options: BenchOptions) {
  const { log } = options;
  const id = randomBytes(3).toString('hex');
  const producerSchema = `bench_p_${id}`;
  const consumerSchema = `bench_c_${id}`;
  const Item = defineEvent<{ n: number; title: string; buyer: string; cpv: string[] }>(`bench${id}`, 'item', 'made');
  const open = (schema: string, migration: string) =>
    openServiceDataSource(
      { databaseUrl: options.databaseUrl },
      { service: schema as ServiceName, entities: [], migrations: [tableMigration(schema, 'BenchTable1900000000000', migration)] },
      () => undefined,
    );
  const [producerDs, consumerDs]: DataSource[] = await Promise.all([
    open(producerSchema, 'CREATE TABLE $schema.item (n int PRIMARY KEY)'),
    open(consumerSchema, 'CREATE TABLE $schema.seen (event_id text NOT NULL, n int NOT NULL)'),
  ]);
  const kafkaOptions = { brokers: options.brokers, numPartitions: options.partitions, topics: [Item.topic] };
  const producerKafka = new KafkaTransport({ ...kafkaOptions, clientId: 'bench-producer' });
  const consumerKafka = new KafkaTransport({ ...kafkaOptions, clientId: 'bench-consumer' });
  // Stage clocks per event (paced run): publish start/end at the relay, receipt at the consumer group.
  const stages = new Map<string, { claimed?: number; published?: number; received?: number }>();
  const stage = (id: string) => stages.get(id) ?? (stages.set(id, {}), stages.get(id)!);
  const producerTransport: EventTransport = Object.assign(Object.create(producerKafka), {
    publish: async (messages: OutgoingMessage[]) => {
      const t = performance.now();
      await producerKafka.publish(messages);
      const done = performance.now();
      for (const m of messages) Object.assign(stage(m.envelope.id), { claimed: t, published: done });
    },
  });
  const consumerTransport: EventTransport = Object.assign(Object.create(consumerKafka), {
    subscribe: (group: string, topics: string[], handler: BatchHandler) =>
      consumerKafka.subscribe(group, topics, (messages, context) => {
        const t = performance.now();
        for (const m of messages) if (m.envelope) stage(m.envelope.id).received = t;
        return handler(messages, context);
      }),
  });
  await Promise.all([producerKafka.start(), consumerKafka.start()]);

  const committedAt = new Map<string, number>();
  const latencies: number[] = [];
  const stageLatencies = { commitToClaim: [] as number[], publish: [] as number[], brokerToConsumer: [] as number[], consumerApply: [] as number[] };
  let processed = 0;
  let target = 0;
  let reached: (() => void) | undefined;
  const runner = new EventConsumerRunner(consumerDs, consumerSchema, consumerTransport, {
    onProcessed: (_consumer, envelope) => {
      const at = committedAt.get(envelope.id);
      const now = performance.now();
      if (at !== undefined) {
        latencies.push(now - at);
        const st = stages.get(envelope.id);
        if (st?.claimed !== undefined && st.published !== undefined && st.received !== undefined) {
          stageLatencies.commitToClaim.push(st.claimed - at);
          stageLatencies.publish.push(st.published - st.claimed);
          stageLatencies.brokerToConsumer.push(st.received - st.published);
          stageLatencies.consumerApply.push(now - st.received);
        }
        stages.delete(envelope.id);
      }
      processed += 1;
      if (processed >= target && reached) reached();
    },
  });
  // A read-model consumer: one row per event. handleBatch is its multi-row fast path (same effect as handle on each).
  const insertSeen = async (envelopes: EventEnvelope[], manager: EntityManager) => {
    await manager.query(`INSERT INTO "${consumerSchema}".seen (event_id, n) SELECT * FROM unnest($1::text[], $2::int[])`, [
      envelopes.map((e) => e.id),
      envelopes.map((e) => (e.payload as { n: number }).n),
    ]);
  };
  const consumer: EventConsumerDefinition = {
    service: consumerSchema,
    name: 'SeeOnItemMade',
    topics: [Item.topic],
    handle: async (envelope, manager) => {
      await manager.query(`INSERT INTO "${consumerSchema}".seen (event_id, n) VALUES ($1, $2)`, [envelope.id, (envelope.payload as { n: number }).n]);
    },
    handleBatch: insertSeen,
  };
  runner.register(consumer);
  await runner.start();
  const relay = new OutboxRelay(producerDs, producerSchema, producerTransport, process.env.BENCH_RELAY_BATCH ? { batchSize: Number(process.env.BENCH_RELAY_BATCH) } : {});
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
      await manager.query(`INSERT INTO "${producerSchema}".item (n) SELECT unnest($1::int[])`, [events.map((e) => (e.payload as { n: number }).n)]);
      await outbox.add(manager, events);
    });
    const now = performance.now();
    for (const e of events) committedAt.set(e.id, now);
  };
  const until = (count: number, timeoutMs: number) =>
    new Promise<void>((resolve, reject) => {
      target = count;
      if (processed >= count) return resolve();
      const timer = setTimeout(() => reject(new Error(`only ${processed}/${count} events consumed after ${timeoutMs} ms`)), timeoutMs);
      reached = () => {
        clearTimeout(timer);
        reached = undefined;
        resolve();
      };
    });

  try {
    // Warm-up: connections, group join, JIT.
    log('warm-up (300 events)...');
    for (let i = 0; i < 3; i++) await write(makeEvents(100));
    await until(300, 60_000);
    const sampleSize = Buffer.byteLength(JSON.stringify(makeEvents(1)[0]));
    next -= 1;

    // 1. Throughput: N events written in transactions of 100 by 4 concurrent writers, as fast as possible.
    log(`throughput: ${options.events} events...`);
    latencies.length = 0;
    const base = processed;
    const started = performance.now();
    const perTx = 100;
    let queued = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (queued < options.events) {
          const n = Math.min(perTx, options.events - queued);
          queued += n;
          await write(makeEvents(n));
        }
      }),
    );
    const written = performance.now();
    await until(base + options.events, 180_000);
    const pipelineSeconds = (performance.now() - started) / 1000;
    const throughput = {
      events: options.events,
      seconds: round(pipelineSeconds, 3),
      perSecond: Math.round(options.events / pipelineSeconds),
      writeSeconds: round((written - started) / 1000, 3),
      latencyMs: latencySummary(latencies),
    };
    log(`  ${throughput.perSecond} events/s`);

    // 1b. Drain: the outbox already holds N events (relay stopped while they were written); start the relay and time
    // until the consumer committed them all. This is the outbox-to-consumer path alone, without the writers.
    const drainRun = async (label: string) => {
      log(`drain (${label}): ${options.events} events already in the outbox...`);
      await relay.stop();
      const drainBase = processed;
      let queuedNow = 0;
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          while (queuedNow < options.events) {
            const n = Math.min(perTx, options.events - queuedNow);
            queuedNow += n;
            await write(makeEvents(n));
          }
        }),
      );
      latencies.length = 0;
      const drainStart = performance.now();
      relay.start();
      await until(drainBase + options.events, 180_000);
      const seconds = (performance.now() - drainStart) / 1000;
      const result = { events: options.events, seconds: round(seconds, 3), perSecond: Math.round(options.events / seconds) };
      log(`  ${result.perSecond} events/s`);
      return result;
    };
    const drain = await drainRun('batch handler');
    const batchHandler = consumer.handleBatch;
    consumer.handleBatch = undefined;
    const drainPerEvent = await drainRun('per-event handler');
    consumer.handleBatch = batchHandler;

    // 2. Paced: one event per transaction at pacedRate/s.
    const pacedTotal = options.pacedRate * options.pacedSeconds;
    log(`paced: ${options.pacedRate} events/s for ${options.pacedSeconds} s (one event per transaction)...`);
    latencies.length = 0;
    (globalThis as any).__relayProfile = [];
    for (const list of Object.values(stageLatencies)) list.length = 0;
    const pacedBase = processed;
    const pacedStart = performance.now();
    let issued = 0;
    const inFlight = new Set<Promise<void>>();
    while (issued < pacedTotal) {
      const due = Math.min(pacedTotal, Math.floor(((performance.now() - pacedStart) / 1000) * options.pacedRate));
      while (issued < due) {
        const p = write(makeEvents(1)).finally(() => inFlight.delete(p));
        inFlight.add(p);
        issued += 1;
      }
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    await Promise.all(inFlight);
    const pacedWriteSeconds = (performance.now() - pacedStart) / 1000;
    await until(pacedBase + pacedTotal, 60_000);
    const paced = {
      rate: options.pacedRate,
      events: pacedTotal,
      achievedRate: Math.round(pacedTotal / pacedWriteSeconds),
      latencyMs: latencySummary(latencies),
      stagesMs: Object.fromEntries(Object.entries(stageLatencies).map(([k, v]) => [k, latencySummary(v)])),
    };
    const prof = ((globalThis as any).__relayProfile ?? []) as Array<{ n: number; d: number[] }>;
    if (prof.length) {
      const names = ['begin', 'lock', 'claim', 'publish', 'mark', 'commit'];
      log(`  relay rounds ${prof.length}, avg rows ${(prof.reduce((a, p) => a + p.n, 0) / prof.length).toFixed(1)}; phases p50/p95: ` + names.map((nm, i) => `${nm} ${latencySummary(prof.map((p) => p.d[i])).p50}/${latencySummary(prof.map((p) => p.d[i])).p95}`).join(', '));
    }
    log(`  p95 ${paced.latencyMs.p95} ms; stages p50/p95: ${Object.entries(paced.stagesMs).map(([k, v]) => `${k} ${v.p50}/${v.p95}`).join(', ')}`);

    const [{ rows, distinct }] = await consumerDs.query(
      `SELECT count(*)::int AS rows, count(DISTINCT event_id)::int AS distinct FROM "${consumerSchema}".seen`,
    );

    await relay.stop();
    await runner.stop();
    await Promise.all([producerKafka.stop(), consumerKafka.stop()]);

    // 3. Raw kafkajs, same broker, same size, same partitions, same batch size as the relay (500).
    log(`raw kafkajs: ${options.events} messages of ${sampleSize} bytes...`);
    const raw = await rawProduceConsume(options.brokers, `benchraw${id}`, options.events, sampleSize, options.partitions, 500);
    log(`  ${Math.round(raw.perSecond)} messages/s`);

    return {
      messageBytes: sampleSize,
      partitions: options.partitions,
      pipeline: throughput,
      drain,
      drainPerEvent,
      raw: { messages: raw.messages, seconds: round(raw.seconds, 3), perSecond: Math.round(raw.perSecond) },
      paced,
      exactlyOnce: { applied: rows, distinct, expected: processed },
    };
  } finally {
    await relay.stop().catch(() => undefined);
    await runner.stop().catch(() => undefined);
    await Promise.all([producerKafka.stop(), consumerKafka.stop()]).catch(() => undefined);
    await deleteTopics(options.brokers, [Item.topic]).catch(() => undefined);
    for (const [ds, schema] of [
      [producerDs, producerSchema],
      [consumerDs, consumerSchema],
    ] as const) {
      await ds.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).catch(() => undefined);
      await ds.destroy().catch(() => undefined);
    }
  }
}

function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
