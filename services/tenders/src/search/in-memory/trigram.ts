/**
 * pg_trgm's word similarity computed in Node, for the partial and misspelt words fallback over the open tenders
 * (`title %> words`, `buyer_name %> words`, ranked by `word_similarity(words, …)`), giving the values PostgreSQL gives:
 * - words are runs of alphanumeric characters, lower-cased, padded with two spaces before and one after;
 * - a trigram of three one-byte characters is those bytes, any other is the low three bytes of the legacy CRC-32 of its
 *   UTF-8 bytes (so trigrams collide exactly where PostgreSQL's do);
 * - similarities are float4 (`count / (len1 + len2 − count)` rounded to single precision) and the `%>` threshold is the
 *   float 0.6 as the GUC's default holds it.
 * Which characters outside ASCII are alphanumeric, and their lower case, come from the database's locale (C.UTF-8 here):
 * this module only claims the letters of the Latin, Greek, Cyrillic and Armenian scripts (alphanumeric, lower-cased one
 * to one within their script) and punctuation, spaces and symbols that are not alphabetic (separators). A text with any
 * other character is "not exact" (null): the caller leaves that search to PostgreSQL, as it does every such search when
 * the database answers {@link PROBE_PAIRS} otherwise.
 */

/** `pg_trgm.word_similarity_threshold` (its default, a float4 0.6 widened to double). */
export const WORD_SIMILARITY_THRESHOLD = Math.fround(0.6);

/** The trigrams of one text, in order, as indexes into its distinct trigrams (what the similarity walk needs). */
export interface TextTrigrams {
  /** Position i → index into `distinct` of the i-th trigram. */
  sequence: Uint16Array | Int32Array;
  /** The distinct trigram keys (24-bit). */
  distinct: Int32Array;
}

const KNOWN_LETTER = /^(?=[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Armenian}])\p{L}$/u;
const SEPARATOR = /^(?!\p{Alphabetic})[\p{P}\p{Z}\p{S}]$/u;

/** The standard (reflected, 0xEDB88320) CRC-32 table, which PostgreSQL's legacy CRC-32 walks the other way round. */
const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** PostgreSQL's legacy CRC-32 (INIT/COMP/FIN_LEGACY_CRC32) of some bytes. */
export function legacyCrc32(bytes: ArrayLike<number>): number {
  let crc = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) crc = (CRC_TABLE[((crc >>> 24) ^ bytes[i]) & 0xff] ^ (crc << 8)) >>> 0;
  return (crc ^ 0xffffffff) >>> 0;
}

const utf8 = new Uint8Array(12);

/** Writes a code point's UTF-8 bytes at `at`; answers the next offset. */
function putUtf8(code: number, at: number): number {
  if (code < 0x80) utf8[at++] = code;
  else if (code < 0x800) {
    utf8[at++] = 0xc0 | (code >> 6);
    utf8[at++] = 0x80 | (code & 0x3f);
  } else if (code < 0x10000) {
    utf8[at++] = 0xe0 | (code >> 12);
    utf8[at++] = 0x80 | ((code >> 6) & 0x3f);
    utf8[at++] = 0x80 | (code & 0x3f);
  } else {
    utf8[at++] = 0xf0 | (code >> 18);
    utf8[at++] = 0x80 | ((code >> 12) & 0x3f);
    utf8[at++] = 0x80 | ((code >> 6) & 0x3f);
    utf8[at++] = 0x80 | (code & 0x3f);
  }
  return at;
}

/** A trigram's 24-bit key: its three bytes, or the CRC's first three bytes in memory (little-endian), as show_trgm prints. */
function trigramKey(a: number, b: number, c: number): number {
  if (a < 0x80 && b < 0x80 && c < 0x80) return (a << 16) | (b << 8) | c;
  const length = putUtf8(c, putUtf8(b, putUtf8(a, 0)));
  const crc = legacyCrc32(utf8.subarray(0, length));
  return ((crc & 0xff) << 16) | (((crc >>> 8) & 0xff) << 8) | ((crc >>> 16) & 0xff);
}

/** One character's lower case (a code point) when alphanumeric, 0 when a separator, -1 when not known here. */
function wordChar(c: string, code: number): number {
  if (code < 0x80) {
    if ((code >= 0x30 && code <= 0x39) || (code >= 0x61 && code <= 0x7a)) return code;
    if (code >= 0x41 && code <= 0x5a) return code + 32;
    return 0;
  }
  if (KNOWN_LETTER.test(c)) {
    const lower = c.toLowerCase();
    const first = lower.codePointAt(0)!;
    return lower.length === String.fromCodePoint(first).length && KNOWN_LETTER.test(lower) ? first : -1;
  }
  return SEPARATOR.test(c) ? 0 : -1;
}

const SPACE = 0x20;

/** The trigram keys of a text in order (generate_trgm_only), or null when it holds a character not known here. */
export function trigramKeys(text: string): number[] | null {
  const keys: number[] = [];
  // The padded word being read: two spaces, its lower-cased code points (then one space).
  let previous2 = SPACE;
  let previous1 = SPACE;
  let inWord = false;
  const endWord = () => {
    if (!inWord) return;
    keys.push(trigramKey(previous2, previous1, SPACE));
    previous2 = SPACE;
    previous1 = SPACE;
    inWord = false;
  };
  for (const c of text) {
    const code = c.codePointAt(0)!;
    const lower = wordChar(c, code);
    if (lower < 0) return null;
    if (lower === 0) {
      endWord();
      continue;
    }
    keys.push(trigramKey(previous2, previous1, lower));
    previous2 = previous1;
    previous1 = lower;
    inWord = true;
  }
  endWord();
  return keys;
}

