import { Readable } from 'node:stream';
import { emptySummary } from '../src/import/tender-importer';
import { parseSearchCriteria, type SearchCriteria } from '../src/search/search-criteria';
import { subsetSql } from '../src/search/search-sql';
import { TenderSearch, type TenderSearchResult } from '../src/search/tender-search';
import { syntheticReleases } from '../src/seed/synthetic-tenders';
import { startTendersApp, type TendersTestApp } from './support/tenders-test-app';

/**
 * Broad searches over every status (includeAll, status=) skip the candidate scan: other sorts than relevance page by
 * their index walk, relevance and facets take candidates from a fixed sample of the tenders. Here the thresholds are 0,
 * so every such search of a small table takes those plans, and each is compared with the candidate scan
 * (`broad: false`) on the same data.
 */
describe('broad searches over every status', () => {
  let t: TendersTestApp;
  let broad: TenderSearch;
  let former: TenderSearch;
  const always = { walkFactor: 0, minEstimate: 0, sampleLevels: [1] };
  const criteria = (query: string, valueRange = false): SearchCriteria =>
    parseSearchCriteria(Object.fromEntries(new URLSearchParams(query)), { valueRange });
  const ids = (r: TenderSearchResult) => r.foundTenders.map((x) => x.id);
  const counted = async (engine: TenderSearch, how: 'walk' | 'sample' | 'sql', work: () => Promise<TenderSearchResult>) => {
    const before = { ...engine.answered };
    const result = await work();
    if (how === 'sql') expect([engine.answered.walk, engine.answered.sample]).toEqual([before.walk, before.sample]);
    else expect(engine.answered[how]).toBe(before[how] + 1);
    return result;
  };

  beforeAll(async () => {
    t = await startTendersApp('broad_search', { config: { tenderSearchCacheEntries: 0 } });
    const lines = syntheticReleases(600).map((r) => `${JSON.stringify(r)}\n`);
    await t.importer.importStream(Readable.from(lines), 'synthetic.jsonl', emptySummary());
    await t.db.query('ANALYZE tenders.tender');
    broad = new TenderSearch(t.db, { broad: always });
    former = new TenderSearch(t.db, { broad: false });
  });
  afterAll(() => t?.close());

  it.each([
    ['includeAll=true&sort=closing-soonest&limit=20'],
    ['includeAll=true&sort=value-high&page=3'],
    ['includeAll=true&sort=value-low&limit=100'],
    ['includeAll=true&cpv=85000000&sort=newest&limit=50'],
    ['status=closed,awarded&region=London&sort=closing-soonest'],
    ['includeAll=true&query=care&sort=newest&limit=30'],
    ['includeAll=true&query=care%20OR%20cleaning&sort=value-high&page=2'],
  ])('pages %s by the sort’s index walk: the same tenders in the same order', async (query) => {
    const c = criteria(query);
    const walked = await counted(broad, 'walk', () => broad.search(c));
    const scanned = await former.search(c);
    expect(scanned.countIsEstimate).toBe(false);
    expect(ids(walked).length).toBeGreaterThan(0);
    expect(ids(walked)).toEqual(ids(scanned));
    expect(walked.foundTenders).toEqual(scanned.foundTenders);
    // A full page says nothing of what follows: the count is the planner's estimate.
    expect(walked.countIsEstimate).toBe(walked.foundTenders.length === c.limit);
  });

  it('counts exactly when the walk ends on a short page', async () => {
    const all = await former.search(criteria('includeAll=true&cpv=85000000'));
    expect(all.count).toBeGreaterThan(10);
    const last = Math.ceil(all.count / 10);
    const c = criteria(`includeAll=true&cpv=85000000&page=${last}`);
    const walked = await counted(broad, 'walk', () => broad.search(c));
    const scanned = await former.search(c);
    if (all.count % 10 !== 0) {
      expect(walked).toMatchObject({ count: all.count, countIsEstimate: false, totalPages: last });
    }
    expect(ids(walked)).toEqual(ids(scanned));
  });

  it.each([
    ['includeAll=true&query=care&limit=20', false],
    ['includeAll=true&query=%22social%20care%22%20-children&limit=20', false],
    ['status=active,closed&query=cleaning&page=2', false],
    ['includeAll=true&cpv=85000000', true],
    ['includeAll=true&query=care&sort=closing-soonest', true],
  ])('reads %s from the “sample” of every tender: exact, as the candidate scan', async (query, facets) => {
    const c = criteria(query);
    const sampled = await counted(broad, 'sample', () => broad.search(c, { facets }));
    const scanned = await former.search(c, { facets });
    expect(sampled).toEqual(scanned);
    expect(sampled.countIsEstimate).toBe(false);
  });

  it.each([
    ['includeAll=true&query=services%20OR%20care%20OR%20cleaning&limit=5', false],
    ['includeAll=true&limit=5', true],
    ['status=closed,awarded,active&sort=value-high&limit=5', true],
  ])('ranks or counts facets of %s from the fixed sample of 1 in 8 tenders (deterministic, estimated)', async (query, facets) => {
    const sampling = new TenderSearch(t.db, { broad: { ...always, sampleLevels: [8] }, exactCountLimit: 4 });
    const c = criteria(query);
    const first = await counted(sampling, 'sample', () => sampling.search(c, { facets }));
    expect(await sampling.search(c, { facets })).toEqual(first);
    expect(first).toMatchObject({ countIsEstimate: true, matchedApproximately: false });
    const exact = await former.search(c, { facets });
    expect(exact.count).toBeGreaterThan(40);
    expect(ids(first).length).toBe(5);
    if (c.sort === 'relevance') {
      // Ranked among the sample's matches: each page tender matches and is in the sample of 1 in 8.
      const [{ n }] = await t.db.query(
        `SELECT count(*)::int AS n FROM tenders.tender t WHERE t.id = ANY($1::uuid[]) AND ${subsetSql('t', 8)}
           AND t.search_vector @@ websearch_to_tsquery('english', $2)`,
        [ids(first), c.keywords],
      );
      expect(n).toBe(5);
    } else expect(ids(first)).toEqual(ids(exact)); // other sorts page by the walk: the exact page
    if (facets) {
      expect(first.facetsAreEstimates).toBe(true);
      const statusTotal = first.facets!.status.reduce((sum, f) => sum + f.count, 0);
      expect(Math.abs(statusTotal - first.count)).toBeLessThanOrEqual(first.facets!.status.length);
    }
  });

  it.each([['includeAll=true&query=the'], ['includeAll=true&query=physiotherpy'], ['includeAll=true&query=zzzqqq']])(
    'answers %s (stop words, misspelt or unknown words) as the candidate scan does',
    async (query) => {
      const c = criteria(query);
      const result = await broad.search(c, { facets: true });
      expect(result).toEqual(await former.search(c, { facets: true }));
    },
  );

  it('serves the HTTP endpoints with the broad plans on by default (TENDER_SEARCH_BROAD)', async () => {
    expect(t.config.tenderSearchBroad).toBe(true);
    const served = t.app.get(TenderSearch);
    const c = criteria('includeAll=true&sort=closing-soonest');
    expect(await served.search(c)).toEqual(await former.search(c)); // a small table: under minEstimate, the scan as before
  });
});
