import type { TenderRequirement } from '@jointly/contracts';
import type { MemberFacts } from './consortium-facts';
import { suggestPartners } from './partner-suggestions';
import { NO_FACTS } from './provider-facts';

const sets: TenderRequirement[][] = [
  [
    { type: 'serviceCategory', cpvCodes: ['85311000'], weight: 3, mandatory: true },
    { type: 'region', regions: ['North West'], weight: 2, mandatory: false },
    { type: 'certification', name: 'ISO 27001', weight: 2, mandatory: false },
  ],
];
const lead: MemberFacts = {
  companyId: 'a',
  companyName: 'Durham Care',
  role: 'lead',
  facts: { ...NO_FACTS, serviceCategories: ['85'], regions: ['North East'] },
};

describe('suggestPartners', () => {
  it('ranks companies by how much they raise the consortium’s ratings, saying what each brings', () => {
    const suggestions = suggestPartners(
      [lead],
      [
        { companyId: 'both', facts: { ...NO_FACTS, regions: ['North West'], certifications: ['ISO 27001'] } },
        { companyId: 'iso', facts: { ...NO_FACTS, certifications: ['ISO 27001'] } },
        { companyId: 'none', facts: { ...NO_FACTS, regions: ['North East'] } },
        { companyId: 'new-ground', facts: { ...NO_FACTS, serviceCategories: ['72'], regions: ['Wales'] } },
      ],
      [{ tenderId: 't', title: 'Digital care records', sets }],
    );
    expect(suggestions.map((s) => [s.companyId, s.ratingGain, s.reasons])).toEqual([
      ['both', 57, ['covers North West', 'adds ISO 27001']],
      ['iso', 28, ['adds ISO 27001']],
      ['new-ground', 0, []],
      ['none', 0, []],
    ]);
    expect(suggestions[0].bestTender).toEqual({ tenderId: 't', title: 'Digital care records', from: 43, to: 100 });
    expect(suggestions[2].complementarity).toBe(2);
  });
});
