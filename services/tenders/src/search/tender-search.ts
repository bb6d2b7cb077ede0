import type { FacetValue, SearchFacets, TenderListItem, TenderSearchPage, TenderStatus } from '@jointly/contracts';
import { CPV_DIVISIONS, type CpvCode } from '../ocds/cpv/cpv';
import { SavedCriteria, SearchCriteria } from './search-criteria';
import { KeywordMode, Params, SAMPLE_LEVELS, orderBy, plainWords, prefixQueryText, subsetSql, whereClause } from './search-sql';
import type { ApproximateTerms, IndexedTender } from './in-memory/open-tender-index';
import type { OpenTenderIndexSync, TenderIndexSync } from './in-memory/tender-index.sync';
import type { FilterRow, TenderFilterIndex } from './in-memory/tender-filter-index';
import { UnsupportedQueryError, parseTsquery } from './in-memory/text-search';
import { HEADLINE_CHARS, andedLexemes, headline } from './in-memory/headline';
import { PROBE_PAIRS, WORD_SIMILARITY_THRESHOLD, probeSimilarities, queryTrigrams } from './in-memory/trigram';
import type { SqlRunner } from './sql-runner';

export type { SqlRunner };

/**
 * Default candidate cap: a search reads at most this many matching rows (in index order) before it stops. Below it,
 * counts, ranking, sorting and facets are exact; above it the count is the planner's estimate, relevance ranks these
 * candidates, other sorts walk their index, and facets are scaled from the candidates (all flagged as estimates).
 */
export const EXACT_COUNT_LIMIT = 1_000;
/** Deep pages of a relevance sort widen the candidate set up to this many rows. */
const MAX_CANDIDATES = 10_100;

export interface TenderSearchOptions {
  /** See EXACT_COUNT_LIMIT (the benchmark compares caps). */
  exactCountLimit?: number;
  /** The in-process index of open tenders: default-scope searches are answered from it while it is ready. */
  index?: OpenTenderIndexSync;
  /**
   * The in-process filter fields of every tender: searches over every status without keywords that leave it few
   * enough tenders to test (FILTER_INDEX_MAX_CANDIDATES, FILTER_INDEX_MAX_FACETED) are answered from it (exact counts
   * and facets) while it is ready.
   */
  filterIndex?: TenderIndexSync<TenderFilterIndex, FilterRow>;
  /**
   * Broad searches over every status (see BroadSearchCosts): false reads the candidates as every search did before
   * (the benchmark's baseline); a walkFactor and minEstimate of 0 take the broad plans whatever the estimate, and
   * sampleLevels [1] samples every tender (tests compare them with the candidate scan).
   */
  broad?: false | Partial<BroadSearchCosts>;
}

/**
 * When a search over every status (`includeAll` or `status=`) skips the candidate scan. That scan's bitmap is built from
 * every match before its first row is read (100+ ms for a CPV division or a common word over a million tenders), while:
 * - a page in the order of a sort other than relevance, without facets, can come from the sort's B-tree walk alone,
 *   reading about (offset + limit) × tableRows / estimate rows (≈ 5 µs each, checked against the filters); taken when
 *   estimate² ≥ walkFactor × (offset + limit) × tableRows;
 * - relevance (ranking) and facets need candidates: they come from the fixed sample of 1 in `level` tenders (nested
 *   samples with partial GIN indexes, SAMPLE_LEVELS), the sparsest whose estimated matches still give SAMPLE_MARGIN × the
 *   candidates wanted: a bitmap of estimate / level ids, deterministic, spread over the whole table.
 * Either only when the estimate is at least minEstimate, ten times the cap: a planner estimate that far above the cap
 * is not a search of under a thousand matches, whose count, ranking and facets stay exact. The count is then the
 * planner's estimate (countIsEstimate), as it was above the cap.
 */
export interface BroadSearchCosts {
  walkFactor: number;
  minEstimate: number;
  /** Sample levels to choose from (tests: 1 is every tender). */
  sampleLevels: readonly number[];
}
const BROAD_COSTS: BroadSearchCosts = { walkFactor: 6, minEstimate: 10 * EXACT_COUNT_LIMIT, sampleLevels: SAMPLE_LEVELS };
/** Sampled matches aimed at: at least this many times the candidates wanted; at most LIMIT_FACTOR times are read. */
const SAMPLE_MARGIN = 1.25;
const SAMPLE_LIMIT_FACTOR = 1.5;

/**
 * A search over every status without keywords and facets goes to the filter index when its CPV and region filters
 * leave at most this many tenders to test (about 2 ms); broader ones page by their sort's index walk in PostgreSQL,
 * which reads few rows when the matches are that dense (BroadSearchCosts).
 */
const FILTER_INDEX_MAX_CANDIDATES = 30_000;
/**
 * With facets, up to this many (about 7 ms, counted exactly; PostgreSQL estimates the facets of a broad search from a
 * sample, ~15 ms of its CPU). Beyond — every tender unfiltered, about 50 ms on a million — the search would hold this
 * process's event loop too long: PostgreSQL's sample answers.
 */
