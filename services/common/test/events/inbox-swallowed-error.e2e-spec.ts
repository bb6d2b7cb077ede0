import { defineEvent, type EventEnvelope } from '@jointly/contracts';
import {
  createEvent,
  EventConsumerRunner,
  InProcessTransport,
  type DeliveredMessage,
  type EventConsumerDefinition,
} from '@jointly/common/events';
import type { DataSource } from 'typeorm';
import { dropTestSchema, openTestDataSource, sqlMigration, uniqueSchema } from './support/test-database';

// The inbox commits an event's effects with its inbox row only if the transaction is healthy. A handler that
// catches a failed statement leaves the transaction aborted, and COMMIT would then roll back silently (inbox row
// included) while the batch looked applied; the runner must see that as a failure and retry, then park.
const GadgetMade = defineEvent<{ n: number }>('evswallow', 'gadget', 'made');
const schema = uniqueSchema('evsw');
let ds: DataSource;

const appliedTable = sqlMigration(schema, 'CreateApplied1900000000000', [
  'CREATE TABLE $schema.applied (event_id text PRIMARY KEY, n int NOT NULL)',
]);

beforeAll(async () => {
  ds = await openTestDataSource(schema, [appliedTable]);
});

afterAll(async () => {
  await dropTestSchema(ds, schema);
});

function delivered(envelope: EventEnvelope, offset: number): DeliveredMessage {
  return { topic: GadgetMade.topic, key: envelope.aggregateId, partition: 0, offset: String(offset), envelope };
}

it('treats a handler that swallowed a failed statement as failed: nothing of it commits, it is retried and parked', async () => {
  const consumer: EventConsumerDefinition = {
    service: schema,
    name: 'SwallowsErrors',
    topics: [GadgetMade.topic],
    handle: async (envelope, manager) => {
      const n = (envelope.payload as { n: number }).n;
      await manager.query(`INSERT INTO "${schema}".applied (event_id, n) VALUES ($1, $2)`, [envelope.id, n]);
      if (n === 2) await manager.query('SELECT 1/0').catch(() => undefined);
    },
  };
  const transport = new InProcessTransport();
  const runner = new EventConsumerRunner(ds, schema, transport, { maxAttempts: 2, backoff: { initialMs: 5, maxMs: 10 } });
  runner.register(consumer);
  const events = [1, 2, 3].map((n) => createEvent(GadgetMade, { aggregateId: `g-${n}`, payload: { n } }));

  await runner.handleBatch(events.map((e, i) => delivered(e, i)));

  const applied: Array<{ n: number }> = await ds.query(`SELECT n FROM "${schema}".applied ORDER BY n`);
  expect(applied.map((r) => r.n)).toEqual([1, 3]);
  const inbox: Array<{ event_id: string }> = await ds.query(`SELECT event_id FROM "${schema}".processed_event ORDER BY event_id`);
  expect(inbox.map((r) => r.event_id).sort()).toEqual([events[0].id, events[2].id].sort());
  const letters: Array<{ event_id: string; attempts: number; error: string }> = await ds.query(
    `SELECT event_id, attempts, error FROM "${schema}".dead_letter`,
  );
  expect(letters).toHaveLength(1);
  expect(letters[0]).toMatchObject({ event_id: events[1].id, attempts: 2 });
  expect(letters[0].error).toMatch(/aborted/);
  expect(runner.counters()[0]).toMatchObject({ processed: 2, deadLettered: 1 });
});
