import { Interner } from './open-tender-index';
import { UnsupportedQueryError, positiveLexemes, type QueryNode } from './text-search';

/**
 * Weighted term frequency in tenths (Uint16): a title word counts 30 (3.0), a buyer word 12, a description word 2, a
 * D-weighted one 1 — the open-tender index's FIELD_WEIGHT, so both rank alike.
 */
const WEIGHT_TENTHS: Record<string, number> = { A: 30, B: 12, C: 2, D: 1 };
/** BM25 parameters (as the open-tender index). */
const K1 = 1.2;
const B = 0.75;

/** Slot states (0: no text). */
const LIVE = 1;
const DEAD = 2;

const NO_SLOTS = new Int32Array(0);
const NO_TF = new Uint16Array(0);

/** A query compiled against the lexicon: its lexemes' ids, which ones every match holds, and its boolean form. */
export interface TextQuery {
  /** Each term's lexeme id (-1: no tender has it). */
  readonly lexemeIds: Int32Array;
  /** Terms every match must hold (the positive lexemes of a top-level AND, or the only lexeme), rarest first. */
  readonly required: Int32Array;
  /** A required term no tender has: nothing matches. */
  readonly impossible: boolean;
  /** Every match holds at least one positive term (false for `!a`, `a | !b`: tenders without any term match). */
  readonly needsPositive: boolean;
  /** BM25 idf of each term (0 for a term only negated: it does not score). */
  readonly idf: Float64Array;
  /** True when the tender's term frequencies (tf[k] > 0: term k present) match the query. */
  readonly matches: (tf: Float64Array) => boolean;
}

/** The matches of a text search: slots in increasing order and their BM25 scores (views of scratch: read before the next search). */
export interface TextMatches {
  slots: Int32Array;
  scores: Float64Array;
}

/**
 * Seeks along one lexeme's postings — its base part (from the last renumbering) then its tail (slots added since, all
 * higher) — by galloping, for slots in increasing order.
 */
class Cursor {
  private i = 0;
  constructor(
    private readonly slots: Int32Array,
    private readonly tf: Uint16Array,
    private readonly tail: Int32Array,
    private readonly tailTf: Uint16Array,
    private readonly tailLength: number,
  ) {}

  /** The weighted term frequency (tenths) of `slot` in this list, 0 when absent. */
  seek(slot: number): number {
    const base = this.slots.length;
    if (this.i < base) {
      const j = gallop(this.slots, this.i, base, slot);
      this.i = j;
      if (j < base) return this.slots[j] === slot ? this.tf[j] : 0;
    }
    const j = gallop(this.tail, this.i - base, this.tailLength, slot);
    this.i = base + j;
    return j < this.tailLength && this.tail[j] === slot ? this.tailTf[j] : 0;
  }
}

/** The first index in [from, end) of `list` (ascending) holding a value ≥ x (`end` when none): doubling steps, then bisection. */
export function gallop(list: Int32Array, from: number, end: number, x: number): number {
  if (from >= end || list[from] >= x) return from;
  let step = 1;
  while (from + step < end && list[from + step] < x) step *= 2;
  let lo = from + (step >> 1) + 1;
  let hi = Math.min(from + step, end);
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The stored full-text vector (`search_vector`) of every tender, without positions, as an inverted index: one lexicon,
 * and per lexeme the slots holding it (ascending) with their field-weighted term frequencies. A full read's lists are
 * laid out once in the renumbered order, in two flat typed arrays (base); tenders added since go to small per-lexeme
 * tails (higher slots, so a list stays ascending). A keyword search walks the rarest required word's list — or the
 * filters' candidates when fewer — and finds the other words by galloping along theirs, then ranks by BM25 over the
 * live tenders' document frequencies. Phrases need the positions it does not keep: UnsupportedQueryError (PostgreSQL
 * answers those).
 */