const FILTER_INDEX_MAX_FACETED = 200_000;
/**
 * With keywords, the filter index answers when its text search walks at most this many postings (TenderText.walk: the
 * rarest required word's tenders, or the CPV and region filters' candidates when fewer; ~30 ns each warm, more when
 * the records are cold), 100,000 with a CPV or region filter (most walked tenders then fail the other list at once;
 * without one, nearly every walked tender is a match to test, score and sort). The work moves from PostgreSQL's
 * processes (both cores) to this process's one event loop, so broad searches stay there. Measured on the benchmark's
 * mix of keyword, keyword + 3 filter and page-50 searches over every tender (1M tenders, one process, same runs):
 * PostgreSQL only 182–184 searches/s; one limit for both of 10,000: 229–242/s, 30,000: 237–261/s, 50,000: 244–245/s,
 * 100,000: 175–179/s (the event loop saturated); 30,000 and 100,000 with a filter: 251–289/s (p95 178–201 ms), 200,000
 * with a filter: 263–266/s.
 */
const FILTER_INDEX_MAX_TEXT = 30_000;
const FILTER_INDEX_MAX_TEXT_FILTERED = 100_000;

/** Keyword strings whose tsquery text is remembered (parsing is PostgreSQL's; the text never changes). */
const TSQUERY_MEMO = 10_000;

/** The result list's wire types are the contract's (@jointly/contracts), the one source web and console read too. */
export type { FacetValue, SearchFacets, TenderListItem };

/** Spec §3 shape plus how the numbers were obtained: the wire's TenderSearchPage with every field set. */
export interface TenderSearchResult extends TenderSearchPage {
  limit: number;
  /** True when count is a planner estimate (more than EXACT_COUNT_LIMIT matches). */
  countIsEstimate: boolean;
  /** True when nothing matched the words exactly and partial or similar words were matched instead. */
  matchedApproximately: boolean;
  sort: SearchCriteria['sort'];
}

const START = '\u0002';
const STOP = '\u0003';
export const HEADLINE_OPTIONS = `StartSel=${START}, StopSel=${STOP}, MaxWords=35, MinWords=15, ShortWord=3, MaxFragments=2, FragmentDelimiter=" … "`;
export const TITLE_OPTIONS = `StartSel=${START}, StopSel=${STOP}, HighlightAll=true`;
/** The same markers for highlights made in Node (./in-memory/headline.ts implements these options). */
export const NODE_MARKERS = { start: START, stop: STOP, delimiter: ' … ' };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
/** Escapes the text, then turns the headline markers into <mark> (so stored text can never inject markup). */
export const markHighlights = (text: string) => escapeHtml(text).replaceAll(START, '<mark>').replaceAll(STOP, '</mark>');

const LIST_COLUMNS =
  't.id, t.ocid, t.title, t.buyer_name, t.status, t.closing_date, t.published_at, t.value_amount, t.value_currency, t.cpv, t.regions, ' +
  't.procurement_method, t.notice_url, t.source_publisher';

interface PageRow {
  total: number;
  nodes: number | null;
  facets: Record<string, any> | null;
  id: string | null;
  ocid: string;
  title: string;
  buyer_name: string | null;
  status: TenderStatus;
  closing_date: Date | string | null;
  published_at: Date | string | null;
  value_amount: string | null;
  value_currency: string | null;
  cpv: CpvCode[];
  regions: string[];
  procurement_method: string | null;
  notice_url: string | null;
  source_publisher: string | null;
  title_highlight: string;
  snippet: string | null;
}

const isoOf = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export interface SearchStatement {
  sql: string;
  params: unknown[];
}

/** Sort keys over the candidate set `m` (same order as orderBy() over the table). */
function candidateOrder(sort: SearchCriteria['sort']): string {
  switch (sort) {
    case 'relevance':
      return 'm.rank DESC, m.published_at DESC NULLS LAST, m.id';
    case 'closing-soonest':
      return 'm.closing_date ASC NULLS LAST, m.id';
    case 'value-high':
      return 'm.value_amount DESC NULLS LAST, m.id';
    case 'value-low':
      return 'm.value_amount ASC NULLS LAST, m.id';
    default:
      return 'm.published_at DESC NULLS LAST, m.id';
  }
}

/**
 * The one statement behind a result page. `m` reads the matches once, stopping after `cap + 1` (no ORDER BY, so
 * PostgreSQL takes the cheapest index path and stops early); its size is the capped count. The page comes from `m`
 * when the count is exact (everything is in `m`) or for relevance (ranked among the candidates); otherwise a second
 * branch, gated on the count so it only runs then, walks the sort's index. Highlights are computed for the page's
 * rows only; facets (filter-search) aggregate `m`.
 */
