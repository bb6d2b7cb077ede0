import { UnsupportedQueryError, parseTsquery, parseTsvector, positiveLexemes } from './text-search';

describe('tsvector and tsquery text', () => {
  it('reads lexemes with positions and weights (D when unmarked), quotes included', () => {
    const v = parseTsvector(`'clean':1A,7C 'o''brien':3B 'servic':2A 'x':9`);
    expect(v.get('clean')).toEqual({ positions: [1, 7], weights: ['A', 'C'] });
    expect(v.get("o'brien")).toEqual({ positions: [3], weights: ['B'] });
    expect(v.get('x')).toEqual({ positions: [9], weights: ['D'] });
  });

  it('parses websearch_to_tsquery output with PostgreSQL precedence (! > <-> > & > |)', () => {
    expect(parseTsquery(`'suppli' & 'live'`)).toEqual({
      op: 'and',
      args: [
        { op: 'lexeme', lexeme: 'suppli' },
        { op: 'lexeme', lexeme: 'live' },
      ],
    });
    expect(parseTsquery(`'cater' | 'clean' & !'school'`)).toEqual({
      op: 'or',
      args: [
        { op: 'lexeme', lexeme: 'cater' },
        {
          op: 'and',
          args: [
            { op: 'lexeme', lexeme: 'clean' },
            { op: 'not', arg: { op: 'lexeme', lexeme: 'school' } },
          ],
        },
      ],
    });
    expect(parseTsquery(`'social' <-> 'care' <2> 'home'`)).toEqual({
      op: 'phrase',
      distance: 2,
      left: { op: 'phrase', distance: 1, left: { op: 'lexeme', lexeme: 'social' }, right: { op: 'lexeme', lexeme: 'care' } },
      right: { op: 'lexeme', lexeme: 'home' },
    });
    expect(parseTsquery(`( 'a' | 'b' ) & 'c'`)).toMatchObject({ op: 'and', args: [{ op: 'or' }, { op: 'lexeme', lexeme: 'c' }] });
  });

  it('answers null for an empty query (only stop words) and refuses prefix and weighted lexemes', () => {
    expect(parseTsquery('')).toBeNull();
    expect(() => parseTsquery(`'physio':*`)).toThrow(UnsupportedQueryError);
    expect(() => parseTsquery(`'care':A`)).toThrow(UnsupportedQueryError);
  });

  it('reads prefix lexemes when asked (to_tsquery of the partial-words fallback)', () => {
    expect(parseTsquery(`'physio':* & 'cre':*`, { prefixes: true })).toEqual({
      op: 'and',
      args: [
        { op: 'lexeme', lexeme: 'physio', prefix: true },
        { op: 'lexeme', lexeme: 'cre', prefix: true },
      ],
    });
    expect(() => parseTsquery(`'care':A`, { prefixes: true })).toThrow(UnsupportedQueryError);
  });

  it('lists the positive lexemes (what ranking scores), not the excluded ones', () => {
    expect([...positiveLexemes(parseTsquery(`'care' & !'child' & ( 'home' <-> 'help' )`)!)]).toEqual(['care', 'home', 'help']);
  });
});
