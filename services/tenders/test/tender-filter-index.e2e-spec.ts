import { Readable } from 'node:stream';
import { emptySummary } from '../src/import/tender-importer';
import { SearchIndexesService } from '../src/search/in-memory/search-indexes.service';
import { EVERY_TENDER, TenderIndexSync } from '../src/search/in-memory/tender-index.sync';
import { parseSearchCriteria, type SearchCriteria } from '../src/search/search-criteria';
import { TenderSearch, type TenderSearchResult } from '../src/search/tender-search';
import { syntheticReleases } from '../src/seed/synthetic-tenders';
import { startTendersApp, type TendersTestApp } from './support/tenders-test-app';

/**
 * Searches over every status without keywords that filter by CPV or region, or want facets, come from the filter
 * index of every tender: the same tenders, order, count and facets as PostgreSQL's candidate scan computes (exact,
 * where the SQL's broad plans would estimate), and every change visible on the next search.
 */
describe('filter index of every tender', () => {
  let t: TendersTestApp;
  let sync: TenderIndexSync<any, any>;
  let engine: TenderSearch;
  let sqlOnly: TenderSearch;
  const criteria = (query: string): SearchCriteria => parseSearchCriteria(Object.fromEntries(new URLSearchParams(query)));
  const ids = (r: TenderSearchResult) => r.foundTenders.map((x) => x.id);
  const viaFilterIndex = async (work: () => Promise<TenderSearchResult>) => {
    const before = engine.answered.filterIndex;
    const result = await work();
    expect(engine.answered.filterIndex).toBe(before + 1);
    return result;
  };

  beforeAll(async () => {
    t = await startTendersApp('filter_index', { config: { tenderSearchCacheEntries: 0 } });
    const lines = syntheticReleases(700).map((r) => `${JSON.stringify(r)}\n`);
    await t.importer.importStream(Readable.from(lines), 'synthetic.jsonl', emptySummary());
    // Small batches: the full read pages through the table in id order.
    sync = new TenderIndexSync(t.db, { ...EVERY_TENDER, batchRows: 64 });
    sync.feedConnected(true);
    await sync.refreshNow();
    engine = new TenderSearch(t.db, { filterIndex: sync });
    sqlOnly = new TenderSearch(t.db, { broad: false });
  });
  afterAll(() => t?.close());

  it('reads every tender, whatever its status, in batches', async () => {
    const [{ n, statuses }] = await t.db.query('SELECT count(*)::int AS n, count(DISTINCT status)::int AS statuses FROM tenders.tender');
    expect(n).toBe(700);
    expect(statuses).toBeGreaterThan(2);
    expect(sync.index.size).toBe(700);
    expect(sync.stats.rowsRead).toBe(700);
  });

  it.each([
    ['includeAll=true'],
    ['includeAll=true&cpv=85000000&limit=100'],
    ['includeAll=true&cpv=85000000,90000000&region=England,Scotland&limit=100'],
    ['includeAll=true&region=England&sort=closing-soonest&limit=100'],
    ['status=closed,awarded&cpv=72000000&sort=value-high&limit=100'],
    ['status=active&region=Wales&sort=value-low&limit=100'],
    ['includeAll=true&cpv=85&min=10000&max=2000000&sort=value-low&page=2&limit=7'],
    ['includeAll=true&region=Scotland&buyer=COUNCIL&sort=newest'],
    ['includeAll=true&cpv=85000000&closingFrom=2020-01-01&closingTo=2031-12-31&sort=closing-soonest&limit=50'],
    ['includeAll=true&cpv=85000000&currency=GBP&publishedSince=2020-01-01'],
    ['status=cancelled,planned&limit=100'],
    ['includeAll=true&cpv=03000000'],
    ['includeAll=true&region=Nowhere'],
  ])('answers %s like PostgreSQL (same tenders, order, count and facets)', async (query) => {
    const c = criteria(query);
    const fromIndex = await viaFilterIndex(() => engine.search(c, { facets: true }));
    const fromSql = await sqlOnly.search(c, { facets: true });
    expect(fromSql.countIsEstimate).toBe(false);
    expect(ids(fromIndex)).toEqual(ids(fromSql));
    expect(fromIndex).toEqual(fromSql);
  });

  it('answers searches without facets too (a table this small leaves few tenders to test), not open tenders', async () => {
    for (const query of ['includeAll=true&cpv=85000000&sort=closing-soonest&page=3', 'status=active,closed&sort=value-high&limit=30']) {
      const c = criteria(query);
      expect(await viaFilterIndex(() => engine.search(c))).toEqual(await sqlOnly.search(c));
    }
    const before = engine.answered.filterIndex;
    for (const other of ['cpv=85000000', 'region=England&sort=newest', 'query=care&cpv=85000000']) {
      await engine.search(criteria(other));
    }
    expect(engine.answered.filterIndex).toBe(before);
  });

  it.each([
    ['includeAll=true&query=care&sort=newest&limit=100'],
    ['includeAll=true&query=cleaning services&cpv=90000000&sort=value-high&limit=100'],
    ['includeAll=true&query=services -cleaning&region=North West&sort=closing-soonest&limit=100'],
    ['status=closed,awarded&query=support or maintenance&min=1000&sort=newest&limit=100'],
    ['includeAll=true&query=care&cpv=85000000&page=2&limit=5&sort=value-low'],
  ])('answers keywords %s like PostgreSQL: same tenders, order, count, facets and highlights', async (query) => {
    const c = criteria(query);
    const fromIndex = await viaFilterIndex(() => engine.search(c, { facets: true }));
    const fromSql = await sqlOnly.search(c, { facets: true });
    expect(fromSql.countIsEstimate).toBe(false);
    expect(fromIndex.count).toBeGreaterThan(0);
    expect(fromIndex).toEqual(fromSql);
  });

  it("ranks keyword matches by BM25 (ts_rank orders PostgreSQL's): the same tenders, count and highlights", async () => {
    for (const query of ['includeAll=true&query=cleaning&limit=100', 'includeAll=true&query=grounds maintenance&region=Wales&limit=100']) {
      const c = criteria(query);
      const fromIndex = await viaFilterIndex(() => engine.search(c, { facets: true }));
      const fromSql = await sqlOnly.search(c, { facets: true });
      expect(fromIndex.count).toBe(fromSql.count);
      expect(fromIndex.count).toBeLessThanOrEqual(100);
      expect(fromIndex.facets).toEqual(fromSql.facets);
      const byId = (r: TenderSearchResult) => new Map(r.foundTenders.map((x) => [x.id, x]));
      expect(byId(fromIndex)).toEqual(byId(fromSql));
    }
  });

  it('sends words nothing matches to the partial-words statement, and phrases to PostgreSQL', async () => {
    const misspelt = criteria('includeAll=true&query=clening&limit=100');
    const before = engine.answered.filterIndex;
    const approximate = await engine.search(misspelt);
    expect(approximate.matchedApproximately).toBe(true);
    expect(approximate).toEqual(await sqlOnly.search(misspelt));
    const phrase = criteria('includeAll=true&query="care home"&limit=100');
    expect(await engine.search(phrase)).toEqual(await sqlOnly.search(phrase));
    const stopWords = criteria('includeAll=true&query=the&cpv=85000000&limit=100');
    expect(await viaFilterIndex(() => engine.search(stopWords))).toEqual(await sqlOnly.search(stopWords));
    expect(engine.answered.filterIndex).toBe(before + 1);
  });

  it('sees an update and a delete on the next search', async () => {
    const c = criteria('includeAll=true&cpv=85000000&sort=value-high&limit=5');
    const first = await viaFilterIndex(() => engine.search(c, { facets: true }));
    const [top, second] = ids(first);
    await t.db.query(`UPDATE tenders.tender SET value_amount = 1 WHERE id = $1`, [top]);
    sync.changed('UPDATE');
    const updated = await viaFilterIndex(() => engine.search(c, { facets: true }));
    expect(ids(updated)[0]).toBe(second);
    expect(updated).toEqual(await sqlOnly.search(c, { facets: true }));

    await t.db.query(`DELETE FROM tenders.tender WHERE id = $1`, [second]);
    sync.changed('DELETE');
    // A delete leaves no marker: the index is read whole again, and PostgreSQL answers meanwhile.
    await sync.refreshNow();
    const afterDelete = await viaFilterIndex(() => engine.search(c, { facets: true }));
    expect(ids(afterDelete)).not.toContain(second);
    expect(afterDelete).toEqual(await sqlOnly.search(c, { facets: true }));
    expect(sync.index.size).toBe(699);
  });

  it('is on in the service by default, built after the open-tender index', async () => {
    const service = t.app.get(SearchIndexesService);
    const deadline = Date.now() + 10_000;
    // (The earlier tests' DELETE reached the service too, through the trigger's NOTIFY: it reads every tender again.)
    while (!(service.filterSync!.ready && (await service.filterSync!.fresh())) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(service.filterSync!.ready).toBe(true);
    const served = t.app.get(TenderSearch);
    const c = criteria('includeAll=true&region=Wales&limit=20');
    const before = served.answered.filterIndex;
    expect(await served.search(c, { facets: true })).toEqual(await sqlOnly.search(c, { facets: true }));
    expect(served.answered.filterIndex).toBe(before + 1);
  });
});