export function searchStatement(
  c: SearchCriteria,
  mode: KeywordMode,
  options: { facets: boolean; cap: number; sample?: { level: number; limit: number } },
): SearchStatement {
  const params = new Params();
  const where = whereClause(c, params, mode);
  const offset = (c.page - 1) * c.limit;
  const relevance = c.sort === 'relevance' && (where.tsquery !== null || where.plain !== null);
  const sample = options.sample;
  // A sample's candidates are a part of the matches: other sorts always page by their index walk.
  const cap = sample ? sample.limit : relevance ? Math.min(MAX_CANDIDATES, Math.max(options.cap, offset + c.limit)) : options.cap;
  const inSample = sample && sample.level > 1 ? ` AND ${subsetSql('t', sample.level)}` : '';
  const rank = !relevance
    ? ''
    : where.tsquery
      ? `, ts_rank(t.search_vector, ${where.tsquery}) AS rank`
      : `, greatest(word_similarity(${where.plain}, t.title), word_similarity(${where.plain}, coalesce(t.buyer_name, ''))) AS rank`;
  const facetColumns = options.facets ? ', t.status, t.cpv_divisions, t.regions, t.buyer_name' : '';
  const lo = params.add(offset, '::int');
  const size = params.add(c.limit, '::int');
  const headline = where.tsquery
    ? `ts_headline('english', left(coalesce(t.description, ''), ${HEADLINE_CHARS}), ${where.tsquery}, '${HEADLINE_OPTIONS}')`
    : `left(t.description, 320)`;
  const titleHighlight = where.tsquery ? `ts_headline('english', t.title, ${where.tsquery}, '${TITLE_OPTIONS}')` : 't.title';
  const nodes = where.tsquery ? `numnode(${where.tsquery})` : 'NULL::int';
  const walk = relevance
    ? ''
    : `
      UNION ALL
      SELECT w.id, ${lo} + row_number() OVER () AS ord
      FROM (SELECT t.id FROM tenders.tender t WHERE ${where.sql} ORDER BY ${orderBy(c.sort, where)} LIMIT ${size} OFFSET ${lo}) w
      ${sample ? '' : `WHERE (SELECT total FROM n) > ${cap}`}`;
  const facets = options.facets ? `, (${facetSql()}) AS facets` : ', NULL::json AS facets';
  const sql = `
    WITH m AS MATERIALIZED (
      SELECT t.id, t.published_at, t.closing_date, t.value_amount${rank}${facetColumns}
      FROM tenders.tender t WHERE ${where.sql}${inSample} LIMIT ${cap + 1}
    ),
    n AS (SELECT count(*)::int AS total FROM m),
    page AS (
      SELECT r.id, r.ord FROM (SELECT m.id, row_number() OVER (ORDER BY ${candidateOrder(c.sort)}) AS ord FROM m) r
      WHERE r.ord > ${lo} AND r.ord <= ${lo} + ${size} ${relevance ? '' : sample ? 'AND false' : `AND (SELECT total FROM n) <= ${cap}`}
      ${walk}
    )
    SELECT n.total, ${nodes} AS nodes${facets}, p.*
    FROM n LEFT JOIN LATERAL (
      SELECT ${LIST_COLUMNS}, ${titleHighlight} AS title_highlight, ${headline} AS snippet, page.ord
      FROM page JOIN tenders.tender t ON t.id = page.id
    ) p ON true
    ORDER BY p.ord`;
  return { sql, params: params.values };
}

/**
 * A page in a sort's order from its B-tree walk alone (a broad search over every status without facets, ordered by
 * something else than relevance): no candidates are read, the count is the caller's estimate.
 */
export function walkStatement(c: SearchCriteria): SearchStatement {
  const params = new Params();
  const where = whereClause(c, params, 'fulltext');
  const lo = params.add((c.page - 1) * c.limit, '::int');
  const size = params.add(c.limit, '::int');
  const headline = where.tsquery
    ? `ts_headline('english', left(coalesce(t.description, ''), ${HEADLINE_CHARS}), ${where.tsquery}, '${HEADLINE_OPTIONS}')`
    : `left(t.description, 320)`;
  const titleHighlight = where.tsquery ? `ts_headline('english', t.title, ${where.tsquery}, '${TITLE_OPTIONS}')` : 't.title';
  const nodes = where.tsquery ? `numnode(${where.tsquery})` : 'NULL::int';
  const sql = `
    WITH page AS (
      SELECT w.id, row_number() OVER () AS ord
      FROM (SELECT t.id FROM tenders.tender t WHERE ${where.sql} ORDER BY ${orderBy(c.sort, where)} LIMIT ${size} OFFSET ${lo}) w
    )
    SELECT 0 AS total, ${nodes} AS nodes, NULL::json AS facets, p.*
    FROM (SELECT 1) one LEFT JOIN LATERAL (
      SELECT ${LIST_COLUMNS}, ${titleHighlight} AS title_highlight, ${headline} AS snippet, page.ord
      FROM page JOIN tenders.tender t ON t.id = page.id
    ) p ON true
    ORDER BY p.ord`;
  return { sql, params: params.values };
}

