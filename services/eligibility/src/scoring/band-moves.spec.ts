import { bandMoves } from './band-moves';

describe('bandMoves (the criteria editor’s preview)', () => {
  it('counts providers per band before and after, and the moves between bands', () => {
    const result = bandMoves([100, 95, 71, 57, 40, 85], [57, 95, 92, 57, 61, 59]);
    expect(result.before).toEqual({ '100To90': 2, '89To80': 1, '79To70': 1, '69To60': 0, '59To0': 2 });
    expect(result.after).toEqual({ '100To90': 2, '89To80': 0, '79To70': 0, '69To60': 1, '59To0': 3 });
    expect(result.moves).toEqual([
      { from: '100To90', to: '59To0', count: 1 },
      { from: '89To80', to: '59To0', count: 1 },
      { from: '79To70', to: '100To90', count: 1 },
      { from: '59To0', to: '69To60', count: 1 },
    ]);
    expect({ up: result.movedUp, down: result.movedDown, same: result.unchanged }).toEqual({ up: 2, down: 2, same: 2 });
  });

  it('orders the moves by count, largest first', () => {
    const result = bandMoves([50, 50, 50, 95], [65, 65, 75, 50]);
    expect(result.moves.map((m) => [m.from, m.to, m.count])).toEqual([
      ['59To0', '69To60', 2],
      ['100To90', '59To0', 1],
      ['59To0', '79To70', 1],
    ]);
  });

  it('answers no moves for no providers, and refuses lists of different lengths', () => {
    expect(bandMoves([], [])).toMatchObject({ moves: [], movedUp: 0, movedDown: 0, unchanged: 0 });
    expect(() => bandMoves([1], [])).toThrow();
  });
});
