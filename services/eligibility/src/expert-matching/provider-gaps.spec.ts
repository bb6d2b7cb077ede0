import type { TenderRequirement } from '@jointly/contracts';
import { deriveTenderCriteria } from '../scoring/derive-tender-criteria';
import { NO_FACTS, prepareProvider } from '../scoring/provider-facts';
import { nearMissTender } from './provider-gaps';

const provider = prepareProvider({ ...NO_FACTS, serviceCategories: ['85'], regions: ['London'], annualTurnover: 1_000_000 });

describe('nearMissTender', () => {
  it('finds the divisions and regions the provider lacks in the derived criteria', () => {
    const summary = { cpvCodes: ['85311000', '79000000'], regions: ['Yorkshire and the Humber'], value: 100_000, currency: 'GBP' };
    const near = nearMissTender({ tenderId: 't', rating: 71, ...summary, requirementSets: [deriveTenderCriteria(summary)] }, provider);
    // 85 overlaps, so the service category is met; the region is not.
    expect(near).toEqual({
      tenderId: 't',
      rating: 71,
      work: {
        divisions: ['85', '79'],
        regions: ['Yorkshire and the Humber'],
        national: false,
        gaps: { divisions: [], regions: ['Yorkshire and the Humber'] },
      },
    });
  });

  it('takes the gaps of the lot the provider fits best, and the CPV codes and regions that lot asks for', () => {
    const lotA: TenderRequirement[] = [{ type: 'serviceCategory', cpvCodes: ['79400000'], weight: 3, mandatory: true }];
    const lotB: TenderRequirement[] = [
      { type: 'serviceCategory', cpvCodes: ['85300000'], weight: 3, mandatory: true },
      { type: 'region', regions: ['Wales'], weight: 2, mandatory: false },
      { type: 'certification', name: 'CQC registration', weight: 1, mandatory: false },
    ];
    const near = nearMissTender(
      { tenderId: 't', rating: 50, cpvCodes: ['33000000'], regions: [], requirementSets: [lotA, lotB] },
      provider,
    );
    expect(near.work).toEqual({
      divisions: ['33', '85'],
      regions: ['Wales'],
      national: false,
      gaps: { divisions: [], regions: ['Wales'] },
    });
  });

  it('names a missing service category as missing divisions', () => {
    const set: TenderRequirement[] = [{ type: 'serviceCategory', cpvCodes: ['79400000', '72000000'], weight: 3, mandatory: true }];
    const near = nearMissTender({ tenderId: 't', rating: 45, cpvCodes: [], regions: ['London'], requirementSets: [set] }, provider);
    expect(near.work.gaps).toEqual({ divisions: ['79', '72'], regions: [] });
    expect(near.work.divisions).toEqual(['79', '72']);
  });

  it('has no gaps when the tender has nothing to rate by', () => {
    const near = nearMissTender({ tenderId: 't', rating: 40, cpvCodes: ['85000000'], regions: [], requirementSets: [] }, provider);
    expect(near.work).toEqual({ divisions: ['85'], regions: [], national: false, gaps: { divisions: [], regions: [] } });
  });
});
