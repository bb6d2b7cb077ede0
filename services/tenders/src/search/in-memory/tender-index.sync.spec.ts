import type { IndexRow } from './open-tender-index';
import { OpenTenderIndexSync, needsCompaction } from './tender-index.sync';

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

  it('catches up every 15 minutes by the updated marker (rows updated since), not by a full re-read', async () => {
    const db = fakeDb();
    db.table = [row('a', 'alpha')];
    let clock = Date.parse('2026-01-01T00:00:00Z');
    const sync = new OpenTenderIndexSync(db, () => clock);
    sync.feedConnected(true);
    await sync.refreshNow();
    const built = sync.index;
    db.changed = [row('b', 'beta')];
    clock += 14 * 60_000;
    expect(await sync.fresh()).toBe(true);
    expect(db.reads).toEqual(['full']); // no signal, not yet due
    clock += 2 * 60_000;
    expect(await sync.fresh()).toBe(true);
    expect(db.reads).toEqual(['full', 'since']);
    expect(sync.index).toBe(built);
    expect([sync.index.has('a'), sync.index.has('b')]).toEqual([true, true]);
    expect(sync.stats.fullRebuilds).toBe(1);
  });

  it('re-reads everything (compaction) only once dead slots outnumber live ones', async () => {
    expect(needsCompaction({ size: 40_000, deadSlots: 39_000 })).toBe(false);
    expect(needsCompaction({ size: 40_000, deadSlots: 41_000 })).toBe(true);
    expect(needsCompaction({ size: 10, deadSlots: 500 })).toBe(false); // too few to matter
    const db = fakeDb();
    db.table = [row('a', 'alpha')];
    const sync = new OpenTenderIndexSync(db);
    sync.feedConnected(true);
    await sync.refreshNow();
    db.changed = Array.from({ length: 1_100 }, (_, i) => ({ ...row(`c${i}`, 'gamma'), status: 'closed' as const }));
    for (let round = 0; round < 2; round++) {
      db.changed = db.changed.map((r) => ({ ...r, status: round === 0 ? ('active' as const) : ('closed' as const) }));
      sync.changed('UPDATE');
      await sync.fresh();
    }
    // 1,100 tenders opened then closed: 1,100 dead slots, one live tender.
    expect(db.reads).toEqual(['full', 'since', 'since']);
    sync.changed('UPDATE');
    expect(await sync.fresh()).toBe(false); // the compaction's full re-read runs; PostgreSQL answers meanwhile
    await sync.refreshNow();
    expect(db.reads.at(-1)).toBe('full');
    expect(sync.index.deadSlots).toBe(0);
  });
});
