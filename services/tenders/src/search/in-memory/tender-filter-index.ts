import { TENDER_STATUSES, type TenderStatus } from '@jointly/contracts';
import type { SearchCriteria } from '../search-criteria';
import { Interner, kthLargestOf, topK, type RawFacets } from './open-tender-index';
import { TenderText, gallop, mergeSorted, type TextQuery } from './tender-text';
import type { QueryNode } from './text-search';

/** One row as read from tenders.tender by {@link FILTER_COLUMNS}. */
export interface FilterRow {
  id: string;
  status: TenderStatus;
  closing_date: Date | string | null;
  published_at: Date | string | null;
  value_amount: string | number | null;
  value_currency: string | null;
  buyer_name: string | null;
  cpv_prefixes: string[] | null;
  cpv_divisions: string[] | null;
  regions: string[] | null;
  /** The stored `search_vector` as text (keyword searches); absent: the tender has no text here. */
  vector?: string | null;
}

export const FILTER_COLUMNS =
  't.id, t.status, t.closing_date, t.published_at, t.value_amount, t.value_currency, t.buyer_name, t.cpv_prefixes, t.cpv_divisions, t.regions, ' +
  't.search_vector::text AS vector';

export interface FilterSearchResult {
  total: number;
  /** The page's tender ids, in the sort's order. */
  page: string[];
  facets: RawFacets | null;
}

const DAY = 86_400_000;
const STATUS_ID = new Map<string, number>(TENDER_STATUSES.map((s, i) => [s, i]));

/**
 * A growable list of whole numbers: a posting list (slots in increasing order — slots are handed out in increasing
 * order, so appending keeps it sorted), or the flat overflow labels.
 */
class IntList {
  length = 0;
  data: Int32Array = new Int32Array(16);
  static of(slots: Int32Array): IntList {
    const list = new IntList();
    list.data = slots;
    list.length = slots.length;
    return list;
  }
  push(slot: number): void {
    if (this.length === this.data.length) {
      const next = new Int32Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = slot;
  }
  /** Appends a count and its items per list; answers where they start. */
  append(...lists: number[][]): number {
    const at = this.length;
    for (const list of lists) {
      this.push(list.length);
      for (const item of list) this.push(item);
    }
    return at;
  }
}

const toMs = (d: Date | string | null): number => (d === null ? NaN : new Date(d).getTime());

/**
 * One tender's record: 8 float64 (64 bytes, about one cache line), so a filter test and its facet counts read one line
 * per tender rather than one per column (the columns of a million tenders are far larger than the CPU caches).
 */
const STRIDE = 8;
/** Record fields. */
const CODES = 0; // status (3 bits, DEAD when removed) | divisions inline (2 bits) | regions inline (2 bits) | currency + 1 (<< 7)
const BUYER = 1; // buyer id, -1 for none
const DIVISIONS = 2; // the first two division label ids (16 bits each), when inline
const REGIONS = 3; // the first two region label ids, when inline
const CLOSING = 4;
const PUBLISHED = 5;
const VALUE = 6;
const LABELS = 7; // where the slot's labels start in `overflow`, when a count is OVERFLOW
const DEAD = 7;
/** A label count above 2 (or a label id past 16 bits): the slot's labels are in the overflow lists. */
const OVERFLOW = 3;

/**
 * Every tender, whatever its status, held in this process as filter fields only (no text), one record a tender, with
 * sorted posting lists per CPV stem and region. It answers the searches over every status (`status=` or
 * `includeAll`) without keywords that PostgreSQL answers slowest — a CPV or region filter over a million tenders,
 * with facets — exactly: the count, the facets and the page's ids in the sort's order (the caller reads the page's
 * rows by id). Each tender has a slot; an update takes a new slot and leaves the old one dead until the next full read
 * (TenderIndexSync). About 100 bytes a tender plus its id (a million tenders: 0.4 GB of heap, with the open-tender
 * index, in bench:search).
 */
export class TenderFilterIndex {
  private ids: string[] = [];
  private slotOf = new Map<string, number>();
  private records = new Float64Array(1024 * STRIDE);
  /**
   * The labels of slots with a count of OVERFLOW, flat: the number of divisions, the divisions, the number of regions,
   * the regions (objects per slot cost a cache miss each when facets are counted).
   */
  private overflow = new IntList();
  private readonly currencies = new Interner();
  private readonly buyers = new Interner();
  private readonly buyersLower: string[] = [];
  private readonly labels = new Interner();
  private byCpv = new Map<string, IntList>();
  private byRegion = new Map<string, IntList>();
  /** Every tender's full-text lexemes, inverted (keyword searches that walk few tenders). */
  private readonly text = new TenderText();
  /** The matches of the running search (searches are synchronous), reused rather than allocated per search. */
  private scratch = new Int32Array(1024);
  private keyScratch = new Float64Array(1024);

