import { MAX_REQUIREMENTS, parseRequirements } from './requirements-input';

const fails = (value: unknown) => {
  const parsed = parseRequirements(value);
  if (parsed.ok) throw new Error('expected a problem');
  return parsed.message;
};

describe('parseRequirements', () => {
  it('reads every type, with defaults (weight 1, not mandatory) and cleaned values', () => {
    const parsed = parseRequirements([
      { type: 'serviceCategory', cpvCodes: ['85311000-2', ' 85311000 ', '85'], weight: 3, mandatory: true },
      { type: 'region', regions: [' North  East ', 'north east'] },
      { type: 'minimumTurnover', minimum: 500000, weight: 2 },
      { type: 'yearsTrading', minimum: 3 },
      { type: 'staffCount', minimum: 20 },
      { type: 'certification', name: '  ISO   9001 ' },
      { type: 'insurance', minimum: 5000000, mandatory: false },
    ]);
    expect(parsed).toEqual({
      ok: true,
      requirements: [
        { type: 'serviceCategory', cpvCodes: ['85311000', '85'], weight: 3, mandatory: true },
        { type: 'region', regions: ['North East'], weight: 1, mandatory: false },
        { type: 'minimumTurnover', minimum: 500000, weight: 2, mandatory: false },
        { type: 'yearsTrading', minimum: 3, weight: 1, mandatory: false },
        { type: 'staffCount', minimum: 20, weight: 1, mandatory: false },
        { type: 'certification', name: 'ISO 9001', weight: 1, mandatory: false },
        { type: 'insurance', minimum: 5000000, weight: 1, mandatory: false },
      ],
    });
  });

  it('refuses anything but a non-empty list of at most 30', () => {
    expect(fails(undefined)).toBe('requirements must be a list of requirements');
    expect(fails({ type: 'region' })).toBe('requirements must be a list of requirements');
    expect(fails([])).toBe('requirements must list at least one requirement');
    expect(fails(Array.from({ length: MAX_REQUIREMENTS + 1 }, () => ({ type: 'yearsTrading', minimum: 1 })))).toMatch(/at most 30/);
  });

  it('names the position and the field of the first problem', () => {
    expect(fails(['x'])).toBe('requirements[0] must be an object with a type');
    expect(fails([{ type: 'turnover', minimum: 1 }])).toMatch(/^requirements\[0\]\.type must be one of serviceCategory, region/);
    expect(
      fails([
        { type: 'yearsTrading', minimum: 1 },
        { type: 'minimumTurnover', minimum: -5 },
      ]),
    ).toBe('requirements[1].minimum must be an amount in GBP: a whole number from 1 to 1000000000000');
    expect(fails([{ type: 'staffCount', minimum: 2.5 }])).toMatch(/^requirements\[0\]\.minimum must be a number of staff/);
    expect(fails([{ type: 'yearsTrading', minimum: 1, weight: 0 }])).toBe('requirements[0].weight must be a whole number from 1 to 100');
    expect(fails([{ type: 'yearsTrading', minimum: 1, mandatory: 'yes' }])).toBe('requirements[0].mandatory must be true or false');
    expect(fails([{ type: 'serviceCategory', cpvCodes: ['health'] }])).toMatch(/^requirements\[0\]\.cpvCodes must be CPV codes/);
    expect(fails([{ type: 'serviceCategory', cpvCodes: [] }])).toBe('requirements[0].cpvCodes must list at least one item');
    expect(fails([{ type: 'region', regions: 'London' }])).toBe('requirements[0].regions must be a list of text items');
    expect(fails([{ type: 'certification', name: '  ' }])).toMatch(/^requirements\[0\]\.name must name the certification/);
    expect(fails([{ type: 'certification', name: 'ISO 9001', minimum: 3 }])).toBe(
      "requirements[0] (certification) does not take 'minimum'; it takes name, weight and mandatory",
    );
  });
});
