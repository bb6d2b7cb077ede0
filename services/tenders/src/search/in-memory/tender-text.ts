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
  /** Lexeme id → query term + 1 (0: not in the query); `release()` clears it. */
  readonly termOf: Int32Array;
  readonly lexemeIds: number[];
  /** BM25 idf of each term (0 for a term only negated: it does not score). */
  readonly idf: Float64Array;
  /** True when the tender's term frequencies (tf[k] > 0: term k present) match the query. */
  readonly matches: (tf: Float64Array) => boolean;
  release(): void;
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
  private termOf = new Int32Array(1024);

  get lexemes(): number {
    return this.lexicon.names.length;
  }

  /** Flat entries held (a dead slot's stay until the index is read again whole). */
  get entries(): number {
    return this.used;
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
    this.count[slot] = n;
    this.docLength[slot] = length;
    this.totalLength += length;
    this.live++;
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

  /** The slots renumbered: new slot `i` is old slot `order[i]` (the flat entries stay where they are). */
  renumber(order: Int32Array): void {
    const start = new Int32Array(Math.max(order.length, 1024)).fill(-1);
    const count = new Int32Array(start.length);
    const docLength = new Float32Array(start.length);
    for (let i = 0; i < order.length; i++) {
      const old = order[i];
      if (old >= this.start.length) continue;
      start[i] = this.start[old];
      count[i] = this.count[old];
      docLength[i] = this.docLength[old];
    }
    [this.start, this.count, this.docLength] = [start, count, docLength];
  }

  /**
   * The parsed tsquery against the lexicon; UnsupportedQueryError for phrases and prefixes (they need positions or
   * a lexicon walk). Release it when done (searches are synchronous, one at a time).
   */
  compile(query: QueryNode): TextQuery {
    const lexemes = [...allLexemes(query)];
    if (this.termOf.length < this.lexicon.names.length) this.termOf = new Int32Array(this.lexicon.names.length * 1.25 + 16);
    const termOf = this.termOf;
    const ids = lexemes.map((l) => this.lexicon.ids.get(l) ?? -1);
    ids.forEach((id, k) => id >= 0 && (termOf[id] = k + 1));
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
      termOf,
      lexemeIds: ids,
      idf,
      matches: matcher(query, index),
      release: () => ids.forEach((id) => id >= 0 && (termOf[id] = 0)),
    };
  }

  /**
   * The slot's BM25 score for a compiled query, or -1 when it does not match. `tf` is scratch of the query's term
   * count (zeroed here).
   */
  score(slot: number, q: TextQuery, tf: Float64Array): number {
    tf.fill(0);
    const at = this.start[slot];
    if (at < 0) return -1;
    const { termOf } = q;
    const [ids, tfs] = [this.lexemeIds, this.tfTenths];
    for (let e = at, end = at + this.count[slot]; e < end; e++) {
      const k = termOf[ids[e]];
      if (k !== 0) tf[k - 1] = tfs[e] / 10;
    }
    if (!q.matches(tf)) return -1;
    const norm = K1 * (1 - B + (B * this.docLength[slot]) / (this.totalLength / Math.max(1, this.live) || 1));
    let score = 0;
    for (let k = 0; k < tf.length; k++) if (tf[k] > 0 && q.idf[k] > 0) score += (q.idf[k] * tf[k] * (K1 + 1)) / (tf[k] + norm);
    return score;
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
  const next = new (array.constructor as new (n: number) => T)(Math.max(atLeast, array.length * 2));
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