export class TenderText {
  private readonly lexicon = new Interner();
  /** Base postings: lexeme `l`'s at [baseStart[l], baseStart[l + 1]) of baseSlots / baseTf (lexemes seen since: none). */
  private baseStart = new Int32Array(1);
  private baseSlots = NO_SLOTS;
  private baseTf = NO_TF;
  private tails: Int32Array[] = [];
  private tailTfs: Uint16Array[] = [];
  private tailLengths: number[] = [];
  private state = new Uint8Array(1024);
  private docLength = new Float32Array(1024);
  private totalLength = 0;
  private live = 0;
  /** Slots removed since the last renumbering (their postings stay until then); their lexemes' live counts are counted on demand. */
  private removed = 0;
  private readonly liveDf = new Map<number, number>();
  private matchSlots = new Int32Array(1024);
  private matchScores = new Float64Array(1024);

  get lexemes(): number {
    return this.lexicon.names.length;
  }

  /** Postings held (a removed slot's stay until the next renumbering). */
  get entries(): number {
    return this.baseSlots.length + this.tailLengths.reduce((n, l) => n + l, 0);
  }

  /** Bytes of its typed arrays (the lexicon's strings aside). */
  get bytes(): number {
    const tails = this.tails.reduce((n, t, l) => n + t.byteLength + this.tailTfs[l].byteLength, 0);
    return (
      this.baseStart.byteLength +
      this.baseSlots.byteLength +
      this.baseTf.byteLength +
      tails +
      this.state.byteLength +
      this.docLength.byteLength
    );
  }

  /**
   * Adds a slot's text from a stored vector's text output (`'clean':1A,4C 'servic':2A`); null: no text. Slots come in
   * increasing order, each above every slot held (the filter index hands them out so).
   */
  add(slot: number, vector: string | null | undefined): void {
    this.ensureSlot(slot);
    if (vector === null || vector === undefined) return;
    let length = 0;
    readVector(vector, (lexeme, tf) => {
      this.append(this.lexicon.id(lexeme), slot, tf);
      length += tf / 10;
    });
    this.state[slot] = LIVE;
    this.docLength[slot] = length;
    this.totalLength += length;
    this.live++;
    this.liveDf.clear();
  }

  /** A slot's tender left (replaced or removed): it no longer matches nor counts. */
  remove(slot: number): void {
    if (slot >= this.state.length || this.state[slot] !== LIVE) return;
    this.state[slot] = DEAD;
    this.totalLength -= this.docLength[slot];
    this.live--;
    this.removed++;
    this.liveDf.clear();
  }

  /**
   * The slots renumbered: new slot `i` is old slot `order[i]`, slots not in `order` dropped. Every lexeme's postings
   * are laid out again in the new numbering (the base; tails emptied), between breathers.
   */
  async renumber(order: Int32Array, breather: () => Promise<void>): Promise<void> {
    const renumbered = new Int32Array(this.state.length).fill(-1);
    const state = new Uint8Array(Math.max(order.length, 1024));
    const docLength = new Float32Array(state.length);
    this.live = 0;
    this.totalLength = 0;
    for (let i = 0; i < order.length; i++) {
      const old = order[i];
      if (old >= this.state.length || this.state[old] !== LIVE) continue;
      renumbered[old] = i;
      state[i] = LIVE;
      docLength[i] = this.docLength[old];
      this.totalLength += docLength[i];
      this.live++;
    }
    const lexemes = this.lexicon.names.length;
    const baseStart = new Int32Array(lexemes + 1);
    const each = (l: number, visit: (slot: number, tf: number) => void) => {
      const [from, to] = l + 1 < this.baseStart.length ? [this.baseStart[l], this.baseStart[l + 1]] : [0, 0];
      for (let e = from; e < to; e++) visit(this.baseSlots[e], this.baseTf[e]);
      const [tail, tailTf] = [this.tails[l], this.tailTfs[l]];
      for (let e = 0; e < (this.tailLengths[l] ?? 0); e++) visit(tail[e], tailTf[e]);
    };
    for (let l = 0; l < lexemes; l++) {
      let n = 0;
      each(l, (slot) => renumbered[slot] >= 0 && n++);
      baseStart[l + 1] = baseStart[l] + n;
    }
    const [slots, tfs] = [new Int32Array(baseStart[lexemes]), new Uint16Array(baseStart[lexemes])];
    let keys = new Float64Array(1024);
    let since = 0;
    for (let l = 0; l < lexemes; l++) {
      const n = baseStart[l + 1] - baseStart[l];
      if (keys.length < n) keys = new Float64Array(n * 1.5);
      let k = 0;
      // Slot and frequency as one number, so one numeric sort orders both.
      each(l, (slot, tf) => renumbered[slot] >= 0 && (keys[k++] = renumbered[slot] * 0x10000 + tf));
      const sorted = keys.subarray(0, n).sort();
      for (let i = 0, at = baseStart[l]; i < n; i++, at++) {
        slots[at] = Math.floor(sorted[i] / 0x10000);
        tfs[at] = sorted[i] % 0x10000;
      }
      if ((since += n) > 1_000_000) {
        since = 0;
        await breather();
      }
    }
    [this.baseStart, this.baseSlots, this.baseTf, this.state, this.docLength] = [baseStart, slots, tfs, state, docLength];
    [this.tails, this.tailTfs, this.tailLengths] = [[], [], []];
    this.removed = 0;
    this.liveDf.clear();
  }

