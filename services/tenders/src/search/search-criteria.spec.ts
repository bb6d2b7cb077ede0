import { InvalidInputError } from '@jointly/common/errors';
import { checkFilterTypes, criteriaFromJson, criteriaToJson, parseSearchCriteria } from './search-criteria';
import { Params, plainWords, prefixQueryText, whereClause } from './search-sql';

const fails = (raw: Record<string, unknown>, options = {}) => {
  try {
    parseSearchCriteria(raw, options);
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidInputError);
    return (error as Error).message;
  }
  throw new Error('expected a 400');
};

describe('search parameters', () => {
  it('has the spec defaults: page 1, limit 10, open tenders, relevance with keywords else newest', () => {
    expect(parseSearchCriteria({})).toMatchObject({
      page: 1,
      limit: 10,
      includeAll: false,
      statuses: [],
      sort: 'newest',
      keywords: null,
      minValue: null,
      maxValue: null,
    });
    expect(parseSearchCriteria({ query: ' home care ' })).toMatchObject({ keywords: 'home care', sort: 'relevance' });
    expect(parseSearchCriteria({ q: 'x', sort: 'relevance' }).sort).toBe('relevance');
    expect(parseSearchCriteria({ sort: 'relevance' }).sort).toBe('newest');
    expect(parseSearchCriteria({}, { valueRange: true })).toMatchObject({ minValue: 0, maxValue: 90_000_000 });
  });

  it('reads lists in every form the clients send', () => {
    expect(parseSearchCriteria({ status: 'active,awarded' }).statuses).toEqual(['active', 'awarded']);
    expect(parseSearchCriteria({ status: ['closed', 'awarded'] }).statuses).toEqual(['closed', 'awarded']);
    expect(parseSearchCriteria({ cpv: { 0: '85000000', 1: '72000000-5' } }).cpv).toEqual(['85', '72']);
    expect(parseSearchCriteria({ cpv: '853' }).cpv).toEqual(['853']);
    expect(parseSearchCriteria({ region: ['UKM', 'wales'] }).regions).toEqual(['Scotland', 'Wales']);
  });

  it.each([
    [{ sort: 'price' }, 'Unknown sort "price"; use relevance, closing-soonest, newest, value-high, value-low.'],
    [{ page: '-2' }, 'page must be a whole number from 1 to 100000, got -2.'],
    [{ page: '' }, 'page must be a whole number from 1 to 100000, got "".'],
    [{ limit: '1000' }, 'limit must be a whole number from 1 to 100, got 1000.'],
    [{ min: '10', max: '5' }, 'min (10) must not be above max (5).'],
    [{ closingFrom: '2026-13-01' }, 'closingFrom must be a date like 2026-12-31'],
    [{ closingFrom: '2026-12-02', closingTo: '2026-12-01' }, 'closingFrom must not be after closingTo.'],
    [{ currency: 'pounds' }, 'currency must be a three-letter code such as GBP, got "POUNDS".'],
    [{ buyer: 'x' }, 'buyer must be at least 2 characters.'],
    [{ page: { a: 1 } }, 'page must be a single value.'],
    [{ cpv: '99' }, 'cpv must be CPV codes such as 85000000'],
    [{ max: '', maxValue: 'x' }, 'max and maxValue name the same search parameter; send one.'],
  ])('refuses %j with a clear message', (raw, message) => {
    expect(fails(raw)).toContain(message);
  });

  it('value-search: min above the default ceiling searches from min up, not an impossible range', () => {
    expect(parseSearchCriteria({ min: '100000000' }, { valueRange: true })).toMatchObject({ minValue: 100_000_000, maxValue: null });
    expect(parseSearchCriteria({}, { valueRange: true })).toMatchObject({ minValue: 0, maxValue: 90_000_000 });
  });

  it('saved filters (JSON) take the documented types: text, lists of text, true/false, whole amounts', () => {
    expect(() =>
      checkFilterTypes({ query: 'care', status: ['active'], cpv: '85', includeAll: true, min: 100000, max: '2.5', sort: null }),
    ).not.toThrow();
    expect(() => checkFilterTypes({ region: [5] })).toThrow('filters.region must be a list of text.');
    expect(() => checkFilterTypes({ query: 5 })).toThrow('filters.query must be text.');
    expect(() => checkFilterTypes({ includeAll: 1 })).toThrow('filters.includeAll must be true or false.');
    expect(() => checkFilterTypes({ min: 0.5 })).toThrow('filters.min must be a whole amount');
    expect(() => checkFilterTypes({ colour: 5 })).not.toThrow();
  });

  it('saved searches take no paging and round-trip through JSON', () => {
    expect(fails({ limit: '5' }, { paging: false })).toContain('Unknown search parameter "limit"');
    const { page: _p, limit: _l, ...saved } = parseSearchCriteria({ query: 'care', closingFrom: '2026-12-01', cpv: '85000000', min: '5' });
    expect(criteriaFromJson(JSON.parse(JSON.stringify(criteriaToJson(saved))))).toEqual(saved);
  });
});

describe('search SQL', () => {
  it('splits web-search syntax into plain and excluded words for the approximate fallback', () => {
    expect(plainWords('"home care" OR domiciliary -children')).toEqual({ words: ['home', 'care', 'domiciliary'], excluded: ['children'] });
    expect(prefixQueryText(['physio', 'a', "o'brien"])).toBe("physio:* & o'brien:*");
  });

  it('keeps open tenders as a plain status conjunct (so the partial indexes apply) and parameterises every value', () => {
    const params = new Params();
    const where = whereClause(parseSearchCriteria({ query: 'care', buyer: '50%_off', cpv: '85000000', region: 'Wales', min: '1' }), params);
    expect(where.sql).toContain(`t.status = 'active' AND coalesce(t.closing_date, 'infinity') > now()`);
    expect(where.sql).not.toContain('care');
    expect(params.values).toEqual(['care', ['85'], ['Wales'], '%50\\%\\_off%', 1]);
    expect(whereClause(parseSearchCriteria({ includeAll: 'true' }), new Params()).sql).toBe('true');
    expect(whereClause(parseSearchCriteria({ status: 'awarded' }), new Params()).sql).toBe('t.status = ANY($1::text[])');
  });
});
