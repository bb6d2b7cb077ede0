import type { TenderRequirement } from '@jointly/contracts';
import { matchingCategories } from './cpv-match';
import { prepareProvider, type ProviderFacts } from './provider-facts';
import { bestRating } from './rate-criteria';
import { STORED_RATING_FLOOR } from './eligibility-band';
import { cpvGate, gateKeys, passesCategoryGate, passesGate, providerKeys } from './rating-gate';

const facts = (serviceCategories: string[], extra: Partial<ProviderFacts> = {}): ProviderFacts => ({
  serviceCategories,
  regions: ['London'],
  annualTurnover: 1_000_000,
  yearsTrading: 10,
  staffCount: 50,
  certifications: ['ISO 9001'],
  insuranceLevel: 5_000_000,
  ...extra,
});

describe('rating gate (candidate pruning by mandatory service categories)', () => {
  it('is the union of one mandatory service category per set, significant digits, sorted', () => {
    expect(
      cpvGate([
        [{ type: 'serviceCategory', cpvCodes: ['85311000-2', '79000000'], weight: 3, mandatory: true }],
        [
          { type: 'region', regions: ['London'], weight: 2, mandatory: true },
          { type: 'serviceCategory', cpvCodes: ['72000000'], weight: 3, mandatory: true },
        ],
      ]),
    ).toEqual(['72', '79', '85311']);
  });

  it('is null (no pruning) when any set has no mandatory service category', () => {
    expect(
      cpvGate([
        [{ type: 'serviceCategory', cpvCodes: ['85'], weight: 3, mandatory: true }],
        [{ type: 'serviceCategory', cpvCodes: ['85'], weight: 3, mandatory: false }],
      ]),
    ).toBeNull();
    expect(cpvGate([[{ type: 'minimumTurnover', minimum: 10, weight: 1, mandatory: true }]])).toBeNull();
  });

  it('is empty when the mandatory codes are unreadable: nobody can meet them, nobody passes', () => {
    const gate = cpvGate([[{ type: 'serviceCategory', cpvCodes: ['x'], weight: 3, mandatory: true }]]);
    expect(gate).toEqual([]);
    expect(passesGate(gateKeys(gate!), providerKeys(['85']))).toBe(false);
  });

  it('keys overlap exactly when a category and a gate code overlap (either prefixing the other, division or finer)', () => {
    const cases: Array<[string[], string[], boolean]> = [
      [['85'], ['85311000'], true],
      [['85311000'], ['85000000'], true],
      [['85311'], ['85312000'], false],
      [['8531'], ['85312000'], true],
      [['79'], ['85'], false],
      [['not a code', '72'], ['72500000-0'], true],
      [[], ['85'], false],
    ];
    for (const [categories, codes, overlap] of cases) {
      expect(matchingCategories(prepareProvider(facts(categories)).categories, codes).length > 0).toBe(overlap);
      expect(
        passesCategoryGate(
          cpvGate([[{ type: 'serviceCategory', cpvCodes: codes, weight: 3, mandatory: true }]])!,
          prepareProvider(facts(categories)).categories,
        ),
      ).toBe(overlap);
      expect(
        passesGate(
          gateKeys(cpvGate([[{ type: 'serviceCategory', cpvCodes: codes, weight: 3, mandatory: true }]])!),
          providerKeys(categories),
        ),
      ).toBe(overlap);
    }
  });

  it('never prunes a provider that reaches the stored floor (seeded random sets and providers)', () => {
    let seed = 42;
    const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const code = () => {
      const division = ['72', '79', '85', '45', '80'][Math.floor(rand() * 5)];
      const digits = Array.from({ length: Math.floor(rand() * 4) }, () => String(1 + Math.floor(rand() * 3))).join('');
      return (division + digits).padEnd(8, '0');
    };
    let pruned = 0;
    for (let i = 0; i < 2_000; i++) {
      const sets: TenderRequirement[][] = Array.from({ length: 1 + Math.floor(rand() * 3) }, () => [
        { type: 'serviceCategory', cpvCodes: [code(), code()], weight: 1 + Math.floor(rand() * 5), mandatory: rand() < 0.9 },
        { type: 'minimumTurnover', minimum: 500_000, weight: 1 + Math.floor(rand() * 20), mandatory: false },
      ]);
      const categories = [code().slice(0, 2 + Math.floor(rand() * 5))];
      const gate = cpvGate(sets);
      const rating = bestRating(sets, prepareProvider(facts(categories)))!;
      if (!passesGate(gate && gateKeys(gate), providerKeys(categories))) {
        pruned += 1;
        expect(rating).toBeLessThan(STORED_RATING_FLOOR);
      }
    }
    expect(pruned).toBeGreaterThan(100);
  });
});