  /** The parsed tsquery against the lexicon; UnsupportedQueryError for phrases and prefixes (they need positions or a lexicon walk). */
  compile(query: QueryNode): TextQuery {
    const lexemes = [...allLexemes(query)];
    const ids = Int32Array.from(lexemes, (l) => this.lexicon.ids.get(l) ?? -1);
    const df = Array.from(ids, (id) => (id < 0 ? 0 : this.df(id)));
    const mustHave = query.op === 'lexeme' ? [query] : query.op === 'and' ? query.args.filter((a) => a.op === 'lexeme') : [];
    const required = Int32Array.from(new Set(mustHave.map((a) => lexemes.indexOf(a.lexeme)))).sort((a, b) => df[a] - df[b]);
    const n = Math.max(1, this.live);
    const positive = positiveLexemes(query);
    const idf = Float64Array.from(lexemes, (lexeme, k) =>
      ids[k] < 0 || !positive.has(lexeme) ? 0 : Math.log(1 + (n - df[k] + 0.5) / (df[k] + 0.5)),
    );
    const index = new Map(lexemes.map((l, k) => [l, k]));
    return {
      lexemeIds: ids,
      required,
      impossible: Array.from(required).some((k) => df[k] === 0),
      needsPositive: needsPositive(query),
      idf,
      matches: matcher(query, index),
    };
  }

  /**
   * The live slots matching a compiled query, among `candidates` (ascending; null: all) and passing `test`, with their
   * BM25 scores. Walks the shortest of: the rarest required word's list, the candidates; else the union of the
   * positive words' lists; else every slot.
   */
  match(q: TextQuery, candidates: Int32Array | null, test: (slot: number) => boolean): TextMatches {
    if (q.impossible) return { slots: NO_SLOTS, scores: new Float64Array(0) };
    const terms = q.lexemeIds.length;
    const walk = this.walk(q, candidates?.length ?? Infinity);
    const driver =
      walk.over === 'candidates'
        ? candidates!
        : walk.over === 'rarest'
          ? this.list(q.lexemeIds[q.required[0]])
          : walk.over === 'union'
            ? this.unionOf(q.lexemeIds, q.idf)
            : Int32Array.from({ length: this.state.length }, (_, i) => i);
    // The candidates, when the driver is a word's list: sought along by galloping too.
    const among = candidates !== null && driver !== candidates ? candidates : null;
    let at = 0;
    const cursors = Array.from(q.lexemeIds, (id) => this.cursor(id));
    const tf = new Float64Array(terms);
    const { required, idf, matches } = q;
    const avg = this.totalLength / Math.max(1, this.live) || 1;
    if (this.matchSlots.length < driver.length) {
      this.matchSlots = new Int32Array(Math.ceil(driver.length * 1.25));
      this.matchScores = new Float64Array(this.matchSlots.length);
    }
    const [out, scores, state, docLength] = [this.matchSlots, this.matchScores, this.state, this.docLength];
    let found = 0;
    next: for (let i = 0; i < driver.length; i++) {
      const slot = driver[i];
      if (state[slot] !== LIVE) continue;
      if (among !== null) {
        at = gallop(among, at, among.length, slot);
        if (at === among.length) break;
        if (among[at] !== slot) continue;
      }
      // The required words first, the rarest first: most slots are left after one look-up.
      for (let r = 0; r < required.length; r++) {
        const t = cursors[required[r]]?.seek(slot) ?? 0;
        if (t === 0) continue next;
        tf[required[r]] = t / 10;
      }
      for (let k = 0; k < terms; k++) if (!required.includes(k)) tf[k] = (cursors[k]?.seek(slot) ?? 0) / 10;
      if (!matches(tf) || !test(slot)) continue;
      const norm = K1 * (1 - B + (B * docLength[slot]) / avg);
      let score = 0;
      for (let k = 0; k < terms; k++) if (tf[k] > 0 && idf[k] > 0) score += (idf[k] * tf[k] * (K1 + 1)) / (tf[k] + norm);
      out[found] = slot;
      scores[found++] = score;
    }
    return { slots: out.subarray(0, found), scores: scores.subarray(0, found) };
  }

