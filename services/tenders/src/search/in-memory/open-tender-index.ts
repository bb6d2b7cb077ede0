import { isOpenTender, type TenderStatus } from '@jointly/contracts';
import type { CpvCode } from '../../ocds/cpv/cpv';
import type { SearchCriteria } from '../search-criteria';
import { parseTsvector, positiveLexemes, type QueryNode, type Weight } from './text-search';

/** A tender as the index holds it: what filters, sorts, facets and a result list need (no long text). */
export interface IndexedTender {
  id: string;
  ocid: string;
  title: string;
  buyerName: string | null;
  /** Lower-cased buyer name (the buyer filter is a case-insensitive "contains", like ILIKE). */
  buyerLower: string;
  status: TenderStatus;
  /** Named as isOpenTender expects, so the shared meaning of "open" is applied to the doc itself. */
  closingDate: Date | null;
  closingMs: number | null;
  publishedMs: number | null;
  value: number | null;
  currency: string | null;
  cpv: CpvCode[];
  cpvPrefixes: string[];
  cpvDivisions: string[];
  regions: string[];
  procurementMethod: string | null;
  noticeUrl: string | null;
  sourcePublisher: string | null;
  /** The first 320 characters of the description (the snippet of a search without keywords). */
  snippet: string | null;
  /** Weighted length of the text (BM25's document length). */
  length: number;
  lexemes: string[];
}

/** One row as read from tenders.tender by {@link INDEX_COLUMNS}. */
export interface IndexRow {
  id: string;
  ocid: string;
  title: string;
  buyer_name: string | null;
  status: TenderStatus;
  closing_date: Date | string | null;
  published_at: Date | string | null;
  value_amount: string | number | null;
  value_currency: string | null;
  cpv: CpvCode[] | null;
  cpv_prefixes: string[] | null;
  cpv_divisions: string[] | null;
  regions: string[] | null;
  procurement_method: string | null;
  notice_url: string | null;
  source_publisher: string | null;
  snippet: string | null;
  vector: string;
}

export const INDEX_COLUMNS =
  't.id, t.ocid, t.title, t.buyer_name, t.status, t.closing_date, t.published_at, t.value_amount, t.value_currency, t.cpv, ' +
  't.cpv_prefixes, t.cpv_divisions, t.regions, t.procurement_method, t.notice_url, t.source_publisher, ' +
  'left(t.description, 320) AS snippet, t.search_vector::text AS vector';

/** Field weights in term frequency: a title word counts five times a description word (as ts_rank's A vs C, 1.0/0.2). */
const FIELD_WEIGHT: Record<Weight, number> = { A: 1, B: 0.4, C: 0.2, D: 0.1 };
/** BM25 parameters (the usual defaults). */
const K1 = 1.2;
const B = 0.75;

interface Posting {
  tf: number;
  positions: number[];
}

/** Matches of a query node: tender → positions of the node's last word (for phrases), or null where not needed. */
type Matches = Map<IndexedTender, number[] | null>;

export interface IndexSearchResult {
  total: number;
  page: IndexedTender[];
  facets: RawFacets | null;
}

/** Facet counts in the shape the SQL statement's JSON gives (so both paths share one reader). */
export interface RawFacets {
  matched: number;
  status: Array<[string, number]>;
  cpv: Array<[string, number]>;
  region: Array<[string, number]>;
  buyer: Array<[string, number]>;
  closing: number[];
  published: number[];
  value: number[];
}

const DAY = 86_400_000;

function toMs(d: Date | string | null): number | null {
  return d === null ? null : new Date(d).getTime();
}

