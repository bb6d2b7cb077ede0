import { defineEvent, type EventEnvelope } from '@jointly/contracts';
import { afterCommit, createEvent, EventConsumerRunner, InProcessTransport, type DeliveredMessage } from '@jointly/common/events';
import type { DataSource } from 'typeorm';
import { dropTestSchema, openTestDataSource, sqlMigration, uniqueSchema } from './support/test-database';

// What a consumer keeps outside the database (a replica's cache) follows the commit: work registered with
// afterCommit runs once the batch commits, never for an attempt that rolled back.
const WidgetMade = defineEvent<{ n: number }>('evaftercommit', 'widget', 'made');
const schema = uniqueSchema('evac');
let ds: DataSource;

beforeAll(async () => {
  ds = await openTestDataSource(schema, [
    sqlMigration(schema, 'CreateMade1900000000000', ['CREATE TABLE $schema.made (event_id text PRIMARY KEY, n int NOT NULL)']),
  ]);
});

afterAll(async () => {
  await dropTestSchema(ds, schema);
});

const delivered = (envelope: EventEnvelope, offset: number): DeliveredMessage => ({
  topic: WidgetMade.topic,
  key: envelope.aggregateId,
  partition: 0,
  offset: String(offset),
  envelope,
});

it('runs after-commit work once per committed event, never for an attempt that rolled back', async () => {
  const remembered: number[] = [];
  let failuresLeft = 1;
  const runner = new EventConsumerRunner(ds, schema, new InProcessTransport(), { maxAttempts: 3, backoff: { initialMs: 5, maxMs: 10 } });
  runner.register({
    service: schema,
    name: 'RemembersWidgets',
    topics: [WidgetMade.topic],
    handle: async (envelope, manager) => {
      const n = (envelope.payload as { n: number }).n;
      await manager.query(`INSERT INTO "${schema}".made (event_id, n) VALUES ($1, $2)`, [envelope.id, n]);
      afterCommit(manager, () => remembered.push(n));
      // While the handler runs, nothing is remembered yet.
      expect(remembered).not.toContain(n);
      if (n === 3 && failuresLeft-- > 0) throw new Error('first attempt of 3 fails');
    },
  });
  const events = [1, 2, 3, 4].map((n) => createEvent(WidgetMade, { aggregateId: `w-${n}`, payload: { n } }));

  await runner.handleBatch(events.map((e, i) => delivered(e, i)));

  // The first attempt of the batch rolled back with event 3's failure (1 and 2 registered work then): none of it ran.
  expect([...remembered].sort()).toEqual([1, 2, 3, 4]);
  expect(remembered).toHaveLength(4);
  const made: Array<{ n: number }> = await ds.query(`SELECT n FROM "${schema}".made ORDER BY n`);
  expect(made.map((r) => r.n)).toEqual([1, 2, 3, 4]);
});

it('runs at once without a transaction', async () => {
  let ran = false;
  afterCommit(ds.manager, () => {
    ran = true;
  });
  expect(ran).toBe(true);
});
