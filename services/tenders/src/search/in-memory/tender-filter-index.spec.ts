import { parseSearchCriteria, type SearchCriteria } from '../search-criteria';
import { TenderFilterIndex, type FilterRow } from './tender-filter-index';
import { UnsupportedQueryError, parseTsquery } from './text-search';

const NOW = new Date('2026-06-01T00:00:00Z');
const DAY = 86_400_000;
const at = (days: number) => new Date(NOW.getTime() + days * DAY);

const row = (id: string, over: Partial<FilterRow> = {}): FilterRow => ({
  id,
  status: 'active',
  closing_date: null,
  published_at: null,
  value_amount: null,
  value_currency: null,
  buyer_name: null,
  cpv_prefixes: [],
  cpv_divisions: [],
  regions: [],
  ...over,
});
const care = { cpv_prefixes: ['85', '853', '8531'], cpv_divisions: ['85'] };
const cleaning = { cpv_prefixes: ['90', '909', '9091'], cpv_divisions: ['90'] };

function indexOf(rows: FilterRow[]): TenderFilterIndex {
  const index = new TenderFilterIndex();
  for (const r of rows) index.upsert(r);
  return index;
}
const criteria = (query: string): SearchCriteria => parseSearchCriteria(Object.fromEntries(new URLSearchParams(query)));
const search = (index: TenderFilterIndex, query: string, facets = false) => index.search(criteria(query), { facets, now: NOW })!;