/** Facet counts over the candidate set `m`, as one JSON object. */
function facetSql(): string {
  const top = (expr: string, from: string, n: number, extra = '') =>
    `(SELECT coalesce(json_agg(json_build_array(v, n) ORDER BY n DESC, v), '[]') FROM (SELECT ${expr} AS v, count(*)::int AS n FROM ${from} ${extra} GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${n}) f)`;
  return `SELECT json_build_object(
      'matched', (SELECT count(*) FROM m),
      'status', ${top('status', 'm', 10)},
      'cpv', ${top('d', 'm CROSS JOIN LATERAL unnest(m.cpv_divisions) d', 20)},
      'region', ${top('r', 'm CROSS JOIN LATERAL unnest(m.regions) r', 20)},
      'buyer', ${top('buyer_name', 'm', 10, 'WHERE buyer_name IS NOT NULL')},
      'closing', (SELECT json_build_array(
         count(*) FILTER (WHERE closing_date > now() AND closing_date <= now() + interval '7 days'),
         count(*) FILTER (WHERE closing_date > now() + interval '7 days' AND closing_date <= now() + interval '30 days'),
         count(*) FILTER (WHERE closing_date > now() + interval '30 days'),
         count(*) FILTER (WHERE closing_date <= now()),
         count(*) FILTER (WHERE closing_date IS NULL)) FROM m),
      'published', (SELECT json_build_array(
         count(*) FILTER (WHERE published_at > now() - interval '7 days'),
         count(*) FILTER (WHERE published_at > now() - interval '30 days' AND published_at <= now() - interval '7 days'),
         count(*) FILTER (WHERE published_at > now() - interval '365 days' AND published_at <= now() - interval '30 days'),
         count(*) FILTER (WHERE published_at <= now() - interval '365 days'),
         count(*) FILTER (WHERE published_at IS NULL)) FROM m),
      'value', (SELECT json_build_array(
         count(*) FILTER (WHERE value_amount < 10000),
         count(*) FILTER (WHERE value_amount >= 10000 AND value_amount < 100000),
         count(*) FILTER (WHERE value_amount >= 100000 AND value_amount < 1000000),
         count(*) FILTER (WHERE value_amount >= 1000000 AND value_amount < 10000000),
         count(*) FILTER (WHERE value_amount >= 10000000),
         count(*) FILTER (WHERE value_amount IS NULL)) FROM m))`;
}

/** The planner's row estimate for a search (used above the cap). */
export function estimateStatement(c: SavedCriteria, mode: KeywordMode): { sql: string; params: unknown[] } {
  const params = new Params();
  const where = whereClause(c, params, mode);
  return { sql: `EXPLAIN (FORMAT JSON) SELECT 1 FROM tenders.tender t WHERE ${where.sql}`, params: params.values };
}

const CLOSING_BUCKETS = ['closing-this-week', 'closing-this-month', 'closing-later', 'closed', 'no-closing-date'];
const PUBLISHED_BUCKETS = ['last-7-days', 'last-30-days', 'last-year', 'older', 'unknown'];
const VALUE_BUCKETS = ['under-10k', '10k-100k', '100k-1m', '1m-10m', 'over-10m', 'no-value'];

/**
 * Tender search over PostgreSQL: weighted full-text search with websearch syntax (falling back to prefix and
 * trigram matching when the words match nothing), filters, sorts, highlighted snippets for the returned page only,
 * capped exact counts with planner estimates beyond, and facet counts (exact, or sampled for large results).
 */
export class TenderSearch {
  private readonly cap: number;
  private readonly index: OpenTenderIndexSync | null;
  private readonly filterIndex: TenderIndexSync<TenderFilterIndex, FilterRow> | null;
  private readonly tsqueries = new Map<string, string>();
  private readonly approximateTermsOf = new Map<string, ApproximateTerms | null>();
  /** Whether the database's word_similarity and `%>` threshold agree with ./in-memory/trigram.ts (asked once). */
  private trigramsAgree: Promise<boolean> | null = null;
  private readonly broad: BroadSearchCosts | null;
  private tableRows: { rows: number; at: number } | null = null;
  /** How searches were answered (the benchmark prints them); `walk` and `sample` count broad searches over every status. */
  readonly answered = { index: 0, approximate: 0, filterIndex: 0, sql: 0, nodeHighlights: 0, sqlHighlights: 0, walk: 0, sample: 0 };

  constructor(
    private readonly db: SqlRunner,
    options: TenderSearchOptions = {},
  ) {
    this.cap = Math.max(1, options.exactCountLimit ?? EXACT_COUNT_LIMIT);
    this.index = options.index ?? null;
    this.filterIndex = options.filterIndex ?? null;
    this.broad = options.broad === false ? null : { ...BROAD_COSTS, ...options.broad };
  }

