// The relay's claim under a backlog, on a real PostgreSQL: it walks the unpublished-rows index in seq order and stops
// after its batch (cost in proportion to the batch), instead of a bitmap scan over the whole backlog (cost in
// proportion to the backlog, so a drain costs its square); and it takes the oldest rows, in order, exactly once.
import { defineEvent } from '@jointly/contracts';
import { transaction } from '@jointly/common/database';
import { createEvent, OutboxService } from '@jointly/common/events';
import type { DataSource, QueryRunner } from 'typeorm';
import { dropTestSchema, openTestDataSource, uniqueSchema } from '../../../../test/events/support/test-database';
import { OutboxStore } from '../outbox-store';

const WidgetMade = defineEvent<{ n: number }>('ocptest', 'widget', 'made');
const schema = uniqueSchema('oclaim');
const backlog = 6000;
let ds: DataSource;

/** A runner that EXPLAINs what it is asked to run (same connection, same transaction settings). */
function explaining(runner: QueryRunner): QueryRunner {
  return { query: (sql: string, params?: unknown[]) => runner.query(`EXPLAIN (COSTS OFF) ${sql}`, params) } as unknown as QueryRunner;
}

beforeAll(async () => {
  ds = await openTestDataSource(schema);
  const outbox = new OutboxService(schema);
  const events = Array.from({ length: backlog }, (_, n) => createEvent(WidgetMade, { aggregateId: `w-${n % 7}`, payload: { n } }));
  await transaction(ds, (manager) => outbox.addMany(manager, events));
});

afterAll(async () => {
  await dropTestSchema(ds, schema);
});

describe('outbox claim under a backlog', () => {
  it('walks the unpublished index in seq order up to the batch, with no bitmap scan of the backlog', async () => {
    const store = new OutboxStore(ds, schema);
    const runner = ds.createQueryRunner();
    try {
      await runner.startTransaction();
      expect(await store.tryLock(runner)).toBe(true);
      const plan = ((await store.claim(explaining(runner), 1000)) as unknown as Array<{ 'QUERY PLAN': string }>)
        .map((row) => row['QUERY PLAN'])
        .join('\n');
      expect(plan).toMatch(/Limit\s*\n\s*->\s*Index Scan using outbox_message_unpublished_idx/);
      expect(plan).not.toMatch(/Bitmap/);
      await runner.rollbackTransaction();
    } finally {
      await runner.release();
    }
  });

  it('claims the oldest rows first, batch after batch in one transaction, each row once', async () => {
    const store = new OutboxStore(ds, schema);
    const runner = ds.createQueryRunner();
    const claimed: number[] = [];
    try {
      await runner.startTransaction();
      expect(await store.tryLock(runner)).toBe(true);
      for (let rows = await store.claim(runner, 1000); rows.length; rows = await store.claim(runner, 1000)) {
        claimed.push(...rows.map((r) => (JSON.parse(r.json) as { payload: { n: number } }).payload.n));
      }
      await runner.commitTransaction();
    } finally {
      await runner.release();
    }
    expect(claimed).toEqual(Array.from({ length: backlog }, (_, n) => n));
    expect(await store.backlog()).toEqual({ backlog: 0, oldestPendingMs: 0 });
  });
});
