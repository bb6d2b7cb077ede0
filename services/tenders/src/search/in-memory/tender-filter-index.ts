import { TENDER_STATUSES, type TenderStatus } from '@jointly/contracts';
import type { SearchCriteria } from '../search-criteria';
import { topK, type RawFacets } from './open-tender-index';

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
}

export const FILTER_COLUMNS =
  't.id, t.status, t.closing_date, t.published_at, t.value_amount, t.value_currency, t.buyer_name, t.cpv_prefixes, t.cpv_divisions, t.regions';

export interface FilterSearchResult {
  total: number;
  /** The page's tender ids, in the sort's order. */
  page: string[];
  facets: RawFacets | null;
}

const DAY = 86_400_000;
const STATUS_ID = new Map<string, number>(TENDER_STATUSES.map((s, i) => [s, i]));
/** Slots tested by binary search in a filter's posting lists before its lists are stamped instead (see membership). */
const STAMP_AFTER = 64;

/** A growable typed array (slots are appended in increasing order, so posting lists stay sorted). */
class Grow<A extends Float64Array | Int32Array | Uint8Array | Uint16Array> {
  length = 0;
  constructor(
    public data: A,
    private readonly make: (size: number) => A,
  ) {}
  push(v: number): void {
    if (this.length === this.data.length) this.grow(this.length + 1);
    this.data[this.length++] = v;
  }
  set(i: number, v: number): void {
    if (i >= this.data.length) this.grow(i + 1);
    this.data[i] = v;
    if (i >= this.length) this.length = i + 1;
  }
  private grow(min: number): void {
    const next = this.make(Math.max(min, this.data.length * 2, 16));
    next.set(this.data);
    this.data = next;
  }
}
const floats = () => new Grow(new Float64Array(1024), (n) => new Float64Array(n));
const ints = (size = 1024) => new Grow(new Int32Array(size), (n) => new Int32Array(n));

/** Strings to small numbers (buyers, labels, currencies). */
class Interner {
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

const toMs = (d: Date | string | null): number => (d === null ? NaN : new Date(d).getTime());
const descNaNLast = (x: number, y: number) => (x === y ? 0 : x !== x ? 1 : y !== y ? -1 : y - x);
const ascNaNLast = (x: number, y: number) => (x === y ? 0 : x !== x ? 1 : y !== y ? -1 : x - y);

/**
 * Every tender, whatever its status, held in this process as filter columns only (no text): status, dates, value,
 * currency and buyer in typed arrays, posting lists per CPV stem and region. It answers the searches over every status
 * (`status=` or `includeAll`) without keywords that PostgreSQL answers slowest — a CPV or region filter over a
 * million tenders, with facets — exactly: the count, the facets and the page's ids in the sort's order (the caller
 * reads the page's rows by id). Each tender has a slot; an update takes a new slot and leaves the old one dead until
 * the next full read (TenderIndexSync). About 100 bytes a tender plus its id.
 */
export class TenderFilterIndex {
  private ids: string[] = [];
  private slotOf = new Map<string, number>();
  private alive = new Grow(new Uint8Array(1024), (n) => new Uint8Array(n));
  private liveCount = 0;
  private dead = 0;
  private readonly status = new Grow(new Uint8Array(1024), (n) => new Uint8Array(n));
  private readonly closing = floats();
  private readonly published = floats();
  private readonly value = floats();
  private readonly currencyId = ints();
  private readonly buyerId = ints();
  /** Each slot's CPV divisions and regions (facets): label ids from `starts[slot]` to `starts[slot + 1]`. */
  private readonly divisionStart = ints();
  private readonly divisionIds = new Grow(new Uint16Array(1024), (n) => new Uint16Array(n));
  private readonly regionStart = ints();
  private readonly regionIds = new Grow(new Uint16Array(1024), (n) => new Uint16Array(n));
  private readonly currencies = new Interner();
  private readonly buyers = new Interner();
  private readonly buyersLower: string[] = [];
  private readonly labels = new Interner();
  private readonly byCpv = new Map<string, Grow<Int32Array>>();
  private readonly byRegion = new Map<string, Grow<Int32Array>>();
  /** Stamping arrays for the CPV and region filters (a new stamp per search: never cleared). */
  private readonly marks: [Float64Array, Float64Array] = [new Float64Array(0), new Float64Array(0)];
  private stamp = 0;

