import { resolveInputs } from '../src/import/ocds-inputs';
import { HEADLINE_CHARS, andedLexemes, headline } from '../src/search/in-memory/headline';
import { toIndexedTender, INDEX_COLUMNS, type IndexRow } from '../src/search/in-memory/open-tender-index';
import { parseTsquery, parseTsvector } from '../src/search/in-memory/text-search';
import { HEADLINE_OPTIONS, NODE_MARKERS, TITLE_OPTIONS } from '../src/search/tender-search';
import { OCDS_DIR } from './support/ocds-counter';
import { TendersTestApp, startTendersApp } from './support/tenders-test-app';

/**
 * The highlights the open-tender index makes in Node are the very text PostgreSQL's ts_headline gives (title with every
 * match marked, the description's two best fragments), compared for every real notice and many queries; where the
 * Node side declines (text or query it does not split with certainty) PostgreSQL highlights, so that part is counted,
 * not compared.
 */
describe('search highlights made in Node', () => {
  let t: TendersTestApp;
  const sql = (text: string, params: unknown[] = []) => t.db.query(text, params);

  beforeAll(async () => {
    t = await startTendersApp('headline');
    await t.importer.importInputs(resolveInputs([OCDS_DIR]).inputs);
    // Texts the generator of bench:search makes (words and ". "), short and longer than the snippet's source, and
    // titles ending in stop words; with the hyphen and digit shapes of real notices: signed integers after a word or a
    // blank, numbers before a word, and shapes the parser reads otherwise (left to PostgreSQL).
    const words = 'support care cleaning services road maintenance school the of and for a health social delivery'.split(' ');
    const shapes = 'covid-19 2018-19 TD041-20 x-19-20 -5 3-11 4-seated 12-month 3-re-use re-use MASS-4G 4G-LTE care-3c'.split(' ');
    const otherShapes = 'a-b-3 50-200mm CBC-1092-T-CE'.split(' ');
    let seed = 7;
    const rand = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let n = 0; n < 120; n++) {
      const pick = () => {
        const r = rand();
        if (r < 0.04) return shapes[Math.floor(rand() * shapes.length)];
        if (n % 10 === 0 && r < 0.045) return otherShapes[Math.floor(rand() * otherShapes.length)];
        return words[Math.floor(rand() * words.length)];
      };
      const title = Array.from({ length: 2 + Math.floor(rand() * 8) }, pick).join(' ');
      let description = '';
      const target = rand() < 0.3 ? 1400 + Math.floor(rand() * 300) : Math.floor(rand() * 600);
      while (description.length < target) description += (description ? (rand() < 0.1 ? '. ' : ' ') : '') + pick();
      await sql(
        `INSERT INTO tenders.tender (ocid, title, description, buyer_name, status, content_hash)
         VALUES ($1, $2, $3, $4, 'active', 'x')`,
        [`ocds-headline-${n}`, title, description, rand() < 0.5 ? 'The Council of Support' : null],
      );
    }
  });
  afterAll(() => t?.close());

  it('gives the same title and snippet as ts_headline wherever it answers', async () => {
    const titles = (await sql(`SELECT title FROM tenders.tender ORDER BY ocid`)) as Array<{ title: string }>;
    const queries = new Set(['care', 'services', 'support', 'cleaning', 'health care', 'road maintenance', 'school', 'delivery support']);
    // Two words of every 9th title (as users type them), and each alone.
    titles.forEach(({ title }, i) => {
      if (i % 9) return;
      const ws = title.split(/\s+/).filter((w) => /^[A-Za-z]{4,}$/.test(w));
      if (ws[0]) queries.add(ws[0]);
      if (ws[1]) queries.add(`${ws[0]} ${ws[1]}`);
    });
    let compared = 0;
    let declined = 0;
    let marked = 0;
    let twoFragments = 0;
    for (const keywords of queries) {
      const rows = (await sql(
        `SELECT ${INDEX_COLUMNS}, websearch_to_tsquery('english', $1)::text AS q,
                ts_headline('english', t.title, websearch_to_tsquery('english', $1), '${TITLE_OPTIONS}') AS title_highlight,
                ts_headline('english', left(coalesce(t.description, ''), ${HEADLINE_CHARS}), websearch_to_tsquery('english', $1), '${HEADLINE_OPTIONS}') AS snippet_highlight
         FROM tenders.tender t WHERE t.search_vector @@ websearch_to_tsquery('english', $1)`,
        [keywords],
      )) as Array<IndexRow & { q: string; title_highlight: string; snippet_highlight: string }>;
      for (const row of rows) {
        const query = parseTsquery(row.q);
        const lexemes = query && andedLexemes(query);
        if (!lexemes) {
          declined++;
          continue;
        }
        const vector = parseTsvector(row.vector);
        const positions = lexemes.map((l) => new Set(vector.get(l)?.positions ?? []));
        const made = headline(toIndexedTender(row), lexemes, positions, NODE_MARKERS);
        if (!made) {
          declined++;
          continue;
        }
        expect({ ocid: row.ocid, keywords, ...made }).toEqual({
          ocid: row.ocid,
          keywords,
          title_highlight: row.title_highlight,
          snippet: row.snippet_highlight,
        });
        compared++;
        if (made.snippet.includes(NODE_MARKERS.start)) marked++;
        if (made.snippet.includes(NODE_MARKERS.delimiter)) twoFragments++;
      }
    }
    // Most generated texts and a good part of the real notices are plain enough to be highlighted here.
    expect(compared).toBeGreaterThan(500);
    expect(marked).toBeGreaterThan(200);
    expect(twoFragments).toBeGreaterThan(50);
    process.stdout.write(
      `highlights compared with ts_headline: ${compared} (${marked} snippets with a match, ${twoFragments} of two fragments); left to PostgreSQL: ${declined}\n`,
    );
  });
});
