// A judged query set over the real OCDS notices (read from the data folder at run time, never copied): for every
// 8th real tender (by ocid), the query is the two rarest words of its title (stemmed lexemes of weight A found in 2–40
// real tenders, so each query is specific but not unique) and the judgement is that this tender must appear in the
// first 10 results. The same queries are ranked by PostgreSQL's ts_rank (the SQL path's relevance order) and by the
// open-tender index's BM25F, over the same real tenders (the synthetic ones excluded), and both hit rates printed.
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import { OutboxService } from '../../../services/common/src/events';
import { resolveInputs } from '../../../services/tenders/src/import/ocds-inputs';
import { TenderImporter } from '../../../services/tenders/src/import/tender-importer';
import { INDEX_COLUMNS, OpenTenderIndex, type IndexRow } from '../../../services/tenders/src/search/in-memory/open-tender-index';
import { parseTsquery, parseTsvector } from '../../../services/tenders/src/search/in-memory/text-search';
import type { SearchCriteria } from '../../../services/tenders/src/search/search-criteria';

const REAL = `t.ocid NOT LIKE 'ocds-bench-%'`;

export async function judgedRelevance(
  pool: Pool,
  dataSource: DataSource,
  o: { dataFolder: string; log: (m: string) => void },
): Promise<string[]> {
  const importer = new TenderImporter(dataSource, new OutboxService('tenders'));
  await importer.importInputs(resolveInputs([o.dataFolder]).inputs);
  await importer.flushIndexes();
  try {
    const rows = (await pool.query(`SELECT ${INDEX_COLUMNS} FROM tenders.tender t WHERE ${REAL} ORDER BY t.ocid`)).rows as IndexRow[];
    // Every real tender in the index (as if open: the judgement is about ranking, not scope).
    const index = new OpenTenderIndex();
    const now = new Date();
    for (const row of rows) index.upsert({ ...row, status: 'active', closing_date: null }, now);
    const titleLexemes = rows.map((row) => [...parseTsvector(row.vector)].filter(([, e]) => e.weights.includes('A')).map(([l]) => l));
    const df = new Map<string, number>();
    for (const lexemes of titleLexemes) for (const l of lexemes) df.set(l, (df.get(l) ?? 0) + 1);
    const judged: Array<{ ocid: string; query: string }> = [];
    rows.forEach((row, i) => {
      if (i % 8 !== 0) return;
      const words = titleLexemes[i]
        .filter((l) => (df.get(l) ?? 0) >= 2 && (df.get(l) ?? 0) <= 40 && /^[a-z]{3,}$/.test(l))
        .sort((a, b) => df.get(a)! - df.get(b)! || (a < b ? -1 : 1))
        .slice(0, 2);
      if (words.length === 2) judged.push({ ocid: row.ocid, query: words.map((w) => `'${w}'`).join(' & ') });
    });
    let sqlHits = 0;
    let indexHits = 0;
    let sqlRr = 0;
    let indexRr = 0;
    const criteria: SearchCriteria = {
      keywords: 'judged',
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
      sort: 'relevance',
      page: 1,
      limit: 10,
    };
    for (const { ocid, query } of judged) {
      const sql = (
        await pool.query(
          `SELECT t.ocid FROM tenders.tender t WHERE ${REAL} AND t.search_vector @@ $1::tsquery
           ORDER BY ts_rank(t.search_vector, $1::tsquery) DESC, t.published_at DESC NULLS LAST, t.id LIMIT 10`,
          [query],
        )
      ).rows.map((r: { ocid: string }) => r.ocid);
      const mem = index.search(criteria, parseTsquery(query), { facets: false, now }).page.map((d) => d.ocid);
      const s = sql.indexOf(ocid);
      const m = mem.indexOf(ocid);
      if (s >= 0) {
        sqlHits++;
        sqlRr += 1 / (s + 1);
      }
      if (m >= 0) {
        indexHits++;
        indexRr += 1 / (m + 1);
      }
    }
    const n = judged.length || 1;
    return [
      `Judged relevance: ${judged.length} queries from ${rows.length} real notices in ${o.dataFolder} (query: two rarest title words of every 8th tender; judgement: that tender in the first 10)`,
      `  baseline ts_rank (SQL): ${sqlHits}/${judged.length} in the first 10, MRR ${(sqlRr / n).toFixed(3)}`,
      `  index BM25F:            ${indexHits}/${judged.length} in the first 10, MRR ${(indexRr / n).toFixed(3)}  → ${indexHits >= sqlHits ? 'not worse' : 'WORSE'}`,
    ];
  } finally {
    await pool.query(`DELETE FROM tenders.tender t WHERE ${REAL}`);
    await pool.query(`DELETE FROM tenders.outbox_message`);
  }
}
