import type { TenderCriteriaSource } from '@jointly/contracts';
import { annualisedValue, deriveCriteriaSets, deriveTenderCriteria } from './derive-tender-criteria';

const tender = { cpvCodes: ['85311000-2', '85311000', '85312000'], regions: ['North East'], value: 250_000, currency: 'GBP' };
const source = (over: Partial<TenderCriteriaSource> = {}): TenderCriteriaSource => ({
  contractMonths: null,
  suitability: null,
  lots: [],
  selectionCriteria: null,
  ...over,
});

describe('deriveTenderCriteria', () => {
  it('asks for the CPV codes (3, mandatory), the regions (2) and twice the contract value as turnover (2), each with its source', () => {
    expect(deriveTenderCriteria(tender)).toEqual([
      { type: 'serviceCategory', cpvCodes: ['85311000', '85312000'], weight: 3, mandatory: true, source: 'tender.classification' },
      { type: 'region', regions: ['North East'], weight: 2, mandatory: false, source: 'tender.deliveryLocations' },
      { type: 'minimumTurnover', minimum: 500_000, weight: 2, mandatory: false, source: 'tender.value' },
    ]);
  });

  it('annualises the value of contracts longer than a year, from the contract period the notice states', () => {
    expect(annualisedValue(900_000, 36)).toBe(300_000);
    expect(annualisedValue(900_000, 6)).toBe(900_000);
    expect(annualisedValue(900_000, null)).toBe(900_000);
    expect(deriveTenderCriteria({ ...tender, value: 900_000, contractMonths: 36 })[2]).toMatchObject({ minimum: 600_000 });
    // 9,920,000 over four years: 4,960,000, not 19,840,000 (the value taken as one year's).
    expect(deriveTenderCriteria({ ...tender, value: 9_920_000, criteriaSource: source({ contractMonths: 48 }) })[2]).toEqual({
      type: 'minimumTurnover',
      minimum: 4_960_000,
      weight: 2,
      mandatory: false,
      source: 'tender.value + tender.contractPeriod',
    });
  });

  it('takes the turnover, insurance and certifications the selection criteria state over the value rule', () => {
    const text =
      'Tenderers are required to have a minimum annual turnover of 200,000 GBP. Public Liability Insurance - 10m GBP. Registration with the Care Quality Commission is required.';
    expect(deriveTenderCriteria({ ...tender, value: 9_000_000, criteriaSource: source({ selectionCriteria: text }) }).slice(2)).toEqual([
      { type: 'minimumTurnover', minimum: 200_000, weight: 2, mandatory: false, source: 'tender.selectionCriteria' },
      { type: 'insurance', minimum: 10_000_000, weight: 1, mandatory: false, source: 'tender.selectionCriteria' },
      { type: 'certification', name: 'CQC registration', weight: 1, mandatory: false, source: 'tender.selectionCriteria' },
    ]);
  });

  it('weighs a value-derived turnover ask less on tenders the notice marks suitable for SMEs', () => {
    expect(deriveTenderCriteria({ ...tender, criteriaSource: source({ suitability: { sme: true, vcse: null } }) })[2]).toEqual({
      type: 'minimumTurnover',
      minimum: 500_000,
      weight: 1,
      mandatory: false,
      source: 'tender.value + tender.suitability.sme',
    });
  });

  it('leaves out what the tender does not say, and values not in GBP', () => {
    expect(deriveTenderCriteria({ ...tender, regions: [], value: null }).map((r) => r.type)).toEqual(['serviceCategory']);
    expect(deriveTenderCriteria({ ...tender, currency: 'EUR' }).map((r) => r.type)).toEqual(['serviceCategory', 'region']);
    expect(deriveTenderCriteria({ ...tender, currency: null }).map((r) => r.type)).toContain('minimumTurnover');
    expect(deriveTenderCriteria({ cpvCodes: [], regions: [' '], value: 0, currency: 'GBP' })).toEqual([]);
  });
});

describe('deriveCriteriaSets', () => {
  it('is the whole tender alone when fewer than two lots have values of their own', () => {
    const lots = [{ lotId: '1', title: 'All', value: 250_000, currency: 'GBP', contractMonths: 12 }];
    expect(deriveCriteriaSets({ ...tender, criteriaSource: source({ lots }) }).map((s) => s.lot)).toEqual([null]);
    expect(deriveCriteriaSets({ cpvCodes: [], regions: [], value: null, currency: null })).toEqual([]);
  });

  it('adds a set per lot with its own value and contract length, so a provider can fit one lot', () => {
    const lots = [
      { lotId: '1', title: 'Durham', value: 3_000_000, currency: 'GBP', contractMonths: 36 },
      { lotId: '2', title: 'Darlington', value: 120_000, currency: 'GBP', contractMonths: null },
      { lotId: '3', title: 'No value', value: null, currency: null, contractMonths: null },
    ];
    const sets = deriveCriteriaSets({ ...tender, value: 3_120_000, criteriaSource: source({ lots, contractMonths: 36 }) });
    expect(sets.map((s) => [s.lot, s.requirements.find((r) => r.type === 'minimumTurnover')])).toEqual([
      [null, { type: 'minimumTurnover', minimum: 2_080_000, weight: 2, mandatory: false, source: 'tender.value + tender.contractPeriod' }],
      [
        '1',
        {
          type: 'minimumTurnover',
          minimum: 2_000_000,
          weight: 2,
          mandatory: false,
          source: 'tender.lots[].value + tender.lots[].contractPeriod',
        },
      ],
      ['2', { type: 'minimumTurnover', minimum: 240_000, weight: 2, mandatory: false, source: 'tender.lots[].value' }],
    ]);
    for (const set of sets) expect(set.requirements[0]).toMatchObject({ type: 'serviceCategory', mandatory: true });
  });
});
