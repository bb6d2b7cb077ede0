import { Client } from 'pg';
import { call } from '@jointly/common/testing';
import { CachedTenderSearch } from '../src/search/cached-tender-search';
import { aUser, startTendersApp, type TendersTestApp } from './support/tenders-test-app';
import { syntheticReleases } from '../src/seed/synthetic-tenders';
import { Readable } from 'node:stream';
import { emptySummary } from '../src/import/tender-importer';

/**
 * The search result cache must never show a change late: edits and imports in this process are visible to the very
 * next search, changes by another process (the import CLI, an operator's SQL) as soon as PostgreSQL's NOTIFY arrives.
 */
describe('search result cache', () => {
  let t: TendersTestApp;
  let cached: CachedTenderSearch;
  const admin = aUser('admin');
  const search = async (query: string) => {
    const res = await call(t.app, 'GET', `/api/tender/search?query=${encodeURIComponent(query)}&includeAll=true`);
    expect(res.status).toBe(200);
    return res.body as { count: number; foundTenders: Array<{ id: string; title: string }> };
  };
  const eventually = async (what: string, check: () => Promise<boolean>) => {
    const deadline = Date.now() + 5000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  beforeAll(async () => {
    t = await startTendersApp('search_cache');
    const lines = syntheticReleases(300).map((r) => `${JSON.stringify(r)}\n`);
    await t.importer.importStream(Readable.from(lines), 'synthetic.jsonl', emptySummary());
    cached = t.app.get(CachedTenderSearch);
    await eventually('the change feed', async () => cached.cache.enabled);
  });
  afterAll(() => t?.close());

  it('answers a repeated search from the cache', async () => {
    // The import's own NOTIFY may still be on its way and clear the cache once; a repeat after it is a hit.
    await eventually('a cache hit', async () => {
      const before = cached.cache.hits;
      const first = await search('care');
      const second = await search('care');
      expect(second).toEqual(first);
      return cached.cache.hits > before;
    });
  });

  it('shows an admin edit on the very next search', async () => {
    const [target] = (await search('care')).foundTenders;
    const res = await call(t.app, 'PATCH', `/api/tender/update/${target.id}`, {
      token: t.token(admin),
      body: { title: 'Zanzibarian lighthouse keeping services' },
    });
    expect(res.status).toBe(200);
    const after = await search('Zanzibarian lighthouse');
    expect(after.foundTenders.map((x) => x.id)).toEqual([target.id]);
  });

  it('shows an import on the very next search', async () => {
    const before = (await search('care')).count;
    // The same generator again under other ocids: 50 new tenders.
    const more = syntheticReleases(50).map((r) => `${JSON.stringify(r).replaceAll('ocds-jointly-sample-', 'ocds-jointly-more-')}\n`);
    const summary = emptySummary();
    await t.importer.importStream(Readable.from(more), 'more.jsonl', summary);
    expect(summary.created).toBeGreaterThan(0);
    expect((await search('care')).count).toBeGreaterThan(before);
  });

  it('drops its answers when another process changes a tender (NOTIFY from the trigger)', async () => {
    const [target] = (await search('care')).foundTenders;
    await search('Quetzalcoatl'); // cached: nothing
    const other = new Client({ connectionString: t.config.databaseUrl });
    await other.connect();
    try {
      await other.query(`UPDATE tenders.tender SET title = 'Quetzalcoatl feathered serpent surveys' WHERE id = $1`, [target.id]);
    } finally {
      await other.end();
    }
    await eventually('the other process change', async () => (await search('Quetzalcoatl')).count === 1);
  });
});