  constructor() {
    this.divisionStart.push(0);
    this.regionStart.push(0);
  }

  get size(): number {
    return this.liveCount;
  }

  get deadSlots(): number {
    return this.dead;
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
    this.alive.set(slot, 1);
    this.liveCount++;
    this.status.set(slot, status);
    this.closing.set(slot, toMs(row.closing_date));
    this.published.set(slot, toMs(row.published_at));
    this.value.set(slot, row.value_amount === null ? NaN : Number(row.value_amount));
    this.currencyId.set(slot, row.value_currency === null ? -1 : this.currencies.id(row.value_currency));
    let buyer = -1;
    if (row.buyer_name !== null) {
      buyer = this.buyers.id(row.buyer_name);
      if (buyer === this.buyersLower.length) this.buyersLower.push(row.buyer_name.toLowerCase());
    }
    this.buyerId.set(slot, buyer);
    for (const d of row.cpv_divisions ?? []) this.divisionIds.push(this.labels.id(d));
    this.divisionStart.push(this.divisionIds.length);
    for (const r of row.regions ?? []) this.regionIds.push(this.labels.id(r));
    this.regionStart.push(this.regionIds.length);
    for (const prefix of row.cpv_prefixes ?? []) list(this.byCpv, prefix).push(slot);
    for (const region of row.regions ?? []) list(this.byRegion, region).push(slot);
  }

  remove(id: string): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.slotOf.delete(id);
    this.alive.data[slot] = 0;
    this.liveCount--;
    this.dead++;
  }

  /** Nothing leaves by the clock (every status is held). */
  prune(): number {
    return 0;
  }

  /**
   * A search without keywords over the statuses `c.statuses` (every status when empty: the caller sends only
   * `status=` or `includeAll` searches here). Relevance without keywords is the newest first, as in SQL.
   */
  search(c: SearchCriteria, options: { facets: boolean; now?: Date }): FilterSearchResult {
    if (c.keywords) throw new Error('the filter index answers searches without keywords only');
    const nowMs = (options.now ?? new Date()).getTime();
    const cpv = c.cpv.length ? c.cpv.map((k) => this.byCpv.get(k)) : null;
    const regions = c.regions.length ? c.regions.map((k) => this.byRegion.get(k)) : null;
    const sizeOf = (lists: Array<Grow<Int32Array> | undefined>) => lists.reduce((n, l) => n + (l?.length ?? 0), 0);
    let matched: Int32Array;
    if (cpv || regions) {
      // Walk the smaller side's posting lists (a slot in two of them once, by the side's marking array); the filter
      // tests the rest.
      const walked = !regions || (cpv && sizeOf(cpv) <= sizeOf(regions)) ? 'cpv' : 'regions';
      const lists = walked === 'cpv' ? cpv! : regions!;
      const test = this.filter(c, walked);
      const seen = this.marking(walked === 'cpv' ? 0 : 1);
      const stamp = ++this.stamp;
      const out = ints(Math.max(16, sizeOf(lists)));
      for (const l of lists) {
        if (!l) continue;
        for (let i = 0; i < l.length; i++) {
          const slot = l.data[i];
          if (seen[slot] === stamp) continue;
          seen[slot] = stamp;
          if (test(slot)) out.push(slot);
        }
      }
      matched = out.data.subarray(0, out.length);
    } else {
      const test = this.filter(c, null);
      const out = ints();
      for (let slot = 0; slot < this.ids.length; slot++) if (test(slot)) out.push(slot);
      matched = out.data.subarray(0, out.length);
    }
    const offset = (c.page - 1) * c.limit;
    const want = offset + c.limit;
    const page = matched.length <= offset ? [] : topK(Array.from(matched), want, this.order(c.sort)).slice(offset, want);
    return {
      total: matched.length,
      page: page.map((s) => this.ids[s]),
      facets: options.facets ? this.countFacets(matched, nowMs) : null,
    };
  }