  get size(): number {
    return this.slotOf.size;
  }

  /** Slots of replaced or removed tenders (every slot has one id; a live one is in `slotOf`). */
  get deadSlots(): number {
    return this.ids.length - this.slotOf.size;
  }

  /** Bytes of its typed arrays: the records, labels, posting lists and the text. */
  get bytes(): number {
    const lists = [...this.byCpv.values(), ...this.byRegion.values(), this.overflow].reduce((n, l) => n + l.data.byteLength, 0);
    return this.records.byteLength + lists + this.text.bytes;
  }

  get textBytes(): number {
    return this.text.bytes;
  }

  has(id: string): boolean {
    return this.slotOf.has(id);
  }

  /** Adds or replaces a tender (every status is held). */
  upsert(row: FilterRow): void {
    this.remove(row.id);
    const status = STATUS_ID.get(row.status);
    if (status === undefined) return; // (the status column's CHECK allows no other; a new status waits for this list)
    const slot = this.ids.length;
    this.ids.push(row.id);
    this.slotOf.set(row.id, slot);
    if ((slot + 1) * STRIDE > this.records.length) {
      const next = new Float64Array(this.records.length * 2);
      next.set(this.records);
      this.records = next;
    }
    const divisions = (row.cpv_divisions ?? []).map((d) => this.labels.id(d));
    const regions = (row.regions ?? []).map((r) => this.labels.id(r));
    const inline = (ids: number[]) => (ids.length > 2 || ids.some((id) => id > 0xffff) ? OVERFLOW : ids.length);
    const [divisionCount, regionCount] = [inline(divisions), inline(regions)];
    let labels = -1;
    if (divisionCount === OVERFLOW || regionCount === OVERFLOW) labels = this.overflow.append(divisions, regions);
    const currency = row.value_currency === null ? 0 : this.currencies.id(row.value_currency) + 1;
    let buyer = -1;
    if (row.buyer_name !== null) {
      buyer = this.buyers.id(row.buyer_name);
      if (buyer === this.buyersLower.length) this.buyersLower.push(row.buyer_name.toLowerCase());
    }
    const r = this.records;
    const at = slot * STRIDE;
    r[at + CODES] = status | (divisionCount << 3) | (regionCount << 5) | (currency << 7);
    r[at + BUYER] = buyer;
    r[at + DIVISIONS] = divisionCount === OVERFLOW ? 0 : (divisions[0] ?? 0) + (divisions[1] ?? 0) * 0x10000;
    r[at + REGIONS] = regionCount === OVERFLOW ? 0 : (regions[0] ?? 0) + (regions[1] ?? 0) * 0x10000;
    r[at + CLOSING] = toMs(row.closing_date);
    r[at + PUBLISHED] = toMs(row.published_at);
    r[at + VALUE] = row.value_amount === null ? NaN : Number(row.value_amount);
    r[at + LABELS] = labels;
    this.text.add(slot, row.vector);
    for (const prefix of row.cpv_prefixes ?? []) list(this.byCpv, prefix).push(slot);
    for (const region of row.regions ?? []) list(this.byRegion, region).push(slot);
  }

  remove(id: string): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.slotOf.delete(id);
    this.records[slot * STRIDE + CODES] = (this.records[slot * STRIDE + CODES] & ~7) | DEAD;
    this.text.remove(slot);
  }

