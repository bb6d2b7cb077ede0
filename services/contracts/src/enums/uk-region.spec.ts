import { DEVOLVED_NATIONS, ENGLISH_REGIONS, UK_REGION_BY_ITL1_CODE, UK_REGIONS } from './uk-region';

describe('UK regions', () => {
  it('are the nine English regions and the three other nations, once each', () => {
    expect(UK_REGIONS).toHaveLength(12);
    expect(new Set(UK_REGIONS).size).toBe(12);
    expect(UK_REGIONS).toEqual([...ENGLISH_REGIONS, ...DEVOLVED_NATIONS]);
  });

  it('map the ITL1 letters C to N in order', () => {
    expect(UK_REGION_BY_ITL1_CODE).toEqual({
      C: 'North East',
      D: 'North West',
      E: 'Yorkshire and the Humber',
      F: 'East Midlands',
      G: 'West Midlands',
      H: 'East of England',
      I: 'London',
      J: 'South East',
      K: 'South West',
      L: 'Wales',
      M: 'Scotland',
      N: 'Northern Ireland',
    });
  });
});
