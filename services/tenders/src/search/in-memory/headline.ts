/**
 * The search page's highlights computed in Node, the same text PostgreSQL's
 * `ts_headline('english', title, q, 'HighlightAll=true')` and
 * `ts_headline('english', left(description, 1500), q, 'MaxWords=35, MinWords=15, ShortWord=3, MaxFragments=2, …')` give,
 * without a database call: the words that match are known from the stored `search_vector` the index already holds
 * (its positions say which word of the text carries which lexeme), so no stemming happens here; what is reimplemented
 * is the default parser's split of *plain* text into words and blanks, and the fragment selection of PostgreSQL 18
 * (hlCover, get_next_fragment, mark_hl_fragments, generateHeadline).
 *
 * Only what is sure to split the same way is done here: text of letters, digits and simple punctuation (a period
 * or colon only before a space, hyphens in words), and queries that are one word or words joined by AND (no OR, NOT or
 * phrase, each word once). The hyphen shapes the parser reads as `ts_debug` shows: a signed integer after a word or a
 * blank ("covid-19" is "covid" and "-19", also "2018-19", "x -5"), a number before a word ("4-seated": "4", a blank,
 * "seated"), a hyphenated word whose every part has a letter ("re-use", "MASS-4G": the whole word, then its parts).
 * Anything else — URLs, e-mail addresses, numbers with decimals, a part of digits only in a hyphenated word ("a-b-3",
 * "50-200mm"), entities, combining marks — answers null and PostgreSQL highlights that tender, as before. A word cut
 * in two by the 1,500-character limit is not in the stored vector as such: its lexeme is read with the tender
 * (`cut_word_vector`). The search-headline test compares both for every real notice and generated texts with these
 * shapes.
 */

/** The description prefix the snippet is made from (as `left(description, 1500)` in SQL). */
export const HEADLINE_CHARS = 1500;
const MAX_WORDS = 35;
const MIN_WORDS = 15;
const SHORT_WORD = 3;
const MAX_FRAGMENTS = 2;

/**
 * Text the default parser splits into words (letters, digits) and blanks only (see the module comment): letters,
 * digits and these blanks; an apostrophe or an ampersand is a blank to it unless it starts an entity (`&amp;`).
 */
const PLAIN_BLANKS = new Set(' \n\t,;()!?"\'&-'.split('').map((c) => c.charCodeAt(0)));
const LETTER = /^\p{L}$/u;
const DIGITS = /^[0-9]+$/;
/** Letters beyond ASCII, per UTF-16 unit of the BMP: 0 not yet asked, 1 a letter, 2 not. */
const letters = new Uint8Array(0x10000);

/** A letter (\p{L}) or an ASCII digit: what the parser's words are made of. */
function isWordChar(c: number): boolean {
  if (c < 0x80) return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
  let known = letters[c];
  if (known === 0) known = letters[c] = LETTER.test(String.fromCharCode(c)) ? 1 : 2;
  return known === 1;
}

/** An entity (`&amp;`, `&#39;`: `&[#A-Za-z0-9]+;`) at `at`. */
function startsEntity(text: string, at: number): boolean {
  let j = at + 1;
  for (; j < text.length; j++) {
    const c = text.charCodeAt(j);
    if (!(c === 35 || (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122))) break;
  }
  return j > at + 1 && text.charCodeAt(j) === 59;
}

/**
 * `text` as words (letters and digits, hyphenated runs of them) and blanks (runs of anything else), or null when it
 * holds a character the parser may read otherwise: anything but letters, digits and the plain blanks; '.' or ':' other
 * than before a space, tab or newline (or ending a complete text): "e.g", "1.5", "a.b" and "http:" are other tokens to
 * the parser; an entity (`&amp;`); a character beyond the BMP (two UTF-16 units, so JavaScript lengths would not count
 * PostgreSQL's characters).
 */
function tokenize(text: string, complete: boolean): { tokens: string[]; word: boolean[] } | null {
  const tokens: string[] = [];
  const word: boolean[] = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    const start = i;
    if (isWordChar(text.charCodeAt(i))) {
      i++;
      for (;;) {
        while (i < n && isWordChar(text.charCodeAt(i))) i++;
        if (i + 1 < n && text.charCodeAt(i) === 45 && isWordChar(text.charCodeAt(i + 1))) i += 2;
        else break;
      }
      word.push(true);
    } else {
      for (; i < n; i++) {
        const c = text.charCodeAt(i);
        if (isWordChar(c)) break; // (a surrogate is no letter: it fails the blanks' test below)
        if (c === 46 || c === 58) {
          const next = text.charCodeAt(i + 1); // NaN after the end
          if (next === 32 || next === 10 || next === 9 || (i + 1 === n && complete)) continue;
          return null;
        }
        if (c === 38 && startsEntity(text, i)) return null;
        if (!PLAIN_BLANKS.has(c)) return null; // other punctuation, symbols, surrogates (astral characters)
      }
      word.push(false);
    }
    tokens.push(text.slice(start, i));
  }
  return { tokens, word };
}

