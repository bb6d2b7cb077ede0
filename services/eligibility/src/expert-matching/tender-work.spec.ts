import type { TenderRequirement } from '@jointly/contracts';
import { askedCodesAndRegions, tenderWork } from './tender-work';

describe('tender work', () => {
  const lot1: TenderRequirement[] = [
    { type: 'serviceCategory', cpvCodes: ['79400000'], weight: 3, mandatory: true },
    { type: 'minimumTurnover', minimum: 100_000, weight: 1, mandatory: false },
  ];
  const lot2: TenderRequirement[] = [{ type: 'region', regions: ['Wales', 'London'], weight: 2, mandatory: false }];

  it('collects the CPV codes and regions that requirements ask for', () => {
    expect(askedCodesAndRegions([...lot1, ...lot2])).toEqual({ cpvCodes: ['79400000'], regions: ['Wales', 'London'] });
  });

  it('joins the tender summary with what every lot asks for', () => {
    expect(tenderWork({ cpvCodes: ['85311000'], regions: ['London'] }, [lot1, lot2])).toEqual({
      divisions: ['85', '79'],
      regions: ['London', 'Wales'],
      national: false,
    });
  });
});