  async search(criteria: SearchCriteria, options: { facets?: boolean } = {}): Promise<TenderSearchResult> {
    const facets = options.facets ?? false;
    /** The index found no full-text match (it is exact for the open tenders): PostgreSQL starts at the approximate words. */
    let noFulltextMatch = false;
    if (this.index?.ready && criteria.statuses.length === 0 && !criteria.includeAll) {
      try {
        const result = await this.fromIndex(this.index, criteria, facets);
        if (result === NO_FULLTEXT_MATCH) {
          noFulltextMatch = true;
          // Partial and misspelt words over the open tenders, from the index too when it can answer exactly.
          const approximate = await this.approximateFromIndex(this.index, criteria, facets);
          if (approximate) {
            this.answered.index++;
            this.answered.approximate++;
            return approximate;
          }
        } else if (result) {
          this.answered.index++;
          return result;
        }
      } catch (error) {
        if (!(error instanceof UnsupportedQueryError)) throw error;
      }
    }
    if (
      this.filterIndex?.ready &&
      (criteria.statuses.length > 0 || criteria.includeAll) &&
      (criteria.keywords || this.fewEnoughCandidates(this.filterIndex.index, criteria, facets))
    ) {
      try {
        const result = await this.fromFilterIndex(this.filterIndex, criteria, facets);
        if (result === NO_FULLTEXT_MATCH) noFulltextMatch = true;
        else if (result) {
          this.answered.filterIndex++;
          return result;
        }
      } catch (error) {
        if (!(error instanceof UnsupportedQueryError)) throw error;
      }
    }
    this.answered.sql++;
    let estimated: number | null = null;
    if (this.broad && !noFulltextMatch && (criteria.statuses.length > 0 || criteria.includeAll)) {
      const broad = await this.broadSearch(this.broad, criteria, facets);
      if ('result' in broad) return broad.result;
      estimated = broad.estimate;
    }
    let mode: KeywordMode = noFulltextMatch ? 'approximate' : 'fulltext';
    let c = criteria;
    let rows = (await this.run(searchStatement(c, mode, { facets, cap: this.cap }))) as PageRow[];
    if (noFulltextMatch) {
      // (The full-text statement would have found nothing: the index answered that exactly.)
    } else if (c.keywords && rows[0]?.nodes === 0) {
      // Only stop words ("the", "and"): search without them rather than find nothing.
      c = { ...c, keywords: null, sort: c.sort === 'relevance' ? 'newest' : c.sort };
      rows = (await this.run(searchStatement(c, mode, { facets, cap: this.cap }))) as PageRow[];
    } else if (c.keywords && (rows[0]?.total ?? 0) === 0) {
      mode = 'approximate';
      rows = (await this.run(searchStatement(c, mode, { facets, cap: this.cap }))) as PageRow[];
    }
    const first = rows[0];
    const total = first?.total ?? 0;
    const offset = (c.page - 1) * c.limit;
    const cap = c.sort === 'relevance' && c.keywords ? Math.min(MAX_CANDIDATES, Math.max(this.cap, offset + c.limit)) : this.cap;
    let count = total;
    let countIsEstimate = false;
    if (total > cap) {
      const estimate = c === criteria && mode === 'fulltext' && estimated !== null ? estimated : await this.estimate(c, mode);
      count = Math.max(total, estimate);
      countIsEstimate = true;
    }
    const result: TenderSearchResult = {
      foundTenders: rows.filter((r) => r.id !== null).map(listItem),
      count,
      currentPage: c.page,
      totalPages: Math.ceil(count / c.limit),
      limit: c.limit,
      countIsEstimate,
      matchedApproximately: mode === 'approximate',
      sort: c.sort,
    };
    if (facets && first?.facets) {
      result.facets = this.facetValues(first.facets, countIsEstimate ? count : null);
      result.facetsAreEstimates = countIsEstimate;
    }
    return result;
  }

  /**
   * A search over every status whose planner estimate says it is broad (BroadSearchCosts): the page from the sort's
   * B-tree walk, or candidates from a fixed sample of the tenders; else (or when the estimate proves wrong: the words
   * match nothing, too few sampled candidates for the page) the estimate for the candidate scan, which runs as before.
   */
  private async broadSearch(
    costs: BroadSearchCosts,
    c: SearchCriteria,
    facets: boolean,
  ): Promise<{ result: TenderSearchResult } | { estimate: number }> {
    const estimate = await this.estimate(c, 'fulltext');
    if (estimate < costs.minEstimate) return { estimate };
    const offset = (c.page - 1) * c.limit;
    const relevance = c.sort === 'relevance' && c.keywords !== null;
    const page = (rows: PageRow[], count: number, countIsEstimate: boolean): TenderSearchResult => ({
      foundTenders: rows.filter((r) => r.id !== null).map(listItem),
      count,
      currentPage: c.page,
      totalPages: Math.ceil(count / c.limit),
      limit: c.limit,
      countIsEstimate,
      matchedApproximately: false,
      sort: c.sort,
    });
    if (!relevance && !facets) {
      const tableRows = Math.max(await this.countTableRows(), estimate, 1);
      if (estimate * estimate < costs.walkFactor * (offset + c.limit) * tableRows) return { estimate };
      const raw = (await this.run(walkStatement(c))) as PageRow[];
      const rows = raw.filter((r) => r.id !== null);
      // Only stop words, or nothing matched the words: the candidate scan handles both as before.
      if (raw[0]?.nodes === 0 || (c.keywords && rows.length === 0 && offset === 0)) return { estimate };
      this.answered.walk++;
      // A short page ends the matches: the count is then exact.
      if (rows.length < c.limit && (rows.length > 0 || offset === 0)) return { result: page(rows, offset + rows.length, false) };
      return { result: page(rows, Math.max(estimate, offset + rows.length), true) };
    }
    const target = relevance ? Math.min(MAX_CANDIDATES, Math.max(this.cap, offset + c.limit)) : this.cap;
    const level = [...costs.sampleLevels].sort((a, b) => b - a).find((l) => l === 1 || estimate / l >= SAMPLE_MARGIN * target);
    if (level === undefined) return { estimate };
    const limit = Math.ceil(SAMPLE_LIMIT_FACTOR * target);
    const rows = (await this.run(searchStatement(c, 'fulltext', { facets, cap: this.cap, sample: { level, limit } }))) as PageRow[];
    const sampled = rows[0]?.total ?? 0;
    // Every match read (the "sample" of every tender, short of its limit): exact, like the candidate scan.
    const exact = level === 1 && sampled <= limit;
    if (sampled === 0 || rows[0]?.nodes === 0 || (relevance && !exact && sampled < offset + c.limit)) return { estimate };
    this.answered.sample++;
    const count = exact ? sampled : Math.max(estimate, sampled);
    const result = page(rows, count, !exact);
    if (facets && rows[0]?.facets) {
      result.facets = this.facetValues(rows[0].facets, exact ? null : count);
      result.facetsAreEstimates = !exact;
    }
    return { result };
  }

