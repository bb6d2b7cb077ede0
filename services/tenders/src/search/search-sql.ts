import { openTenderSql } from '@jointly/contracts';
import type { SavedCriteria, SearchSort } from './search-criteria';

/** How keywords match: full text (websearch syntax), or the fallback for partial and misspelt words. */
export type KeywordMode = 'fulltext' | 'approximate';

/** Positional parameters of one statement. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown, cast = ''): string {
    this.values.push(value);
    return `$${this.values.length}${cast}`;
  }
}

const LIKE_ESCAPE = /[\\%_]/g;

/** The plain words of a websearch query (no quotes, OR, minus terms), for prefix and trigram matching. */
export function plainWords(keywords: string): { words: string[]; excluded: string[] } {
  const words: string[] = [];
  const excluded: string[] = [];
  for (const token of keywords.match(/-?"[^"]*"|\S+/g) ?? []) {
    if (/^or$/i.test(token)) continue;
    const negative = token.startsWith('-');
    for (const word of token.replace(/^-/, '').match(/[\p{L}\p{N}]+/gu) ?? []) (negative ? excluded : words).push(word.toLowerCase());
  }
  return { words, excluded };
}

/** `physio cre` → `physio:* & cre:*` (words are letters and digits only, so the text is a safe tsquery). */
export function prefixQueryText(words: string[]): string | null {
  const usable = words.filter((w) => w.length >= 2).slice(0, 8);
  return usable.length ? usable.map((w) => `${w}:*`).join(' & ') : null;
}

export interface WhereClause {
  sql: string;
  /** The tsquery expression to rank with (full-text mode), else null. */
  tsquery: string | null;
  /** The plain-words text parameter (approximate mode), else null. */
  plain: string | null;
}

/**
 * The WHERE clause of a search over `tenders.tender t`. Open tenders only unless statuses are given or includeAll:
 * active and closing in the future or undated. Each filter is written so an index serves it: the weighted tsvector
 * (GIN), trigram GIN on title and buyer, GIN on the CPV stems and regions arrays, B-trees on dates and value.
 */
export function whereClause(c: SavedCriteria, params: Params, mode: KeywordMode = 'fulltext'): WhereClause {
  const conditions: string[] = [];
  let tsquery: string | null = null;
  let plain: string | null = null;
  if (c.statuses.length) conditions.push(`t.status = ANY(${params.add(c.statuses, '::text[]')})`);
  // Written so `t.status = 'active'` stays a plain conjunct: the partial indexes WHERE status = 'active' then serve
  // the open tenders (a few percent of the table), and the closing date is checked on those rows only.
  else if (!c.includeAll) conditions.push(openTenderSql('t'));
  if (c.keywords) {
    if (mode === 'fulltext') {
      tsquery = `websearch_to_tsquery('english', ${params.add(c.keywords)})`;
      conditions.push(`t.search_vector @@ ${tsquery}`);
    } else {
      const { words, excluded } = plainWords(c.keywords);
      plain = params.add(words.join(' '));
      const prefix = prefixQueryText(words);
      const branches = [`t.title %> ${plain}`, `t.buyer_name %> ${plain}`];
      if (prefix) branches.unshift(`t.search_vector @@ to_tsquery('english', ${params.add(prefix)})`);
      conditions.push(`(${branches.join(' OR ')})`);
      if (excluded.length) conditions.push(`NOT t.search_vector @@ to_tsquery('english', ${params.add(excluded.join(' | '))})`);
    }
  }
  if (c.cpv.length) conditions.push(`t.cpv_prefixes && ${params.add(c.cpv, '::text[]')}`);
  if (c.regions.length) conditions.push(`t.regions && ${params.add(c.regions, '::text[]')}`);
  if (c.buyer) conditions.push(`t.buyer_name ILIKE ${params.add(`%${c.buyer.replace(LIKE_ESCAPE, (m) => `\\${m}`)}%`)}`);
  if (c.closingFrom) conditions.push(`t.closing_date >= ${params.add(c.closingFrom.toISOString(), '::timestamptz')}`);
  if (c.closingTo) conditions.push(`t.closing_date <= ${params.add(c.closingTo.toISOString(), '::timestamptz')}`);
  if (c.publishedSince) conditions.push(`t.published_at >= ${params.add(c.publishedSince.toISOString(), '::timestamptz')}`);
  if (c.minValue !== null) conditions.push(`t.value_amount >= ${params.add(c.minValue, '::numeric')}`);
  if (c.maxValue !== null) conditions.push(`t.value_amount <= ${params.add(c.maxValue, '::numeric')}`);
  if (c.currency) conditions.push(`t.value_currency = ${params.add(c.currency)}`);
  return { sql: conditions.length ? conditions.join(' AND ') : 'true', tsquery, plain };
}

/** ORDER BY for a sort; every order ends with the id so pages never overlap. */
export function orderBy(sort: SearchSort, where: WhereClause): string {
  switch (sort) {
    case 'relevance':
      if (where.tsquery) return `ts_rank(t.search_vector, ${where.tsquery}) DESC, t.published_at DESC NULLS LAST, t.id`;
      if (where.plain)
        return `greatest(word_similarity(${where.plain}, t.title), word_similarity(${where.plain}, coalesce(t.buyer_name, ''))) DESC, t.published_at DESC NULLS LAST, t.id`;
      return 't.published_at DESC NULLS LAST, t.id';
    case 'closing-soonest':
      return 't.closing_date ASC NULLS LAST, t.id';
    case 'value-high':
      return 't.value_amount DESC NULLS LAST, t.id';
    case 'value-low':
      return 't.value_amount ASC NULLS LAST, t.id';
    case 'newest':
    default:
      return 't.published_at DESC NULLS LAST, t.id';
  }
}

/** Levels of the fixed samples of tenders (1 in 8 … 1 in 256), each with a partial GIN (migration 1767102600000). */
export const SAMPLE_LEVELS: readonly number[] = [8, 32, 128, 256];

/**
 * The condition "this tender is in the sample of 1 in `level`", written word for word as the partial indexes' predicate
 * (the planner matches the text): the low bits of the last byte of the id. The samples are nested.
 */
export function subsetSql(alias: string, level: number): string {
  if (!SAMPLE_LEVELS.includes(level)) throw new Error(`no sample of 1 in ${level}`);
  return `(get_byte(uuid_send(${alias}.id), 15) & ${level - 1}) = 0`;
}
