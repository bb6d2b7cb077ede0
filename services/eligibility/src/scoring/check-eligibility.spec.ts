import type { TenderRequirement } from '@jointly/contracts';
import { checkEligibility } from './check-eligibility';
import { withEvidence } from './company-profile-facts';
import { NO_FACTS, prepareProvider } from './provider-facts';

const requirements: TenderRequirement[] = [
  { type: 'serviceCategory', cpvCodes: ['85311000'], weight: 3, mandatory: true },
  { type: 'region', regions: ['North East'], weight: 2, mandatory: false },
  { type: 'minimumTurnover', minimum: 500_000, weight: 2, mandatory: false },
  { type: 'certification', name: 'CQC registration', weight: 1, mandatory: true },
];

describe('checkEligibility', () => {
  it('explains each requirement and lists the gaps, mandatory first', () => {
    const provider = prepareProvider({
      ...NO_FACTS,
      serviceCategories: ['85'],
      regions: ['Yorkshire and the Humber'],
      annualTurnover: 250_000,
    });
    const check = checkEligibility(requirements, provider);
    expect(check.rating).toBe(50); // (3 + 0 + 1 + 0) / 8 = 50, below the cap
    expect(check.band).toBe('59To0');
    expect(check.breakdown.map((o) => [o.type, o.status, o.credit])).toEqual([
      ['serviceCategory', 'met', 1],
      ['region', 'unmet', 0],
      ['minimumTurnover', 'partial', 0.5],
      ['certification', 'unmet', 0],
    ]);
    expect(check.breakdown[0]).toMatchObject({ required: 'Services in CPV 85311000', provided: 'CPV 85' });
    expect(check.breakdown[2]).toMatchObject({ required: 'Annual turnover of at least £500,000', provided: '£250,000' });
    expect(check.gaps.map((g) => g.type)).toEqual(['certification', 'region', 'minimumTurnover']);
    expect(check.gaps[0]).toEqual({
      type: 'certification',
      mandatory: true,
      required: 'CQC registration',
      provided: null,
      message: 'Mandatory: CQC registration; your criteria do not say',
    });
    expect(check.gaps[2].message).toBe('Annual turnover of at least £500,000; you have £250,000');
  });

  it('caps an otherwise high rating at 59 when a mandatory requirement is missing', () => {
    const provider = prepareProvider({ ...NO_FACTS, serviceCategories: ['85311000'], regions: ['North East'], annualTurnover: 1_000_000 });
    const check = checkEligibility(requirements, provider);
    expect(check.rating).toBe(59);
    expect(check.gaps).toHaveLength(1);
  });

  it('scores a provider who meets everything 100 with no gaps', () => {
    const provider = prepareProvider({
      ...NO_FACTS,
      serviceCategories: ['85311000'],
      regions: ['England'],
      annualTurnover: 500_000,
      certifications: ['CQC Registration'],
    });
    expect(checkEligibility(requirements, provider)).toMatchObject({ rating: 100, band: '100To90', gaps: [] });
  });

  it('rates an empty set 0', () => {
    expect(checkEligibility([], prepareProvider(NO_FACTS))).toEqual({ rating: 0, band: '59To0', breakdown: [], gaps: [] });
  });

  describe('uploaded evidence', () => {
    const iso: TenderRequirement[] = [{ type: 'certification', name: 'ISO 27001 information security', weight: 1, mandatory: true }];

    it('says a held certification is evidenced when a certificate for it is uploaded', () => {
      const provider = prepareProvider(
        withEvidence(
          { ...NO_FACTS, certifications: [] },
          { evidencedCertifications: ['ISO 27001 information security'], turnoverEvidenced: false },
        ),
      );
      const check = checkEligibility(iso, provider);
      expect(check.rating).toBe(100);
      expect(check.breakdown[0]).toMatchObject({
        status: 'met',
        evidence: 'evidenced',
        provided: 'ISO 27001 information security — evidenced by an uploaded certificate',
      });
    });

    it('still scores a claimed certification, and says no certificate is uploaded', () => {
      const provider = prepareProvider({ ...NO_FACTS, certifications: ['ISO 27001 information security'] });
      const check = checkEligibility(iso, provider);
      expect(check.rating).toBe(100);
      expect(check.breakdown[0]).toMatchObject({
        status: 'met',
        evidence: 'claimed',
        provided: 'ISO 27001 information security — claimed on your profile, no certificate uploaded',
      });
    });

    it('marks no evidence on a certification not held, whatever else is evidenced', () => {
      const provider = prepareProvider(
        withEvidence({ ...NO_FACTS }, { evidencedCertifications: ['Cyber Essentials'], turnoverEvidenced: false }),
      );
      const check = checkEligibility(iso, provider);
      expect(check.rating).toBe(0);
      expect(check.breakdown[0].evidence).toBeUndefined();
      expect(check.breakdown[0].provided).toBe('Cyber Essentials');
    });

    it('says a turnover is evidenced by uploaded financial accounts, and marks nothing without them', () => {
      const turnover: TenderRequirement[] = [{ type: 'minimumTurnover', minimum: 500_000, weight: 1, mandatory: false }];
      const withAccounts = prepareProvider({ ...NO_FACTS, annualTurnover: 600_000, turnoverEvidenced: true });
      expect(checkEligibility(turnover, withAccounts).breakdown[0]).toMatchObject({
        evidence: 'evidenced',
        provided: '£600,000 — evidenced by uploaded financial accounts',
      });
      const without = checkEligibility(turnover, prepareProvider({ ...NO_FACTS, annualTurnover: 600_000 })).breakdown[0];
      expect(without.evidence).toBeUndefined();
      expect(without.provided).toBe('£600,000');
    });
  });
});
