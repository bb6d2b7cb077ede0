import { isOpenTender, type TenderStatus } from '@jointly/contracts';
import type { CpvCode } from '../../ocds/cpv/cpv';
import type { SearchCriteria } from '../search-criteria';
import { UnsupportedQueryError, parseTsvector, positiveLexemes, type QueryNode, type Weight } from './text-search';
import { textTrigrams, wordSimilar, wordSimilarity, type TextTrigrams } from './trigram';

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
  /** What the highlights are made from in Node (./headline.ts). */
  headlineText: string | null;
  cutWordLexeme?: string;
  titleEnd: number;
  descriptionOffset: number;
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
  /** `left(description, 1501)` (the highlights' source and one character more); absent in rows of unit tests. */
  headline_text?: string | null;
  /** `to_tsvector` of the word the 1,500-character cut splits, if any (see ./headline.ts). */
  cut_word_vector?: string | null;
  vector: string;
}

export const INDEX_COLUMNS =
  't.id, t.ocid, t.title, t.buyer_name, t.status, t.closing_date, t.published_at, t.value_amount, t.value_currency, t.cpv, ' +
  't.cpv_prefixes, t.cpv_divisions, t.regions, t.procurement_method, t.notice_url, t.source_publisher, ' +
  'left(t.description, 320) AS snippet, left(t.description, 1501) AS headline_text, ' +
  "CASE WHEN length(t.description) > 1500 THEN to_tsvector('english', substring(left(t.description, 1500) from '[A-Za-z0-9]+$'))::text END AS cut_word_vector, " +
  't.search_vector::text AS vector';

/**
 * Field weights in term frequency: a title word counts 15 times a description word, a buyer word 6 times (measured on
 * the judged set of bench:search: MRR 0.874 with ts_rank's own 1.0/0.4/0.2, 0.905 with these; ts_rank 0.917).
 */
const FIELD_WEIGHT: Record<Weight, number> = { A: 3, B: 1.2, C: 0.2, D: 0.1 };
/** BM25 parameters (the usual defaults). */
const K1 = 1.2;
const B = 0.75;

/**
 * One lexeme's postings: slots in increasing order (slots are handed out in increasing order, so appending keeps the
 * order), the weighted term frequency of each, and its positions (flattened; `posStart[i]`…`posStart[i + 1]`).
 */
interface Postings {
  slots: number[];
  tf: number[];
  posStart: number[];
  pos: number[];
}

/** Matches of a query node: slots in increasing order, and (inside phrases) the positions of the node's last word. */
interface Matches {
  slots: number[];
  positions: number[][] | null;
}

/** The partial and misspelt words of a search (the SQL path's approximate mode, search-sql.ts), as the index needs them. */
export interface ApproximateTerms {
  /** Trigrams of the plain words (./trigram.ts queryTrigrams): `title %> words`, `buyer_name %> words` and the ranking. */
  trigrams: Set<number>;
  /** `to_tsquery('english', 'word:* & …')` parsed with prefixes; null when there is none or it holds no lexeme. */
  prefix: QueryNode | null;
  /** `to_tsquery('english', 'excluded | …')` parsed; null when nothing is excluded. */
  excluded: QueryNode | null;
}

/** Necessary share of the words' trigrams a text must hold to be word-similar (0.6, less a margin for float rounding). */
const TRIGRAM_SHARE = 0.59;

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

export function toIndexedTender(row: IndexRow, lexemesOut?: Array<{ lexeme: string; tf: number; positions: number[] }>): IndexedTender {
  const lexemes = parseTsvector(row.vector);
  let length = 0;
  let titleEnd = 0;
  let descriptionOffset = 0;
  for (const [lexeme, entry] of lexemes) {
    let tf = 0;
    entry.weights.forEach((w, i) => {
      if (w === 'A' && entry.positions[i] > titleEnd) titleEnd = entry.positions[i];
      if ((w === 'A' || w === 'B') && entry.positions[i] > descriptionOffset) descriptionOffset = entry.positions[i];
    });
    for (const w of entry.weights) tf += FIELD_WEIGHT[w];
    length += tf;
    lexemesOut?.push({ lexeme, tf, positions: entry.positions });
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
    headlineText: row.headline_text ?? null,
    cutWordLexeme: cutWordLexeme(row.cut_word_vector),
    titleEnd,
    descriptionOffset,
  };
}