  /**
   * Renumbers the live tenders so that those of one CPV division (their first) have neighbouring slots, dropping the
   * dead ones: a CPV search then reads records that lie together in memory (a few pages, not one page a tender), and
   * its posting lists are runs. A full read does this once it has read everything, before searches use the index
   * (updates later take new slots at the end as before); it lets the event loop breathe between its steps.
   */
  async cluster(): Promise<this> {
    const r = this.records;
    const firstDivision = (slot: number) => {
      const codes = r[slot * STRIDE + CODES];
      const count = (codes >> 3) & 3;
      if (count === OVERFLOW) {
        const at = r[slot * STRIDE + LABELS];
        return this.overflow.data[at] > 0 ? this.overflow.data[at + 1] : -1;
      }
      return count === 0 ? -1 : r[slot * STRIDE + DIVISIONS] & 0xffff;
    };
    // A counting sort by first division (none first), slots in order within each: linear, no comparisons.
    const key = new Int32Array(this.ids.length).fill(-2);
    const starts = new Int32Array(this.labels.names.length + 2);
    for (let slot = 0; slot < this.ids.length; slot++) {
      if ((r[slot * STRIDE + CODES] & 7) === DEAD) continue;
      key[slot] = firstDivision(slot);
      starts[key[slot] + 2]++;
    }
    for (let k = 1; k < starts.length; k++) starts[k] += starts[k - 1];
    const live = starts[starts.length - 1];
    const order = new Int32Array(live);
    for (let slot = 0; slot < this.ids.length; slot++) if (key[slot] !== -2) order[starts[key[slot] + 1]++] = slot;
    await breather();
    const renumbered = new Int32Array(this.ids.length).fill(-1);
    const records = new Float64Array(Math.max(live, 1024) * STRIDE);
    const ids: string[] = new Array(live);
    const overflow = new IntList();
    const data = this.overflow.data;
    for (let i = 0; i < live; i++) {
      const slot = order[i];
      renumbered[slot] = i;
      ids[i] = this.ids[slot];
      this.slotOf.set(ids[i], i);
      records.set(r.subarray(slot * STRIDE, (slot + 1) * STRIDE), i * STRIDE);
      const labels = r[slot * STRIDE + LABELS];
      if (labels >= 0) {
        const regionsAt = labels + 1 + data[labels];
        records[i * STRIDE + LABELS] = overflow.append(
          Array.from(data.subarray(labels + 1, regionsAt)),
          Array.from(data.subarray(regionsAt + 1, regionsAt + 1 + data[regionsAt])),
        );
      }
    }
    // Posting lists in the new numbering, one list at a time between breathers (the largest sorts in tens of ms).
    const renumber = async (lists: Map<string, IntList>) => {
      const next = new Map<string, IntList>();
      let since = 0;
      for (const [name, list] of lists) {
        const slots = new Int32Array(list.length);
        let n = 0;
        for (let i = 0; i < list.length; i++) if (renumbered[list.data[i]] >= 0) slots[n++] = renumbered[list.data[i]];
        if (n > 0) next.set(name, IntList.of(slots.subarray(0, n).sort()));
        if ((since += list.length) > 200_000) {
          since = 0;
          await breather();
        }
      }
      return next;
    };
    const [byCpv, byRegion] = [await renumber(this.byCpv), await renumber(this.byRegion)];
    await this.text.renumber(order, breather);
    this.byCpv = byCpv;
    this.byRegion = byRegion;
    this.ids = ids;
    this.records = records;
    this.overflow = overflow;
    return this;
  }

  /** Nothing leaves by the clock (every status is held). */
  prune(): number {
    return 0;
  }

  /**
   * How many tenders a search's CPV and region filters leave to test at most (its posting lists' sizes; every tender
   * without either filter): what the search costs, about 60 ns a tender on a million.
   */
  candidates(c: Pick<SearchCriteria, 'cpv' | 'regions'>): number {
    const sum = (lists: Array<IntList | undefined>) => lists.reduce((n, l) => n + (l?.length ?? 0), 0);
    const sides = [
      ...(c.cpv.length ? [sum(c.cpv.map((k) => this.byCpv.get(k)))] : []),
      ...(c.regions.length ? [sum(c.regions.map((k) => this.byRegion.get(k)))] : []),
    ];
    return sides.length ? Math.min(...sides) : this.ids.length;
  }

