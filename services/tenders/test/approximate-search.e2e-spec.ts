import { Pool } from 'pg';
import { SearchIndexesService } from '../src/search/in-memory/search-indexes.service';
import { queryTrigrams, textTrigrams, wordSimilarity } from '../src/search/in-memory/trigram';
import { parseSearchCriteria } from '../src/search/search-criteria';
import { TenderSearch } from '../src/search/tender-search';
import { startTendersApp, type TendersTestApp } from './support/tenders-test-app';

/**
 * Keywords that match no open tender in full text fall back to partial and misspelt words (prefixes, pg_trgm word
 * similarity of title and buyer). The open-tender index answers that fallback in Node: the very result PostgreSQL's
 * approximate statement gives (tenders, order, count, facets, snippets), compared for many misspelt and partial queries
 * over generated titles and buyers in several scripts, with filters, sorts, pages and excluded words.
 */
describe('partial and misspelt words from the open-tender index', () => {
  let t: TendersTestApp;
  let engine: TenderSearch;
  let sqlOnly: TenderSearch;
  const sql = (text: string, params: unknown[] = []) => t.db.query(text, params);
  const words = [
    'cleaning',
    'services',
    'maintenance',
    'physiotherapy',
    'school',
    'catering',
    'highways',
    'resurfacing',
    'Ysgol',
    'Gymraeg',
    'ffordd',
    'Café',
    'Société',
    'ŵyr',
    'школа',
    'Київ',
    'σχολείο',
    'Αθήνα',
    'դպրոց',
    'Երևան',
    'social',
    'care',
  ];
  const buyers = ['Cyngor Gwynedd', 'Kent County Council', 'Société Générale', 'Київська міська рада', null];
  let seed = 11;
  const rand = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)];

  beforeAll(async () => {
    t = await startTendersApp('approximate', { config: { tenderSearchCacheEntries: 0 } });
    for (let n = 0; n < 160; n++) {
      const title = Array.from({ length: 1 + Math.floor(rand() * 4) }, () => pick(words)).join(rand() < 0.3 ? ' – ' : ' ');
      await sql(
        `INSERT INTO tenders.tender (ocid, title, description, buyer_name, status, closing_date, published_at, value_amount,
                                     cpv_prefixes, cpv_divisions, regions, content_hash)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10, 'x')`,
        [
          `ocds-approx-${n}`,
          title,
          `${title}. ${pick(words)} ${pick(words)}`,
          pick(buyers),
          rand() < 0.85 ? 'active' : 'closed',
          rand() < 0.2 ? null : new Date(Date.now() + (1 + Math.floor(rand() * 60)) * 86_400_000),
          new Date(Date.now() - Math.floor(rand() * 400) * 86_400_000),
          rand() < 0.2 ? null : Math.floor(rand() * 500_000),
          [pick(['45', '85', '90'])],
          [pick(['Wales', 'London', 'Scotland'])],
        ],
      );
    }
    engine = t.app.get(TenderSearch);
    sqlOnly = new TenderSearch(t.db);
    const sync = t.app.get(SearchIndexesService).sync!;
    const [{ open }] = await sql(
      `SELECT count(*)::int AS open FROM tenders.tender WHERE status = 'active' AND (closing_date IS NULL OR closing_date > now())`,
    );
    const deadline = Date.now() + 10_000;
    // (The index reads changes when a search asks it to be fresh.)
    while (!(sync.ready && (await sync.fresh()) && sync.index.size === open)) {
      if (Date.now() > deadline) throw new Error('the index did not take the generated tenders');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  afterAll(() => t?.close());

  it("computes word_similarity as the database's pg_trgm does, for every title and buyer", async () => {
    const texts = (await sql(`SELECT DISTINCT x AS text FROM tenders.tender, unnest(ARRAY[title, coalesce(buyer_name, '')]) x`)) as Array<{
      text: string;
    }>;
    let compared = 0;
    for (const query of ['clening', 'physio', 'scool', 'ysgol gymraeg', 'cafe', 'школа', 'киев', 'σχολειο', 'դպրոց', 'socal care']) {
      const rows = (await sql(`SELECT x AS text, word_similarity($1, x) AS s FROM unnest($2::text[]) x`, [
        query,
        texts.map((r) => r.text),
      ])) as Array<{ text: string; s: number }>;
      for (const row of rows) {
        expect({ query, text: row.text, s: wordSimilarity(queryTrigrams(query)!, textTrigrams(row.text)!) }).toEqual({
          query,
          text: row.text,
          s: Math.fround(Number(row.s)),
        });
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(500);
  });

  it('answers the fallback from the index exactly as the SQL path does', async () => {
    const queries = new Set([
      'clening',
      'physio',
      'scool',
      'ysgol gymraeg',
      'cafe societe',
      'школа',
      'σχολειο',
      'դպրոց',
      'socal car',
      'gwynedd',
    ]);
    // Misspelt and cut words of the generated vocabulary: a letter dropped, two swapped, the first four letters.
    for (const word of words) {
      const lower = word.toLowerCase();
      queries.add(lower.slice(0, 4));
      queries.add(lower.slice(0, 2) + lower.slice(3));
      queries.add(lower.slice(0, 1) + lower[2] + lower[1] + lower.slice(3));
    }
    let fromIndex = 0;
    let compared = 0;
    const variants = [
      '',
      '&sort=newest',
      '&sort=closing-soonest&limit=5&page=2',
      '&sort=value-high&min=1000',
      '&region=Wales&cpv=45000000',
      '&region=London&min=50000&limit=3&page=2',
    ];
    for (const keywords of queries) {
      for (const extra of [...variants, `&query=${encodeURIComponent(`${keywords} -ffordd`)}`]) {
        const params = Object.fromEntries(new URLSearchParams(`query=${encodeURIComponent(keywords)}${extra}`));
        const criteria = parseSearchCriteria(params);
        for (const facets of [false, true]) {
          const before = engine.answered.approximate;
          const a = await engine.search(criteria, { facets });
          if (engine.answered.approximate === before) continue;
          fromIndex++;
          const b = await sqlOnly.search(criteria, { facets });
          expect(b.matchedApproximately).toBe(true);
          expect({ keywords, extra, facets, result: a }).toEqual({ keywords, extra, facets, result: b });
          compared += a.foundTenders.length;
        }
      }
    }
    expect(fromIndex).toBeGreaterThan(300);
    expect(compared).toBeGreaterThan(500);
  });

  it('keeps the SQL path when the database answers its probe otherwise (here another %> threshold)', async () => {
    const pool = new Pool({ connectionString: t.config.databaseUrl, options: '-c pg_trgm.word_similarity_threshold=0.5' });
    try {
      const sync = t.app.get(SearchIndexesService).sync!;
      const other = new TenderSearch({ query: (text, params) => pool.query(text, params).then((r) => r.rows) }, { index: sync });
      const result = await other.search(parseSearchCriteria({ query: 'clening' }));
      expect(result.matchedApproximately).toBe(true);
      expect(result.count).toBeGreaterThan(0);
      expect(other.answered).toMatchObject({ approximate: 0, sql: 1 });
    } finally {
      await pool.end();
    }
  });
});
