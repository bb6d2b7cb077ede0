// The consumer service of the events benchmark, in its own process as in distributed mode: an EventConsumerRunner
// over Kafka applying each event to a read-model table. Reports, over IPC, when each event was received and when
// its transaction committed (absolute times, performance.timeOrigin + now(), comparable across processes); in drains
// ({cmd: 'detail', on: false}) only how many were applied, so the reporting costs next to nothing.
// BENCH_COMMON_ROOT: another checkout whose consumer runner and Kafka transport to run (the former code, side by side).
import * as path from 'node:path';
import type { ServiceName } from '@jointly/common/config';
import { openServiceDataSource } from '@jointly/common/database';
import { EventConsumerRunner, type BatchHandler, type EventConsumerDefinition, type EventTransport } from '@jointly/common/events';
import { KafkaTransport } from '@jointly/common/kafka';
import type { EventEnvelope } from '@jointly/contracts';
import type { EntityManager, MigrationInterface, QueryRunner } from 'typeorm';

const env = (name: string) =>
  process.env[name] ??
  (() => {
    throw new Error(`${name} is not set`);
  })();
const now = () => performance.timeOrigin + performance.now();

async function main(): Promise<void> {
  const schema = env('BENCH_SCHEMA');
  const topic = env('BENCH_TOPIC');
  const migration = class implements MigrationInterface {
    readonly name = 'BenchSeen1900000000000';
    async up(runner: QueryRunner): Promise<void> {
      await runner.query(`CREATE TABLE "${schema}".seen (event_id text NOT NULL, n int NOT NULL)`);
    }
    async down(): Promise<void> {}
  };
  const dataSource = await openServiceDataSource(
    { databaseUrl: env('DATABASE_URL') },
    { service: schema as ServiceName, entities: [], migrations: [migration] },
    () => undefined,
  );
  const root = process.env.BENCH_COMMON_ROOT;
  const common = root
    ? {
        Runner: require(path.join(root, 'services/common/src/events/inbox/event-consumer-runner.ts'))
          .EventConsumerRunner as typeof EventConsumerRunner,
        Transport: require(path.join(root, 'services/common/src/kafka/kafka.transport.ts')).KafkaTransport as typeof KafkaTransport,
      }
    : { Runner: EventConsumerRunner, Transport: KafkaTransport };
  const kafka = new common.Transport({
    brokers: env('KAFKA_BROKERS').split(','),
    clientId: 'bench-consumer',
    numPartitions: Number(env('BENCH_PARTITIONS')),
    topics: [topic],
  });
  const received = new Map<string, number>();
  let detail = true;
  const transport: EventTransport = Object.assign(Object.create(kafka), {
    subscribe: (group: string, topics: string[], handler: BatchHandler) =>
      kafka.subscribe(group, topics, (messages, context) => {
        const t = now();
        if (detail) for (const m of messages) if (m.envelope) received.set(m.envelope.id, t);
        return handler(messages, context);
      }),
  });
  let pending: Array<[string, number, number]> = [];
  let appliedCount = 0;
  const flush = () => {
    if (pending.length) process.send!({ applied: pending });
    if (appliedCount) process.send!({ appliedCount });
    pending = [];
    appliedCount = 0;
  };
  setInterval(flush, 10).unref();
  const runner = new common.Runner(dataSource, schema, transport, {
    onProcessed: (_consumer, envelope) => {
      if (!detail) {
        appliedCount += 1;
        return;
      }
      const t = now();
      pending.push([envelope.id, received.get(envelope.id) ?? t, t]);
      received.delete(envelope.id);
    },
  });
  // A read-model consumer: one row per event; handleBatch is its multi-row fast path (same effect).
  const consumer: EventConsumerDefinition = {
    service: schema,
    name: 'SeeOnItemMade',
    topics: [topic],
    handle: async (envelope: EventEnvelope, manager: EntityManager) => {
      await manager.query(`INSERT INTO "${schema}".seen (event_id, n) VALUES ($1, $2)`, [
        envelope.id,
        (envelope.payload as { n: number }).n,
      ]);
    },
    handleBatch: async (envelopes: EventEnvelope[], manager: EntityManager) => {
      await manager.query(`INSERT INTO "${schema}".seen (event_id, n) SELECT * FROM unnest($1::text[], $2::int[])`, [
        envelopes.map((e) => e.id),
        envelopes.map((e) => (e.payload as { n: number }).n),
      ]);
    },
  };
  const batchHandler = consumer.handleBatch;
  runner.register(consumer);
  await kafka.start();
  await runner.start();
  process.on('message', async (message: { cmd: string; on?: boolean }) => {
    if (message.cmd === 'detail') {
      flush();
      detail = message.on === true;
      if (!detail) received.clear();
      process.send!({ ok: 'detail' });
    } else if (message.cmd === 'batch-handler') {
      consumer.handleBatch = message.on ? batchHandler : undefined;
      process.send!({ ok: 'batch-handler' });
    } else if (message.cmd === 'count') {
      const [{ rows, distinct }] = await dataSource.query(
        `SELECT count(*)::int AS rows, count(DISTINCT event_id)::int AS distinct FROM "${schema}".seen`,
      );
      process.send!({ count: { rows, distinct } });
    } else if (message.cmd === 'stop') {
      flush();
      await runner.stop();
      await kafka.stop();
      await dataSource.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).catch(() => undefined);
      await dataSource.destroy();
      process.exit(0);
    }
  });
  process.send!({ ready: true });
}

main().catch((error) => {
  process.stderr.write(`bench consumer failed: ${error instanceof Error ? error.stack : error}\n`);
  process.exit(1);
});
