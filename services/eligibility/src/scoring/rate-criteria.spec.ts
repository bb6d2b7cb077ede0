import type { TenderRequirement } from '@jointly/contracts';
import { NO_FACTS, prepareProvider, type ProviderFacts } from './provider-facts';
import { bestRating, rateCredits, rateCriteria, UNMET_MANDATORY_CAP } from './rate-criteria';
import { certificationSatisfies, requirementCredit, thresholdCredit } from './requirement-credit';

const facts: ProviderFacts = {
  serviceCategories: ['85311000', '85'],
  regions: ['Yorkshire and the Humber'],
  annualTurnover: 300_000,
  yearsTrading: 2,
  staffCount: 40,
  certifications: ['CQC registration', 'ISO 9001:2015'],
  insuranceLevel: 5_000_000,
};
const provider = prepareProvider(facts);
const req = <T extends TenderRequirement['type']>(type: T, rest: object, weight = 1, mandatory = false) =>
  ({ type, weight, mandatory, ...rest }) as TenderRequirement;

describe('requirement credit', () => {
  it('gives partial credit on numeric thresholds, capped at 1, 0 when unknown', () => {
    expect(thresholdCredit(300_000, 500_000)).toBeCloseTo(0.6);
    expect(thresholdCredit(900_000, 500_000)).toBe(1);
    expect(thresholdCredit(null, 500_000)).toBe(0);
    expect(requirementCredit(req('minimumTurnover', { minimum: 600_000 }), provider)).toBe(0.5);
    expect(requirementCredit(req('yearsTrading', { minimum: 4 }), provider)).toBe(0.5);
    expect(requirementCredit(req('staffCount', { minimum: 20 }), provider)).toBe(1);
    expect(requirementCredit(req('insurance', { minimum: 10_000_000 }), provider)).toBe(0.5);
    expect(requirementCredit(req('insurance', { minimum: 1 }), prepareProvider(NO_FACTS))).toBe(0);
  });

  it('matches service categories and regions all or nothing', () => {
    expect(requirementCredit(req('serviceCategory', { cpvCodes: ['85000000'] }), provider)).toBe(1);
    expect(requirementCredit(req('serviceCategory', { cpvCodes: ['79000000'] }), provider)).toBe(0);
    expect(requirementCredit(req('region', { regions: ['North East'] }), provider)).toBe(0);
    expect(requirementCredit(req('region', { regions: ['United Kingdom'] }), provider)).toBe(1);
  });

  it('matches certifications by name ignoring case, accepting a more specific edition', () => {
    expect(requirementCredit(req('certification', { name: 'cqc REGISTRATION' }), provider)).toBe(1);
    expect(requirementCredit(req('certification', { name: 'ISO 9001' }), provider)).toBe(1);
    expect(requirementCredit(req('certification', { name: 'Cyber Essentials' }), provider)).toBe(0);
    expect(certificationSatisfies('iso 90011', 'iso 9001')).toBe(false);
  });
});

describe('rateCriteria', () => {
  it('equals rateCredits over each requirement’s credit (the breakdown’s rating), whatever the set', () => {
    let seed = 11;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)];
    const kinds = [
      () => req('serviceCategory', { cpvCodes: [pick(['85000000', '79000000', '85311000', '45233222'])] }),
      () => req('region', { regions: [pick(['North East', 'Yorkshire and the Humber', 'England', 'Wales'])] }),
      () => req('minimumTurnover', { minimum: Math.floor(rand() * 900_000) + 1 }),
      () => req('yearsTrading', { minimum: Math.floor(rand() * 10) }),
      () => req('staffCount', { minimum: Math.floor(rand() * 90) + 1 }),
      () => req('insurance', { minimum: Math.floor(rand() * 9_000_000) + 1 }),
      () => req('certification', { name: pick(['ISO 9001', 'Cyber Essentials', 'CQC registration']) }),
    ];
    for (let round = 0; round < 500; round++) {
      const set = Array.from({ length: Math.floor(rand() * 6) }, () => {
        const r = pick(kinds)();
        return { ...r, weight: 1 + Math.floor(rand() * 5), mandatory: rand() < 0.3 } as TenderRequirement;
      });
      expect(rateCriteria(set, provider)).toBe(
        rateCredits(
          set,
          set.map((r) => requirementCredit(r, provider)),
        ),
      );
    }
  });

  it('is round(100 × Σ weight × credit / Σ weight)', () => {
    const requirements = [
      req('serviceCategory', { cpvCodes: ['85311000'] }, 3), // 1
      req('minimumTurnover', { minimum: 500_000 }, 2), // 0.6
      req('certification', { name: 'Cyber Essentials' }, 1), // 0
    ];
    expect(rateCriteria(requirements, provider)).toBe(Math.round((100 * (3 + 1.2)) / 6)); // 70
  });

  it('caps the rating at 59 when a mandatory requirement is not fully met (partial counts as unmet)', () => {
    const requirements = [req('serviceCategory', { cpvCodes: ['85'] }, 10), req('minimumTurnover', { minimum: 310_000 }, 1, true)];
    expect(rateCriteria(requirements, provider)).toBe(UNMET_MANDATORY_CAP);
    const low = [req('serviceCategory', { cpvCodes: ['79'] }, 5, true), req('staffCount', { minimum: 10 }, 1)];
    expect(rateCriteria(low, provider)).toBe(17);
  });

  it('gives 100 when everything is met, and null for an empty set', () => {
    expect(rateCriteria([req('certification', { name: 'ISO 9001' }, 2, true), req('region', { regions: ['UK'] })], provider)).toBe(100);
    expect(rateCriteria([], provider)).toBeNull();
  });

  it('takes the best lot', () => {
    const lots = [[req('region', { regions: ['London'] })], [req('region', { regions: ['Yorkshire and the Humber'] })], []];
    expect(bestRating(lots, provider)).toBe(100);
    expect(bestRating([[]], provider)).toBeNull();
  });
});