  /**
   * What a search walks, and how many slots (its cost, ~30 ns each): the candidates (`Infinity`: no filter narrows them)
   * when they are fewer than the rarest required word's postings, else those; without a required word, the union of the positive words' lists, else every slot.
   */
  walk(q: TextQuery, candidates: number): { over: 'candidates' | 'rarest' | 'union' | 'all'; length: number } {
    if (q.impossible) return { over: 'candidates', length: 0 };
    const rarest = q.required.length ? this.listLength(q.lexemeIds[q.required[0]]) : Infinity;
    if (Number.isFinite(candidates) && candidates <= rarest) return { over: 'candidates', length: candidates };
    if (rarest < Infinity) return { over: 'rarest', length: rarest };
    if (q.needsPositive) {
      const length = Array.from(q.lexemeIds).reduce((n, id, k) => n + (id < 0 || q.idf[k] === 0 ? 0 : this.listLength(id)), 0);
      return { over: 'union', length };
    }
    return { over: 'all', length: this.state.length };
  }

  /** Live tenders holding a lexeme. */
  private df(id: number): number {
    if (this.removed === 0) return this.listLength(id);
    let n = this.liveDf.get(id);
    if (n === undefined) {
      n = 0;
      const list = this.list(id);
      for (let i = 0; i < list.length; i++) if (this.state[list[i]] === LIVE) n++;
      this.liveDf.set(id, n);
    }
    return n;
  }

  private listLength(id: number): number {
    const base = id + 1 < this.baseStart.length ? this.baseStart[id + 1] - this.baseStart[id] : 0;
    return base + (this.tailLengths[id] ?? 0);
  }

  /** A lexeme's slots, ascending (a view of the base when it has no tail, else a copy of both). */
  private list(id: number): Int32Array {
    const base = id + 1 < this.baseStart.length ? this.baseSlots.subarray(this.baseStart[id], this.baseStart[id + 1]) : NO_SLOTS;
    const tailLength = this.tailLengths[id] ?? 0;
    if (tailLength === 0) return base;
    const out = new Int32Array(base.length + tailLength);
    out.set(base);
    out.set(this.tails[id].subarray(0, tailLength), base.length);
    return out;
  }

  private cursor(id: number): Cursor | null {
    if (id < 0) return null;
    const base = id + 1 < this.baseStart.length ? [this.baseStart[id], this.baseStart[id + 1]] : [0, 0];
    return new Cursor(
      this.baseSlots.subarray(base[0], base[1]),
      this.baseTf.subarray(base[0], base[1]),
      this.tails[id] ?? NO_SLOTS,
      this.tailTfs[id] ?? NO_TF,
      this.tailLengths[id] ?? 0,
    );
  }

  /** The union of the scoring (positive) terms' lists. */
  private unionOf(ids: Int32Array, idf: Float64Array): Int32Array {
    let out: Int32Array = NO_SLOTS;
    ids.forEach((id, k) => {
      if (id < 0 || idf[k] === 0) return;
      const list = this.list(id);
      out = out.length === 0 ? list : mergeSorted(out, list);
    });
    return out;
  }

  private append(id: number, slot: number, tf: number): void {
    let tail = this.tails[id];
    const length = this.tailLengths[id] ?? 0;
    if (tail === undefined || length === tail.length) {
      const size = Math.max(4, Math.ceil(length * 1.5));
      const [slots, tfs] = [new Int32Array(size), new Uint16Array(size)];
      if (tail !== undefined) {
        slots.set(tail);
        tfs.set(this.tailTfs[id]);
      }
      this.tails[id] = tail = slots;
      this.tailTfs[id] = tfs;
    }
    tail[length] = slot;
    this.tailTfs[id][length] = Math.min(tf, 0xffff);
    this.tailLengths[id] = length + 1;
  }