export function toIndexedTender(row: IndexRow, postingsOut?: Map<string, Posting>): IndexedTender {
  const lexemes = parseTsvector(row.vector);
  let length = 0;
  for (const [lexeme, entry] of lexemes) {
    let tf = 0;
    for (const w of entry.weights) tf += FIELD_WEIGHT[w];
    length += tf;
    postingsOut?.set(lexeme, { tf, positions: entry.positions });
  }
  const closingMs = toMs(row.closing_date);
  return {
    id: row.id,
    ocid: row.ocid,
    title: row.title,
    buyerName: row.buyer_name,
    buyerLower: (row.buyer_name ?? '').toLowerCase(),
    status: row.status,
    closingDate: closingMs === null ? null : new Date(closingMs),
    closingMs,
    publishedMs: toMs(row.published_at),
    value: row.value_amount === null ? null : Number(row.value_amount),
    currency: row.value_currency,
    cpv: row.cpv ?? [],
    cpvPrefixes: row.cpv_prefixes ?? [],
    cpvDivisions: row.cpv_divisions ?? [],
    regions: row.regions ?? [],
    procurementMethod: row.procurement_method,
    noticeUrl: row.notice_url,
    sourcePublisher: row.source_publisher,
    snippet: row.snippet,
    length,
    lexemes: [...lexemes.keys()],
  };
}

// Orders of the SQL path (orderBy in search-sql.ts): every order ends with the id so pages never overlap.
const byId = (a: IndexedTender, b: IndexedTender) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const descNullsLast = (x: number | null, y: number | null) => (x === y ? 0 : x === null ? 1 : y === null ? -1 : y - x);
const ascNullsLast = (x: number | null, y: number | null) => (x === y ? 0 : x === null ? 1 : y === null ? -1 : x - y);
export const SORT_ORDER: Record<Exclude<SearchCriteria['sort'], 'relevance'>, (a: IndexedTender, b: IndexedTender) => number> = {
  newest: (a, b) => descNullsLast(a.publishedMs, b.publishedMs) || byId(a, b),
  'closing-soonest': (a, b) => ascNullsLast(a.closingMs, b.closingMs) || byId(a, b),
  'value-high': (a, b) => descNullsLast(a.value, b.value) || byId(a, b),
  'value-low': (a, b) => ascNullsLast(a.value, b.value) || byId(a, b),
};

/**
 * The tenders users search by default — the open ones (contracts' isOpenTender) — held in this process: an inverted
 * index of the stored `search_vector` lexemes with positions (phrases) and field weights (BM25F ranking), postings per
 * CPV stem and region, lists presorted for each sort, and the facet counts of the whole open set kept between changes.
 * The database stays the truth: the index is filled from it and re-read where rows changed (OpenTenderIndexSync).
 */
export class OpenTenderIndex {
  private readonly docs = new Map<string, IndexedTender>();
  private readonly postings = new Map<string, Map<IndexedTender, Posting>>();
  private readonly byCpv = new Map<string, Set<IndexedTender>>();
  private readonly byRegion = new Map<string, Set<IndexedTender>>();
  private totalLength = 0;
  private sorted = new Map<string, IndexedTender[]>();
  private allFacets: { facets: RawFacets; validUntil: number } | null = null;

  get size(): number {
    return this.docs.size;
  }

  has(id: string): boolean {
    return this.docs.has(id);
  }

  clear(): void {
    this.docs.clear();
    this.postings.clear();
    this.byCpv.clear();
    this.byRegion.clear();
    this.totalLength = 0;
    this.changed();
  }

  /** Adds or replaces a tender; one that is not open (now) is removed instead. */
  upsert(row: IndexRow, now = new Date()): void {
    this.remove(row.id);
    if (!isOpenTender({ status: row.status, closingDate: row.closing_date }, now)) return;
    const own = new Map<string, Posting>();
    const doc = toIndexedTender(row, own);
    this.docs.set(doc.id, doc);
    this.totalLength += doc.length;
    for (const [lexeme, posting] of own) {
      let list = this.postings.get(lexeme);
      if (!list) this.postings.set(lexeme, (list = new Map()));
      list.set(doc, posting);
    }
    for (const prefix of doc.cpvPrefixes) add(this.byCpv, prefix, doc);
    for (const region of doc.regions) add(this.byRegion, region, doc);
    this.changed();
  }