  /**
   * A search over the statuses `c.statuses` (every status when empty: the caller sends only `status=` or `includeAll`
   * searches here). With keywords, `query` is their parsed tsquery: the tenders left by the filters are tested against
   * it on their stored lexemes and ranked by BM25 (then the newest, then by id, as the open-tender index); phrases are
   * an UnsupportedQueryError; null when the words' search would walk more than `maxWalk` slots (TenderText.walk).
   * Relevance without keywords is the newest first, as in SQL.
   */
  search(
    c: SearchCriteria,
    options: { facets: boolean; now?: Date; query?: QueryNode | null; maxWalk?: number },
  ): FilterSearchResult | null {
    const query = options.query ?? null;
    if (c.keywords && query === null) throw new Error('keywords reach the filter index as their parsed tsquery');
    const text = query === null ? null : this.text.compile(query);
    const nowMs = (options.now ?? new Date()).getTime();
    // A required word no tender has: nothing to test.
    if (text?.impossible) return { total: 0, page: [], facets: options.facets ? this.countFacets(new Int32Array(0), nowMs) : null };
    return this.searchCompiled(c, text, options.facets, nowMs, options.maxWalk ?? Infinity);
  }

  private searchCompiled(
    c: SearchCriteria,
    text: TextQuery | null,
    facets: boolean,
    nowMs: number,
    maxWalk: number,
  ): FilterSearchResult | null {
    // The CPV and region filters: their posting lists merged and intersected (sorted, so the records are then read in
    // order). Testing the regions on the records of the CPV slots instead was measured slower, even on runs.
    let candidates: Int32Array | null = c.cpv.length ? unionOf(c.cpv.map((k) => this.byCpv.get(k))) : null;
    if (c.regions.length) {
      const inRegions = unionOf(c.regions.map((k) => this.byRegion.get(k)));
      candidates = candidates === null ? inRegions : intersection(candidates, inRegions);
    }
    if (text !== null && this.text.walk(text, candidates?.length ?? Infinity).length > maxWalk) return null;
    const test = this.filter(c);
    // With words: the text index's matches among the candidates (it walks the shorter of its rarest word's list and them).
    const words = text === null ? null : this.text.match(text, candidates, test);
    const n = words !== null ? words.slots.length : candidates === null ? this.ids.length : candidates.length;
    if (this.scratch.length < n) {
      this.scratch = new Int32Array(Math.ceil(n * 1.25));
      this.keyScratch = new Float64Array(this.scratch.length);
    }
    const [out, keys, r] = [this.scratch, this.keyScratch, this.records];
    // Each match's sort key is read with its record (one cache line a tender): every order is ascending in this key,
    // missing values (NaN) last, then by id.
    const relevance = words !== null && c.sort === 'relevance';
    const [field, sign] =
      c.sort === 'closing-soonest'
        ? [CLOSING, 1]
        : c.sort === 'value-high'
          ? [VALUE, -1]
          : c.sort === 'value-low'
            ? [VALUE, 1]
            : [PUBLISHED, -1];
    let found = 0;
    if (words !== null) {
      for (let i = 0; i < n; i++) {
        const slot = words.slots[i];
        out[found] = slot;
        if (relevance) keys[found++] = -words.scores[i];
        else {
          const v = r[slot * STRIDE + field];
          keys[found++] = v !== v ? Infinity : sign * v;
        }
      }
    } else {
      for (let i = 0; i < n; i++) {
        const slot = candidates === null ? i : candidates[i];
        if (!test(slot)) continue;
        const v = r[slot * STRIDE + field];
        out[found] = slot;
        keys[found++] = v !== v ? Infinity : sign * v;
      }
    }
    const matched = out.subarray(0, found);
    const offset = (c.page - 1) * c.limit;
    const want = offset + c.limit;
    const page = relevance
      ? this.relevancePage(matched, keys.subarray(0, found), offset, want)
      : this.pageOf(matched, keys.subarray(0, found), offset, want);
    return {
      total: matched.length,
      page: page.map((s) => this.ids[s]),
      facets: facets ? this.countFacets(matched, nowMs) : null,
    };
  }

