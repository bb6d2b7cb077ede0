import { randomBytes } from 'node:crypto';
import { defineEvent } from '@jointly/contracts';
import { transaction } from '@jointly/common/database';
import {
  createEvent,
  createTransport,
  EventConsumerRunner,
  EventsHealth,
  OutboxRelay,
  OutboxService,
  DeadLetterService,
} from '@jointly/common/events';
import { KafkaTransport } from '@jointly/common/kafka';
import { describeKafka } from '@jointly/common/testing';
import type { DataSource } from 'typeorm';
import { dropTestSchema, openTestDataSource, sqlMigration, uniqueSchema, waitFor } from './support/test-database';

describeKafka('KafkaTransport in one process', (brokers) => {
  const schema = uniqueSchema('kt');
  const Made = defineEvent<{ n: number }>(`kt${randomBytes(4).toString('hex')}`, 'widget', 'made');
  let ds: DataSource;
  let transport: KafkaTransport;

  beforeAll(async () => {
    ds = await openTestDataSource(schema, [
      sqlMigration(schema, 'CreateSeen1900000000000', ['CREATE TABLE $schema.seen (event_id text NOT NULL, n int NOT NULL)']),
    ]);
    transport = new KafkaTransport({ brokers, clientId: 'kafka-transport-test', topics: [Made.topic] });
    await transport.start();
  });

  afterAll(async () => {
    await transport?.stop();
    await dropTestSchema(ds, schema);
  });

  it('is what createTransport picks when brokers are configured', () => {
    expect(createTransport({ kafkaBrokers: brokers }).kind).toBe('kafka');
    expect(createTransport({ kafkaBrokers: [] }).kind).toBe('in-process');
  });

  it('publishes through the relay, consumes with the runner, and reports health and zero lag', async () => {
    const outbox = new OutboxService(schema);
    const runner = new EventConsumerRunner(ds, schema, transport);
    let poisoned = 0;
    runner.register({
      service: schema,
      name: 'SeeOnMade',
      topics: [Made.topic],
      handle: async (envelope, manager) => {
        const { n } = envelope.payload as { n: number };
        if (n === 13) {
          poisoned += 1;
          throw new Error('thirteen is unlucky');
        }
        await manager.query(`INSERT INTO "${schema}".seen (event_id, n) VALUES ($1, $2)`, [envelope.id, n]);
      },
    });
    await runner.start();
    const relay = new OutboxRelay(ds, schema, transport);
    relay.start();
    const health = new EventsHealth(transport);
    health.register(schema, { relay, runner, deadLetters: new DeadLetterService(ds, schema, runner) });
    try {
      await transaction(ds, (manager) =>
        outbox.add(
          manager,
          Array.from({ length: 50 }, (_, n) => createEvent(Made, { aggregateId: `w-${n % 5}`, payload: { n } })),
        ),
      );
      await waitFor(
        '49 events seen and one parked',
        async () => {
          const [{ n }] = await ds.query(`SELECT count(*)::int AS n FROM "${schema}".seen`);
          return n === 49 && runner.counters()[0].deadLettered === 1;
        },
        30_000,
      );
      expect(poisoned).toBe(5);
      // Per-aggregate order survives partitioning: each key's events were applied in the order written.
      const rows: Array<{ n: number }> = await ds.query(`SELECT n FROM "${schema}".seen ORDER BY ctid`);
      for (let key = 0; key < 5; key++) {
        const seen = rows.map((r) => r.n).filter((n) => n % 5 === key);
        expect(seen).toEqual([...seen].sort((a, b) => a - b));
      }
      await waitFor('zero lag', async () => (await transport.lag()).every((l) => l.lag === 0), 15_000, 200);
      const snapshot = await health.snapshot();
      expect(snapshot.status).toBe('up');
      expect(snapshot.transport).toMatchObject({ kind: 'kafka', status: 'up' });
      expect(snapshot.lag).toEqual(
        expect.arrayContaining([expect.objectContaining({ group: schema, topic: Made.topic, partition: 0, lag: 0 })]),
      );
      expect(snapshot.services[0]).toMatchObject({ relay: { backlog: 0, publishedTotal: 50 }, deadLetters: { open: 1 } });
    } finally {
      await relay.stop();
      await runner.stop();
    }
  });

  it('reports down, without hanging, when no broker answers', async () => {
    const dead = new KafkaTransport({ brokers: ['127.0.0.1:1'], startTimeoutMs: 500, publishTimeoutMs: 1500 });
    const started = Date.now();
    await dead.start();
    await expect(dead.health()).resolves.toMatchObject({ status: 'down' });
    await expect(
      dead.publish([{ topic: Made.topic, key: 'k', envelope: createEvent(Made, { aggregateId: 'k', payload: { n: 1 } }) }]),
    ).rejects.toThrow();
    await dead.stop();
    expect(Date.now() - started).toBeLessThan(20_000);
  });
});
