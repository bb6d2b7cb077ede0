import type { TenderRequirement } from '@jointly/contracts';
import { checkConsortium, companyFacts, consortiumFacts, type MemberFacts } from './consortium-facts';
import { checkEligibility } from './check-eligibility';
import { NO_FACTS, prepareProvider } from './provider-facts';

const requirements: TenderRequirement[] = [
  { type: 'serviceCategory', cpvCodes: ['85311000'], weight: 3, mandatory: true },
  { type: 'region', regions: ['North West'], weight: 2, mandatory: false },
  { type: 'minimumTurnover', minimum: 1_000_000, weight: 2, mandatory: false },
  { type: 'certification', name: 'ISO 27001', weight: 2, mandatory: false },
  { type: 'yearsTrading', minimum: 3, weight: 1, mandatory: false },
];
const lead: MemberFacts = {
  companyId: 'a',
  companyName: 'Durham Care',
  role: 'lead',
  facts: { ...NO_FACTS, serviceCategories: ['85'], regions: ['North East'], annualTurnover: 600_000, yearsTrading: 5 },
};
const partner: MemberFacts = {
  companyId: 'b',
  companyName: 'Northwest Digital',
  role: 'member',
  facts: {
    ...NO_FACTS,
    serviceCategories: ['72'],
    regions: ['North West'],
    annualTurnover: 500_000,
    certifications: ['ISO 27001'],
    yearsTrading: 1,
  },
};

describe('consortium facts', () => {
  it('adds up turnover and staff, unites lists, takes the lead’s years trading and the highest insurance', () => {
    const facts = consortiumFacts([
      lead,
      { ...partner, facts: { ...partner.facts, staffCount: 12, insuranceLevel: 5_000_000 } },
      {
        companyId: 'c',
        companyName: null,
        role: 'member',
        facts: { ...NO_FACTS, staffCount: 3, regions: ['north west'], insuranceLevel: 2_000_000 },
      },
    ]);
    expect(facts).toEqual({
      serviceCategories: ['85', '72'],
      regions: ['North East', 'North West'],
      annualTurnover: 1_100_000,
      yearsTrading: 5,
      staffCount: 15,
      certifications: ['ISO 27001'],
      insuranceLevel: 5_000_000,
    });
    expect(consortiumFacts([{ ...lead, facts: NO_FACTS }, partner]).yearsTrading).toBe(1);
  });

  it('keeps a member’s uploaded certificate as evidence of the consortium’s certification', () => {
    const evidenced = { ...partner, facts: { ...partner.facts, evidencedCertifications: ['ISO 27001'] } };
    const facts = consortiumFacts([lead, evidenced]);
    expect(facts.evidencedCertifications).toEqual(['ISO 27001']);
    const outcome = checkEligibility(requirements, prepareProvider(facts)).breakdown.find((o) => o.type === 'certification');
    expect(outcome).toMatchObject({ status: 'met', evidence: 'evidenced' });
  });

  it('reads a company’s facts from its people’s criteria: lists united, the highest amounts', () => {
    expect(companyFacts([])).toEqual(NO_FACTS);
    expect(companyFacts([lead.facts, { ...NO_FACTS, annualTurnover: 900_000, certifications: ['CQC registration'] }])).toMatchObject({
      annualTurnover: 900_000,
      certifications: ['CQC registration'],
      regions: ['North East'],
    });
  });
});

describe('checkConsortium', () => {
  it('makes two companies each below 60 eligible together, saying who closes which gap', () => {
    const alone = (m: MemberFacts) => checkEligibility(requirements, prepareProvider(m.facts)).rating;
    expect(alone(lead)).toBeLessThan(60);
    expect(alone(partner)).toBeLessThan(60);
    const check = checkConsortium(requirements, [lead, partner]);
    expect(check.rating).toBe(100);
    expect(check.leadRating).toBe(alone(lead));
    expect(check.gaps).toEqual([]);
    expect(check.contributions.map((c) => [c.outcome.type, c.leadStatus, c.closedBy.map((m) => m.companyId), c.explanation])).toEqual([
      ['serviceCategory', 'met', ['a'], 'Durham Care meets this'],
      ['region', 'unmet', ['b'], 'Northwest Digital closes this: Serves North West'],
      ['minimumTurnover', 'partial', ['a', 'b'], 'Together: Durham Care + Northwest Digital meet annual turnover of at least £1,000,000'],
      ['certification', 'unmet', ['b'], 'Northwest Digital closes this: ISO 27001'],
      ['yearsTrading', 'met', ['a'], 'Durham Care meets this'],
    ]);
  });

  it('lists the gaps no member closes', () => {
    const check = checkConsortium(
      [...requirements, { type: 'certification', name: 'Cyber Essentials Plus', weight: 1, mandatory: true }],
      [lead, partner],
    );
    expect(check.rating).toBe(59);
    expect(check.gaps.map((g) => g.required)).toEqual(['Cyber Essentials Plus']);
    expect(check.contributions.at(-1)).toMatchObject({ closedBy: [], explanation: 'No member closes this: cyber essentials plus' });
  });
});
