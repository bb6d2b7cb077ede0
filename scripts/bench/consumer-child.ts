// The consumer service of the events benchmark, in its own process as in distributed mode: an EventConsumerRunner
// over Kafka applying each event to a read-model table. Reports, over IPC, when each event was received and when
// its transaction committed (absolute times, performance.timeOrigin + now(), comparable across processes).
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
  const kafka = new KafkaTransport({
    brokers: env('KAFKA_BROKERS').split(','),
    clientId: 'bench-consumer',
    numPartitions: Number(env('BENCH_PARTITIONS')),
    topics: [topic],
  });
  const received = new Map<string, number>();
  const transport: EventTransport = Object.assign(Object.create(kafka), {
    subscribe: (group: string, topics: string[], handler: BatchHandler) =>
      kafka.subscribe(group, topics, (messages, context) => {
        const t = now();
        for (const m of messages) if (m.envelope) received.set(m.envelope.id, t);
        return handler(messages, context);
      }),
  });
  let pending: Array<[string, number, number]> = [];
  const flush = () => {
    if (pending.length) process.send!({ applied: pending });
    pending = [];
  };
  setInterval(flush, 10).unref();
  const runner = new EventConsumerRunner(dataSource, schema, transport, {
    onProcessed: (_consumer, envelope) => {
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
    if (message.cmd === 'batch-handler') {
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