  /** The SQL order of a sort over slots (every order ends with the id; relevance without keywords is the newest). */
  private order(sort: SearchCriteria['sort']): (a: number, b: number) => number {
    const ids = this.ids;
    const byId = (a: number, b: number) => (ids[a] < ids[b] ? -1 : ids[a] > ids[b] ? 1 : 0);
    const closing = this.closing.data;
    const published = this.published.data;
    const value = this.value.data;
    switch (sort) {
      case 'closing-soonest':
        return (a, b) => ascNaNLast(closing[a], closing[b]) || byId(a, b);
      case 'value-high':
        return (a, b) => descNaNLast(value[a], value[b]) || byId(a, b);
      case 'value-low':
        return (a, b) => ascNaNLast(value[a], value[b]) || byId(a, b);
      default:
        return (a, b) => descNaNLast(published[a], published[b]) || byId(a, b);
    }
  }

  /** Every filter of a search without keywords as one test over a slot, but the CPV or region side whose lists are walked. */
  private filter(c: SearchCriteria, walked: 'cpv' | 'regions' | null): (slot: number) => boolean {
    const statuses = new Uint8Array(TENDER_STATUSES.length);
    if (c.statuses.length === 0) statuses.fill(1);
    for (const s of c.statuses) {
      const id = STATUS_ID.get(s);
      if (id !== undefined) statuses[id] = 1;
    }
    const cpv =
      c.cpv.length && walked !== 'cpv'
        ? this.membership(
            c.cpv.map((k) => this.byCpv.get(k)),
            0,
          )
        : null;
    const regions =
      c.regions.length && walked !== 'regions'
        ? this.membership(
            c.regions.map((k) => this.byRegion.get(k)),
            1,
          )
        : null;
    let buyers: Uint8Array | null = null;
    if (c.buyer !== null) {
      const wanted = c.buyer.toLowerCase();
      buyers = new Uint8Array(this.buyersLower.length);
      for (let b = 0; b < this.buyersLower.length; b++) if (this.buyersLower[b].includes(wanted)) buyers[b] = 1;
    }
    const closingFrom = c.closingFrom?.getTime() ?? null;
    const closingTo = c.closingTo?.getTime() ?? null;
    const publishedSince = c.publishedSince?.getTime() ?? null;
    const currency = c.currency === null ? null : (this.currencies.ids.get(c.currency) ?? -2);
    const alive = this.alive.data;
    const status = this.status.data;
    const closing = this.closing.data;
    const published = this.published.data;
    const value = this.value.data;
    const currencyId = this.currencyId.data;
    const buyerId = this.buyerId.data;
    const { minValue, maxValue } = c;
    // NaN (no date, no value) fails every comparison, as NULL fails them in SQL.
    return (slot) =>
      alive[slot] === 1 &&
      statuses[status[slot]] === 1 &&
      (buyers === null || (buyerId[slot] >= 0 && buyers[buyerId[slot]] === 1)) &&
      (closingFrom === null || closing[slot] >= closingFrom) &&
      (closingTo === null || closing[slot] <= closingTo) &&
      (publishedSince === null || published[slot] >= publishedSince) &&
      (minValue === null || value[slot] >= minValue) &&
      (maxValue === null || value[slot] <= maxValue) &&
      (currency === null || currencyId[slot] === currency) &&
      (cpv === null || cpv(slot)) &&
      (regions === null || regions(slot));
  }