  /**
   * The page of keyword matches by relevance: `keys` are the negated scores; ties by the newest (none last), then by
   * id. The want-th best score found by a selection, then only the matches at or above it sorted.
   */
  private relevancePage(matched: Int32Array, keys: Float64Array, offset: number, want: number): number[] {
    if (matched.length <= offset) return [];
    const threshold = -kthLargestOf(
      keys.map((k) => -k),
      Math.min(want, matched.length),
    );
    const [r, ids] = [this.records, this.ids];
    const chosen: number[] = [];
    for (let i = 0; i < matched.length; i++) if (keys[i] <= threshold) chosen.push(i);
    const published = (i: number) => r[matched[i] * STRIDE + PUBLISHED];
    chosen.sort((a, b) => {
      if (keys[a] !== keys[b]) return keys[a] - keys[b];
      const [pa, pb] = [published(a), published(b)];
      const [noA, noB] = [pa !== pa, pb !== pb];
      if (noA !== noB) return noA ? 1 : -1;
      if (!noA && pa !== pb) return pb - pa;
      const [ia, ib] = [ids[matched[a]], ids[matched[b]]];
      return ia < ib ? -1 : ia > ib ? 1 : 0;
    });
    return chosen.slice(offset, want).map((i) => matched[i]);
  }

  /**
   * The page `[offset, want)` of the matches in their keys' order then by id, without sorting them all: the want-th
   * smallest key (a selection), then the few matches below it sorted, then the ones on it (ties) by id.
   */
  private pageOf(matched: Int32Array, keys: Float64Array, offset: number, want: number): number[] {
    if (matched.length <= offset) return [];
    const ids = this.ids;
    const byId = (a: number, b: number) => (ids[a] < ids[b] ? -1 : ids[a] > ids[b] ? 1 : 0);
    const threshold = -kthLargestOf(
      keys.map((k) => -k),
      Math.min(want, matched.length),
    );
    const below: Array<[number, number]> = [];
    const ties: number[] = [];
    for (let i = 0; i < matched.length; i++) {
      if (keys[i] < threshold) below.push([keys[i], matched[i]]);
      else if (keys[i] === threshold) ties.push(matched[i]);
    }
    below.sort((a, b) => a[0] - b[0] || byId(a[1], b[1]));
    return [...below.map(([, slot]) => slot), ...topK(ties, want - below.length, byId)].slice(offset, want);
  }

  /** Every filter but CPV and region (the posting lists' part) as one test over a slot's record. */
  private filter(c: SearchCriteria): (slot: number) => boolean {
    const statuses = new Uint8Array(8);
    if (c.statuses.length === 0) statuses.fill(1, 0, TENDER_STATUSES.length);
    for (const s of c.statuses) {
      const id = STATUS_ID.get(s);
      if (id !== undefined) statuses[id] = 1;
    }
    let buyers: Uint8Array | null = null;
    if (c.buyer !== null) {
      const wanted = c.buyer.toLowerCase();
      buyers = new Uint8Array(this.buyersLower.length);
      for (let b = 0; b < this.buyersLower.length; b++) if (this.buyersLower[b].includes(wanted)) buyers[b] = 1;
    }
    const closingFrom = c.closingFrom?.getTime() ?? null;
    const closingTo = c.closingTo?.getTime() ?? null;
    const publishedSince = c.publishedSince?.getTime() ?? null;
    const currency = c.currency === null ? null : (this.currencies.ids.get(c.currency) ?? -2) + 1;
    const { minValue, maxValue } = c;
    const r = this.records;
    // NaN (no date, no value) fails every comparison, as NULL fails them in SQL.
    return (slot) => {
      const at = slot * STRIDE;
      const codes = r[at + CODES];
      return (
        statuses[codes & 7] === 1 &&
        (buyers === null || (r[at + BUYER] >= 0 && buyers[r[at + BUYER] | 0] === 1)) &&
        (closingFrom === null || r[at + CLOSING] >= closingFrom) &&
        (closingTo === null || r[at + CLOSING] <= closingTo) &&
        (publishedSince === null || r[at + PUBLISHED] >= publishedSince) &&
        (minValue === null || r[at + VALUE] >= minValue) &&
        (maxValue === null || r[at + VALUE] <= maxValue) &&
        (currency === null || codes >>> 7 === currency)
      );
    };
  }