describe('TenderFilterIndex', () => {
  const rows = [
    row('00000000-0000-0000-0000-000000000001', {
      ...care,
      status: 'closed',
      regions: ['England'],
      value_amount: '5000',
      published_at: at(-3),
    }),
    row('00000000-0000-0000-0000-000000000002', {
      ...care,
      status: 'awarded',
      regions: ['Wales'],
      value_amount: 250_000,
      published_at: at(-40),
    }),
    row('00000000-0000-0000-0000-000000000003', { ...cleaning, regions: ['England', 'Wales'], closing_date: at(3), published_at: at(-3) }),
    row('00000000-0000-0000-0000-000000000004', {
      ...care,
      regions: ['Scotland'],
      closing_date: at(10),
      buyer_name: 'Glen County Council',
    }),
    row('00000000-0000-0000-0000-000000000005', { ...cleaning, status: 'cancelled', value_amount: '20000000', buyer_name: 'NHS Wexley' }),
  ];
  const ids = (r: { page: string[] }) => r.page.map((id) => Number(id.slice(-1)));

  it('filters by status, CPV stem and region (either side walked), every status when includeAll', () => {
    const index = indexOf(rows);
    expect(search(index, 'includeAll=true&cpv=85').total).toBe(3);
    expect(ids(search(index, 'status=closed,awarded&cpv=85'))).toEqual([1, 2]);
    expect(ids(search(index, 'includeAll=true&cpv=85&region=Wales'))).toEqual([2]);
    // A tender in two of the walked lists counts once.
    expect(search(index, 'includeAll=true&region=England,Wales').total).toBe(3);
    expect(search(index, 'includeAll=true&cpv=85,90&region=England,Wales').total).toBe(3);
    expect(search(index, 'includeAll=true&region=Nowhere').total).toBe(0);
  });

  it('matches the buyer case-insensitively inside the name, values and dates as SQL (no value fails a range)', () => {
    const index = indexOf(rows);
    expect(ids(search(index, 'includeAll=true&buyer=COUNTY'))).toEqual([4]);
    expect(ids(search(index, 'includeAll=true&min=1000&max=300000&sort=value-low'))).toEqual([1, 2]);
    expect(ids(search(index, `includeAll=true&closingFrom=${at(1).toISOString()}&sort=closing-soonest`))).toEqual([3, 4]);
    expect(ids(search(index, `includeAll=true&publishedSince=${at(-5).toISOString()}`))).toEqual([1, 3]);
  });

  it('sorts with missing values last and the id as the last key, and pages', () => {
    const index = indexOf(rows);
    expect(ids(search(index, 'includeAll=true&sort=value-high'))).toEqual([5, 2, 1, 3, 4]);
    expect(ids(search(index, 'includeAll=true&sort=value-low'))).toEqual([1, 2, 5, 3, 4]);
    expect(ids(search(index, 'includeAll=true&sort=newest'))).toEqual([1, 3, 2, 4, 5]);
    expect(ids(search(index, 'includeAll=true&sort=closing-soonest&limit=2&page=2'))).toEqual([1, 2]);
    expect(search(index, 'includeAll=true&limit=2&page=9')).toEqual({ total: 5, page: [], facets: null });
  });

  it('counts facets as the SQL statement does', () => {
    const { facets } = search(indexOf(rows), 'includeAll=true', true);
    expect(facets).toEqual({
      matched: 5,
      status: [
        ['active', 2],
        ['awarded', 1],
        ['cancelled', 1],
        ['closed', 1],
      ],
      cpv: [
        ['85', 3],
        ['90', 2],
      ],
      region: [
        ['England', 2],
        ['Wales', 2],
        ['Scotland', 1],
      ],
      buyer: [
        ['Glen County Council', 1],
        ['NHS Wexley', 1],
      ],
      // this week, this month, later, closed, no date
      closing: [1, 1, 0, 0, 3],
      // last 7 days, last 30, last year, older, unknown
      published: [2, 0, 1, 0, 2],
      // under 10k, 10k-100k, 100k-1m, 1m-10m, over 10m, none
      value: [1, 0, 1, 0, 1, 2],
    });
  });

  it('replaces a tender on upsert and forgets it on remove', () => {
    const index = indexOf(rows);
    index.upsert({ ...rows[0], status: 'awarded', regions: ['Scotland'] });
    expect(index.size).toBe(5);
    expect(index.deadSlots).toBe(1);
    expect(ids(search(index, 'includeAll=true&region=England'))).toEqual([3]);
    expect(ids(search(index, 'status=awarded&region=Scotland'))).toEqual([1]);
    index.remove(rows[3].id);
    expect(index.has(rows[3].id)).toBe(false);
    expect(search(index, 'includeAll=true&cpv=85').total).toBe(2);
  });

  it('intersects long posting lists (by galloping) and merges several of one side', () => {
    const many = Array.from({ length: 500 }, (_, i) =>
      row(`00000000-0000-0000-0000-${String(i).padStart(12, '0')}`, {
        ...(i % 3 === 0 ? care : cleaning),
        regions: i % 5 === 0 ? ['Wales'] : ['England'],
      }),
    );
    const index = indexOf(many);
    const expected = many.filter((_, i) => i % 3 === 0 && i % 5 === 0).length;
    expect(search(index, 'includeAll=true&cpv=85&region=Wales').total).toBe(expected);
    expect(search(index, 'includeAll=true&cpv=85,90&region=Wales').total).toBe(100);
    expect(search(index, 'includeAll=true&cpv=85&region=England,Wales').total).toBe(167);
  });

  it('keeps tenders with more than two divisions or regions (held apart from the record) and counts each', () => {
    const wide = row('00000000-0000-0000-0000-000000000009', {
      cpv_prefixes: ['85', '90', '72'],
      cpv_divisions: ['85', '90', '72'],
      regions: ['England', 'Wales', 'Scotland'],
    });
    const index = indexOf([...rows, wide]);
    const { facets, total } = search(index, 'includeAll=true&region=Scotland', true);
    expect(total).toBe(2);
    expect(facets!.cpv).toEqual([
      ['85', 2],
      ['72', 1],
      ['90', 1],
    ]);
    expect(facets!.region).toEqual([
      ['Scotland', 2],
      ['England', 1],
      ['Wales', 1],
    ]);
    index.remove(wide.id);
    expect(search(index, 'includeAll=true&region=Scotland').total).toBe(1);
  });

  it('tells how many tenders a search leaves to test: the smaller filter side, or all', () => {
    const index = indexOf(rows);
    expect(index.candidates(criteria('includeAll=true'))).toBe(5);
    expect(index.candidates(criteria('includeAll=true&cpv=85'))).toBe(3);
    expect(index.candidates(criteria('includeAll=true&cpv=85,90&region=Scotland'))).toBe(1);
  });

  it('renumbers tenders by CPV division, dead ones dropped, with the same answers', async () => {
    const many = Array.from({ length: 300 }, (_, i) =>
      row(`00000000-0000-0000-0000-${String(i).padStart(12, '0')}`, {
        ...(i % 3 === 0 ? care : cleaning),
        regions: i % 7 === 0 ? ['Wales', 'England', 'Scotland'] : i % 2 ? ['England'] : [],
        value_amount: (i * 7919) % 1000,
        published_at: at(-(i % 50)),
      }),
    );
    const index = indexOf(many);
    index.upsert({ ...many[3], regions: ['Scotland'] });
    index.remove(many[4].id);
    const queries = [
      'includeAll=true&cpv=85&sort=value-high',
      'includeAll=true&region=Scotland,Wales&sort=newest&page=2',
      'status=active&cpv=90',
    ];
    const before = queries.map((q) => search(index, q, true));
    await index.cluster();
    expect(index.deadSlots).toBe(0);
    expect(index.size).toBe(299);
    expect(queries.map((q) => search(index, q, true))).toEqual(before);
    // The slots of one division are one run: the CPV 85 tenders come first (their division's label was seen first).
    const run = (index as unknown as { byCpv: Map<string, { data: Int32Array; length: number }> }).byCpv.get('85')!;
    expect(Array.from(run.data.subarray(0, run.length))).toEqual(Array.from({ length: 100 }, (_, i) => i));
    index.upsert({ ...many[6], cpv_prefixes: ['90'], cpv_divisions: ['90'] });
    expect(search(index, 'includeAll=true&cpv=85').total).toBe(99);
  });

  it('takes keywords only as their parsed tsquery', () => {
    expect(() => search(indexOf(rows), 'includeAll=true&query=care')).toThrow('parsed tsquery');
  });

  describe('with keywords', () => {
    const id = (i: number) => `00000000-0000-0000-0000-${String(i).padStart(12, '0')}`;
    const texts = [
      { vector: "'care':1A 'home':2A", published_at: at(-5) }, // 0: care in the title
      { vector: "'care':4C 'clean':1A", published_at: at(-1) }, // 1: care in the description only
      { vector: "'care':1A 'home':2A", published_at: at(-2) }, // 2: ties with 0, newer
      { vector: "'care':1A 'home':2A", published_at: null }, // 3: ties with 0, no date (last of the tie)
      { vector: "'clean':1A 'window':2A", published_at: at(-1) }, // 4: no care
      { vector: null, published_at: at(-1) }, // 5: no text
    ];
    const textRows = texts.map((t, i) =>
      row(id(i), { ...(i % 2 ? cleaning : care), regions: ['England'], value_amount: 100 * (i + 1), ...t }),
    );
    const withWords = (index: TenderFilterIndex, query: string, words: string, facets = false) =>
      index.search(criteria(query), { facets, now: NOW, query: parseTsquery(words) })!;

    it('keeps the tenders whose lexemes match, ranked by BM25, ties by the newest (none last), then id', () => {
      const found = withWords(indexOf(textRows), 'includeAll=true&query=care', "'care'");
      expect(found.total).toBe(4);
      expect(found.page).toEqual([id(2), id(0), id(3), id(1)]);
      expect(withWords(indexOf(textRows), 'includeAll=true&query=care&limit=2&page=2', "'care'").page).toEqual([id(3), id(1)]);
    });

    it('applies the filters and other sorts, with facets of the matches', () => {
      const index = indexOf(textRows);
      const found = withWords(index, 'includeAll=true&query=care&cpv=85&sort=value-high', "'care' & !'clean'", true);
      expect(found.page).toEqual([id(2), id(0)]);
      expect(found.facets!.matched).toBe(2);
      expect(found.facets!.cpv).toEqual([['85', 2]]);
      expect(withWords(index, 'includeAll=true&query=x&region=Wales', "'care'").total).toBe(0);
      expect(withWords(index, 'includeAll=true&query=x', "'clean' | 'window'").total).toBe(2);
      const unheard = withWords(index, 'includeAll=true&query=x', "'care' & 'unheard'", true);
      expect([unheard.total, unheard.page, unheard.facets!.matched]).toEqual([0, [], 0]);
    });

    it('follows replaced and removed tenders, and a renumbering', async () => {
      const index = indexOf(textRows);
      index.upsert({ ...textRows[0], vector: "'clean':1A" });
      index.remove(id(2));
      const expected = [id(3), id(1)];
      expect(withWords(index, 'includeAll=true&query=care', "'care'").page).toEqual(expected);
      await index.cluster();
      expect(withWords(index, 'includeAll=true&query=care', "'care'").page).toEqual(expected);
      expect(withWords(index, 'includeAll=true&query=clean', "'clean'").total).toBe(3);
    });

    it('declines a search that would walk more than maxWalk postings or candidates (the shorter is walked)', () => {
      const index = indexOf(textRows);
      const c = criteria('includeAll=true&query=care');
      const care = parseTsquery("'care'");
      expect(index.search(c, { facets: false, query: care, maxWalk: 3 })).toBeNull(); // 4 tenders hold "care"
      expect(index.search(c, { facets: false, query: care, maxWalk: 4 })!.total).toBe(4);
      // CPV 90 leaves 3 candidates: fewer than care's 4, so those are walked.
      const cleaning = criteria('includeAll=true&query=care&cpv=90');
      expect(index.search(cleaning, { facets: false, query: care, maxWalk: 3 })!.page).toEqual([id(3), id(1)]);
      expect(index.search(criteria('includeAll=true&query=x'), { facets: false, query: parseTsquery("!'care'"), maxWalk: 5 })).toBeNull();
    });

    it('leaves phrases to PostgreSQL', () => {
      expect(() => withWords(indexOf(textRows), 'includeAll=true&query=x', "'care' <-> 'home'")).toThrow(UnsupportedQueryError);
    });
  });
});
