import { annualisedValue, deriveTenderCriteria } from './derive-tender-criteria';

const tender = { cpvCodes: ['85311000-2', '85311000', '85312000'], regions: ['North East'], value: 250_000, currency: 'GBP' };

describe('deriveTenderCriteria', () => {
  it('asks for the CPV codes (3, mandatory), the regions (2) and twice the contract value as turnover (2)', () => {
    expect(deriveTenderCriteria(tender)).toEqual([
      { type: 'serviceCategory', cpvCodes: ['85311000', '85312000'], weight: 3, mandatory: true },
      { type: 'region', regions: ['North East'], weight: 2, mandatory: false },
      { type: 'minimumTurnover', minimum: 500_000, weight: 2, mandatory: false },
    ]);
  });

  it('annualises the value of contracts longer than a year', () => {
    expect(annualisedValue(900_000, 36)).toBe(300_000);
    expect(annualisedValue(900_000, 6)).toBe(900_000);
    expect(annualisedValue(900_000, null)).toBe(900_000);
    expect(deriveTenderCriteria({ ...tender, value: 900_000, contractMonths: 36 })[2]).toMatchObject({ minimum: 600_000 });
  });

  it('leaves out what the tender does not say, and values not in GBP', () => {
    expect(deriveTenderCriteria({ ...tender, regions: [], value: null })).toEqual([
      { type: 'serviceCategory', cpvCodes: ['85311000', '85312000'], weight: 3, mandatory: true },
    ]);
    expect(deriveTenderCriteria({ ...tender, currency: 'EUR' }).map((r) => r.type)).toEqual(['serviceCategory', 'region']);
    expect(deriveTenderCriteria({ ...tender, currency: null }).map((r) => r.type)).toContain('minimumTurnover');
    expect(deriveTenderCriteria({ cpvCodes: [], regions: [' '], value: 0, currency: 'GBP' })).toEqual([]);
  });
});
