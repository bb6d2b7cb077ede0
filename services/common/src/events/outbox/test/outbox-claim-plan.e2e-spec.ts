// The relay's claim under a backlog, on a real PostgreSQL, with the statistics of a quiet outbox (last ANALYZE: every
// row published), as after quiet hours: it walks the unpublished-rows index in seq order, stops after its batch and
// updates the rows by ctid (cost in proportion to the batch), where a bitmap scan or a filter over the whole
// unpublished index made each claim cost in proportion to the backlog, and a drain its square. It takes the oldest
// rows, in order, exactly once, and never skips a row another transaction changed meanwhile.
import { defineEvent } from '@jointly/contracts';
import { transaction } from '@jointly/common/database';
import { createEvent, OutboxService } from '@jointly/common/events';
import type { DataSource, QueryRunner } from 'typeorm';
import { dropTestSchema, openTestDataSource, uniqueSchema } from '../../../../test/events/support/test-database';
import { OutboxClaimRaceError, OutboxStore } from '../outbox-store';

const WidgetMade = defineEvent<{ n: number }>('ocptest', 'widget', 'made');
const schema = uniqueSchema('oclaim');
const backlog = 6000;
let ds: DataSource;
let next = 0;
const widgets = (count: number) =>
  Array.from({ length: count }, () => createEvent(WidgetMade, { aggregateId: `w-${next % 7}`, payload: { n: next++ } }));
const payloadN = (json: string) => (JSON.parse(json) as { payload: { n: number } }).payload.n;

/** A runner that EXPLAINs what it is asked to run (same connection, same transaction settings). */
function explaining(runner: QueryRunner): QueryRunner {
  return { query: (sql: string, params?: unknown[]) => runner.query(`EXPLAIN (COSTS OFF) ${sql}`, params) } as unknown as QueryRunner;
}

beforeAll(async () => {
  ds = await openTestDataSource(schema);
  const outbox = new OutboxService(schema);
  // A quiet outbox analysed: 2,000 rows, all published. Then a backlog the statistics know nothing of.
  await transaction(ds, (manager) => outbox.addMany(manager, widgets(2000)));
  await ds.query(`UPDATE "${schema}".outbox_message SET published_at = clock_timestamp()`);
  await ds.query(`VACUUM ANALYZE "${schema}".outbox_message`);
  await transaction(ds, (manager) => outbox.addMany(manager, widgets(backlog)));
});

afterAll(async () => {
  await dropTestSchema(ds, schema);
});

describe('outbox claim under a backlog', () => {
  it('walks the unpublished index in seq order up to the batch and updates by ctid, with no scan of the backlog', async () => {
    const store = new OutboxStore(ds, schema);
    const runner = ds.createQueryRunner();
    try {
      await runner.startTransaction();
      expect(await store.tryLock(runner)).toBe(true);
      const plan = ((await store.claim(explaining(runner), 1000)) as unknown as Array<{ 'QUERY PLAN': string }>)
        .map((row) => row['QUERY PLAN'])
        .join('\n');
      expect(plan).toMatch(/Limit\s*\n\s*->\s*Index Scan using outbox_message_unpublished_idx/);
      expect(plan).toMatch(/Update on outbox_message.*\n(.*\n){0,3}\s*->\s*Tid Scan on outbox_message/);
      expect(plan.match(/outbox_message_unpublished_idx/g)).toHaveLength(1);
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
        claimed.push(...rows.map((r) => payloadN(r.json)));
      }
      await runner.commitTransaction();
    } finally {
      await runner.release();
    }
    expect(claimed).toEqual(Array.from({ length: backlog }, (_, n) => 2000 + n));
    expect(await store.backlog()).toEqual({ backlog: 0, oldestPendingMs: 0 });
  });

  it('throws rather than skip a row another transaction changed while it was being claimed; the retry takes all, in order', async () => {
    const store = new OutboxStore(ds, schema);
    const first = next;
    await transaction(ds, (manager) => new OutboxService(schema).add(manager, widgets(3)));
    // Another transaction (a replica recording a failed attempt) changes the oldest row and holds it...
    const other = ds.createQueryRunner();
    const runner = ds.createQueryRunner();
    try {
      await other.startTransaction();
      await other.query(
        `UPDATE "${schema}".outbox_message SET attempts = attempts + 1
          WHERE seq = (SELECT min(seq) FROM "${schema}".outbox_message WHERE published_at IS NULL)`,
      );
      await runner.startTransaction();
      expect(await store.tryLock(runner)).toBe(true);
      // ...while the claim has picked it (and waits for its lock), then commits: the row moved.
      const claiming = store.claim(runner, 10);
      claiming.catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await other.commitTransaction();
      await expect(claiming).rejects.toBeInstanceOf(OutboxClaimRaceError);
      await runner.rollbackTransaction();

      await runner.startTransaction();
      expect(await store.tryLock(runner)).toBe(true);
      const rows = await store.claim(runner, 10);
      await runner.commitTransaction();
      expect(rows.map((r) => payloadN(r.json))).toEqual([first, first + 1, first + 2]);
    } finally {
      await other.release();
      await runner.release();
    }
  });
});