/** A text's trigrams prepared for {@link wordSimilarity}; null when not exact here (see the module comment). */
export function textTrigrams(text: string): TextTrigrams | null {
  const keys = trigramKeys(text);
  if (keys === null) return null;
  const ids = new Map<number, number>();
  // (A text has fewer than 65,536 distinct trigrams unless it is longer than that.)
  const sequence = keys.length < 0x10000 ? new Uint16Array(keys.length) : new Int32Array(keys.length);
  keys.forEach((key, i) => {
    let id = ids.get(key);
    if (id === undefined) ids.set(key, (id = ids.size));
    sequence[i] = id;
  });
  return { sequence, distinct: Int32Array.from(ids.keys()) };
}

/** The distinct trigram keys of the searched words (the first argument of word_similarity); null when not exact here. */
export function queryTrigrams(words: string): Set<number> | null {
  const keys = trigramKeys(words);
  return keys === null ? null : new Set(keys);
}

/** Reused per call (searches are synchronous): a new pair of arrays per text would be most of the cost. */
let scratchFound = new Uint8Array(256);
let scratchLastPosition = new Int32Array(256);

const similarity = (count: number, len1: number, len2: number) => Math.fround(Math.fround(count) / Math.fround(len1 + len2 - count));

/**
 * `word_similarity(words, text)`: the greatest similarity between the words' trigram set and an extent of the text's
 * trigrams (pg_trgm's iterate_word_similarity, plain mode). With `checkOnly` it stops once the threshold is reached
 * (the `%>` operator): the answer is then only meaningful compared with WORD_SIMILARITY_THRESHOLD.
 */
export function wordSimilarity(query: Set<number>, text: TextTrigrams, checkOnly = false): number {
  const ulen1 = query.size;
  const { sequence, distinct } = text;
  if (scratchFound.length < distinct.length) {
    scratchFound = new Uint8Array(distinct.length * 2);
    scratchLastPosition = new Int32Array(distinct.length * 2);
  }
  const found = scratchFound;
  const lastPosition = scratchLastPosition;
  let hits = 0;
  for (let i = 0; i < distinct.length; i++) {
    const f = query.has(distinct[i]) ? 1 : 0;
    found[i] = f;
    hits += f;
    lastPosition[i] = -1;
  }
  if (hits === 0) return 0;
  // An extent holds at most `hits` of the words' trigrams over at least ulen1 + 0: below the threshold whatever it is.
  if (checkOnly && Math.fround(hits / ulen1) < WORD_SIMILARITY_THRESHOLD) return 0;
  let ulen2 = 0;
  let count = 0;
  let upper = -1;
  let lower = -1;
  let best = 0;
  for (let i = 0; i < sequence.length; i++) {
    const id = sequence[i];
    if (lower >= 0 || found[id]) {
      if (lastPosition[id] < 0) {
        ulen2++;
        if (found[id]) count++;
      }
      lastPosition[id] = i;
    }
    if (!found[id]) continue;
    upper = i;
    if (lower === -1) {
      lower = i;
      ulen2 = 1;
    }
    let current = similarity(count, ulen1, ulen2);
    // Try moving the extent's start right for a greater similarity.
    let tryCount = count;
    let tryUlen2 = ulen2;
    const previousLower = lower;
    for (let start = lower; start <= upper; start++) {
      const candidate = similarity(tryCount, ulen1, tryUlen2);
      if (candidate > current) {
        current = candidate;
        ulen2 = tryUlen2;
        lower = start;
        count = tryCount;
      }
      if (checkOnly && current >= WORD_SIMILARITY_THRESHOLD) break;
      const leaving = sequence[start];
      if (lastPosition[leaving] === start) {
        tryUlen2--;
        if (found[leaving]) tryCount--;
      }
    }
    if (current > best) best = current;
    if (checkOnly && best >= WORD_SIMILARITY_THRESHOLD) break;
    for (let start = previousLower; start < lower; start++) {
      const leaving = sequence[start];
      if (lastPosition[leaving] === start) lastPosition[leaving] = -1;
    }
  }
  return best;
}

/** `words %> text` semantics the other way round: `text %> words` (word_similarity(words, text) ≥ the threshold). */
export function wordSimilar(query: Set<number>, text: TextTrigrams): boolean {
  return wordSimilarity(query, text, true) >= WORD_SIMILARITY_THRESHOLD;
}

/**
 * Pairs (words, text) whose word similarity depends on every rule above: case folding and word characters of each
 * script claimed, separators, the CRC of trigrams beyond ASCII, the float threshold. The search compares PostgreSQL's
 * word_similarity for them with {@link wordSimilarity} once, and only uses this module when all agree (a database whose
 * locale splits or folds differently keeps the SQL path).
 */
export const PROBE_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['caf', 'CAFÉ – Société Générale'],
  ['ffordd', 'Gwaith FFORDD’r Cyngor — Ŵyr Ŷ'],
  ['σχολείο', 'ΣΧΟΛΕΊΟ Αθηνών'],
  ['школа', 'ШКОЛА № 5, Київ (Ї)'],
  ['դպրոց', 'ԴՊՐՈՑ Երևան'],
  ['clening servces', 'Cleaning services £5,000 ©2024 café'],
  ['abc', 'xabcx ab'],
  ['abcde', 'abxde'],
];

/** What {@link wordSimilarity} gives for {@link PROBE_PAIRS}, in order (null where a text is not exact here). */
export function probeSimilarities(): Array<number | null> {
  return PROBE_PAIRS.map(([words, text]) => {
    const query = queryTrigrams(words);
    const trigrams = textTrigrams(text);
    return query && trigrams ? wordSimilarity(query, trigrams) : null;
  });
}
