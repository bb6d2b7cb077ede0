import type { DataSource, QueryRunner } from 'typeorm';
import { DeadLetterStore } from './dead-letter.store';

/** A DataSource that records each statement and answers from `answer` (the driver's shapes: rows, or [rows, count]). */
function recording(answer: (sql: string, params: unknown[]) => unknown = () => []) {
  const calls: Array<{ sql: string; params: unknown[] }> = [];
  const query = jest.fn(async (sql: string, params: unknown[] = []) => {
    calls.push({ sql: sql.replace(/\s+/g, ' ').trim(), params });
    return answer(sql, params);
  });
  return { dataSource: { query } as unknown as DataSource, runner: { query } as unknown as QueryRunner, calls };
}

const ID = '0b6f6b8e-3c1f-4a57-9d36-2f6f1c1d2e3a';
const row = (over: Record<string, unknown> = {}) => ({
  id: ID,
  consumer: 'notifications.mailer',
  topic: 'jointly.accounts',
  event_id: 'e1',
  event_type: 'AccountCreated',
  envelope: { id: 'e1' },
  error: 'boom',
  attempts: 3,
  created_at: new Date('2026-11-01T10:00:00Z'),
  updated_at: new Date('2026-11-01T10:05:00Z'),
  replayed_at: null,
  discarded_at: null,
  ...over,
});

describe('DeadLetterStore', () => {
  it('reads a row as the console shows it, its status from which timestamp is set', async () => {
    const replayed = new Date('2026-11-02T00:00:00Z');
    const db = recording(() => [row({ replayed_at: replayed })]);
    const letter = await new DeadLetterStore(db.dataSource, 'notifications').get(ID);
    expect(letter).toEqual({
      id: ID,
      consumer: 'notifications.mailer',
      topic: 'jointly.accounts',
      eventId: 'e1',
      eventType: 'AccountCreated',
      envelope: { id: 'e1' },
      error: 'boom',
      attempts: 3,
      status: 'replayed',
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-01T10:05:00.000Z',
      replayedAt: '2026-11-02T00:00:00.000Z',
      discardedAt: null,
    });
    expect(db.calls[0].sql).toBe('SELECT * FROM "notifications"."dead_letter" WHERE id = $1');
    const discarded = recording(() => [row({ discarded_at: replayed })]);
    expect((await new DeadLetterStore(discarded.dataSource, 'notifications').get(ID))?.status).toBe('discarded');
    const open = recording(() => [row()]);
    expect((await new DeadLetterStore(open.dataSource, 'notifications').get(ID))?.status).toBe('open');
  });

  it('answers "none" for an id that is not a UUID without asking the database (no cast error, no 500)', async () => {
    const db = recording();
    const store = new DeadLetterStore(db.dataSource, 'notifications');
    await expect(store.get('not-a-uuid')).resolves.toBeNull();
    await expect(store.lock(db.runner, "1' OR '1'='1")).resolves.toBeNull();
    await expect(store.discard('42')).resolves.toBe(false);
    expect(db.calls).toEqual([]);
  });

  it('lists open letters by default, filters by consumer as a parameter, and bounds limit and offset', async () => {
    const db = recording((sql) => (sql.includes('count(*)') ? [{ total: 7 }] : [row()]));
    const store = new DeadLetterStore(db.dataSource, 'bids');
    const page = await store.list({ consumer: "x'; DROP TABLE y; --", limit: 10_000, offset: -5 });
    expect(page.total).toBe(7);
    expect(page.items.map((l) => l.status)).toEqual(['open']);
    const [select, count] = db.calls;
    expect(select.sql).toBe(
      'SELECT * FROM "bids"."dead_letter" WHERE replayed_at IS NULL AND discarded_at IS NULL AND consumer = $1 ORDER BY created_at DESC, id LIMIT 500 OFFSET 0',
    );
    expect(select.params).toEqual(["x'; DROP TABLE y; --"]);
    expect(count.sql).toBe(
      'SELECT count(*)::int AS total FROM "bids"."dead_letter" WHERE replayed_at IS NULL AND discarded_at IS NULL AND consumer = $1',
    );

    const all = recording();
    const none = await new DeadLetterStore(all.dataSource, 'bids').list({ status: 'all', limit: 0 });
    expect(none).toEqual({ items: [], total: 0 });
    expect(all.calls[0].sql).toBe('SELECT * FROM "bids"."dead_letter" ORDER BY created_at DESC, id LIMIT 1 OFFSET 0');
  });

  it('discards only an open letter: the UPDATE is conditional and its row count is the answer', async () => {
    const hit = recording(() => [[], 1]);
    await expect(new DeadLetterStore(hit.dataSource, 'tenders').discard(ID)).resolves.toBe(true);
    expect(hit.calls[0].sql).toContain('WHERE id = $1 AND replayed_at IS NULL AND discarded_at IS NULL');
    const miss = recording(() => [[], 0]);
    await expect(new DeadLetterStore(miss.dataSource, 'tenders').discard(ID)).resolves.toBe(false);
  });

  it('adds to the open letter of the same consumer and event instead of parking a second one, the error cut at 4,000', async () => {
    const db = recording();
    await new DeadLetterStore(db.dataSource, 'eligibility').add({
      consumer: 'eligibility.rater',
      topic: 'jointly.tenders',
      eventId: 'e9',
      eventType: 'TenderPublished',
      envelope: { id: 'e9', payload: { a: 1 } },
      error: 'x'.repeat(10_000),
      attempts: 2,
    });
    const [{ sql, params }] = db.calls;
    expect(sql).toContain('ON CONFLICT (consumer, event_id) WHERE replayed_at IS NULL AND discarded_at IS NULL');
    expect(sql).toContain('attempts = "eligibility"."dead_letter".attempts + EXCLUDED.attempts');
    expect(sql).toContain('left($7, 4000)');
    expect(params.slice(1)).toEqual([
      'eligibility.rater',
      'jointly.tenders',
      'e9',
      'TenderPublished',
      '{"id":"e9","payload":{"a":1}}',
      'x'.repeat(10_000),
      2,
    ]);
  });

  it('counts open letters per consumer', async () => {
    const db = recording(() => [
      { consumer: 'a', n: 2 },
      { consumer: 'b', n: 1 },
    ]);
    await expect(new DeadLetterStore(db.dataSource, 'messages').countOpen()).resolves.toEqual({ a: 2, b: 1 });
    expect(db.calls[0].sql).toContain('WHERE replayed_at IS NULL AND discarded_at IS NULL GROUP BY consumer');
  });
});