  remove(id: string): void {
    const doc = this.docs.get(id);
    if (!doc) return;
    this.docs.delete(id);
    this.totalLength -= doc.length;
    for (const lexeme of doc.lexemes) {
      const list = this.postings.get(lexeme);
      list?.delete(doc);
      if (list?.size === 0) this.postings.delete(lexeme);
    }
    for (const prefix of doc.cpvPrefixes) this.byCpv.get(prefix)?.delete(doc);
    for (const region of doc.regions) this.byRegion.get(region)?.delete(doc);
    this.changed();
  }

  /** Drops tenders whose closing date has passed (they are no longer open). */
  prune(now = new Date()): number {
    let removed = 0;
    for (const doc of [...this.docs.values()]) {
      if (!isOpenTender(doc, now)) {
        this.remove(doc.id);
        removed++;
      }
    }
    return removed;
  }

  private changed(): void {
    this.sorted = new Map();
    this.allFacets = null;
  }

  /**
   * A search over the open tenders: `query` is the parsed tsquery of the keywords (null: no keywords). The criteria
   * must be the default scope (no statuses, not includeAll); the caller checks that.
   */
  search(c: SearchCriteria, query: QueryNode | null, options: { facets: boolean; now?: Date }): IndexSearchResult {
    const now = options.now ?? new Date();
    const offset = (c.page - 1) * c.limit;
    const want = offset + c.limit;
    const test = this.filter(c, now);
    if (query === null) {
      const facetsWanted = options.facets;
      if (isUnfiltered(c) || (!c.cpv.length && !c.regions.length)) {
        // Walk the presorted order: the page is the first matches met, the count needs the whole walk anyway.
        const order = this.presorted(c.sort === 'relevance' ? 'newest' : c.sort);
        const unfiltered = isUnfiltered(c);
        const page: IndexedTender[] = [];
        const matched: IndexedTender[] | null = facetsWanted && !unfiltered ? [] : null;
        let total = 0;
        for (const doc of order) {
          if (!test(doc)) continue;
          if (total >= offset && total < want) page.push(doc);
          total++;
          matched?.push(doc);
        }
        const facets = !facetsWanted ? null : unfiltered ? this.openFacets(order, now) : countFacets(matched!, now.getTime()).facets;
        return { total, page, facets };
      }
      // CPV or region filter: start from the smaller of their postings.
      const candidates = [
        c.cpv.length ? union(c.cpv.map((k) => this.byCpv.get(k))) : null,
        c.regions.length ? union(c.regions.map((k) => this.byRegion.get(k))) : null,
      ].filter((x): x is Set<IndexedTender> => x !== null);
      candidates.sort((a, b) => a.size - b.size);
      const docs = [...candidates[0]].filter(test);
      const page = topK(docs, want, SORT_ORDER[c.sort === 'relevance' ? 'newest' : c.sort]).slice(offset, want);
      return { total: docs.length, page, facets: facetsWanted ? countFacets(docs, now.getTime()).facets : null };
    }
    const matches = this.evaluate(query);
    const docs: IndexedTender[] = [];
    for (const doc of matches.keys()) if (test(doc)) docs.push(doc);
    let page: IndexedTender[];
    if (c.sort === 'relevance') {
      const scores = this.scores(docs, query);
      page = topK(docs, want, (a, b) => scores.get(b)! - scores.get(a)! || descNullsLast(a.publishedMs, b.publishedMs) || byId(a, b)).slice(
        offset,
        want,
      );
    } else {
      page = topK(docs, want, SORT_ORDER[c.sort]).slice(offset, want);
    }
    return { total: docs.length, page, facets: options.facets ? countFacets(docs, now.getTime()).facets : null };
  }

