import { Readable } from 'node:stream';
import { Client } from 'pg';
import { call } from '@jointly/common/testing';
import { emptySummary } from '../src/import/tender-importer';
import { SearchIndexesService } from '../src/search/in-memory/search-indexes.service';
import { parseSearchCriteria } from '../src/search/search-criteria';
import { TenderSearch } from '../src/search/tender-search';
import { syntheticReleases } from '../src/seed/synthetic-tenders';
import { aUser, startTendersApp, type TendersTestApp } from './support/tenders-test-app';

/**
 * Default (open-tender) searches come from the in-process index: the same tenders, counts and facets as PostgreSQL
 * computes, and every change visible — this process's edits on the very next search, other processes' after their
 * NOTIFY. DATABASE_READ_URL sends the searches' SQL to the read connection.
 */
describe('open-tender index', () => {
  let t: TendersTestApp;
  let engine: TenderSearch;
  let sqlOnly: TenderSearch;
  const admin = aUser('admin');
  const get = async (url: string) => {
    const res = await call(t.app, 'GET', url);
    expect(res.status).toBe(200);
    return res.body;
  };
  const eventually = async (what: string, check: () => Promise<boolean>) => {
    const deadline = Date.now() + 5000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const viaIndex = async <T>(work: () => Promise<T>): Promise<T> => {
    const before = engine.answered.index;
    const result = await work();
    expect(engine.answered.index).toBe(before + 1);
    return result;
  };

  beforeAll(async () => {
    t = await startTendersApp('open_index', { config: { tenderSearchCacheEntries: 0 } });
    const lines = syntheticReleases(300).map((r) => `${JSON.stringify(r)}\n`);
    await t.importer.importStream(Readable.from(lines), 'synthetic.jsonl', emptySummary());
    engine = t.app.get(TenderSearch);
    sqlOnly = new TenderSearch(t.db);
    const sync = t.app.get(SearchIndexesService).sync!;
    await eventually('the index', async () => sync.ready);
  });
  afterAll(() => t?.close());

  it.each([
    [''],
    ['sort=closing-soonest&limit=100'],
    ['sort=value-high&limit=100'],
    ['cpv=85000000&limit=100'],
    ['region=London&limit=100'],
    ['min=10000&max=500000&limit=100'],
    ['query=care&sort=newest&limit=100'],
    ['query=%22social%20care%22%20-children&sort=newest&limit=100'],
    ['query=care%20OR%20cleaning&sort=closing-soonest&limit=100'],
  ])('answers %s like PostgreSQL (same tenders, order, count and facets)', async (query) => {
    const criteria = parseSearchCriteria(Object.fromEntries(new URLSearchParams(query)));
    const fromIndex = await viaIndex(() => engine.search(criteria, { facets: true }));
    const fromSql = await sqlOnly.search(criteria, { facets: true });
    expect(fromIndex.count).toBe(fromSql.count);
    expect(fromIndex.foundTenders.map((x) => x.id)).toEqual(fromSql.foundTenders.map((x) => x.id));
    expect(fromIndex.foundTenders).toEqual(fromSql.foundTenders);
    const sorted = (list: Array<{ value: string; count: number }>) => [...list].sort((a, b) => a.value.localeCompare(b.value));
    for (const facet of ['status', 'cpv', 'closing', 'published', 'value'] as const) {
      expect({ facet, values: sorted(fromIndex.facets![facet]) }).toEqual({ facet, values: sorted(fromSql.facets![facet]) });
    }
  });

  it('ranks keyword matches by relevance among the same matches PostgreSQL finds', async () => {
    const criteria = parseSearchCriteria({ query: 'care', limit: '100' });
    const fromIndex = await viaIndex(() => engine.search(criteria));
    const fromSql = await sqlOnly.search(criteria);
    expect(fromIndex.count).toBe(fromSql.count);
    expect(new Set(fromIndex.foundTenders.map((x) => x.id))).toEqual(new Set(fromSql.foundTenders.map((x) => x.id)));
    // Highlights come from PostgreSQL for the returned page: title matches are marked.
    expect(
      fromIndex.foundTenders.some((x) => x.titleHighlight.includes('<mark>care</mark>') || x.titleHighlight.includes('<mark>Care</mark>')),
    ).toBe(true);
  });

  it('shows an admin edit that opens a tender on the very next search', async () => {
    const before = (await get('/api/tender/search?limit=1')).count;
    const [closed] = await t.db.query(`SELECT id FROM tenders.tender WHERE status = 'closed' LIMIT 1`);
    const res = await call(t.app, 'PATCH', `/api/tender/update/${closed.id}`, {
      token: t.token(admin),
      body: { status: 'active', closingDate: new Date(Date.now() + 10 * 86_400_000).toISOString(), title: 'Xylophone tuning for schools' },
    });
    expect(res.status).toBe(200);
    const after = await viaIndex(() => get('/api/tender/search?query=xylophone'));
    expect(after.foundTenders.map((x: { id: string }) => x.id)).toEqual([closed.id]);
    expect((await get('/api/tender/search?limit=1')).count).toBe(before + 1);
  });

  it('follows other processes: an update by plain SQL, then a delete (NOTIFY from the trigger)', async () => {
    const [open] = (await get('/api/tender/search?limit=1')).foundTenders;
    const other = new Client({ connectionString: t.config.databaseUrl });
    await other.connect();
    try {
      await other.query(`UPDATE tenders.tender SET title = 'Quetzalcoatl feathered serpent surveys' WHERE id = $1`, [open.id]);
      await eventually('the update', async () => (await get('/api/tender/search?query=Quetzalcoatl')).count === 1);
      await other.query(`DELETE FROM tenders.tender WHERE id = $1`, [open.id]);
      await eventually('the delete', async () => (await get('/api/tender/search?query=Quetzalcoatl')).count === 0);
    } finally {
      await other.end();
    }
  });

  it('reads searches from DATABASE_READ_URL when it is set', async () => {
    const url = new URL(t.config.databaseUrl!);
    url.searchParams.set('application_name', 'jointly-search-read');
    const reader = await startTendersApp('open_index_read', {
      databaseUrl: t.config.databaseUrl,
      config: { tenderSearchCacheEntries: 0, tenderSearchIndex: false, databaseReadUrl: url.toString() },
    });
    try {
      const res = await call(reader.app, 'GET', '/api/tender/search?includeAll=true&limit=1');
      expect(res.status).toBe(200);
      const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'jointly-search-read'`);
      expect(n).toBeGreaterThan(0);
    } finally {
      await reader.close();
    }
  });
});
