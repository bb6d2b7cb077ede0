import { InvalidInputError } from '../errors';
import { filterText, listInMemory, type InMemoryListSpec } from './in-memory-list';

interface Row {
  id: string;
  service: string;
  lag: number | null;
}

const ROWS: Row[] = [
  { id: 'a', service: 'tenders', lag: 3 },
  { id: 'b', service: 'accounts', lag: null },
  { id: 'c', service: 'tenders', lag: 1 },
  { id: 'd', service: 'bids', lag: 7 },
];

const SPEC: InMemoryListSpec<Row> = {
  sortFields: ['service', 'lag'],
  defaultSort: { field: 'service', order: 'ASC' },
  filters: {
    service: (value) => {
      const service = filterText('service', value, ['tenders', 'accounts', 'bids']);
      return (row) => row.service === service;
    },
  },
};

describe('listInMemory (simple-rest over merged records)', () => {
  it('sorts (ties by id, nulls first ascending), windows and counts', () => {
    expect(listInMemory(ROWS, {}, SPEC).items.map((r) => r.id)).toEqual(['b', 'd', 'a', 'c']);
    const byLag = listInMemory(ROWS, { sort: '["lag","DESC"]', range: '[0,1]' }, SPEC);
    expect(byLag).toEqual({ items: [ROWS[3], ROWS[0]], total: 4, offset: 0 });
    expect(listInMemory(ROWS, { sort: '["lag","ASC"]' }, SPEC).items.map((r) => r.id)).toEqual(['b', 'c', 'a', 'd']);
    expect(listInMemory(ROWS, { range: '[3,9]' }, SPEC)).toMatchObject({ total: 4, offset: 3, items: [ROWS[2]] });
  });

  it('always sorts by id too (react-admin asks for it unless told otherwise)', () => {
    expect(listInMemory(ROWS, { sort: '["id","DESC"]' }, SPEC).items.map((r) => r.id)).toEqual(['d', 'c', 'b', 'a']);
  });

  it('filters, and getMany by id', () => {
    expect(listInMemory(ROWS, { filter: '{"service":"tenders"}' }, SPEC).items.map((r) => r.id)).toEqual(['a', 'c']);
    expect(listInMemory(ROWS, { filter: '{"id":["d","a","zz"]}' }, SPEC).items.map((r) => r.id)).toEqual(['d', 'a']);
  });

  it('400 for an unknown sort field, filter or value, and a bad range', () => {
    for (const params of [
      { sort: '["colour","ASC"]' },
      { filter: '{"colour":"red"}' },
      { filter: '{"service":"mars"}' },
      { range: '[5,2]' },
    ])
      expect(() => listInMemory(ROWS, params, SPEC)).toThrow(InvalidInputError);
  });
});