  /** The table's row count as the planner knows it (pg_class.reltuples), re-read every minute. */
  private async countTableRows(): Promise<number> {
    if (this.tableRows && Date.now() - this.tableRows.at < 60_000) return this.tableRows.rows;
    const [row] = (await this.db.query(`SELECT reltuples::float8 AS rows FROM pg_class WHERE oid = 'tenders.tender'::regclass`)) as Array<{
      rows: number;
    }>;
    this.tableRows = { rows: Math.max(0, Number(row?.rows ?? 0)), at: Date.now() };
    return this.tableRows.rows;
  }

  /**
   * A default-scope (open tenders) search from the in-process index: exact counts, facets and every sort in memory;
   * PostgreSQL parses the keywords (memoised) and highlights the returned page only. NO_FULLTEXT_MATCH when the words
   * match nothing (the SQL path then tries partial and misspelt words, skipping the full-text statement); null while
   * the index is being re-read whole.
   */
  private async fromIndex(
    sync: OpenTenderIndexSync,
    criteria: SearchCriteria,
    facets: boolean,
  ): Promise<TenderSearchResult | typeof NO_FULLTEXT_MATCH | null> {
    if (!(await sync.fresh())) return null; // a full re-read is running: PostgreSQL answers meanwhile
    let c = criteria;
    let query = null;
    if (c.keywords) {
      query = parseTsquery(await this.tsquery(c.keywords));
      // Only stop words ("the", "and"): search without them rather than find nothing (as the SQL path does).
      if (query === null) c = { ...c, keywords: null, sort: c.sort === 'relevance' ? 'newest' : c.sort };
    }
    const found = sync.index.search(c, query, { facets });
    if (query !== null && found.total === 0) return NO_FULLTEXT_MATCH;
    const highlights = new Map<string, { title_highlight: string; snippet: string | null }>();
    if (query !== null && found.page.length) {
      // Highlights in Node from the text and vector positions the index holds (./in-memory/headline.ts) where the text
      // and query are ones it splits exactly as PostgreSQL; the other tenders of the page are highlighted by
      // PostgreSQL's ts_headline, as every one was before.
      const lexemes = andedLexemes(query);
      const left: string[] = [];
      for (const doc of found.page) {
        const positions = lexemes?.map((l) => new Set(sync.index.positions(doc.id, l) ?? [])) ?? null;
        const made = lexemes && positions ? headline(doc, lexemes, positions, NODE_MARKERS) : null;
        if (made) highlights.set(doc.id, made);
        else left.push(doc.id);
      }
      this.answered.nodeHighlights += found.page.length - left.length;
      this.answered.sqlHighlights += left.length;
      if (left.length) {
        const rows = (await this.db.query(
          `SELECT t.id, ts_headline('english', t.title, q, '${TITLE_OPTIONS}') AS title_highlight,
                  ts_headline('english', left(coalesce(t.description, ''), ${HEADLINE_CHARS}), q, '${HEADLINE_OPTIONS}') AS snippet
           FROM tenders.tender t, websearch_to_tsquery('english', $2) q WHERE t.id = ANY($1::uuid[])`,
          [left, c.keywords],
        )) as Array<{ id: string; title_highlight: string; snippet: string | null }>;
        for (const row of rows) highlights.set(row.id, row);
      }
    }
    return this.indexedResult(c, found, false, (doc) => indexedItem(doc, highlights.get(doc.id)));
  }

  /**
   * A search over every status from the filter index: the count, facets and page ids in memory (exact), the page's
   * rows by id from PostgreSQL, highlighted there as the SQL path does. NO_FULLTEXT_MATCH when the keywords match
   * nothing (the SQL path then tries partial and misspelt words, skipping the full-text statement); null while the
   * index is being re-read whole.
   */
  private async fromFilterIndex(
    sync: TenderIndexSync<TenderFilterIndex, FilterRow>,
    criteria: SearchCriteria,
    facets: boolean,
  ): Promise<TenderSearchResult | typeof NO_FULLTEXT_MATCH | null> {
    let c = criteria;
    let query = null;
    if (c.keywords) {
      query = parseTsquery(await this.tsquery(c.keywords));
      // Only stop words ("the", "and"): search without them rather than find nothing (as the SQL path does).
      if (query === null) c = { ...c, keywords: null, sort: c.sort === 'relevance' ? 'newest' : c.sort };
      if (query === null && !this.fewEnoughCandidates(sync.index, c, facets)) return null;
    }
    if (!(await sync.fresh())) return null;
    const filtered = c.cpv.length > 0 || c.regions.length > 0;
    const found = sync.index.search(c, { facets, query, maxWalk: filtered ? FILTER_INDEX_MAX_TEXT_FILTERED : FILTER_INDEX_MAX_TEXT });
    if (found === null) return null;
    if (query !== null && found.total === 0) return NO_FULLTEXT_MATCH;
    const rows = !found.page.length
      ? []
      : query === null
        ? ((await this.db.query(
            `SELECT ${LIST_COLUMNS}, t.title AS title_highlight, left(t.description, 320) AS snippet FROM tenders.tender t WHERE t.id = ANY($1::uuid[])`,
            [found.page],
          )) as PageRow[])
        : ((await this.db.query(
            `SELECT ${LIST_COLUMNS}, ts_headline('english', t.title, q, '${TITLE_OPTIONS}') AS title_highlight,
                    ts_headline('english', left(coalesce(t.description, ''), ${HEADLINE_CHARS}), q, '${HEADLINE_OPTIONS}') AS snippet
             FROM tenders.tender t, websearch_to_tsquery('english', $2) q WHERE t.id = ANY($1::uuid[])`,
            [found.page, c.keywords],
          )) as PageRow[]);
    const byId = new Map(rows.map((r) => [r.id!, r]));
    // (A tender deleted since the index was read is left out of the page.)
    const page = found.page.map((id) => byId.get(id)).filter((r) => r !== undefined);
    return this.indexedResult(c, { ...found, page }, false, listItem);
  }