  /** Every filter but the keywords, as one test (the default scope: open now). */
  private filter(c: SearchCriteria, now: Date): (doc: IndexedTender) => boolean {
    const cpv = c.cpv.length ? new Set(c.cpv) : null;
    const regions = c.regions.length ? new Set(c.regions) : null;
    const buyer = c.buyer?.toLowerCase() ?? null;
    const closingFrom = c.closingFrom?.getTime() ?? null;
    const closingTo = c.closingTo?.getTime() ?? null;
    const publishedSince = c.publishedSince?.getTime() ?? null;
    return (doc) =>
      isOpenTender(doc, now) &&
      (cpv === null || doc.cpvPrefixes.some((p) => cpv.has(p))) &&
      (regions === null || doc.regions.some((r) => regions.has(r))) &&
      (buyer === null || doc.buyerLower.includes(buyer)) &&
      (closingFrom === null || (doc.closingMs !== null && doc.closingMs >= closingFrom)) &&
      (closingTo === null || (doc.closingMs !== null && doc.closingMs <= closingTo)) &&
      (publishedSince === null || (doc.publishedMs !== null && doc.publishedMs >= publishedSince)) &&
      (c.minValue === null || (doc.value !== null && doc.value >= c.minValue)) &&
      (c.maxValue === null || (doc.value !== null && doc.value <= c.maxValue)) &&
      (c.currency === null || doc.currency === c.currency);
  }

  private presorted(sort: keyof typeof SORT_ORDER): IndexedTender[] {
    let list = this.sorted.get(sort);
    if (!list) this.sorted.set(sort, (list = [...this.docs.values()].sort(SORT_ORDER[sort])));
    return list;
  }

  /** Facets of the whole open set: kept until a tender changes or the clock moves one across a bucket boundary. */
  private openFacets(all: IndexedTender[], now: Date): RawFacets {
    const t = now.getTime();
    if (this.allFacets && t < this.allFacets.validUntil) return this.allFacets.facets;
    const open = all.filter((doc) => isOpenTender(doc, now));
    this.allFacets = countFacets(open, t);
    return this.allFacets.facets;
  }

  private evaluate(node: QueryNode): Matches {
    switch (node.op) {
      case 'lexeme': {
        const out: Matches = new Map();
        for (const [doc, p] of this.postings.get(node.lexeme) ?? []) out.set(doc, p.positions);
        return out;
      }
      case 'or': {
        const out: Matches = new Map();
        for (const arg of node.args) {
          for (const [doc, pos] of this.evaluate(arg)) {
            const had = out.get(doc);
            out.set(doc, had && pos ? [...had, ...pos] : (had ?? pos));
          }
        }
        return out;
      }
      case 'and': {
        const positive = node.args.filter((a) => a.op !== 'not').map((a) => this.evaluate(a));
        const negative = node.args.filter((a): a is Extract<QueryNode, { op: 'not' }> => a.op === 'not').map((a) => this.evaluate(a.arg));
        let base: Matches;
        if (positive.length === 0) base = new Map([...this.docs.values()].map((d) => [d, null]));
        else {
          positive.sort((a, b) => a.size - b.size);
          base = new Map();
          for (const [doc, pos] of positive[0]) if (positive.every((m) => m.has(doc))) base.set(doc, pos);
        }
        for (const excluded of negative) for (const doc of excluded.keys()) base.delete(doc);
        return base;
      }
      case 'not': {
        const excluded = this.evaluate(node.arg);
        const out: Matches = new Map();
        for (const doc of this.docs.values()) if (!excluded.has(doc)) out.set(doc, null);
        return out;
      }
      case 'phrase': {
        const left = this.evaluate(node.left);
        const right = this.evaluate(node.right);
        const out: Matches = new Map();
        for (const [doc, rightPos] of right) {
          const leftPos = left.get(doc);
          if (!leftPos || !rightPos) continue;
          const starts = new Set(leftPos);
          const ends = rightPos.filter((p) => starts.has(p - node.distance));
          if (ends.length) out.set(doc, ends);
        }
        return out;
      }
    }
  }

  /** BM25 over the weighted term frequencies (title A 1.0, buyer B 0.4, description C 0.2). */
  private scores(docs: IndexedTender[], query: QueryNode): Map<IndexedTender, number> {
    const n = Math.max(1, this.docs.size);
    const avg = this.totalLength / n || 1;
    const terms = [...positiveLexemes(query)].map((lexeme) => {
      const list = this.postings.get(lexeme);
      const df = list?.size ?? 0;
      return { list, idf: Math.log(1 + (n - df + 0.5) / (df + 0.5)) };
    });
    const scores = new Map<IndexedTender, number>();
    for (const doc of docs) {
      let score = 0;
      const norm = K1 * (1 - B + (B * doc.length) / avg);
      for (const { list, idf } of terms) {
        const tf = list?.get(doc)?.tf;
        if (tf) score += (idf * tf * (K1 + 1)) / (tf + norm);
      }
      scores.set(doc, score);
    }
    return scores;
  }
}