  /** Counts as the SQL facet statement does (search-sql's facetSql): top statuses, divisions, regions, buyers; buckets. */
  private countFacets(slots: Int32Array, now: number): RawFacets {
    const statusCounts = new Int32Array(8);
    const divisionCounts = new Int32Array(this.labels.names.length);
    const regionCounts = new Int32Array(this.labels.names.length);
    const buyerCounts = new Int32Array(this.buyers.names.length);
    const closing = new Int32Array(5);
    const published = new Int32Array(5);
    const value = new Int32Array(6);
    const r = this.records;
    const [week, month, weekAgo, monthAgo, yearAgo] = [now + 7 * DAY, now + 30 * DAY, now - 7 * DAY, now - 30 * DAY, now - 365 * DAY];
    for (let i = 0; i < slots.length; i++) {
      const s = slots[i];
      const at = s * STRIDE;
      const codes = r[at + CODES];
      statusCounts[codes & 7]++;
      const divisions = (codes >> 3) & 3;
      const regions = (codes >> 5) & 3;
      if (divisions === OVERFLOW || regions === OVERFLOW) {
        const labels = this.overflow.data;
        let j = r[at + LABELS];
        for (let end = j + 1 + labels[j++]; j < end; j++) divisionCounts[labels[j]]++;
        for (let end = j + 1 + labels[j++]; j < end; j++) regionCounts[labels[j]]++;
      } else {
        const d = r[at + DIVISIONS];
        if (divisions >= 1) divisionCounts[d & 0xffff]++;
        if (divisions === 2) divisionCounts[d >>> 16]++;
        const x = r[at + REGIONS];
        if (regions >= 1) regionCounts[x & 0xffff]++;
        if (regions === 2) regionCounts[x >>> 16]++;
      }
      const b = r[at + BUYER];
      if (b >= 0) buyerCounts[b | 0]++;
      const c = r[at + CLOSING];
      closing[c !== c ? 4 : c <= now ? 3 : c <= week ? 0 : c <= month ? 1 : 2]++;
      const p = r[at + PUBLISHED];
      published[p !== p ? 4 : p > weekAgo ? 0 : p > monthAgo ? 1 : p > yearAgo ? 2 : 3]++;
      const v = r[at + VALUE];
      value[v !== v ? 5 : v < 10_000 ? 0 : v < 100_000 ? 1 : v < 1_000_000 ? 2 : v < 10_000_000 ? 3 : 4]++;
    }
    return {
      matched: slots.length,
      status: top(statusCounts.subarray(0, TENDER_STATUSES.length), TENDER_STATUSES, 10),
      cpv: top(divisionCounts, this.labels.names, 20),
      region: top(regionCounts, this.labels.names, 20),
      buyer: top(buyerCounts, this.buyers.names, 10),
      closing: Array.from(closing),
      published: Array.from(published),
      value: Array.from(value),
    };
  }
}

/** The `n` most frequent names, by count then name (as the SQL's ORDER BY n DESC, v). */
function top(counts: Int32Array, names: readonly string[], n: number): Array<[string, number]> {
  const out: Array<[string, number]> = [];
  for (let i = 0; i < counts.length; i++) if (counts[i] > 0) out.push([names[i], counts[i]]);
  return out.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).slice(0, n);
}

/** The sorted union of ascending posting lists (missing ones are empty). */
function unionOf(lists: Array<IntList | undefined>): Int32Array {
  let out: Int32Array = new Int32Array(0);
  for (const l of lists)
    if (l && l.length) out = out.length === 0 ? l.data.subarray(0, l.length) : mergeSorted(out, l.data.subarray(0, l.length));
  return out;
}

/** The items of two ascending lists that are in both (the shorter one's items sought in the longer by galloping). */
function intersection(a: Int32Array, b: Int32Array): Int32Array {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  const out = new Int32Array(short.length);
  let n = 0;
  let j = 0;
  for (let i = 0; i < short.length && j < long.length; i++) {
    const x = short[i];
    j = gallop(long, j, long.length, x);
    if (j < long.length && long[j] === x) out[n++] = x;
  }
  return out.subarray(0, n);
}

function list(map: Map<string, IntList>, key: string): IntList {
  let found = map.get(key);
  if (!found) map.set(key, (found = new IntList()));
  return found;
}

/** Lets other work of the event loop (requests) run between the steps of a long computation. */
const breather = () => new Promise<void>((resolve) => setImmediate(resolve));
