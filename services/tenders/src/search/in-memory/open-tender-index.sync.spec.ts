import type { IndexRow } from './open-tender-index';
import { OpenTenderIndexSync } from './open-tender-index.sync';

const row = (id: string, title: string): IndexRow => ({
  id,
  ocid: `ocds-${id}`,
  title,
  buyer_name: null,
  status: 'active',
  closing_date: null,
  published_at: null,
  value_amount: null,
  value_currency: null,
  cpv: [],
  cpv_prefixes: [],
  cpv_divisions: [],
  regions: [],
  procurement_method: null,
  notice_url: null,
  source_publisher: null,
  snippet: null,
  vector: `'${title}':1A`,
});

/** A database double: the full read answers `table`, "updated since" answers `changed`; each read can be held. */
function fakeDb() {
  const db = {
    table: [] as IndexRow[],
    changed: [] as IndexRow[],
    reads: [] as string[],
    hold: null as Promise<void> | null,
    async query(sql: string): Promise<any[]> {
      if (sql.includes('AS at')) return [{ at: '2026-01-01T00:00:00Z' }];
      await db.hold;
      const full = !sql.includes('updated_at >');
      db.reads.push(full ? 'full' : 'since');
      return full ? db.table : db.changed;
    },
  };
  return db;
}

describe('OpenTenderIndexSync', () => {
  it('is ready after the first full read; a change is waited for (rows updated since), so the next search sees it', async () => {
    const db = fakeDb();
    db.table = [row('a', 'alpha')];
    const sync = new OpenTenderIndexSync(db);
    expect(sync.ready).toBe(false);
    sync.feedConnected(true);
    await sync.refreshNow();
    expect(sync.ready).toBe(true);
    expect(sync.index.size).toBe(1);
    db.changed = [row('b', 'beta'), { ...row('a', 'alpha'), status: 'closed' }];
    sync.changed('UPDATE');
    expect(await sync.fresh()).toBe(true);
    expect(db.reads).toEqual(['full', 'since']);
    expect(sync.index.has('b')).toBe(true);
    expect(sync.index.has('a')).toBe(false);
    expect(await sync.fresh()).toBe(true); // nothing new: no read
    expect(db.reads).toHaveLength(2);
  });

  it('answers "not fresh" at once while a full re-read (DELETE, TRUNCATE, reconnect) runs, then swaps the new index in', async () => {
    const db = fakeDb();
    db.table = [row('a', 'alpha')];
    const sync = new OpenTenderIndexSync(db);
    sync.feedConnected(true);
    await sync.refreshNow();
    const before = sync.index;
    let release!: () => void;
    db.hold = new Promise<void>((r) => (release = r));
    db.table = [row('c', 'gamma')];
    sync.changed('DELETE');
    expect(await sync.fresh()).toBe(false); // callers search PostgreSQL meanwhile
    expect(await sync.fresh()).toBe(false);
    expect(sync.index).toBe(before);
    release();
    db.hold = null;
    await sync.refreshNow();
    expect(await sync.fresh()).toBe(true);
    expect(sync.index).not.toBe(before);
    expect([sync.index.has('a'), sync.index.has('c')]).toEqual([false, true]);
  });

  it('is not ready while the change feed is down', async () => {
    const db = fakeDb();
    const sync = new OpenTenderIndexSync(db);
    sync.feedConnected(true);
    await sync.refreshNow();
    sync.feedConnected(false);
    expect(sync.ready).toBe(false);
  });
});