interface Word {
  text: string;
  /** A blank (the parser's SPACE token), or a hyphenated word as a whole: not counted as a word. */
  blank: boolean;
  /** A hyphenated word as a whole: has a position, never printed (its parts are). */
  skip: boolean;
  /** An integer (digits, or a hyphen and digits): never a good end of a fragment. */
  number: boolean;
  /** At most SHORT_WORD bytes long (UTF-8, the database's encoding: ShortWord counts bytes). */
  short: boolean;
  /** Lexeme position in the text's vector (words only; blanks 0). */
  pos: number;
  /** Index of the query word it matches, or -1. */
  item: number;
  in: boolean;
  selected: boolean;
}

/** UTF-8 length of BMP text (split refuses astral characters first): Buffer.byteLength without the call. */
function utf8Bytes(token: string): number {
  let bytes = 0;
  for (let i = 0; i < token.length; i++) {
    const c = token.charCodeAt(i);
    bytes += c < 0x80 ? 1 : c < 0x800 ? 2 : 3;
  }
  return bytes;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** An integer, signed or not (the parser's uint and int tokens): never a good end of a fragment. */
function isInteger(token: string): boolean {
  for (let i = token.charCodeAt(0) === 45 ? 1 : 0; i < token.length; i++) {
    const c = token.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return token.length > 0 && token !== '-';
}

/**
 * Splits `text` into words and blanks as PostgreSQL's default parser would, or null when the text holds anything that
 * parser may read otherwise. `complete` is false when the text was cut after its end (the cut must not fall inside a
 * word, which the vector holds whole).
 */
function split(text: string, complete: boolean): Word[] | null {
  const split = tokenize(text, complete);
  if (split === null) return null;
  const { tokens, word } = split;
  const words: Word[] = [];
  let pos = 0;
  const add = (token: string, blank: boolean, skip = false) =>
    words.push({
      text: token,
      blank,
      skip,
      number: !blank && isInteger(token),
      // A token of more than SHORT_WORD characters has more bytes than that.
      short: token.length <= SHORT_WORD && utf8Bytes(token) <= SHORT_WORD,
      pos: blank && !skip ? 0 : ++pos,
      item: -1,
      in: false,
      selected: false,
    });
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (!word[i]) {
      // A hyphen before digits starts a signed integer (the parser's int token, a word): "x -5", "x--19" and a text
      // starting "-19" are a blank and "-5", "-19"; before other shapes ("-3c", "-3-4") the parser reads otherwise.
      const next = tokens[i + 1];
      if (token.endsWith('-') && next !== undefined && isDigit(next.charCodeAt(0))) {
        if (!DIGITS.test(next)) return null;
        if (token.length > 1) add(token.slice(0, -1), true);
        add(`-${next}`, false);
        i++;
      } else add(token, true);
    } else if (!token.includes('-')) add(token, false);
    else {
      // A hyphenated run of word characters (tokenize): its parts are non-empty runs of letters and digits.
      const parts = token.split('-');
      if (parts.every((part, i) => i === 0 || DIGITS.test(part))) {
        // "covid-19", "2018-19", "TD041-20", "x-19-20": the word, then each "-digits" a signed integer of its own.
        add(parts[0], false);
        for (let i = 1; i < parts.length; i++) add(`-${parts[i]}`, false);
        continue;
      }
      // "4-seated", "12-month", "3-re-use": a number, a blank "-", then the rest (starting with a letter) as its own word.
      let rest = parts;
      if (DIGITS.test(parts[0]) && !isDigit(parts[1].charCodeAt(0))) {
        add(parts[0], false);
        add('-', true);
        rest = parts.slice(1);
      }
      if (rest.length === 1) add(rest[0], false);
      else {
        // "re-use", "MASS-4G": the whole word (position n), then "re" (n + 1), a blank "-", "use" (n + 2). A part of
        // digits only ("a-b-3", "50-200mm", "CBC-1092-T-CE") is read otherwise by the parser.
        if (rest.some((part) => DIGITS.test(part))) return null;
        add(rest.join('-'), true, true);
        rest.forEach((part, i) => {
          if (i > 0) add('-', true);
          add(part, false);
        });
      }
    }
  }
  return words;
}

/** Marks the words of `words` whose vector position (plus `offset`) carries query word i, from `positions[i]`. */
function findItems(words: Word[], positions: Array<Set<number>>, offset: number): void {
  for (const w of words) {
    if (w.blank && !w.skip) continue;
    for (let i = 0; i < positions.length; i++) if (positions[i].has(w.pos + offset)) w.item = i;
  }
}

const interesting = (w: Word) => w.item >= 0;
const badEndpoint = (w: Word) => (w.blank || w.number || w.short) && !interesting(w);

/** The shortest range of words from lexeme position `from` on holding every query word (hlCover for AND queries). */
function cover(words: Word[], locations: number[][], from: number): { p: number; q: number; next: number } | null {
  let pose = -1;
  for (const list of locations) {
    const first = list.find((p) => p >= from);
    if (first === undefined) return null;
    if (first > pose) pose = first;
  }
  if (pose < 0) return null;
  let posb = Number.MAX_SAFE_INTEGER;
  for (const list of locations) {
    let last = -1;
    for (let i = list.length - 1; i >= 0; i--)
      if (list[i] <= pose) {
        last = list[i];
        break;
      }
    if (last < posb) posb = last;
  }
  posb = Math.max(posb, from);
  let idxb = -1;
  let idxe = -1;
  for (let i = 0; i < words.length; i++) {
    if (words[i].item < 0) continue;
    if (idxb < 0 && words[i].pos >= posb) idxb = i;
    if (words[i].pos <= pose) idxe = i;
    else break;
  }
  // Every query word occurs between posb and pose by construction, so the range satisfies an AND query.
  return idxb >= 0 && idxe >= idxb ? { p: idxb, q: idxe, next: posb + 1 } : null;
}

function mark(words: Word[], start: number, end: number): void {
  for (let i = start; i <= end; i++) {
    if (words[i].item >= 0) words[i].selected = true;
    words[i].in = true;
  }
}

/** The fragments (MaxFragments=2, MaxWords=35, MinWords=15, ShortWord=3) marked on `words`. */
function markFragments(words: Word[], queryWords: number): void {
  const locations: number[][] = Array.from({ length: queryWords }, () => []);
  for (const w of words) if (w.item >= 0) locations[w.item].push(w.pos);
  const covers: Array<{ start: number; end: number; curlen: number; poslen: number; chosen: boolean; excluded: boolean }> = [];
  // The query matches the text only when every word occurs (TS_execute_locations answers nothing otherwise).
  if (locations.every((l) => l.length > 0)) {
    let from = 0;
    for (let c = cover(words, locations, from); c !== null; c = cover(words, locations, from)) {
      from = c.next;
      let start = c.p;
      let end = c.q;
      while (start <= end) {
        // get_next_fragment: start at a query word, at most MAX_WORDS words, end at a query word.
        let i: number;
        for (i = start; i <= end; i++) {
          start = i;
          if (interesting(words[i])) break;
        }
        let curlen = 0;
        let poslen = 0;
        for (i = start; i <= end && curlen < MAX_WORDS; i++) {
          if (!words[i].blank) curlen++;
          if (interesting(words[i])) poslen++;
        }
        if (end > i) {
          end = i;
          for (i = end; i >= start; i--) {
            end = i;
            if (interesting(words[i])) break;
            if (!words[i].blank) curlen--;
          }
        }
        covers.push({ start, end, curlen, poslen, chosen: false, excluded: false });
        start = end + 1;
        end = c.q;
      }
    }
  }
  let fragments = 0;
  for (let f = 0; f < MAX_FRAGMENTS; f++) {
    let maxitems = 0;
    let minwords = 2 ** 31 - 1;
    let best = -1;
    covers.forEach((c, i) => {
      if (!c.chosen && !c.excluded && (maxitems < c.poslen || (maxitems === c.poslen && minwords > c.curlen))) {
        maxitems = c.poslen;
        minwords = c.curlen;
        best = i;
      }
    });
    if (best < 0) break;
    const chosen = covers[best];
    chosen.chosen = true;
    let { start, end, curlen } = chosen;
    if (curlen < MAX_WORDS) {
      const maxstretch = Math.floor((MAX_WORDS - curlen) / 2);
      let stretch = 0;
      let marker = start;
      let i: number;
      for (i = start - 1; i >= 0 && stretch < maxstretch && !words[i].in; i--) {
        if (!words[i].blank) {
          curlen++;
          stretch++;
        }
        marker = i;
      }
      for (i = marker; i < start && badEndpoint(words[i]); i++) if (!words[i].blank) curlen--;
      start = i;
      marker = end;
      for (i = end + 1; i < words.length && curlen < MAX_WORDS && !words[i].in; i++) {
        if (!words[i].blank) curlen++;
        marker = i;
      }
      for (i = marker; i > end && badEndpoint(words[i]); i--) if (!words[i].blank) curlen--;
      end = i;
    }
    chosen.start = start;
    chosen.end = end;
    chosen.curlen = curlen;
    mark(words, start, end);
    fragments++;
    covers.forEach((c, i) => {
      if (i !== best && ((c.start >= start && c.start <= end) || (c.end >= start && c.end <= end) || (c.start < start && c.end > end)))
        c.excluded = true;
    });
  }
  if (fragments === 0) {
    // Nothing matched: the first MIN_WORDS words.
    let curlen = 0;
    let end = -1;
    for (let i = 0; i < words.length && curlen < MIN_WORDS; i++) {
      if (!words[i].blank) curlen++;
      end = i;
    }
    mark(words, 0, end);
  }
}

/** The marked words as text: fragments joined by `delimiter`, matches between `start` and `stop`. */
function render(words: Word[], start: string, stop: string, delimiter: string): string {
  let out = '';
  let inFragment = false;
  let fragments = 0;
  for (const w of words) {
    if (w.in) {
      if (!inFragment) {
        inFragment = true;
        if (++fragments > 1) out += delimiter;
      }
      if (!w.skip) out += w.selected ? `${start}${w.text}${stop}` : w.text;
    } else inFragment = false;
  }
  return out;
}

/** What the index knows of one tender for its highlights. */
export interface HeadlineSource {
  title: string;
  /** `left(description, 1501)`: one character more than the snippet's source, to see whether the cut splits a word. */
  headlineText: string | null;
  /**
   * When the description is cut inside a word: the cut word's own lexeme ('' for a stop word), as PostgreSQL reads it;
   * undefined when not known (then PostgreSQL highlights).
   */
  cutWordLexeme?: string;
  /** The largest lexeme position of the title in the stored vector, and of title and buyer (the description's offset). */
  titleEnd: number;
  descriptionOffset: number;
}

export interface Markers {
  start: string;
  stop: string;
  delimiter: string;
}

/**
 * The query words' lexemes when the query is one word or distinct words joined by AND (what this module highlights),
 * else null.
 */
export function andedLexemes(query: { op: string; lexeme?: string; args?: unknown[] }): string[] | null {
  if (query.op === 'lexeme') return [query.lexeme!];
  if (query.op !== 'and') return null;
  const args = query.args as Array<{ op: string; lexeme?: string }>;
  if (!args.every((a) => a.op === 'lexeme')) return null;
  const lexemes = args.map((a) => a.lexeme!);
  return new Set(lexemes).size === lexemes.length ? lexemes : null;
}

/**
 * The title (every match marked) and the description's snippet, as ts_headline gives them; null when this tender's
 * text is not one this module splits with certainty. `positions[i]` are the vector positions of query word `lexemes[i]`.
 */
export function headline(
  source: HeadlineSource,
  lexemes: string[],
  positions: Array<Set<number>>,
  markers: Markers,
): { title_highlight: string; snippet: string } | null {
  const title = split(source.title, true);
  // The title's words must reach its last vector position (more words: stop words at the end, which carry none).
  if (title === null || (title.length ? Math.max(...title.map((w) => w.pos)) : 0) < source.titleEnd) return null;
  const full = source.headlineText ?? '';
  const complete = full.length <= HEADLINE_CHARS;
  const text = complete ? full : full.slice(0, HEADLINE_CHARS);
  const cut = !complete && /[\p{L}0-9]$/u.test(text) && /[\p{L}0-9]/u.test(full[HEADLINE_CHARS]);
  // The cut word's lexeme is read for an ASCII word only (`[A-Za-z0-9]+$` in SQL), not a hyphenated one's part.
  if (cut && (source.cutWordLexeme === undefined || !/(^|[^\p{L}0-9-])[A-Za-z0-9]+$/u.test(text))) return null;
  const description = split(complete ? text : full, complete);
  if (description === null) return null;
  const inSnippet = complete ? description : split(text, false);
  if (inSnippet === null) return null;
  for (const list of positions) if (list.size >= 256) return null; // the vector keeps 256 positions of a word at most
  // Title positions only up to its last lexeme: the buyer's follow at once (after trailing stop words of the title).
  findItems(
    title.filter((w) => w.pos <= source.titleEnd),
    positions,
    0,
  );
  mark(title, 0, title.length - 1);
  findItems(inSnippet, positions, source.descriptionOffset);
  if (cut) {
    // The cut word is no word of the vector: it matches when its own lexeme is a query word.
    const last = inSnippet[inSnippet.length - 1];
    last.item = lexemes.indexOf(source.cutWordLexeme!);
  }
  markFragments(inSnippet, positions.length);
  return {
    title_highlight: render(title, markers.start, markers.stop, ''),
    snippet: render(inSnippet, markers.start, markers.stop, markers.delimiter),
  };
}