/** The lexeme of `to_tsvector(cut word)::text` ('' for a stop word); undefined when there is none to read. */
function cutWordLexeme(vector: string | null | undefined): string | undefined {
  if (vector === null || vector === undefined) return undefined;
  const lexemes = [...parseTsvector(vector).keys()];
  return lexemes.length === 0 ? '' : lexemes.length === 1 ? lexemes[0] : undefined;
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

/** Growable typed column. */
class Column {
  data: Float64Array;
  constructor(size = 1024) {
    this.data = new Float64Array(size);
  }
  set(i: number, v: number): void {
    if (i >= this.data.length) {
      const next = new Float64Array(Math.max(i + 1, this.data.length * 2));
      next.set(this.data);
      this.data = next;
    }
    this.data[i] = v;
  }
}

/** Strings to small numbers (buyers, regions, CPV stems and divisions, currencies). */
export class Interner {
  readonly ids = new Map<string, number>();
  readonly names: string[] = [];
  id(name: string): number {
    let id = this.ids.get(name);
    if (id === undefined) {
      id = this.names.length;
      this.ids.set(name, id);
      this.names.push(name);
    }
    return id;
  }
}

const EMPTY: Matches = { slots: [], positions: null };

/**
 * The tenders users search by default — the open ones (contracts' isOpenTender) — held in this process, in columns:
 * each tender has a slot (an update takes a new slot and leaves the old one dead until the next full rebuild) with its
 * dates and value in typed arrays; an inverted index of the stored `search_vector` lexemes (slots, weighted term
 * frequencies, positions for phrases) ranks by BM25F; postings per CPV stem and region narrow filters; each sort keeps
 * a presorted slot list; the facet counts of the whole open set are kept between changes. The database stays the
 * truth: the index is filled from it and re-read where rows changed (OpenTenderIndexSync).
 */
export class OpenTenderIndex {
  private docs: Array<IndexedTender | null> = [];
  /** Every slot's tender, dead ones included (presorted lists still hold dead slots and compare by them). */
  private everyDoc: IndexedTender[] = [];
  private slotOf = new Map<string, number>();
  private alive = 0;
  /** Dead slots (removed or replaced tenders) until the next full rebuild. */
  private dead = 0;
  private readonly closing = new Column();
  private readonly published = new Column();
  private readonly value = new Column();
  private readonly length = new Column();
  private readonly currencyId = new Column();
  private readonly buyerId = new Column();
  private readonly currencies = new Interner();
  private readonly buyers = new Interner();
  private readonly labels = new Interner();
  private divisionIds: number[][] = [];
  private regionIds: number[][] = [];
  private postings = new Map<string, Postings>();
  /** The lexemes in code-unit order (prefix lookups): sorted at the first lookup, new lexemes inserted in place. */
  private lexemeOrder: string[] | null = null;
  /** Slot → trigrams of its title and buyer name (null: not split here exactly as PostgreSQL does, see ./trigram.ts). */
  private titleTrigrams: Array<TextTrigrams | null> = [];
  /** Buyer id (interned name) → trigrams of the name; buyers repeat, so the buyer side works per name. */
  private buyerTrigrams: Array<TextTrigrams | null | undefined> = [];
  /** Buyer id → its slots, in slot order (dead ones included until a rebuild). */
  private slotsByBuyer = new Map<number, number[]>();
  /** Trigram → slots whose title holds it (buyer ids whose name holds it), in increasing order. */
  private byTitleTrigram = new Map<number, number[]>();
  private byBuyerTrigram = new Map<number, number[]>();
  /** Live slots with a title or buyer name the trigram matching cannot judge exactly. */
  private inexact = new Set<number>();
  private byCpv = new Map<string, number[]>();
  /**
   * Marking arrays: the CPV and the region filter's (membership), and the approximate search's candidates; and the
   * last stamp given (a float64 counter: 2^53 stamps before it could repeat, so the arrays are never cleared).
   */
  private readonly marks: [Float64Array, Float64Array, Float64Array] = [new Float64Array(0), new Float64Array(0), new Float64Array(0)];
  private stamp = 0;
  private byRegion = new Map<string, number[]>();
  private totalLength = 0;
  private sorted = new Map<keyof typeof SORT_ORDER, Int32Array>();
  private allFacets: { facets: RawFacets; validUntil: number } | null = null;
  /**
   * Slot-indexed scores, reused by every ranked search (searches are synchronous; the slots scored are zeroed after):
   * a new array per search would be a large-object allocation (8 bytes a slot) each time.
   */
  private scratchScores = new Float64Array(0);

  get size(): number {
    return this.alive;
  }

  /** Slots of replaced or removed tenders, kept until the next full re-read. */
  get deadSlots(): number {
    return this.dead;
  }

  has(id: string): boolean {
    return this.slotOf.has(id);
  }

  /** Positions of `lexeme` in the stored vector of tender `id` (empty when it has none; null when not indexed). */
  positions(id: string, lexeme: string): number[] | null {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return null;
    const list = this.postings.get(lexeme);
    if (!list) return [];
    let lo = 0;
    let hi = list.slots.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (list.slots[mid] < slot) lo = mid + 1;
      else hi = mid;
    }
    return list.slots[lo] === slot ? list.pos.slice(list.posStart[lo], list.posStart[lo + 1]) : [];
  }

  clear(): void {
    this.docs = [];
    this.everyDoc = [];
    this.slotOf = new Map();
    this.alive = 0;
    this.dead = 0;
    this.divisionIds = [];
    this.regionIds = [];
    this.postings = new Map();
    this.lexemeOrder = null;
    this.titleTrigrams = [];
    this.buyerTrigrams = [];
    this.slotsByBuyer = new Map();
    this.byTitleTrigram = new Map();
    this.byBuyerTrigram = new Map();
    this.inexact = new Set();
    this.byCpv = new Map();
    this.byRegion = new Map();
    this.totalLength = 0;
    this.changed();
  }

  /** Adds or replaces a tender; one that is not open (now) is removed instead. */
  upsert(row: IndexRow, now = new Date()): void {
    this.remove(row.id);
    if (!isOpenTender({ status: row.status, closingDate: row.closing_date }, now)) return;
    const lexemes: Array<{ lexeme: string; tf: number; positions: number[] }> = [];
    const doc = toIndexedTender(row, lexemes);
    const slot = this.docs.length;
    this.docs.push(doc);
    this.everyDoc.push(doc);
    this.slotOf.set(doc.id, slot);
    this.alive++;
    this.closing.set(slot, doc.closingMs ?? NaN);
    this.published.set(slot, doc.publishedMs ?? NaN);
    this.value.set(slot, doc.value ?? NaN);
    this.length.set(slot, doc.length);
    this.currencyId.set(slot, doc.currency === null ? -1 : this.currencies.id(doc.currency));
    this.buyerId.set(slot, doc.buyerName === null ? -1 : this.buyers.id(doc.buyerName));
    this.divisionIds.push(doc.cpvDivisions.map((d) => this.labels.id(d)));
    this.regionIds.push(doc.regions.map((r) => this.labels.id(r)));
    this.totalLength += doc.length;
    for (const { lexeme, tf, positions } of lexemes) {
      let list = this.postings.get(lexeme);
      if (!list) {
        this.postings.set(lexeme, (list = { slots: [], tf: [], posStart: [0], pos: [] }));
        if (this.lexemeOrder) this.lexemeOrder.splice(lowerBound(this.lexemeOrder, lexeme), 0, lexeme);
      }
      list.slots.push(slot);
      list.tf.push(tf);
      for (const p of positions) list.pos.push(p);
      list.posStart.push(list.pos.length);
    }
    const title = textTrigrams(doc.title);
    const buyerId = this.buyerId.data[slot];
    let buyer: TextTrigrams | null = null;
    if (buyerId >= 0) {
      buyer = this.buyerTrigrams[buyerId] ?? null;
      if (this.buyerTrigrams[buyerId] === undefined) {
        this.buyerTrigrams[buyerId] = buyer = textTrigrams(doc.buyerName!);
        for (const key of buyer?.distinct ?? []) push(this.byBuyerTrigram, key, buyerId);
      }
      push(this.slotsByBuyer, buyerId, slot);
    }
    this.titleTrigrams.push(title);
    if (title === null || (buyerId >= 0 && buyer === null)) this.inexact.add(slot);
    for (const key of title?.distinct ?? []) push(this.byTitleTrigram, key, slot);
    for (const prefix of doc.cpvPrefixes) push(this.byCpv, prefix, slot);
    for (const region of doc.regions) push(this.byRegion, region, slot);
    // Presorted lists take the new slot at its place (a binary search and one copy) rather than a re-sort.
    const every = this.everyDoc;
    for (const [sort, list] of this.sorted)
      this.sorted.set(
        sort,
        insertSorted(list, slot, (a, b) => SORT_ORDER[sort](every[a], every[b])),
      );
    this.allFacets = null;
  }

  remove(id: string): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.slotOf.delete(id);
    this.totalLength -= this.docs[slot]!.length;
    this.docs[slot] = null;
    this.inexact.delete(slot);
    this.alive--;
    this.dead++;
    // Presorted lists keep the dead slot; every walk skips it.
    this.allFacets = null;
  }

  /** Drops tenders whose closing date has passed (they are no longer open). */
  prune(now = new Date()): number {
    let removed = 0;
    for (const [id, slot] of [...this.slotOf]) {
      if (!isOpenTender(this.docs[slot]!, now)) {
        this.remove(id);
        removed++;
      }
    }
    return removed;
  }

  private changed(): void {
    if (this.sorted.size) this.sorted = new Map();
    this.allFacets = null;
  }

  /** Live slot and open at `now` (isOpenTender on the columns: active is implied by being indexed). */
  private isOpen(slot: number, nowMs: number): boolean {
    if (this.docs[slot] === null) return false;
    const c = this.closing.data[slot];
    return c !== c || c > nowMs;
  }

  /**
   * A search over the open tenders: `query` is the parsed tsquery of the keywords (null: no keywords). The criteria
   * must be the default scope (no statuses, not includeAll); the caller checks that.
   */
  search(c: SearchCriteria, query: QueryNode | null, options: { facets: boolean; now?: Date }): IndexSearchResult {
    const now = options.now ?? new Date();
    const nowMs = now.getTime();
    const offset = (c.page - 1) * c.limit;
    const want = offset + c.limit;
    const test = this.filter(c, nowMs);
    const sort = c.sort === 'relevance' && query === null ? 'newest' : c.sort;
    let matched: number[] | null;
    if (query !== null) {
      matched = this.evaluate(query).slots.filter(test);
    } else if (c.cpv.length || c.regions.length) {
      const lists = [
        c.cpv.length ? unionSorted(c.cpv.map((k) => this.byCpv.get(k) ?? [])) : null,
        c.regions.length ? unionSorted(c.regions.map((k) => this.byRegion.get(k) ?? [])) : null,
      ].filter((x): x is number[] => x !== null);
      lists.sort((a, b) => a.length - b.length);
      matched = lists[0].filter(test);
    } else if ((matched = this.byRange(c, test)) !== null) {
      // A value, closing or published range narrow enough: its slots from that order's presorted list (below).
    } else {
      // Walk the presorted order: the page is the first matches met, the count needs the whole walk anyway.
      const order = this.presorted(sort as keyof typeof SORT_ORDER);
      const unfiltered = isUnfiltered(c);
      const page: IndexedTender[] = [];
      const all: number[] | null = options.facets && !unfiltered ? [] : null;
      let total = 0;
      for (let i = 0; i < order.length; i++) {
        const slot = order[i];
        if (!test(slot)) continue;
        if (total >= offset && total < want) page.push(this.docs[slot]!);
        total++;
        all?.push(slot);
      }
      const facets = !options.facets ? null : unfiltered ? this.openFacets(order, nowMs) : this.countFacets(all!, nowMs).facets;
      return { total, page, facets };
    }
    let page: number[];
    if (sort === 'relevance') {
      const scores = this.scores(matched, query!);
      try {
        const id = (s: number) => this.docs[s]!.id;
        const pub = this.published.data;
        const order = (a: number, b: number) =>
          scores[b] - scores[a] || descNaNLast(pub[a], pub[b]) || (id(a) < id(b) ? -1 : id(a) > id(b) ? 1 : 0);
        // Only the matches scoring between the (offset + 1)-th and the want-th best scores can be on the page: two
        // selections over the scores, then the full order (score, newest, id) over those few, whatever the offset.
        // The ones scoring above the (offset + 1)-th best all come before the page.
        if (matched.length <= offset) page = [];
        else {
          const high = offset === 0 ? Infinity : kthLargest(matched, scores, offset + 1);
          const low = kthLargest(matched, scores, want);
          let above = 0;
          const between: number[] = [];
          for (const slot of matched) {
            const score = scores[slot];
            if (score > high) above++;
            else if (score >= low) between.push(slot);
          }
          page = between.sort(order).slice(offset - above, want - above);
        }
      } finally {
        for (const slot of matched) scores[slot] = 0;
      }
    } else if (matched.length > 2_000) {
      // Many matches: walk the presorted order over a mask of them rather than sort them.
      const mask = new Uint8Array(this.docs.length);
      for (const slot of matched) mask[slot] = 1;
      const order = this.presorted(sort);
      page = [];
      let seen = 0;
      for (let i = 0; i < order.length && seen < want; i++) {
        if (mask[order[i]] !== 1) continue;
        if (seen >= offset) page.push(order[i]);
        seen++;
      }
    } else {
      const order = SORT_ORDER[sort];
      page = topK(matched, want, (a, b) => order(this.docs[a]!, this.docs[b]!)).slice(offset, want);
    }
    return {
      total: matched.length,
      page: page.map((s) => this.docs[s]!),
      facets: options.facets ? this.countFacets(matched, nowMs).facets : null,
    };
  }

  /**
   * The matches of a search without keywords, CPV or region whose value, closing or published range is the narrowest
   * way in: that range is one stretch of its presorted list (binary searches), every other filter is tested on it.
   * Null when there is no range, or it holds more than a quarter of the slots (walking the sort's order is as cheap).
   */
  private byRange(c: SearchCriteria, test: (slot: number) => boolean): number[] | null {
    let best: { order: Int32Array; from: number; to: number } | null = null;
    const consider = (sort: keyof typeof SORT_ORDER, column: Float64Array, min: number | null, max: number | null, descending: boolean) => {
      if (min === null && max === null) return;
      const order = this.presorted(sort);
      const [from, to] = rangeIn(order, column, min, max, descending);
      if (best === null || to - from < best.to - best.from) best = { order, from, to };
    };
    consider('value-low', this.value.data, c.minValue, c.maxValue, false);
    consider('closing-soonest', this.closing.data, c.closingFrom?.getTime() ?? null, c.closingTo?.getTime() ?? null, false);
    consider('newest', this.published.data, c.publishedSince?.getTime() ?? null, null, true);
    const found = best as { order: Int32Array; from: number; to: number } | null;
    if (found === null || (found.to - found.from) * 4 > found.order.length) return null;
    const matched: number[] = [];
    for (let i = found.from; i < found.to; i++) if (test(found.order[i])) matched.push(found.order[i]);
    return matched;
  }

  /** Every filter but the keywords, as one test over a slot (the default scope: open now). */
  private filter(c: SearchCriteria, nowMs: number): (slot: number) => boolean {
    const cpv = c.cpv.length
      ? this.membership(
          c.cpv.map((k) => this.byCpv.get(k) ?? []),
          0,
        )
      : null;
    const regions = c.regions.length
      ? this.membership(
          c.regions.map((k) => this.byRegion.get(k) ?? []),
          1,
        )
      : null;
    const buyer = c.buyer?.toLowerCase() ?? null;
    const closingFrom = c.closingFrom?.getTime() ?? null;
    const closingTo = c.closingTo?.getTime() ?? null;
    const publishedSince = c.publishedSince?.getTime() ?? null;
    const currency = c.currency === null ? null : (this.currencies.ids.get(c.currency) ?? -2);
    const closing = this.closing.data;
    const published = this.published.data;
    const value = this.value.data;
    const currencyId = this.currencyId.data;
    const { minValue, maxValue } = c;
    // NaN (no date, no value) fails every comparison, as NULL fails them in SQL.
    return (slot) =>
      this.isOpen(slot, nowMs) &&
      (cpv === null || cpv(slot)) &&
      (regions === null || regions(slot)) &&
      (buyer === null || this.docs[slot]!.buyerLower.includes(buyer)) &&
      (closingFrom === null || closing[slot] >= closingFrom) &&
      (closingTo === null || closing[slot] <= closingTo) &&
      (publishedSince === null || published[slot] >= publishedSince) &&
      (minValue === null || value[slot] >= minValue) &&
      (maxValue === null || value[slot] <= maxValue) &&
      (currency === null || currencyId[slot] === currency);
  }

  /**
   * Whether a slot is in one of the (ascending) posting lists. A ranked or approximate search tests a few candidates:
   * a binary search in each list answers those; past MASK_AFTER tests (a walk over many slots) the lists' slots are
   * stamped in one of two marking arrays kept by the index (`which`: the CPV and the region filter), with a stamp
   * new to this search, and the stamp answers the rest. Nothing is allocated per search; a test is only valid during
   * the (synchronous) search that made it, as the next search's stamps replace these.
   */
  private membership(lists: number[][], which: 0 | 1): (slot: number) => boolean {
    let stamps: Float64Array | null = null;
    let stamp = 0;
    let tests = 0;
    return (slot) => {
      if (stamps === null && ++tests > MASK_AFTER) {
        stamp = ++this.stamp;
        stamps = this.marking(which, this.docs.length);
        for (const list of lists) for (const s of list) stamps[s] = stamp;
      }
      if (stamps !== null) return stamps[slot] === stamp;
      for (const list of lists) if (sortedIncludes(list, slot)) return true;
      return false;
    };
  }

  /** Marking array `which` (see `marks`), grown to hold at least `size` entries. */
  private marking(which: 0 | 1 | 2, size: number): Float64Array {
    if (this.marks[which].length < size) this.marks[which] = new Float64Array(Math.ceil(size * 1.25));
    return this.marks[which];
  }

  private presorted(sort: keyof typeof SORT_ORDER): Int32Array {
    let list = this.sorted.get(sort);
    if (!list) {
      const order = SORT_ORDER[sort];
      const slots = [...this.slotOf.values()].sort((a, b) => order(this.docs[a]!, this.docs[b]!));
      // (Dead slots are left out here and skipped by every walk once they die later.)
      this.sorted.set(sort, (list = Int32Array.from(slots)));
    }
    return list;
  }

  /** Facets of the whole open set: kept until a tender changes or the clock moves one across a bucket boundary. */
  private openFacets(all: Int32Array, nowMs: number): RawFacets {
    if (this.allFacets && nowMs < this.allFacets.validUntil) return this.allFacets.facets;
    const open: number[] = [];
    for (let i = 0; i < all.length; i++) if (this.isOpen(all[i], nowMs)) open.push(all[i]);
    this.allFacets = this.countFacets(open, nowMs);
    return this.allFacets.facets;
  }

  private evaluate(node: QueryNode): Matches {
    switch (node.op) {
      case 'lexeme': {
        if (node.prefix) return { slots: this.prefixSlots(node.lexeme), positions: null };
        const list = this.postings.get(node.lexeme);
        if (!list) return EMPTY;
        return { slots: this.dead === 0 ? list.slots : list.slots.filter((s) => this.docs[s] !== null), positions: null };
      }
      case 'or': {
        const parts = node.args.map((a) => this.evaluate(a));
        return { slots: unionSorted(parts.map((p) => p.slots)), positions: null };
      }
      case 'and': {
        const positive = node.args.filter((a) => a.op !== 'not').map((a) => this.evaluate(a));
        const negative = node.args.filter((a): a is Extract<QueryNode, { op: 'not' }> => a.op === 'not').map((a) => this.evaluate(a.arg));
        let slots: number[];
        if (positive.length === 0) slots = [...this.slotOf.values()].sort((a, b) => a - b);
        else {
          positive.sort((a, b) => a.slots.length - b.slots.length);
          slots = positive[0].slots;
          for (let i = 1; i < positive.length; i++) slots = intersectSorted(slots, positive[i].slots);
        }
        for (const excluded of negative) slots = differenceSorted(slots, excluded.slots);
        return { slots, positions: null };
      }
      case 'not': {
        const all = [...this.slotOf.values()].sort((a, b) => a - b);
        return { slots: differenceSorted(all, this.evaluate(node.arg).slots), positions: null };
      }
      case 'phrase': {
        const left = this.phraseSide(node.left);
        const right = this.phraseSide(node.right);
        const slots: number[] = [];
        const positions: number[][] = [];
        let i = 0;
        let j = 0;
        while (i < left.slots.length && j < right.slots.length) {
          const a = left.slots[i];
          const b = right.slots[j];
          if (a < b) i++;
          else if (a > b) j++;
          else {
            const starts = new Set(left.positions![i]);
            const ends = right.positions![j].filter((p) => starts.has(p - node.distance));
            if (ends.length) {
              slots.push(a);
              positions.push(ends);
            }
            i++;
            j++;
          }
        }
        return { slots, positions };
      }
    }
  }

  /** A phrase operand with positions: a lexeme's from its postings, a nested phrase's from itself. */
  private phraseSide(node: QueryNode): Matches {
    if (node.op === 'phrase') return this.evaluate(node);
    if (node.op !== 'lexeme' || node.prefix) throw new UnsupportedQueryError('only whole words and phrases inside a phrase');
    const list = this.postings.get(node.lexeme);
    if (!list) return { slots: [], positions: [] };
    const slots: number[] = [];
    const positions: number[][] = [];
    for (let k = 0; k < list.slots.length; k++) {
      if (this.docs[list.slots[k]] === null) continue;
      slots.push(list.slots[k]);
      positions.push(list.pos.slice(list.posStart[k], list.posStart[k + 1]));
    }
    return { slots, positions };
  }

  /** Live slots holding a lexeme that starts with `prefix` (a `'prefix':*` of a tsquery), in slot order. */
  private prefixSlots(prefix: string): number[] {
    const order = (this.lexemeOrder ??= [...this.postings.keys()].sort());
    const lists: number[][] = [];
    for (let i = lowerBound(order, prefix); i < order.length && order[i].startsWith(prefix); i++)
      lists.push(this.postings.get(order[i])!.slots);
    const slots = lists.length === 1 ? lists[0] : unionSorted(lists.length ? lists : [[]]);
    return this.dead === 0 ? slots : slots.filter((s) => this.docs[s] !== null);
  }

  /**
   * The partial and misspelt words fallback over the open tenders, matched and ordered as the SQL path's approximate
   * mode does (search-sql.ts): a tender matches when every filter holds, none of the excluded words is in its text, and
   * its text has a word starting with each searched word (the prefix query) or its title or buyer name is word-similar
   * to the words (`%>`); relevance is the greater word similarity of title and buyer, then newest, then id. Null when
   * it cannot answer exactly as PostgreSQL would: more than `cap` tenders match (PostgreSQL's count is then an estimate
   * and its candidates a cut), or a tender that passes the filters has a title or buyer name ./trigram.ts cannot split
   * exactly as PostgreSQL does.
   */
  approximateSearch(
    c: SearchCriteria,
    terms: ApproximateTerms,
    options: { facets: boolean; cap: number; now?: Date },
  ): IndexSearchResult | null {
    const nowMs = (options.now ?? new Date()).getTime();
    const test = this.filter(c, nowMs);
    const excluded = terms.excluded ? new Set(this.evaluate(terms.excluded).slots) : null;
    const passes = (slot: number) => test(slot) && !excluded?.has(slot);
    for (const slot of this.inexact) if (passes(slot)) return null;
    const prefixed = terms.prefix ? this.evaluate(terms.prefix).slots : [];
    // Tenders whose title (buyer name) may be word-similar: a similarity is at most the share of the words' trigrams the
    // text holds, so a similar text holds at least `need` of them, hence one of any (size − need + 1): the rarest ones.
    const size = terms.trigrams.size;
    const need = Math.ceil(TRIGRAM_SHARE * size);
    const similarCandidates = (byTrigram: Map<number, number[]>, ids: number): number[] => {
      if (size === 0) return [];
      const lists = [...terms.trigrams].map((key) => byTrigram.get(key) ?? []).sort((a, b) => a.length - b.length);
      const out: number[] = [];
      const stamp = ++this.stamp;
      const taken = this.marking(2, ids);
      for (const list of lists.slice(0, size - need + 1))
        for (const x of list)
          if (taken[x] !== stamp) {
            taken[x] = stamp;
            out.push(x);
          }
      return out;
    };
    const byTitle = similarCandidates(this.byTitleTrigram, this.docs.length);
    const byBuyer = similarCandidates(this.byBuyerTrigram, this.buyerTrigrams.length); // buyer ids
    const matched: number[] = [];
    const seen = new Set<number>();
    /** False once more than the cap match (the caller then declines). */
    const consider = (slot: number, similar: () => boolean): boolean => {
      if (seen.has(slot) || !passes(slot) || !similar()) return true;
      seen.add(slot);
      matched.push(slot);
      return matched.length <= options.cap;
    };
    for (const slot of prefixed) if (!consider(slot, () => true)) return null;
    for (const slot of byTitle) if (!consider(slot, () => wordSimilar(terms.trigrams, this.titleTrigrams[slot]!))) return null;
    for (const buyer of byBuyer) {
      if (!wordSimilar(terms.trigrams, this.buyerTrigrams[buyer]!)) continue;
      for (const slot of this.slotsByBuyer.get(buyer) ?? []) if (!consider(slot, () => true)) return null;
    }
    matched.sort((a, b) => a - b);
    const offset = (c.page - 1) * c.limit;
    const want = offset + c.limit;
    let page: number[];
    if (c.sort === 'relevance') {
      const rank = new Map<number, number>();
      for (const slot of matched) {
        const title = wordSimilarity(terms.trigrams, this.titleTrigrams[slot]!);
        const buyerId = this.buyerId.data[slot];
        const buyer = buyerId < 0 ? 0 : wordSimilarity(terms.trigrams, this.buyerTrigrams[buyerId]!);
        rank.set(slot, title > buyer ? title : buyer);
      }
      const pub = this.published.data;
      const id = (s: number) => this.docs[s]!.id;
      page = topK(
        matched,
        want,
        (a, b) => rank.get(b)! - rank.get(a)! || descNaNLast(pub[a], pub[b]) || (id(a) < id(b) ? -1 : id(a) > id(b) ? 1 : 0),
      ).slice(offset, want);
    } else {
      const order = SORT_ORDER[c.sort];
      page = topK(matched, want, (a, b) => order(this.docs[a]!, this.docs[b]!)).slice(offset, want);
    }
    return {
      total: matched.length,
      page: page.map((s) => this.docs[s]!),
      facets: options.facets ? this.countFacets(matched, nowMs).facets : null,
    };
  }

  /** BM25 over the weighted term frequencies (FIELD_WEIGHT), into a slot-indexed array (the caller zeroes `matched` in it). */
  private scores(matched: number[], query: QueryNode): Float64Array {
    const n = Math.max(1, this.alive);
    const avg = this.totalLength / n || 1;
    if (this.scratchScores.length < this.docs.length) this.scratchScores = new Float64Array(Math.max(1024, this.docs.length * 1.25));
    const scores = this.scratchScores;
    const length = this.length.data;
    for (const lexeme of positiveLexemes(query)) {
      const list = this.postings.get(lexeme);
      if (!list) continue;
      const idf = Math.log(1 + (n - list.slots.length + 0.5) / (list.slots.length + 0.5));
      // Both lists are in slot order: one merge pass.
      let j = 0;
      for (const slot of matched) {
        while (j < list.slots.length && list.slots[j] < slot) j++;
        if (j < list.slots.length && list.slots[j] === slot) {
          const tf = list.tf[j];
          scores[slot] += (idf * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * length[slot]) / avg));
        }
      }
    }
    return scores;
  }

  /** Counts as the SQL facet statement does; `validUntil` is when the clock moves a tender to another bucket. */
  private countFacets(slots: ArrayLike<number>, now: number): { facets: RawFacets; validUntil: number } {
    let active = 0;
    const labels = new Int32Array(this.labels.names.length);
    const regionCounts = new Int32Array(this.labels.names.length);
    const buyerCounts = new Int32Array(this.buyers.names.length);
    const closing = [0, 0, 0, 0, 0];
    const published = [0, 0, 0, 0, 0];
    const value = [0, 0, 0, 0, 0, 0];
    let validUntil = Infinity;
    const boundary = (at: number) => {
      if (at > now && at < validUntil) validUntil = at;
    };
    for (let i = 0; i < slots.length; i++) {
      const s = slots[i];
      active++;
      for (const d of this.divisionIds[s]) labels[d]++;
      for (const r of this.regionIds[s]) regionCounts[r]++;
      const b = this.buyerId.data[s];
      if (b >= 0) buyerCounts[b]++;
      const c = this.closing.data[s];
      if (c !== c) closing[4]++;
      else {
        closing[c <= now ? 3 : c <= now + 7 * DAY ? 0 : c <= now + 30 * DAY ? 1 : 2]++;
        boundary(c);
        boundary(c - 7 * DAY);
        boundary(c - 30 * DAY);
      }
      const p = this.published.data[s];
      if (p !== p) published[4]++;
      else {
        published[p > now - 7 * DAY ? 0 : p > now - 30 * DAY ? 1 : p > now - 365 * DAY ? 2 : 3]++;
        boundary(p + 7 * DAY);
        boundary(p + 30 * DAY);
        boundary(p + 365 * DAY);
      }
      const v = this.value.data[s];
      value[v !== v ? 5 : v < 10_000 ? 0 : v < 100_000 ? 1 : v < 1_000_000 ? 2 : v < 10_000_000 ? 3 : 4]++;
    }
    const top = (counts: Int32Array, names: string[], n: number): Array<[string, number]> => {
      const out: Array<[string, number]> = [];
      for (let i = 0; i < counts.length; i++) if (counts[i] > 0) out.push([names[i], counts[i]]);
      return out.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).slice(0, n);
    };
    return {
      facets: {
        matched: slots.length,
        status: active ? [['active', active]] : [],
        cpv: top(labels, this.labels.names, 20),
        region: top(regionCounts, this.labels.names, 20),
        buyer: top(buyerCounts, this.buyers.names, 10),
        closing,
        published,
        value,
      },
      validUntil,
    };
  }
}

