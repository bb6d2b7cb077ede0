import { defineEvent, type EventEnvelope } from '@jointly/contracts';
import { transaction } from '@jointly/common/database';
import {
  createEvent,
  DeadLetterClosedError,
  DeadLetterService,
  EventConsumerRunner,
  InProcessTransport,
  OutboxRelay,
  OutboxService,
  type EventConsumerDefinition,
} from '@jointly/common/events';
import type { DataSource, EntityManager } from 'typeorm';
import { CountingTransport } from './support/counting.transport';
import { dropTestSchema, openTestDataSource, sqlMigration, uniqueSchema, waitFor } from './support/test-database';

const WidgetMade = defineEvent<{ n: number }>('evtest', 'widget', 'made');

const producerSchema = uniqueSchema('evp');
const consumerSchema = uniqueSchema('evc');
let producerDs: DataSource;
let consumerDs: DataSource;

const applyTable = sqlMigration(consumerSchema, 'CreateApplied1900000000000', [
  'CREATE TABLE $schema.applied (id bigserial PRIMARY KEY, consumer text NOT NULL, event_id text NOT NULL, n int NOT NULL)',
]);
const widgetTable = sqlMigration(producerSchema, 'CreateWidget1900000000000', [
  'CREATE TABLE $schema.widget (id text PRIMARY KEY, n int NOT NULL)',
]);

async function applied(manager: EntityManager, consumer: string, envelope: EventEnvelope) {
  const payload = envelope.payload as { n: number };
  await manager.query(`INSERT INTO "${consumerSchema}".applied (consumer, event_id, n) VALUES ($1, $2, $3)`, [
    consumer,
    envelope.id,
    payload.n,
  ]);
}

function recordingConsumer(name: string, fail?: (envelope: EventEnvelope) => boolean): EventConsumerDefinition {
  return {
    service: consumerSchema,
    name,
    topics: [WidgetMade.topic],
    types: [WidgetMade.type],
    handle: async (envelope, manager) => {
      await applied(manager, name, envelope);
      if (fail?.(envelope)) throw new Error(`refusing event ${(envelope.payload as { n: number }).n}`);
    },
  };
}

/** Makes widgets (state) and their events in one transaction per call. */
async function makeWidgets(outbox: OutboxService, from: number, count: number, key = (n: number) => `w-${n}`): Promise<EventEnvelope[]> {
  return transaction(producerDs, async (manager) => {
    const events = Array.from({ length: count }, (_, i) =>
      createEvent(WidgetMade, { aggregateId: key(from + i), payload: { n: from + i } }),
    );
    for (const e of events)
      await manager.query(`INSERT INTO "${producerSchema}".widget (id, n) VALUES ($1, $2)`, [e.id, (e.payload as { n: number }).n]);
    await outbox.add(manager, events);
    return events;
  });
}

async function appliedRows(consumer: string): Promise<Array<{ event_id: string; n: number }>> {
  return consumerDs.query(`SELECT event_id, n FROM "${consumerSchema}".applied WHERE consumer = $1 ORDER BY id`, [consumer]);
}

async function unpublished(): Promise<number> {
  const [{ n }] = await producerDs.query(`SELECT count(*)::int AS n FROM "${producerSchema}".outbox_message WHERE published_at IS NULL`);
  return n;
}

beforeAll(async () => {
  [producerDs, consumerDs] = await Promise.all([
    openTestDataSource(producerSchema, [widgetTable]),
    openTestDataSource(consumerSchema, [applyTable]),
  ]);
});

afterAll(async () => {
  await dropTestSchema(producerDs, producerSchema);
  await dropTestSchema(consumerDs, consumerSchema);
});

afterEach(async () => {
  await producerDs.query(`TRUNCATE "${producerSchema}".outbox_message, "${producerSchema}".widget`);
  await consumerDs.query(`TRUNCATE "${consumerSchema}".applied, "${consumerSchema}".processed_event, "${consumerSchema}".dead_letter`);
});