  /** Whether the filter index tests few enough tenders for a search without keywords (the limits above). */
  private fewEnoughCandidates(index: TenderFilterIndex, c: SearchCriteria, facets: boolean): boolean {
    return index.candidates(c) <= (facets ? FILTER_INDEX_MAX_FACETED : FILTER_INDEX_MAX_CANDIDATES);
  }

  /** A page an in-process index answered (exact counts and facets), its tenders made by `item`. */
  private indexedResult<D>(
    c: SearchCriteria,
    found: { page: D[]; total: number; facets?: Record<string, any> | null },
    matchedApproximately: boolean,
    item: (doc: D) => TenderSearchResult['foundTenders'][number],
  ): TenderSearchResult {
    const result: TenderSearchResult = {
      foundTenders: found.page.map(item),
      count: found.total,
      currentPage: c.page,
      totalPages: Math.ceil(found.total / c.limit),
      limit: c.limit,
      countIsEstimate: false,
      matchedApproximately,
      sort: c.sort,
    };
    if (found.facets) {
      result.facets = this.facetValues(found.facets, null);
      result.facetsAreEstimates = false;
    }
    return result;
  }

  /**
   * The partial and misspelt words fallback from the index (OpenTenderIndex.approximateSearch): PostgreSQL stems the
   * prefix and excluded words (remembered per keywords), the index matches, ranks and counts. Null when the index
   * cannot answer it exactly (the SQL path then does).
   */
  private async approximateFromIndex(sync: OpenTenderIndexSync, c: SearchCriteria, facets: boolean): Promise<TenderSearchResult | null> {
    // (A failed probe is asked again next time; meanwhile PostgreSQL answers.)
    const agree = (this.trigramsAgree ??= this.probeTrigrams().catch(() => ((this.trigramsAgree = null), false)));
    if (!(await agree)) return null;
    const terms = await this.approximateTerms(c.keywords!);
    if (terms === null || !(await sync.fresh())) return null;
    const found = sync.index.approximateSearch(c, terms, { facets, cap: this.cap });
    if (found === null) return null;
    return this.indexedResult(c, found, true, (doc) => indexedItem(doc));
  }

  /** The probes' similarities and the `%>` threshold from the database (the threshold read once pg_trgm is loaded). */
  private async probeTrigrams(): Promise<boolean> {
    const [row] = (await this.db.query(
      `SELECT (SELECT array_agg(word_similarity(w, t) ORDER BY n) FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS p(w, t, n)) AS s,
              current_setting('pg_trgm.word_similarity_threshold', true) AS threshold`,
      [PROBE_PAIRS.map(([words]) => words), PROBE_PAIRS.map(([, text]) => text)],
    )) as Array<{ s: Array<number | string> | null; threshold: string | null }>;
    const mine = probeSimilarities();
    return (
      Math.fround(Number(row?.threshold)) === WORD_SIMILARITY_THRESHOLD &&
      row.s?.length === mine.length &&
      row.s.every((s, i) => mine[i] !== null && Math.fround(Number(s)) === mine[i])
    );
  }

  /** The approximate mode's terms of some keywords as whereClause writes them (search-sql.ts), remembered; null: SQL only. */
  private async approximateTerms(keywords: string): Promise<ApproximateTerms | null> {
    const known = this.approximateTermsOf.get(keywords);
    if (known !== undefined) return known;
    const { words, excluded } = plainWords(keywords);
    const trigrams = queryTrigrams(words.join(' '));
    let terms: ApproximateTerms | null = null;
    if (trigrams !== null) {
      const [row] = (await this.db.query(
        `SELECT to_tsquery('english', $1::text)::text AS prefix, to_tsquery('english', $2::text)::text AS excluded`,
        [prefixQueryText(words), excluded.length ? excluded.join(' | ') : null],
      )) as Array<{ prefix: string | null; excluded: string | null }>;
      try {
        terms = {
          trigrams,
          prefix: row.prefix === null ? null : parseTsquery(row.prefix, { prefixes: true }),
          excluded: row.excluded === null ? null : parseTsquery(row.excluded),
        };
      } catch (error) {
        if (!(error instanceof UnsupportedQueryError)) throw error;
      }
    }
    if (this.approximateTermsOf.size >= TSQUERY_MEMO) this.approximateTermsOf.delete(this.approximateTermsOf.keys().next().value!);
    this.approximateTermsOf.set(keywords, terms);
    return terms;
  }