const descNaNLast = (x: number, y: number) => (x === y ? 0 : x !== x ? 1 : y !== y ? -1 : y - x);

/** Tests of a filter's CPV or region membership answered by binary search before a mask is made (see membership). */
const MASK_AFTER = 64;

/** Whether an ascending list holds `value`. */
function sortedIncludes(list: number[], value: number): boolean {
  let lo = 0;
  let hi = list.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const at = list[mid];
    if (at === value) return true;
    if (at < value) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

function push<K>(map: Map<K, number[]>, key: K, slot: number): void {
  let list = map.get(key);
  if (!list) map.set(key, (list = []));
  list.push(slot);
}

/** The first index of a sorted list of strings whose item is not below `value`. */
function lowerBound(sorted: string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function insertSorted(list: Int32Array, slot: number, order: (a: number, b: number) => number): Int32Array {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (order(list[mid], slot) < 0) lo = mid + 1;
    else hi = mid;
  }
  const out = new Int32Array(list.length + 1);
  out.set(list.subarray(0, lo));
  out[lo] = slot;
  out.set(list.subarray(lo), lo + 1);
  return out;
}

/**
 * The stretch `[from, to)` of a presorted list (`column` ascending, or descending, with the slots without a value last)
 * whose values lie in `[min, max]` (either bound may be open).
 */
export function rangeIn(
  order: Int32Array,
  column: Float64Array,
  min: number | null,
  max: number | null,
  descending: boolean,
): [number, number] {
  // First index where `past(value)` holds; `past` must be false then true along the list (NaN counts as past).
  const first = (past: (v: number) => boolean): number => {
    let lo = 0;
    let hi = order.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const v = column[order[mid]];
      if (v !== v || past(v)) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  };
  const end = first(() => false);
  if (!descending) {
    const from = min === null ? 0 : first((v) => v >= min);
    const to = max === null ? end : first((v) => v > max);
    return [from, Math.max(from, to)];
  }
  const from = max === null ? 0 : first((v) => v <= max);
  const to = min === null ? end : first((v) => v < min);
  return [from, Math.max(from, to)];
}

function intersectSorted(a: number[], b: number[]): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] < b[j]) i++;
    else if (a[i] > b[j]) j++;
    else {
      out.push(a[i]);
      i++;
      j++;
    }
  }
  return out;
}

