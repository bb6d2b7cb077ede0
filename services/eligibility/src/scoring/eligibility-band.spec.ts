import { bandOf, BANDS_BEST_FIRST, emptyBands } from './eligibility-band';

describe('bandOf', () => {
  it.each([
    [100, '100To90'],
    [90, '100To90'],
    [89, '89To80'],
    [80, '89To80'],
    [79, '79To70'],
    [70, '79To70'],
    [69, '69To60'],
    [60, '69To60'],
    [59, '59To0'],
    [0, '59To0'],
  ])('puts %i in %s (spec §9 bands, bounds inclusive)', (rating, band) => {
    expect(bandOf(rating)).toBe(band);
  });

  it('lists the bands best first, and an empty list for each', () => {
    expect(BANDS_BEST_FIRST).toEqual(['100To90', '89To80', '79To70', '69To60', '59To0']);
    expect(emptyBands()).toEqual({ '100To90': [], '89To80': [], '79To70': [], '69To60': [], '59To0': [] });
  });
});