function add<K, V>(map: Map<K, Set<V>>, key: K, value: V): void {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(value);
}

function union<T>(sets: Array<Set<T> | undefined>): Set<T> {
  const present = sets.filter((x): x is Set<T> => x !== undefined);
  if (present.length === 1) return present[0];
  const out = new Set<T>();
  for (const set of present) for (const item of set) out.add(item);
  return out;
}

function isUnfiltered(c: SearchCriteria): boolean {
  return (
    !c.cpv.length &&
    !c.regions.length &&
    c.buyer === null &&
    c.closingFrom === null &&
    c.closingTo === null &&
    c.publishedSince === null &&
    c.minValue === null &&
    c.maxValue === null &&
    c.currency === null
  );
}

/** The first `k` of `items` in `order` (a full sort when small; else a threshold pass then a sort of the few). */
export function topK<T>(items: T[], k: number, order: (a: T, b: T) => number): T[] {
  if (items.length <= k || items.length <= 256) return [...items].sort(order).slice(0, k);
  // Keep a sorted buffer of the best k; most items lose to its last one and cost one comparison.
  const best = items.slice(0, k).sort(order);
  for (let i = k; i < items.length; i++) {
    const item = items[i];
    if (order(item, best[k - 1]) >= 0) continue;
    let lo = 0;
    let hi = k - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (order(item, best[mid]) < 0) hi = mid;
      else lo = mid + 1;
    }
    best.splice(lo, 0, item);
    best.pop();
  }
  return best;
}

/** Counts as the SQL facet statement does; `validUntil` is when the clock moves a tender to another bucket. */
export function countFacets(docs: IndexedTender[], now: number): { facets: RawFacets; validUntil: number } {
  const status = new Map<string, number>();
  const cpv = new Map<string, number>();
  const region = new Map<string, number>();
  const buyer = new Map<string, number>();
  const closing = [0, 0, 0, 0, 0];
  const published = [0, 0, 0, 0, 0];
  const value = [0, 0, 0, 0, 0, 0];
  let validUntil = Infinity;
  const boundary = (at: number) => {
    if (at > now && at < validUntil) validUntil = at;
  };
  const inc = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  for (const d of docs) {
    inc(status, d.status);
    for (const div of d.cpvDivisions) inc(cpv, div);
    for (const r of d.regions) inc(region, r);
    if (d.buyerName !== null) inc(buyer, d.buyerName);
    const c = d.closingMs;
    if (c === null) closing[4]++;
    else {
      closing[c <= now ? 3 : c <= now + 7 * DAY ? 0 : c <= now + 30 * DAY ? 1 : 2]++;
      boundary(c);
      boundary(c - 7 * DAY);
      boundary(c - 30 * DAY);
    }
    const p = d.publishedMs;
    if (p === null) published[4]++;
    else {
      published[p > now - 7 * DAY ? 0 : p > now - 30 * DAY ? 1 : p > now - 365 * DAY ? 2 : 3]++;
      boundary(p + 7 * DAY);
      boundary(p + 30 * DAY);
      boundary(p + 365 * DAY);
    }
    const v = d.value;
    value[v === null ? 5 : v < 10_000 ? 0 : v < 100_000 ? 1 : v < 1_000_000 ? 2 : v < 10_000_000 ? 3 : 4]++;
  }
  const top = (map: Map<string, number>, n: number): Array<[string, number]> =>
    [...map].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).slice(0, n);
  return {
    facets: {
      matched: docs.length,
      status: top(status, 10),
      cpv: top(cpv, 20),
      region: top(region, 20),
      buyer: top(buyer, 10),
      closing,
      published,
      value,
    },
    validUntil,
  };
}
