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

/** A query compiled against the lexicon: its lexemes' ids and weights, and its boolean form over their presence. */
export interface TextQuery {
  /** Each term's lexeme id (-1: no tender has it). */
  readonly lexemeIds: Int32Array;
  /** Terms every match must hold (the positive lexemes of a top-level AND, or the only lexeme), rarest first. */
  readonly required: Int32Array;
  /** A required term no tender has: nothing matches. */
  readonly impossible: boolean;
  /** BM25 idf of each term (0 for a term only negated: it does not score). */
  readonly idf: Float64Array;
  /** True when the tender's term frequencies (tf[k] > 0: term k present) match the query. */
  readonly matches: (tf: Float64Array) => boolean;
}

/**
 * The stored full-text vector (`search_vector`) of every tender, per slot, without positions: its lexemes (ids in one
 * lexicon) and their weighted term frequencies, in flat arrays; a slot points at its run. This answers keyword searches
 * whose filters leave few tenders to test (a tender's run is scanned once against the query's lexemes) and ranks them
 * by BM25 over the whole collection's document frequencies, kept current as tenders come and go. Phrases need the
 * positions it does not keep: UnsupportedQueryError (PostgreSQL answers those).
 */
export class TenderText {
  private readonly lexicon = new Interner();
  private lexemeIds = new Int32Array(1 << 16);
  private tfTenths = new Uint16Array(1 << 16);
  private used = 0;
  private start = new Int32Array(1024).fill(-1);
  private count = new Int32Array(1024);
  private docLength = new Float32Array(1024);
  /** Live tenders holding each lexeme. */
  private df = new Int32Array(1024);
  private totalLength = 0;
  private live = 0;
  private sortScratch = new Float64Array(256);

  get lexemes(): number {
    return this.lexicon.names.length;
  }

  /** Flat entries held (a dead slot's stay until the index is read again whole). */
  get entries(): number {
    return this.used;
  }

  /** Bytes of its typed arrays (the lexicon's strings aside). */
  get bytes(): number {
    return [this.lexemeIds, this.tfTenths, this.start, this.count, this.docLength, this.df].reduce((n, a) => n + a.byteLength, 0);
  }

  /** Sets a new slot's text from a stored vector's text output (`'clean':1A,4C 'servic':2A`); null: no text. */
  add(slot: number, vector: string | null | undefined): void {
    this.ensureSlot(slot);
    this.start[slot] = this.used;
    let n = 0;
    let length = 0;
    const text = vector ?? '';
    let i = 0;
    while (i < text.length) {
      if (text.charCodeAt(i) !== 39 /* ' */) {
        i++;
        continue;
      }
      // The lexeme: up to the closing quote ('' is a quote inside it).
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
      const id = this.lexicon.id(lexeme);
      if (id >= this.df.length) this.df = grow(this.df, id + 1);
      if (this.used === this.lexemeIds.length) {
        this.lexemeIds = grow(this.lexemeIds, this.used + 1);
        this.tfTenths = grow(this.tfTenths, this.used + 1);
      }
      this.lexemeIds[this.used] = id;
      this.tfTenths[this.used++] = Math.min(tf, 0xffff);
      this.df[id]++;
      length += tf / 10;
      n++;
    }
    this.sortRun(this.used - n, n);
    this.count[slot] = n;
    this.docLength[slot] = length;
    this.totalLength += length;
    this.live++;
  }

  /** A run's entries in lexeme id order (searches find a lexeme in it by bisection): sorted as id · 2^16 + tf. */
  private sortRun(at: number, n: number): void {
    if (this.sortScratch.length < n) this.sortScratch = new Float64Array(n * 2);
    const keys = this.sortScratch.subarray(0, n);
    for (let i = 0; i < n; i++) keys[i] = this.lexemeIds[at + i] * 0x10000 + this.tfTenths[at + i];
    keys.sort();
    for (let i = 0; i < n; i++) {
      this.lexemeIds[at + i] = Math.floor(keys[i] / 0x10000);
      this.tfTenths[at + i] = keys[i] % 0x10000;
    }
  }

  /** A slot's tender left (replaced or removed): its lexemes no longer count. */
  remove(slot: number): void {
    if (slot >= this.start.length || this.start[slot] < 0) return;
    const at = this.start[slot];
    for (let e = at; e < at + this.count[slot]; e++) this.df[this.lexemeIds[e]]--;
    this.totalLength -= this.docLength[slot];
    this.live--;
    this.start[slot] = -1;
  }

