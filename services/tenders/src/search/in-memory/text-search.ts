/**
 * PostgreSQL full-text values read in Node: a stored `tsvector` (as its text output) and a `tsquery` (as
 * `websearch_to_tsquery(…)::text`), so the in-process index matches exactly what `search_vector @@ query` matches —
 * the words come stemmed by PostgreSQL itself (the same dictionary), only the matching runs here.
 */

/** Field weights of the stored vector: title A, buyer B, description C (D unused). */
export type Weight = 'A' | 'B' | 'C' | 'D';

/** One lexeme of a document: positions (1-based, as PostgreSQL stores them) and their weights. */
export interface LexemeEntry {
  positions: number[];
  weights: Weight[];
}

/** Parses `'clean':1A,4C 'servic':2A` into lexeme → positions and weights. */
export function parseTsvector(text: string): Map<string, LexemeEntry> {
  const lexemes = new Map<string, LexemeEntry>();
  const token = /'((?:[^']|'')*)'(?::([0-9A-D,]+))?/g;
  for (let m = token.exec(text); m !== null; m = token.exec(text)) {
    const lexeme = m[1].replace(/''/g, "'");
    const entry: LexemeEntry = { positions: [], weights: [] };
    for (const item of (m[2] ?? '').split(',')) {
      if (!item) continue;
      const w = /[A-D]$/.test(item) ? (item.slice(-1) as Weight) : 'D';
      entry.positions.push(Number.parseInt(item, 10));
      entry.weights.push(w);
    }
    lexemes.set(lexeme, entry);
  }
  return lexemes;
}

export type QueryNode =
  | { op: 'lexeme'; lexeme: string; prefix?: true }
  | { op: 'not'; arg: QueryNode }
  | { op: 'and' | 'or'; args: QueryNode[] }
  | { op: 'phrase'; distance: number; left: QueryNode; right: QueryNode };

/** Thrown for tsquery forms the index does not evaluate (prefix `:*`, weight restrictions): the SQL path answers. */
export class UnsupportedQueryError extends Error {}

/**
 * Parses tsquery text (`'a' & ( 'b' | 'c' ) & !'d'`, `'a' <-> 'b'`, `'a' <2> 'b'`) with PostgreSQL's precedence:
 * `!` binds tightest, then the phrase operators, then `&`, then `|`. An empty text (only stop words) is null.
 * Prefix lexemes (`'physio':*`, from to_tsquery) only with `prefixes` (the partial-words fallback evaluates them).
 */
export function parseTsquery(text: string, options: { prefixes?: boolean } = {}): QueryNode | null {
  const tokens: string[] = [];
  const re = /\s*(?:('(?:[^']|'')*'(?::[*A-D]+)?)|(<->|<\d+>)|([&|!()]))/gy;
  let m: RegExpExecArray | null;
  while (re.lastIndex < text.length && (m = re.exec(text)) !== null) tokens.push(m[1] ?? m[2] ?? m[3]);
  if (text.slice(re.lastIndex).trim() !== '') throw new UnsupportedQueryError(`cannot read tsquery ${text}`);
  if (tokens.length === 0) return null;
  let i = 0;
  const peek = () => tokens[i];
  const or = (): QueryNode => {
    const args = [and()];
    while (peek() === '|') {
      i++;
      args.push(and());
    }
    return args.length === 1 ? args[0] : { op: 'or', args };
  };
  const and = (): QueryNode => {
    const args = [phrase()];
    while (peek() === '&') {
      i++;
      args.push(phrase());
    }
    return args.length === 1 ? args[0] : { op: 'and', args };
  };
  const phrase = (): QueryNode => {
    let left = unary();
    while (peek() !== undefined && /^<(->|\d+>)$/.test(peek())) {
      const t = tokens[i++];
      const distance = t === '<->' ? 1 : Number(t.slice(1, -1));
      left = { op: 'phrase', distance, left, right: unary() };
    }
    return left;
  };
  const unary = (): QueryNode => {
    const t = tokens[i++];
    if (t === '!') return { op: 'not', arg: unary() };
    if (t === '(') {
      const inner = or();
      if (tokens[i++] !== ')') throw new UnsupportedQueryError(`unbalanced tsquery ${text}`);
      return inner;
    }
    if (t === undefined || !t.startsWith("'")) throw new UnsupportedQueryError(`unexpected ${t} in tsquery ${text}`);
    const close = t.lastIndexOf("'");
    const lexeme = t.slice(1, close).replace(/''/g, "'");
    if (options.prefixes && t.slice(close + 1) === ':*') return { op: 'lexeme', lexeme, prefix: true };
    if (close < t.length - 1) throw new UnsupportedQueryError(`prefix or weighted lexeme in ${text}`);
    return { op: 'lexeme', lexeme };
  };
  const node = or();
  if (i !== tokens.length) throw new UnsupportedQueryError(`cannot read tsquery ${text}`);
  return node;
}

/** The lexemes a query looks for (not those it excludes): what ranking scores. */
export function positiveLexemes(node: QueryNode, out = new Set<string>()): Set<string> {
  switch (node.op) {
    case 'lexeme':
      out.add(node.lexeme);
      break;
    case 'not':
      break;
    case 'and':
    case 'or':
      for (const a of node.args) positiveLexemes(a, out);
      break;
    case 'phrase':
      positiveLexemes(node.left, out);
      positiveLexemes(node.right, out);
  }
  return out;
}