/** Transport, outbox, relay and runner wired for one test; stops them afterwards. */
async function pipeline(
  consumers: EventConsumerDefinition[],
  options: { maxAttempts?: number; relayBatch?: number; startRelay?: boolean; pollIntervalMs?: number } = {},
) {
  const transport = new CountingTransport(new InProcessTransport());
  await transport.start();
  const outbox = new OutboxService(producerSchema);
  const runner = new EventConsumerRunner(consumerDs, consumerSchema, transport, {
    maxAttempts: options.maxAttempts ?? 5,
    backoff: { initialMs: 5, maxMs: 20 },
  });
  for (const c of consumers) runner.register(c);
  await runner.start();
  const relay = new OutboxRelay(producerDs, producerSchema, transport, {
    batchSize: options.relayBatch ?? 100,
    pollIntervalMs: options.pollIntervalMs ?? 200,
  });
  if (options.startRelay !== false) relay.start();
  const stop = async () => {
    await relay.stop();
    await runner.stop();
    await transport.stop();
  };
  return { transport, outbox, runner, relay, stop };
}

describe('events over the in-process transport', () => {
  it('delivers events committed with a state change to a consumer exactly once', async () => {
    // The relay polls only once a minute here: an event delivered within the 5 s below was relayed because its commit's
    // NOTIFY woke the relay (a wall-clock bound would fail on a loaded machine without saying anything about NOTIFY).
    const { outbox, runner, relay, stop } = await pipeline([recordingConsumer('ApplyOnWidgetMade')], { pollIntervalMs: 60_000 });
    try {
      const t0 = Date.now();
      await makeWidgets(outbox, 0, 1);
      await waitFor('the first event', async () => (await appliedRows('ApplyOnWidgetMade')).length === 1, 5000, 5);
      const firstLatency = Date.now() - t0;
      await Promise.all([makeWidgets(outbox, 1, 20), makeWidgets(outbox, 21, 20), makeWidgets(outbox, 41, 9)]);
      await waitFor('50 applied events', async () => (await appliedRows('ApplyOnWidgetMade')).length >= 50);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const rows = await appliedRows('ApplyOnWidgetMade');
      expect(rows).toHaveLength(50);
      expect(new Set(rows.map((r) => r.event_id)).size).toBe(50);
      expect(rows.map((r) => r.n).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i));
      expect(await unpublished()).toBe(0);
      expect(runner.counters()).toEqual([
        expect.objectContaining({ consumer: 'ApplyOnWidgetMade', processed: 50, duplicates: 0, failed: 0, deadLettered: 0 }),
      ]);
      expect(await relay.stats()).toMatchObject({ backlog: 0, oldestPendingMs: 0, publishedTotal: 50, state: 'running', lastError: null });
      // LISTEN/NOTIFY, not the once-a-minute poll, woke the relay.
      expect(firstLatency).toBeLessThan(5000);
    } finally {
      await stop();
    }
  });

  it('publishes nothing for a rolled-back transaction', async () => {
    const { outbox, relay, transport, stop } = await pipeline([recordingConsumer('ApplyOnWidgetMade')], { startRelay: false });
    try {
      await expect(
        transaction(producerDs, async (manager) => {
          await outbox.add(manager, createEvent(WidgetMade, { aggregateId: 'w-x', payload: { n: 1 } }));
          throw new Error('business rule broken');
        }),
      ).rejects.toThrow('business rule broken');
      expect(await relay.runOnce()).toBe(0);
      expect(transport.published).toHaveLength(0);
      expect(await appliedRows('ApplyOnWidgetMade')).toHaveLength(0);
    } finally {
      await stop();
    }
  });

  it('refuses to write the outbox outside a transaction', async () => {
    const outbox = new OutboxService(producerSchema);
    await expect(outbox.add(producerDs.manager, createEvent(WidgetMade, { aggregateId: 'w', payload: { n: 1 } }))).rejects.toMatchObject({
      code: 'EVENTS.OUTBOX_OUTSIDE_TRANSACTION',
    });
  });

  it('parks an event that keeps failing in dead_letter, moves on, and a replay applies it once', async () => {
    let poisonFails = true;
    const consumer = recordingConsumer('ApplyOnWidgetMade', (e) => poisonFails && (e.payload as { n: number }).n === 2);
    const { outbox, runner, transport, stop } = await pipeline([consumer], { maxAttempts: 3 });
    const deadLetters = new DeadLetterService(consumerDs, consumerSchema, runner);
    try {
      await makeWidgets(outbox, 0, 5);
      await waitFor('the other four events', async () => (await appliedRows('ApplyOnWidgetMade')).length === 4);
      expect((await appliedRows('ApplyOnWidgetMade')).map((r) => r.n)).toEqual([0, 1, 3, 4]);
      const { items, total } = await deadLetters.list();
      expect(total).toBe(1);
      expect(items[0]).toMatchObject({
        consumer: 'ApplyOnWidgetMade',
        topic: WidgetMade.topic,
        eventType: WidgetMade.type,
        attempts: 3,
        status: 'open',
      });
      expect(items[0].error).toMatch(/refusing event 2/);
      expect(await deadLetters.countOpen()).toEqual({ ApplyOnWidgetMade: 1 });
      expect(runner.counters()[0]).toMatchObject({ processed: 4, failed: 3, deadLettered: 1 });
      // The relay marked everything published: the dead letter, not the outbox, now holds the event.
      expect(await unpublished()).toBe(0);
      expect(transport.published).toHaveLength(5);

      await expect(deadLetters.replay(items[0].id)).rejects.toMatchObject({ code: 'DEAD_LETTER.REPLAY_FAILED' });
      expect((await deadLetters.get(items[0].id)).attempts).toBe(4);

      poisonFails = false;
      await expect(deadLetters.replay(items[0].id)).resolves.toEqual({ id: items[0].id, status: 'applied' });
      await expect(deadLetters.replay(items[0].id)).rejects.toBeInstanceOf(DeadLetterClosedError);
      const rows = await appliedRows('ApplyOnWidgetMade');
      expect(rows.filter((r) => r.n === 2)).toHaveLength(1);
      expect(rows).toHaveLength(5);
      expect(await deadLetters.get(items[0].id)).toMatchObject({ status: 'replayed', replayedAt: expect.any(String) });
      expect(await deadLetters.countOpen()).toEqual({});
    } finally {
      await stop();
    }
  });

  it('discards a dead letter without applying it', async () => {
    const { outbox, runner, stop } = await pipeline([recordingConsumer('ApplyOnWidgetMade', () => true)], { maxAttempts: 1 });
    const deadLetters = new DeadLetterService(consumerDs, consumerSchema, runner);
    try {
      await makeWidgets(outbox, 0, 1);
      await waitFor('a dead letter', async () => (await deadLetters.list()).total === 1);
      const [letter] = (await deadLetters.list()).items;
      await deadLetters.discard(letter.id);
      await expect(deadLetters.discard(letter.id)).rejects.toMatchObject({ code: 'DEAD_LETTER.CLOSED' });
      await expect(deadLetters.discard('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ code: 'DEAD_LETTER.NOT_FOUND' });
      expect((await deadLetters.list({ status: 'discarded' })).items).toEqual([
        expect.objectContaining({ id: letter.id, status: 'discarded' }),
      ]);
      expect(await appliedRows('ApplyOnWidgetMade')).toHaveLength(0);
    } finally {
      await stop();
    }
  });

  it('never double-sends with two relays on one schema, and keeps each aggregate in order', async () => {
    const transport = new CountingTransport(new InProcessTransport());
    await transport.start();
    const runner = new EventConsumerRunner(consumerDs, consumerSchema, transport);
    runner.register(recordingConsumer('ApplyOnWidgetMade'));
    await runner.start();
    const outbox = new OutboxService(producerSchema);
    // A second DataSource stands for a second process: its own pool, its own LISTEN connection.
    const otherProcessDs = await openTestDataSource(producerSchema);
    const relays = [
      new OutboxRelay(producerDs, producerSchema, transport, { batchSize: 7, pollIntervalMs: 20 }),
      new OutboxRelay(otherProcessDs, producerSchema, transport, { batchSize: 7, pollIntervalMs: 20 }),
      new OutboxRelay(otherProcessDs, producerSchema, transport, { batchSize: 7, pollIntervalMs: 20 }),
    ];
    try {
      relays.forEach((r) => r.start());
      // 10 aggregates, 30 events each, written by 10 concurrent writers.
      await Promise.all(
        Array.from({ length: 10 }, async (_, writer) => {
          for (let i = 0; i < 30; i += 3) await makeWidgets(outbox, writer * 1000 + i, 3, () => `agg-${writer}`);
        }),
      );
      await waitFor('300 applied events', async () => (await appliedRows('ApplyOnWidgetMade')).length >= 300);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const deliveries = transport.deliveriesById();
      expect(deliveries.size).toBe(300);
      expect([...deliveries.values()].every((count) => count === 1)).toBe(true);
      expect(await appliedRows('ApplyOnWidgetMade')).toHaveLength(300);
      const stats = await Promise.all(relays.map((r) => r.stats()));
      expect(stats.reduce((sum, s) => sum + s.publishedTotal, 0)).toBe(300);
      for (let writer = 0; writer < 10; writer++) {
        const seen = transport.published.filter((m) => m.key === `agg-${writer}`).map((m) => (m.envelope.payload as { n: number }).n);
        expect(seen).toEqual([...seen].sort((a, b) => a - b));
      }
    } finally {
      await Promise.all(relays.map((r) => r.stop()));
      await runner.stop();
      await otherProcessDs.destroy();
    }
  });

  it('republishes after a relay dies between publishing and marking, and the inbox drops the duplicates', async () => {
    const { outbox, runner, relay, transport, stop } = await pipeline([recordingConsumer('ApplyOnWidgetMade')], { startRelay: false });
    try {
      await makeWidgets(outbox, 0, 10);
      transport.failAfterPublish = 1;
      await expect(relay.runOnce()).rejects.toThrow(/simulated crash/);
      const [row] = await producerDs.query(`SELECT attempts, last_error FROM "${producerSchema}".outbox_message LIMIT 1`);
      expect(row).toMatchObject({ attempts: 1, last_error: expect.stringMatching(/simulated crash/) });
      expect(await unpublished()).toBe(10);
      expect(await relay.runOnce()).toBe(10);
      expect(await unpublished()).toBe(0);
      expect(transport.published).toHaveLength(20);
      const rows = await appliedRows('ApplyOnWidgetMade');
      expect(rows).toHaveLength(10);
      expect(new Set(rows.map((r) => r.event_id)).size).toBe(10);
      expect(runner.counters()[0]).toMatchObject({ processed: 10, duplicates: 10 });
    } finally {
      await stop();
    }
  });

  it('backs off while the transport fails and publishes everything once it is back', async () => {
    const { outbox, relay, transport, stop } = await pipeline([recordingConsumer('ApplyOnWidgetMade')], { startRelay: false });
    try {
      transport.failBeforePublish = 3;
      relay.start();
      await makeWidgets(outbox, 0, 5);
      await waitFor('a backing-off relay', async () => (await relay.stats()).state === 'backing-off', 5000, 5);
      expect((await relay.stats()).lastError).toMatch(/simulated broker outage/);
      await waitFor('all 5 applied', async () => (await appliedRows('ApplyOnWidgetMade')).length === 5, 10_000);
      expect(await relay.stats()).toMatchObject({ state: 'running', backlog: 0, consecutiveFailures: 0 });
      const [row] = await producerDs.query(`SELECT max(attempts)::int AS attempts FROM "${producerSchema}".outbox_message`);
      expect(row.attempts).toBeGreaterThanOrEqual(2);
    } finally {
      await stop();
    }
  });

  it('applies a batch where one event fails: the others once, in order, the failing one after its retry', async () => {
    let failures = 0;
    const consumer = recordingConsumer('ApplyOnWidgetMade', (e) => (e.payload as { n: number }).n === 5 && failures++ < 2);
    const { outbox, runner, relay, stop } = await pipeline([consumer, recordingConsumer('AuditOnWidgetMade')], { startRelay: false });
    try {
      await makeWidgets(outbox, 0, 10, () => 'same-aggregate');
      expect(await relay.runOnce()).toBe(10);
      expect((await appliedRows('ApplyOnWidgetMade')).map((r) => r.n)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
      expect((await appliedRows('AuditOnWidgetMade')).map((r) => r.n)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
      expect(runner.counters()).toEqual([
        expect.objectContaining({ consumer: 'ApplyOnWidgetMade', processed: 10, failed: 2, deadLettered: 0 }),
        expect.objectContaining({ consumer: 'AuditOnWidgetMade', processed: 10, failed: 0 }),
      ]);
    } finally {
      await stop();
    }
  });

  it('uses a consumer’s batch handler, and falls back to one event at a time to isolate a failing event', async () => {
    const batches: number[] = [];
    const consumer: EventConsumerDefinition = {
      ...recordingConsumer('ApplyOnWidgetMade', (e) => (e.payload as { n: number }).n === 7),
      handleBatch: async (envelopes, manager) => {
        batches.push(envelopes.length);
        for (const e of envelopes) await applied(manager, 'ApplyOnWidgetMade', e);
        if (envelopes.some((e) => (e.payload as { n: number }).n === 7)) throw new Error('batch contains 7');
      },
    };
    const { outbox, runner, relay, stop } = await pipeline([consumer], { startRelay: false, maxAttempts: 2 });
    const deadLetters = new DeadLetterService(consumerDs, consumerSchema, runner);
    try {
      await makeWidgets(outbox, 0, 5);
      expect(await relay.runOnce()).toBe(5);
      expect(batches).toEqual([5]);
      await makeWidgets(outbox, 5, 5);
      expect(await relay.runOnce()).toBe(5);
      expect(batches).toEqual([5, 5]);
      const rows = await appliedRows('ApplyOnWidgetMade');
      expect(rows.map((r) => r.n)).toEqual([0, 1, 2, 3, 4, 5, 6, 8, 9]);
      expect((await deadLetters.list()).items).toEqual([
        expect.objectContaining({ attempts: 2, error: expect.stringMatching(/refusing event 7/) }),
      ]);
      expect(runner.counters()[0]).toMatchObject({ processed: 9, deadLettered: 1 });
    } finally {
      await stop();
    }
  });

  it('parks a message that is not an event, without blocking the others; it cannot be replayed', async () => {
    const { runner, stop } = await pipeline([recordingConsumer('ApplyOnWidgetMade')], { startRelay: false });
    const deadLetters = new DeadLetterService(consumerDs, consumerSchema, runner);
    try {
      const good = createEvent(WidgetMade, { aggregateId: 'w', payload: { n: 1 } });
      await runner.handleBatch([
        { topic: WidgetMade.topic, key: 'w', partition: 0, offset: '41', raw: '{"half', decodeError: 'not JSON' },
        { topic: WidgetMade.topic, key: 'w', envelope: good },
      ]);
      expect(await appliedRows('ApplyOnWidgetMade')).toEqual([{ event_id: good.id, n: 1 }]);
      const [letter] = (await deadLetters.list()).items;
      expect(letter).toMatchObject({ eventId: null, error: 'undecodable message: not JSON', envelope: { raw: '{"half', offset: '41' } });
      await expect(deadLetters.replay(letter.id)).rejects.toMatchObject({ code: 'DEAD_LETTER.NOT_REPLAYABLE' });
      await deadLetters.discard(letter.id);
    } finally {
      await stop();
    }
  });
});
