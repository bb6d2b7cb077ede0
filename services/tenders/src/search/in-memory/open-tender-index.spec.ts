import type { SearchCriteria } from '../search-criteria';
import { OpenTenderIndex, kthLargest, rangeIn, topK, type IndexRow } from './open-tender-index';
import { parseTsquery } from './text-search';
import { queryTrigrams } from './trigram';

const NOW = new Date('2026-06-01T12:00:00Z');
const DAY = 86_400_000;
const criteria = (over: Partial<SearchCriteria> = {}): SearchCriteria => ({
  keywords: null,
  statuses: [],
  includeAll: false,
  cpv: [],
  regions: [],
  buyer: null,
  closingFrom: null,
  closingTo: null,
  publishedSince: null,
  minValue: null,
  maxValue: null,
  currency: null,
  sort: 'newest',
  page: 1,
  limit: 10,
  ...over,
});
let n = 0;
const row = (over: Partial<IndexRow>): IndexRow => ({
  id: `00000000-0000-0000-0000-${String(++n).padStart(12, '0')}`,
  ocid: `ocds-test-${n}`,
  title: 'Title',
  buyer_name: 'Kent County Council',
  status: 'active',
  closing_date: new Date(NOW.getTime() + 10 * DAY),
  published_at: new Date(NOW.getTime() - n * DAY),
  value_amount: '1000.00',
  value_currency: 'GBP',
  cpv: [],
  cpv_prefixes: ['85', '853'],
  cpv_divisions: ['85'],
  regions: ['South East'],
  procurement_method: 'open',
  notice_url: null,
  source_publisher: null,
  snippet: null,
  vector: `'titl':1A`,
  ...over,
});

