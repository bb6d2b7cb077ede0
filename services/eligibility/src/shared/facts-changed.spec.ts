import { changedFacts, factsChanged } from './facts-changed';

describe('changedFacts', () => {
  it('names the fields whose values differ, treating undefined as null', () => {
    expect(changedFacts({ a: 1, b: ['x'], c: null }, { a: 1, b: ['x', 'y'], c: undefined })).toEqual(['b']);
    expect(factsChanged({ a: [] }, { a: [] })).toBe(false);
    expect(factsChanged({ a: 'x' }, { a: 'x', b: 2 })).toBe(true);
  });
});
