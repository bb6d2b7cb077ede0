// The outbox's bulk path (OutboxService.addMany, and add past OUTBOX_BULK_THRESHOLD) on a real PostgreSQL: every
// event in one statement, in order, committed or rolled back with the state change, published by the relay exactly
// once with the same envelope and key.
import { defineEvent, type EventEnvelope } from '@jointly/contracts';
import { transaction } from '@jointly/common/database';
import { createEvent, InProcessTransport, OutboxRelay, OutboxService, outboxChannel, type OutgoingMessage } from '@jointly/common/events';
import type { DataSource, EntityManager } from 'typeorm';
import { dropTestSchema, openTestDataSource, sqlMigration, uniqueSchema } from '../../../../test/events/support/test-database';
import { OUTBOX_BULK_THRESHOLD } from '../outbox-insert';

const GadgetRated = defineEvent<{ n: number; note: string }>('obtest', 'gadget', 'rated');
const schema = uniqueSchema('obulk');
let ds: DataSource;

const gadgetTable = sqlMigration(schema, 'CreateGadget1900000000000', ['CREATE TABLE $schema.gadget (n int PRIMARY KEY)']);

/** Events whose payloads carry what JSON must survive: quotes, backslashes, newlines, non-ASCII. */
const gadgets = (from: number, count: number): EventEnvelope[] =>
  Array.from({ length: count }, (_, i) =>
    createEvent(GadgetRated, {
      aggregateId: `g-${(from + i) % 13}`,
      payload: { n: from + i, note: `"quoted" \\ back\nline – £${from + i}` },
    }),
  );

/** State rows and their events in one transaction (the shape of a recalculation). */
async function rate(manager: EntityManager, outbox: OutboxService, events: EventEnvelope[], write: 'add' | 'addMany'): Promise<void> {
  await manager.query(`INSERT INTO "${schema}".gadget (n) SELECT unnest($1::int[])`, [events.map((e) => (e.payload as { n: number }).n)]);
  await outbox[write](manager, events);
}

async function outboxRows(): Promise<Array<{ id: string; topic: string; key: string; type: string; envelope: EventEnvelope }>> {
  return ds.query(`SELECT id, topic, key, type, envelope FROM "${schema}".outbox_message ORDER BY seq`);
}

/** Counts statements sent on the transaction's connection. */
function countingStatements(manager: EntityManager): () => number {
  let count = 0;
  const query = manager.query.bind(manager);
  manager.query = ((sql: string, params?: unknown[]) => {
    count += 1;
    return query(sql, params);
  }) as EntityManager['query'];
  return () => count;
}

beforeAll(async () => {
  ds = await openTestDataSource(schema, [gadgetTable]);
});

afterAll(async () => {
  await dropTestSchema(ds, schema);
});

afterEach(async () => {
  await ds.query(`TRUNCATE "${schema}".outbox_message, "${schema}".gadget`);
});