  /**
   * The slots renumbered: new slot `i` is old slot `order[i]`, slots not in `order` dropped. The runs are laid out
   * again in the new order (neighbouring slots read neighbouring memory; dead runs are gone), between breathers.
   */
  async renumber(order: Int32Array, breather: () => Promise<void>): Promise<void> {
    const start = new Int32Array(Math.max(order.length, 1024)).fill(-1);
    const count = new Int32Array(start.length);
    const docLength = new Float32Array(start.length);
    let total = 0;
    for (const old of order) if (old < this.start.length && this.start[old] >= 0) total += this.count[old];
    // Room for the updates to come without growing at once.
    const room = total + Math.max(1 << 16, total >> 6);
    const [lexemeIds, tfTenths] = [new Int32Array(room), new Uint16Array(room)];
    let used = 0;
    for (let i = 0; i < order.length; i++) {
      const old = order[i];
      if (old >= this.start.length || this.start[old] < 0) continue;
      const [from, n] = [this.start[old], this.count[old]];
      lexemeIds.set(this.lexemeIds.subarray(from, from + n), used);
      tfTenths.set(this.tfTenths.subarray(from, from + n), used);
      start[i] = used;
      count[i] = n;
      docLength[i] = this.docLength[old];
      used += n;
      if (i % 100_000 === 99_999) await breather();
    }
    [this.start, this.count, this.docLength, this.lexemeIds, this.tfTenths, this.used] = [start, count, docLength, lexemeIds, tfTenths, used];
  }

  /** The parsed tsquery against the lexicon; UnsupportedQueryError for phrases and prefixes (they need positions or a lexicon walk). */
  compile(query: QueryNode): TextQuery {
    const lexemes = [...allLexemes(query)];
    const ids = Int32Array.from(lexemes, (l) => this.lexicon.ids.get(l) ?? -1);
    const mustHave = query.op === 'lexeme' ? [query] : query.op === 'and' ? query.args.filter((a) => a.op === 'lexeme') : [];
    const required = Int32Array.from(new Set(mustHave.map((a) => lexemes.indexOf(a.lexeme)))).sort(
      (a, b) => (ids[a] < 0 ? -1 : this.df[ids[a]]) - (ids[b] < 0 ? -1 : this.df[ids[b]]),
    );
    const n = Math.max(1, this.live);
    const positive = positiveLexemes(query);
    const idf = new Float64Array(lexemes.length);
    lexemes.forEach((lexeme, k) => {
      if (ids[k] < 0 || !positive.has(lexeme)) return;
      const df = this.df[ids[k]];
      idf[k] = Math.log(1 + (n - df + 0.5) / (df + 0.5));
    });
    const index = new Map(lexemes.map((l, k) => [l, k]));
    return {
      lexemeIds: ids,
      required,
      impossible: Array.from(required).some((k) => ids[k] < 0),
      idf,
      matches: matcher(query, index),
    };
  }

  /**
   * The slot's BM25 score for a compiled query, or -1 when it does not match. `tf` is scratch of the query's term
   * count (zeroed here).
   */
  score(slot: number, q: TextQuery, tf: Float64Array): number {
    const at = this.start[slot];
    if (at < 0 || q.impossible) return -1;
    const end = at + this.count[slot];
    const { lexemeIds, required } = q;
    // The required terms first, the rarest first: most tenders lack it, and are left after one bisection.
    for (let i = 0; i < required.length; i++) {
      const e = this.find(lexemeIds[required[i]], at, end);
      if (e < 0) return -1;
      tf[required[i]] = this.tfTenths[e] / 10;
    }
    for (let k = 0; k < lexemeIds.length; k++) {
      if (tf[k] > 0 && required.includes(k)) continue;
      const e = lexemeIds[k] < 0 ? -1 : this.find(lexemeIds[k], at, end);
      tf[k] = e < 0 ? 0 : this.tfTenths[e] / 10;
    }
    if (!q.matches(tf)) return -1;
    const norm = K1 * (1 - B + (B * this.docLength[slot]) / (this.totalLength / Math.max(1, this.live) || 1));
    let score = 0;
    for (let k = 0; k < tf.length; k++) if (tf[k] > 0 && q.idf[k] > 0) score += (q.idf[k] * tf[k] * (K1 + 1)) / (tf[k] + norm);
    return score;
  }

  /** Where lexeme `id` is in the sorted run [at, end), -1 when it is not. */
  private find(id: number, at: number, end: number): number {
    const ids = this.lexemeIds;
    let [lo, hi] = [at, end];
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (ids[mid] < id) lo = mid + 1;
      else hi = mid;
    }
    return lo < end && ids[lo] === id ? lo : -1;
  }

  private ensureSlot(slot: number): void {
    if (slot < this.start.length) return;
    const size = Math.max(slot + 1, this.start.length * 2);
    const start = new Int32Array(size).fill(-1);
    start.set(this.start);
    this.start = start;
    this.count = grow(this.count, size);
    this.docLength = grow(this.docLength, size);
  }
}

function grow<T extends Int32Array | Uint16Array | Float32Array>(array: T, atLeast: number): T {
  // By half again (these arrays reach hundreds of MB at a million tenders).
  const next = new (array.constructor as new (n: number) => T)(Math.max(atLeast, Math.ceil(array.length * 1.5)));
  next.set(array);
  return next;
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