function differenceSorted(a: number[], b: number[]): number[] {
  const out: number[] = [];
  let j = 0;
  for (const x of a) {
    while (j < b.length && b[j] < x) j++;
    if (j >= b.length || b[j] !== x) out.push(x);
  }
  return out;
}

function unionSorted(lists: number[][]): number[] {
  if (lists.length === 1) return lists[0];
  let total = 0;
  let max = -1;
  for (const list of lists) {
    total += list.length;
    if (list.length && list[list.length - 1] > max) max = list[list.length - 1];
  }
  if (total * 8 < max) {
    const set = new Set<number>();
    for (const list of lists) for (const x of list) set.add(x);
    return [...set].sort((a, b) => a - b);
  }
  // Many items: mark them, then read the marks in order (linear, no sort).
  const mark = new Uint8Array(max + 1);
  for (const list of lists) for (const x of list) mark[x] = 1;
  const out: number[] = [];
  for (let x = 0; x <= max; x++) if (mark[x] === 1) out.push(x);
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

/**
 * The `k`-th largest of `scores[slot]` over `slots` (-Infinity when there are fewer than `k`): every slot among the best
 * `k` scores at least this. A selection (quickselect) over a copy, linear on average.
 */
export function kthLargest(slots: ArrayLike<number>, scores: ArrayLike<number>, k: number): number {
  const n = slots.length;
  if (n < k) return -Infinity;
  const values = new Float64Array(n);
  for (let i = 0; i < n; i++) values[i] = scores[slots[i]];
  return kthLargestOf(values, k);
}

/** The `k`-th largest of `values` (1 ≤ k ≤ its length; no NaN), by quickselect: linear on average; reorders `values`. */
export function kthLargestOf(values: Float64Array, k: number): number {
  // Descending order: the answer is at index k - 1.
  const target = k - 1;
  let lo = 0;
  let hi = values.length - 1;
  while (lo < hi) {
    const pivot = values[(lo + hi) >> 1];
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (values[i] > pivot) i++;
      while (values[j] < pivot) j--;
      if (i <= j) {
        const t = values[i];
        values[i] = values[j];
        values[j] = t;
        i++;
        j--;
      }
    }
    if (target <= j) hi = j;
    else if (target >= i) lo = i;
    else break;
  }
  return values[target];
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