  /** `websearch_to_tsquery('english', keywords)` as text, remembered (the same words always parse the same). */
  private async tsquery(keywords: string): Promise<string> {
    const known = this.tsqueries.get(keywords);
    if (known !== undefined) return known;
    const [{ q }] = (await this.db.query(`SELECT websearch_to_tsquery('english', $1)::text AS q`, [keywords])) as Array<{ q: string }>;
    if (this.tsqueries.size >= TSQUERY_MEMO) this.tsqueries.delete(this.tsqueries.keys().next().value!);
    this.tsqueries.set(keywords, q);
    return q;
  }

  /** Ids of the given tenders that match saved criteria (saved-search alerts). */
  async matchingIds(criteria: SavedCriteria, tenderIds: string[]): Promise<string[]> {
    if (tenderIds.length === 0) return [];
    const params = new Params();
    const ids = params.add(tenderIds, '::uuid[]');
    let where = whereClause(criteria, params, 'fulltext');
    let rows = (await this.db.query(
      `SELECT t.id FROM tenders.tender t WHERE t.id = ANY(${ids}) AND ${where.sql}`,
      params.values,
    )) as Array<{ id: string }>;
    if (rows.length === 0 && criteria.keywords) {
      const again = new Params();
      const ids2 = again.add(tenderIds, '::uuid[]');
      where = whereClause(criteria, again, 'approximate');
      rows = (await this.db.query(`SELECT t.id FROM tenders.tender t WHERE t.id = ANY(${ids2}) AND ${where.sql}`, again.values)) as Array<{
        id: string;
      }>;
    }
    return rows.map((r) => r.id);
  }

  private run(statement: { sql: string; params: unknown[] }) {
    return this.db.query(statement.sql, statement.params);
  }

  private async estimate(c: SavedCriteria, mode: KeywordMode): Promise<number> {
    const [row] = (await this.run(estimateStatement(c, mode))) as Array<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }>;
    return Math.round(row?.['QUERY PLAN']?.[0]?.Plan?.['Plan Rows'] ?? 0);
  }

  /** Facet counts; above the cap they are the candidates' counts scaled to the estimated total. */
  private facetValues(raw: Record<string, any>, estimatedCount: number | null): SearchFacets {
    const scale = estimatedCount !== null && raw.matched > 0 ? estimatedCount / raw.matched : 1;
    const n = (v: number) => Math.round(Number(v) * scale);
    const pairs = (list: Array<[string, number]>, label?: (v: string) => string | null): FacetValue[] =>
      list.map(([value, count]) => ({ value, ...(label ? { label: label(value) } : {}), count: n(count) }));
    const buckets = (names: string[], counts: number[]): FacetValue[] => names.map((value, i) => ({ value, count: n(counts[i]) }));
    return {
      status: pairs(raw.status),
      cpv: pairs(raw.cpv, (d) => CPV_DIVISIONS[d] ?? null),
      region: pairs(raw.region),
      buyer: pairs(raw.buyer),
      closing: buckets(CLOSING_BUCKETS, raw.closing),
      published: buckets(PUBLISHED_BUCKETS, raw.published),
      value: buckets(VALUE_BUCKETS, raw.value),
    };
  }
}

/** What the index answers for keywords no open tender matches in full text (the SQL path tries partial words). */
const NO_FULLTEXT_MATCH = Symbol('no full-text match');

function indexedItem(d: IndexedTender, highlight?: { title_highlight: string; snippet: string | null }): TenderListItem {
  return {
    id: d.id,
    ocid: d.ocid,
    title: d.title,
    buyerName: d.buyerName,
    status: d.status,
    closingDate: d.closingMs === null ? null : new Date(d.closingMs).toISOString(),
    publishedDate: d.publishedMs === null ? null : new Date(d.publishedMs).toISOString(),
    value: d.value,
    currency: d.currency,
    cpvCodes: d.cpv,
    category: d.cpv[0] ? (d.cpv[0].label ?? d.cpv[0].divisionLabel) : null,
    regions: d.regions,
    procurementMethod: d.procurementMethod,
    noticeUrl: d.noticeUrl,
    sourcePublisher: d.sourcePublisher,
    titleHighlight: markHighlights(highlight?.title_highlight ?? d.title),
    snippet: highlight
      ? highlight.snippet === null
        ? null
        : markHighlights(highlight.snippet)
      : d.snippet === null
        ? null
        : markHighlights(d.snippet),
  };
}

function listItem(r: PageRow): TenderListItem {
  const cpv = r.cpv ?? [];
  return {
    id: r.id!,
    ocid: r.ocid,
    title: r.title,
    buyerName: r.buyer_name,
    status: r.status,
    closingDate: isoOf(r.closing_date),
    publishedDate: isoOf(r.published_at),
    value: r.value_amount === null ? null : Number(r.value_amount),
    currency: r.value_currency,
    cpvCodes: cpv,
    category: cpv[0] ? (cpv[0].label ?? cpv[0].divisionLabel) : null,
    regions: r.regions ?? [],
    procurementMethod: r.procurement_method,
    noticeUrl: r.notice_url,
    sourcePublisher: r.source_publisher,
    titleHighlight: markHighlights(r.title_highlight ?? r.title),
    snippet: r.snippet === null ? null : markHighlights(r.snippet),
  };
}