describe('outbox bulk path', () => {
  it('writes thousands of events in one statement, in order, with the same rows the chunked inserts write', async () => {
    const outbox = new OutboxService(schema);
    const events = gadgets(0, 2 * OUTBOX_BULK_THRESHOLD + 7);
    let statements = 0;
    await transaction(ds, async (manager) => {
      await manager.query(`INSERT INTO "${schema}".gadget (n) SELECT unnest($1::int[])`, [
        events.map((e) => (e.payload as { n: number }).n),
      ]);
      const counted = countingStatements(manager);
      await outbox.addMany(manager, events);
      statements = counted();
    });
    expect(statements).toBe(1);
    const rows = await outboxRows();
    expect(rows.map((row) => row.id)).toEqual(events.map((event) => event.id));
    expect(rows[5]).toEqual({ id: events[5].id, topic: 'obtest.gadget', key: 'g-5', type: 'obtest.gadget.rated', envelope: events[5] });
    expect(rows[rows.length - 1].envelope).toEqual(events[events.length - 1]);
    expect((rows[42].envelope.payload as { note: string }).note).toBe('"quoted" \\ back\nline – £42');

    // The chunked path (a small batch) stores the same columns for the same envelope.
    const [small] = gadgets(10_000, 1);
    await transaction(ds, (manager) => rate(manager, outbox, [small], 'add'));
    const [chunked] = (await outboxRows()).slice(-1);
    expect(chunked).toEqual({ id: small.id, topic: 'obtest.gadget', key: 'g-3', type: 'obtest.gadget.rated', envelope: small });
  });

  it('is what add uses past the threshold (one statement instead of one per thousand)', async () => {
    const outbox = new OutboxService(schema);
    const events = gadgets(0, OUTBOX_BULK_THRESHOLD * 3);
    let statements = 0;
    await transaction(ds, async (manager) => {
      const counted = countingStatements(manager);
      await outbox.add(manager, events);
      statements = counted();
    });
    expect(statements).toBe(1);
    expect((await outboxRows()).map((row) => row.id)).toEqual(events.map((event) => event.id));
  });

  it('rolls back with the state change: neither rows nor events remain', async () => {
    const outbox = new OutboxService(schema);
    await expect(
      transaction(ds, async (manager) => {
        await rate(manager, outbox, gadgets(0, 1500), 'addMany');
        throw new Error('rule broken after the write');
      }),
    ).rejects.toThrow('rule broken after the write');
    expect(await outboxRows()).toHaveLength(0);
    expect(await ds.query(`SELECT count(*)::int AS n FROM "${schema}".gadget`)).toEqual([{ n: 0 }]);
  });

  it('refuses to write outside a transaction, and a failing event (duplicate id) fails the whole write', async () => {
    const outbox = new OutboxService(schema);
    await expect(outbox.addMany(ds.manager, gadgets(0, 2))).rejects.toThrow(/open transaction/);
    const events = gadgets(0, 1200);
    events[900] = { ...events[900], id: events[3].id };
    await expect(transaction(ds, (manager) => rate(manager, outbox, events, 'addMany'))).rejects.toThrow(/duplicate key/);
    expect(await outboxRows()).toHaveLength(0);
  });

  it('wakes the relay on commit and is published exactly once, each aggregate in order', async () => {
    const transport = new InProcessTransport();
    await transport.start();
    const published: OutgoingMessage[] = [];
    const publish = transport.publish.bind(transport);
    transport.publish = async (messages: OutgoingMessage[]) => {
      await publish(messages);
      published.push(...messages);
    };
    const relay = new OutboxRelay(ds, schema, transport, { batchSize: 500, pollIntervalMs: 60_000 });
    const listener = await ds.createQueryRunner();
    const notified: string[] = [];
    try {
      await listener.connect();
      const client = (listener as unknown as { databaseConnection: import('pg').PoolClient }).databaseConnection;
      client.on('notification', (message) => notified.push(message.channel));
      await client.query(`LISTEN "${outboxChannel(schema)}"`);
      const events = gadgets(0, 2500);
      await transaction(ds, (manager) => rate(manager, new OutboxService(schema), events, 'addMany'));
      for (let waited = 0; !notified.length && waited < 5000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(notified).toEqual([outboxChannel(schema)]);
      let sent = 0;
      for (let round = 0; round < 10; round++) {
        const result = await relay.runOnce();
        if (typeof result === 'number') sent += result;
      }
      expect(sent).toBe(2500);
      expect(published.map((m) => m.id ?? m.envelope.id)).toEqual(events.map((e) => e.id));
      expect(published[7]).toMatchObject({ topic: 'obtest.gadget', key: 'g-7' });
      expect(await relay.runOnce()).toBe(0);
      expect(published).toHaveLength(2500);
      expect(await ds.query(`SELECT count(*)::int AS n FROM "${schema}".outbox_message WHERE published_at IS NULL`)).toEqual([{ n: 0 }]);
    } finally {
      await listener.release();
      await relay.stop();
      await transport.stop();
    }
  });
});