  /**
   * Whether a slot is in one of the posting lists: by binary search for the first STAMP_AFTER tests, then (a walk over
   * many slots) by stamping the lists' slots in marking array `which` (0: CPV, 1: region) with a stamp new to this
   * search. A test is only valid during the (synchronous) search that made it.
   */
  private membership(lists: Array<Grow<Int32Array> | undefined>, which: 0 | 1): (slot: number) => boolean {
    const present = lists.filter((l): l is Grow<Int32Array> => l !== undefined && l.length > 0);
    let stamps: Float64Array | null = null;
    let stamp = 0;
    let tests = 0;
    return (slot) => {
      if (stamps === null && ++tests > STAMP_AFTER) {
        stamp = ++this.stamp;
        stamps = this.marking(which);
        for (const l of present) for (let i = 0; i < l.length; i++) stamps[l.data[i]] = stamp;
      }
      if (stamps !== null) return stamps[slot] === stamp;
      for (const l of present) if (sortedIncludes(l.data, l.length, slot)) return true;
      return false;
    };
  }

  /** Marking array `which`, grown to the slots. */
  private marking(which: 0 | 1): Float64Array {
    if (this.marks[which].length < this.ids.length) this.marks[which] = new Float64Array(Math.ceil(this.ids.length * 1.25) + 16);
    return this.marks[which];
  }

  /** Counts as the SQL facet statement does (search-sql's facetSql): top statuses, divisions, regions, buyers; buckets. */
  private countFacets(slots: Int32Array, now: number): RawFacets {
    const statusCounts = new Int32Array(TENDER_STATUSES.length);
    const divisionCounts = new Int32Array(this.labels.names.length);
    const regionCounts = new Int32Array(this.labels.names.length);
    const buyerCounts = new Int32Array(this.buyers.names.length);
    const closing = [0, 0, 0, 0, 0];
    const published = [0, 0, 0, 0, 0];
    const value = [0, 0, 0, 0, 0, 0];
    const [status, buyerId, closingAt, publishedAt, amount] = [
      this.status.data,
      this.buyerId.data,
      this.closing.data,
      this.published.data,
      this.value.data,
    ];
    const [divisionStart, divisionIds, regionStart, regionIds] = [
      this.divisionStart.data,
      this.divisionIds.data,
      this.regionStart.data,
      this.regionIds.data,
    ];
    for (let i = 0; i < slots.length; i++) {
      const s = slots[i];
      statusCounts[status[s]]++;
      for (let j = divisionStart[s]; j < divisionStart[s + 1]; j++) divisionCounts[divisionIds[j]]++;
      for (let j = regionStart[s]; j < regionStart[s + 1]; j++) regionCounts[regionIds[j]]++;
      const b = buyerId[s];
      if (b >= 0) buyerCounts[b]++;
      const c = closingAt[s];
      closing[c !== c ? 4 : c <= now ? 3 : c <= now + 7 * DAY ? 0 : c <= now + 30 * DAY ? 1 : 2]++;
      const p = publishedAt[s];
      published[p !== p ? 4 : p > now - 7 * DAY ? 0 : p > now - 30 * DAY ? 1 : p > now - 365 * DAY ? 2 : 3]++;
      const v = amount[s];
      value[v !== v ? 5 : v < 10_000 ? 0 : v < 100_000 ? 1 : v < 1_000_000 ? 2 : v < 10_000_000 ? 3 : 4]++;
    }
    return {
      matched: slots.length,
      status: top(statusCounts, TENDER_STATUSES, 10),
      cpv: top(divisionCounts, this.labels.names, 20),
      region: top(regionCounts, this.labels.names, 20),
      buyer: top(buyerCounts, this.buyers.names, 10),
      closing,
      published,
      value,
    };
  }
}

/** The `n` most frequent names, by count then name (as the SQL's ORDER BY n DESC, v). */
function top(counts: Int32Array, names: readonly string[], n: number): Array<[string, number]> {
  const out: Array<[string, number]> = [];
  for (let i = 0; i < counts.length; i++) if (counts[i] > 0) out.push([names[i], counts[i]]);
  return out.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).slice(0, n);
}

function list(map: Map<string, Grow<Int32Array>>, key: string): Grow<Int32Array> {
  let found = map.get(key);
  if (!found) map.set(key, (found = ints(16)));
  return found;
}

/** Whether the first `length` items of an ascending array hold `value`. */
function sortedIncludes(data: Int32Array, length: number, value: number): boolean {
  let lo = 0;
  let hi = length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const at = data[mid];
    if (at === value) return true;
    if (at < value) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}
