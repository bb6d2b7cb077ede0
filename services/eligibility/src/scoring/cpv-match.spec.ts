import { anyCategoryMatches, cpvCodesMatch, matchingCategories, significantCpv } from './cpv-match';

describe('CPV matching', () => {
  it('reduces codes to their significant digits, never below the division', () => {
    expect(significantCpv('85000000')).toBe('85');
    expect(significantCpv('85311000-2')).toBe('85311');
    expect(significantCpv('85')).toBe('85');
    expect(significantCpv('80100000')).toBe('801');
    expect(significantCpv('10000000')).toBe('10');
    expect(significantCpv('not a code')).toBe('');
  });

  it('matches when one is a prefix of the other at division level or finer', () => {
    expect(cpvCodesMatch('85', '85311000')).toBe(true);
    expect(cpvCodesMatch('85311000', '85000000')).toBe(true);
    expect(cpvCodesMatch('85311000', '85311300')).toBe(true);
    expect(cpvCodesMatch('853', '85311000-2')).toBe(true);
  });

  it('does not match siblings, other divisions, or shared first digits only', () => {
    expect(cpvCodesMatch('85311000', '85312000')).toBe(false);
    expect(cpvCodesMatch('85', '79000000')).toBe(false);
    expect(cpvCodesMatch('80', '85000000')).toBe(false);
    expect(cpvCodesMatch('', '85000000')).toBe(false);
  });

  it('returns the provider categories that match any tender code', () => {
    expect(matchingCategories(['85', '72', '853'], ['85312000', '45000000'])).toEqual(['85', '853']);
    expect(matchingCategories(['72'], [])).toEqual([]);
  });
});

describe('anyCategoryMatches (the serviceCategory credit, tender codes normalised once per list)', () => {
  it('agrees with matchingCategories on matches, misses, check digits and unreadable codes', () => {
    const cases: Array<[string[], string[]]> = [
      [['85'], ['85311000-2']],
      [['8531'], ['85000000-9']],
      [['72'], ['85311000-2', '79000000']],
      [['851'], ['85311000-2']],
      [[], ['85000000']],
      [['85'], ['not a code', '']],
    ];
    for (const [provider, tender] of cases) {
      expect(anyCategoryMatches(provider, tender)).toBe(matchingCategories(provider, tender).length > 0);
    }
  });

  it('gives each code list its own answer when one list is scored against many providers', () => {
    const health = ['85311000-2'];
    const it72 = ['72000000'];
    expect([anyCategoryMatches(['85'], health), anyCategoryMatches(['72'], health), anyCategoryMatches(['72'], it72)]).toEqual([
      true,
      false,
      true,
    ]);
    expect(anyCategoryMatches(['85'], health)).toBe(true);
    expect(matchingCategories(['85', '72'], it72)).toEqual(['72']);
  });
});