  private ensureSlot(slot: number): void {
    if (slot < this.state.length) return;
    const size = Math.max(slot + 1, Math.ceil(this.state.length * 1.5));
    const state = new Uint8Array(size);
    state.set(this.state);
    const docLength = new Float32Array(size);
    docLength.set(this.docLength);
    [this.state, this.docLength] = [state, docLength];
  }
}

/** The lexemes and weighted term frequencies (tenths) of a vector's text output; `''` is a quote inside a lexeme. */
function readVector(text: string, each: (lexeme: string, tf: number) => void): void {
  let i = 0;
  while (i < text.length) {
    if (text.charCodeAt(i) !== 39 /* ' */) {
      i++;
      continue;
    }
    let lexeme = '';
    let from = ++i;
    for (;;) {
      const q = text.indexOf("'", i);
      if (q < 0) throw new Error(`cannot read tsvector text at ${from}`);
      if (text.charCodeAt(q + 1) === 39) {
        lexeme += text.slice(from, q + 1);
        i = from = q + 2;
        continue;
      }
      lexeme += text.slice(from, q);
      i = q + 1;
      break;
    }
    // Its positions: `:1A,4C,7` (weight D when none is written); none at all counts once, as D.
    let tf = 0;
    if (text.charCodeAt(i) === 58 /* : */) {
      i++;
      while (i < text.length && text.charCodeAt(i) !== 32) {
        while (i < text.length && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) i++;
        const w = text[i];
        if (w === 'A' || w === 'B' || w === 'C' || w === 'D') {
          tf += WEIGHT_TENTHS[w];
          i++;
        } else tf += WEIGHT_TENTHS.D;
        if (text.charCodeAt(i) === 44 /* , */) i++;
      }
    } else tf = WEIGHT_TENTHS.D;
    each(lexeme, tf);
  }
}

/** The sorted union of two ascending lists. */
export function mergeSorted(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(a.length + b.length);
  let [i, j, n] = [0, 0, 0];
  while (i < a.length && j < b.length) {
    if (a[i] < b[j]) out[n++] = a[i++];
    else if (a[i] > b[j]) out[n++] = b[j++];
    else {
      out[n++] = a[i++];
      j++;
    }
  }
  while (i < a.length) out[n++] = a[i++];
  while (j < b.length) out[n++] = b[j++];
  return out.subarray(0, n);
}

function allLexemes(node: QueryNode, out = new Set<string>()): Set<string> {
  switch (node.op) {
    case 'lexeme':
      if (node.prefix) throw new UnsupportedQueryError('prefix lexemes need the lexicon walked');
      out.add(node.lexeme);
      break;
    case 'not':
      allLexemes(node.arg, out);
      break;
    case 'and':
    case 'or':
      for (const a of node.args) allLexemes(a, out);
      break;
    case 'phrase':
      throw new UnsupportedQueryError('phrases need positions');
  }
  return out;
}

/** Whether every match holds one of the query's positive words (so their lists' union holds every match). */
function needsPositive(node: QueryNode): boolean {
  switch (node.op) {
    case 'lexeme':
      return true;
    case 'not':
      return false;
    case 'and':
      return node.args.some(needsPositive);
    case 'or':
      return node.args.every(needsPositive);
    default:
      return true;
  }
}

/** The query as a test over term frequencies (present: tf > 0), as `@@` evaluates it without positions. */
function matcher(node: QueryNode, index: Map<string, number>): (tf: Float64Array) => boolean {
  switch (node.op) {
    case 'lexeme': {
      const k = index.get(node.lexeme)!;
      return (tf) => tf[k] > 0;
    }
    case 'not': {
      const arg = matcher(node.arg, index);
      return (tf) => !arg(tf);
    }
    case 'and': {
      const args = node.args.map((a) => matcher(a, index));
      return (tf) => args.every((m) => m(tf));
    }
    case 'or': {
      const args = node.args.map((a) => matcher(a, index));
      return (tf) => args.some((m) => m(tf));
    }
    default:
      throw new UnsupportedQueryError('phrases need positions');
  }
}