describe('OpenTenderIndex', () => {
  it('holds open tenders only (contracts isOpenTender): closed, planned and past-closing ones are left out or pruned', () => {
    const index = new OpenTenderIndex();
    const open = row({});
    index.upsert(open, NOW);
    index.upsert(row({ status: 'closed' }), NOW);
    index.upsert(row({ status: 'planned', closing_date: null }), NOW);
    index.upsert(row({ closing_date: new Date(NOW.getTime() - 1000) }), NOW);
    const soon = row({ closing_date: new Date(NOW.getTime() + 1000) });
    index.upsert(soon, NOW);
    expect(index.size).toBe(2);
    // The clock passes the closing date: no longer found, and pruned.
    const later = new Date(NOW.getTime() + 2000);
    expect(index.search(criteria(), null, { facets: false, now: later }).page.map((d) => d.id)).toEqual([open.id]);
    expect(index.prune(later)).toBe(1);
    // An update that closes a tender removes it.
    index.upsert({ ...open, status: 'awarded' }, NOW);
    expect(index.size).toBe(0);
  });

  it('matches words, phrases (positions), OR and exclusions like search_vector @@ tsquery, and ranks title words first (BM25F)', () => {
    const index = new OpenTenderIndex();
    const title = row({ vector: `'care':1A 'home':3A 'staff':4C` });
    const description = row({ vector: `'care':5C 'home':9C 'school':1A` });
    const phrase = row({ vector: `'home':4C 'care':5C` });
    const child = row({ vector: `'care':1A 'child':2A` });
    for (const r of [title, description, phrase, child]) index.upsert(r, NOW);
    const ids = (q: string) =>
      index.search(criteria({ keywords: q, sort: 'relevance' }), parseTsquery(q), { facets: false, now: NOW }).page.map((d) => d.id);
    expect(ids(`'home' & 'care'`)).toEqual([title.id, phrase.id, description.id]);
    expect(ids(`'home' <-> 'care'`)).toEqual([phrase.id]);
    expect(ids(`'care' & !'child'`).sort()).toEqual([title.id, description.id, phrase.id].sort());
    expect(ids(`'school' | 'staff'`).sort()).toEqual([title.id, description.id].sort());
    expect(ids(`'care' <-> 'home'`)).toEqual([]);
  });

  it('filters, sorts and pages like the SQL path (ties by id, nulls last)', () => {
    const index = new OpenTenderIndex();
    const rows = [
      row({ value_amount: '500.00', regions: ['Wales'], cpv_prefixes: ['45'] }),
      row({ value_amount: null }),
      row({ value_amount: '9000.00', buyer_name: 'NHS Wales', regions: ['Wales'] }),
      row({ value_amount: '9000.00', value_currency: 'EUR' }),
    ];
    for (const r of rows) index.upsert(r, NOW);
    const search = (c: Partial<SearchCriteria>) => index.search(criteria(c), null, { facets: false, now: NOW });
    expect(search({ sort: 'value-high' }).page.map((d) => d.value)).toEqual([9000, 9000, 500, null]);
    expect(search({ sort: 'value-low' }).page.map((d) => d.value)).toEqual([500, 9000, 9000, null]);
    expect(search({ regions: ['Wales'] }).total).toBe(2);
    expect(search({ cpv: ['45'], regions: ['Wales'] }).page.map((d) => d.id)).toEqual([rows[0].id]);
    expect(search({ buyer: 'nhs' }).page.map((d) => d.id)).toEqual([rows[2].id]);
    expect(search({ minValue: 1000, currency: 'GBP' }).page.map((d) => d.id)).toEqual([rows[2].id]);
    const all = search({ sort: 'newest' }).page.map((d) => d.id);
    expect([...search({ limit: 3 }).page, ...search({ limit: 3, page: 2 }).page].map((d) => d.id)).toEqual(all);
  });

  it('tests CPV and region filters the same for a few candidates (binary search) and many (marked), search after search', () => {
    const index = new OpenTenderIndex();
    const regionsOf = ['Wales', 'Scotland', 'London'];
    const rows = Array.from({ length: 300 }, (_, i) =>
      row({
        cpv_prefixes: i % 3 === 0 ? ['45', '453'] : ['85'],
        regions: [regionsOf[i % 3], ...(i % 7 === 0 ? ['Wales'] : [])],
        // A word on a few tenders (a ranked search tests only those) and one on all of them (tests every slot).
        vector: i % 25 === 0 ? `'rare':1 'common':2` : `'common':1`,
      }),
    );
    for (const r of rows) index.upsert(r, NOW);
    index.upsert({ ...rows[0], regions: ['London'] }, NOW); // replaced: a new slot, the old one dead
    const live = rows.map((r, i) => (i === 0 ? { ...r, regions: ['London'] } : r));
    const expected = (word: 'rare' | 'common', cpv: string, region: string) =>
      live
        .filter((r, i) => (word === 'common' || i % 25 === 0) && (r.cpv_prefixes ?? []).includes(cpv) && (r.regions ?? []).includes(region))
        .map((r) => r.id)
        .sort();
    for (let round = 0; round < 3; round++)
      for (const word of ['rare', 'common'] as const)
        for (const [cpv, region] of [
          ['45', 'Wales'],
          ['85', 'London'],
          ['453', 'Scotland'],
        ]) {
          const found = index.search(criteria({ keywords: word, cpv: [cpv], regions: [region], limit: 100 }), parseTsquery(`'${word}'`), {
            facets: false,
            now: NOW,
          });
          expect({ word, cpv, region, ids: found.page.map((d) => d.id).sort() }).toEqual({
            word,
            cpv,
            region,
            ids: expected(word, cpv, region),
          });
          expect(found.total).toBe(expected(word, cpv, region).length);
        }
  });

  it('counts facets as the SQL statement does, and keeps the open set facets until the clock moves a bucket', () => {
    const index = new OpenTenderIndex();
    index.upsert(row({ closing_date: new Date(NOW.getTime() + 3 * DAY) }), NOW);
    index.upsert(row({ closing_date: new Date(NOW.getTime() + 20 * DAY), value_amount: '50000' }), NOW);
    const first = index.search(criteria(), null, { facets: true, now: NOW }).facets!;
    expect(first.closing).toEqual([1, 1, 0, 0, 0]);
    expect(first.value).toEqual([1, 1, 0, 0, 0, 0]);
    expect(first.status).toEqual([['active', 2]]);
    // 14 days on, the second tender closes within a week: the kept counts are recomputed.
    const later = index.search(criteria(), null, { facets: true, now: new Date(NOW.getTime() + 14 * DAY) }).facets!;
    expect(later.closing).toEqual([1, 0, 0, 0, 0]);
    expect(index.search(criteria({ regions: ['Mars'] }), null, { facets: true, now: NOW }).facets!.matched).toBe(0);
  });

  it('keeps its presorted orders right through inserts, updates and removals (no re-sort)', () => {
    const index = new OpenTenderIndex();
    const rows = Array.from({ length: 6 }, (_, i) => row({ value_amount: String((i * 37) % 11) }));
    for (const r of rows) index.upsert(r, NOW);
    const order = (sort: SearchCriteria['sort']) =>
      index.search(criteria({ sort }), null, { facets: false, now: NOW }).page.map((d) => d.id);
    order('newest');
    order('value-high');
    const newest = row({ published_at: new Date(NOW.getTime() + 1000), value_amount: '5.5' });
    index.upsert(newest, NOW);
    index.upsert({ ...rows[2], value_amount: '100' }, NOW);
    index.remove(rows[4].id);
    const fresh = new OpenTenderIndex();
    for (const r of [...rows.filter((_, i) => i !== 2 && i !== 4), newest, { ...rows[2], value_amount: '100' }]) fresh.upsert(r, NOW);
    const freshOrder = (sort: SearchCriteria['sort']) =>
      fresh.search(criteria({ sort }), null, { facets: false, now: NOW }).page.map((d) => d.id);
    for (const sort of ['newest', 'value-high', 'value-low', 'closing-soonest'] as const)
      expect({ sort, ids: order(sort) }).toEqual({ sort, ids: freshOrder(sort) });
    expect(order('newest')[0]).toBe(newest.id);
    expect(order('value-high')[0]).toBe(rows[2].id);
  });

  it('topK keeps the first k in order', () => {
    const items = Array.from({ length: 1000 }, (_, i) => (i * 7919) % 1000);
    expect(topK(items, 5, (a, b) => a - b)).toEqual([0, 1, 2, 3, 4]);
  });

  it('kthLargest is the k-th best score of the slots given (ties counted), -Infinity when there are fewer than k', () => {
    const scores = Float64Array.from({ length: 500 }, (_, i) => ((i * 7919) % 97) / 7);
    const slots = Array.from({ length: 400 }, (_, i) => i + 50);
    const sorted = slots.map((s) => scores[s]).sort((a, b) => b - a);
    for (const k of [1, 2, 20, 97, 200, 399]) expect(kthLargest(slots, scores, k)).toBe(sorted[k - 1]);
    expect(kthLargest(slots, scores, 400)).toBe(sorted[399]);
    expect(kthLargest(slots, scores, 401)).toBe(-Infinity);
    expect(
      kthLargest(
        [3, 3, 3].map((_, i) => i),
        new Float64Array([2, 2, 2]),
        1,
      ),
    ).toBe(2);
  });

  it('rangeIn finds the stretch of a presorted list within bounds (either open; no value last), ascending or descending', () => {
    const column = new Float64Array([5, NaN, 1, 9, 5, 3, NaN]);
    const ascending = Int32Array.from([2, 5, 0, 4, 3, 1, 6]); // 1 3 5 5 9 NaN NaN
    expect(rangeIn(ascending, column, 3, 5, false)).toEqual([1, 4]);
    expect(rangeIn(ascending, column, null, 4, false)).toEqual([0, 2]);
    expect(rangeIn(ascending, column, 6, null, false)).toEqual([4, 5]);
    expect(rangeIn(ascending, column, 10, null, false)).toEqual([5, 5]);
    expect(rangeIn(ascending, column, 6, 2, false)).toEqual([4, 4]);
    const descending = Int32Array.from([3, 0, 4, 5, 2, 1, 6]); // 9 5 5 3 1 NaN NaN
    expect(rangeIn(descending, column, 3, null, true)).toEqual([0, 4]);
    expect(rangeIn(descending, column, 2, 5, true)).toEqual([1, 4]);
  });

  it('answers a narrow value, closing or published range (read from its presorted list) as the walk of the whole order', () => {
    const index = new OpenTenderIndex();
    const rows = Array.from({ length: 200 }, (_, i) =>
      row({
        value_amount: i % 9 === 0 ? null : String((i * 7919) % 1000),
        closing_date: i % 13 === 0 ? null : new Date(NOW.getTime() + (((i * 31) % 60) + 1) * DAY),
        regions: i % 2 ? ['Wales'] : ['Kent'],
      }),
    );
    for (const r of rows) index.upsert(r, NOW);
    index.upsert({ ...rows[10], value_amount: '123' }, NOW); // a dead slot in the presorted lists
    index.remove(rows[11].id);
    const live = [...rows.filter((_, i) => i !== 10 && i !== 11), { ...rows[10], value_amount: '123' }];
    const value = (r: IndexRow) => (r.value_amount === null ? null : Number(r.value_amount));
    const closing = (r: IndexRow) => (r.closing_date === null ? null : new Date(r.closing_date).getTime());
    const published = (r: IndexRow) => new Date(r.published_at!).getTime();
    const cases: Array<[Partial<SearchCriteria>, (r: IndexRow) => boolean]> = [
      [{ minValue: 100, maxValue: 180 }, (r) => value(r) !== null && value(r)! >= 100 && value(r)! <= 180],
      [{ maxValue: 50, sort: 'value-high' }, (r) => value(r) !== null && value(r)! <= 50],
      [
        { closingFrom: new Date(NOW.getTime() + 10 * DAY), closingTo: new Date(NOW.getTime() + 14 * DAY), sort: 'closing-soonest' },
        (r) => closing(r) !== null && closing(r)! >= NOW.getTime() + 10 * DAY && closing(r)! <= NOW.getTime() + 14 * DAY,
      ],
      [
        { publishedSince: new Date(NOW.getTime() - 100 * DAY), minValue: 900 },
        (r) => published(r) >= NOW.getTime() - 100 * DAY && value(r)! >= 900,
      ],
    ];
    for (const [c, keep] of cases) {
      const expected = live.filter(keep);
      const found = index.search(criteria({ ...c, limit: 500 }), null, { facets: true, now: NOW });
      expect(found.total).toBe(expected.length);
      expect(found.facets!.matched).toBe(expected.length);
      expect(found.page.map((d) => d.id).sort()).toEqual(expected.map((r) => r.id).sort());
      // The same matches in the same order as a walk of the whole order (a wide range takes that path).
      const wide = index.search(criteria({ ...c, limit: 500, regions: ['Wales', 'Kent'] }), null, { facets: false, now: NOW });
      expect(found.page.map((d) => d.id)).toEqual(wide.page.map((d) => d.id));
    }
  });

  it('pages a ranking (ties on score broken by newest, then id) the same at any offset', () => {
    const index = new OpenTenderIndex();
    for (let i = 0; i < 60; i++)
      index.upsert(
        row({
          vector: i % 3 === 0 ? `'care':1A` : i % 3 === 1 ? `'care':2C 'home':3C` : `'care':4C`,
          published_at: new Date(NOW.getTime() - (i % 7) * DAY),
        }),
        NOW,
      );
    const q = parseTsquery(`'care'`);
    const ranked = (page: number, limit: number) =>
      index.search(criteria({ keywords: 'care', sort: 'relevance', page, limit }), q, { facets: false, now: NOW }).page.map((d) => d.id);
    const all = ranked(1, 100);
    expect(all).toHaveLength(60);
    const paged = Array.from({ length: 9 }, (_, p) => ranked(p + 1, 7)).flat();
    expect(paged).toEqual(all);
    expect(ranked(9, 7)).toHaveLength(4);
    expect(ranked(10, 7)).toEqual([]);
  });

  describe("partial and misspelt words (approximateSearch, the SQL path's approximate mode)", () => {
    const terms = (words: string, prefix: string | null, excluded: string | null = null) => ({
      trigrams: queryTrigrams(words)!,
      prefix: prefix === null ? null : parseTsquery(prefix, { prefixes: true }),
      excluded: excluded === null ? null : parseTsquery(excluded),
    });
    const search = (index: OpenTenderIndex, c: Partial<SearchCriteria>, t: ReturnType<typeof terms>, cap = 1000) =>
      index.approximateSearch(criteria({ keywords: 'x', ...c }), t, { facets: true, cap, now: NOW });

    it('matches a word prefix in the text, or a title or buyer word-similar to the words; ranks by similarity, then newest', () => {
      const index = new OpenTenderIndex();
      const prefixed = row({ title: 'Physiotherapy', vector: `'physiotherapi':1A` });
      const misspelt = row({ title: 'Road cleaning services', vector: `'road':1A 'clean':2A 'servic':3A` });
      const exact = row({ title: 'Street cleaning', vector: `'street':1A 'clean':2A` });
      const byBuyer = row({ title: 'Other', buyer_name: 'Cleaning Partners', vector: `'other':1A` });
      const unrelated = row({ title: 'Catering', vector: `'cater':1A` });
      for (const r of [prefixed, misspelt, exact, byBuyer, unrelated]) index.upsert(r, NOW);
      const found = search(index, { sort: 'relevance' }, terms('cleanng', `'cleanng':*`))!;
      // word_similarity('cleanng', …): equal for the three (a whole-word extent), then newest first.
      expect(found.page.map((d) => d.id)).toEqual([misspelt.id, exact.id, byBuyer.id]);
      expect(found.total).toBe(3);
      expect(found.facets!.matched).toBe(3);
      expect(search(index, {}, terms('physio', `'physio':*`))!.page.map((d) => d.id)).toEqual([prefixed.id]);
      // A lexeme that comes in after the first prefix lookup is found too.
      const later = row({ title: 'Wellbeing', published_at: NOW, vector: `'physiolog':1A` });
      index.upsert(later, NOW);
      expect(search(index, {}, terms('physio', `'physio':*`))!.page.map((d) => d.id)).toEqual([later.id, prefixed.id]);
      // Filters and excluded words apply to every branch.
      expect(search(index, { regions: ['Wales'] }, terms('cleanng', null))!.total).toBe(0);
      expect(search(index, {}, terms('cleanng', null, `'road'`))!.page.map((d) => d.id)).toEqual([exact.id, byBuyer.id]);
    });

    it('declines (null) past the cap, and when a tender that passes the filters has text it cannot split exactly', () => {
      const index = new OpenTenderIndex();
      for (let i = 0; i < 3; i++) index.upsert(row({ title: 'Cleaning', vector: `'clean':1A` }), NOW);
      expect(search(index, {}, terms('cleanin', null), 2)).toBeNull();
      expect(search(index, {}, terms('cleanin', null), 3)!.total).toBe(3);
      index.upsert(row({ title: '学校 cleaning', regions: ['Japan'], vector: `'clean':2A` }), NOW);
      expect(search(index, {}, terms('cleanin', null))).toBeNull();
      expect(search(index, { regions: ['South East'] }, terms('cleanin', null))!.total).toBe(3);
    });
  });
});
