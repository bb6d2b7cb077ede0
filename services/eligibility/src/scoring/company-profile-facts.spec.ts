import { withCompanyProfile, withEvidence } from './company-profile-facts';
import { NO_FACTS, type ProviderFacts } from './provider-facts';

const facts = (over: Partial<ProviderFacts>): ProviderFacts => ({ ...NO_FACTS, ...over });

describe('withCompanyProfile (one set of facts: the company profile merged with the criteria form)', () => {
  it('answers null when neither is known, and either one alone as it is', () => {
    const profile = facts({ annualTurnover: 2_000_000 });
    const answers = facts({ insuranceLevel: 5_000_000 });
    expect(withCompanyProfile(null, null)).toBeNull();
    expect(withCompanyProfile(profile, null)).toBe(profile);
    expect(withCompanyProfile(null, answers)).toBe(answers);
  });

  it('takes the profile’s figures where it states them, the form’s where it does not', () => {
    const merged = withCompanyProfile(
      facts({ annualTurnover: 2_000_000, staffCount: null, yearsTrading: 12 }),
      facts({ annualTurnover: 900_000, staffCount: 40, yearsTrading: 3, insuranceLevel: 5_000_000 }),
    );
    expect(merged).toMatchObject({ annualTurnover: 2_000_000, staffCount: 40, yearsTrading: 12, insuranceLevel: 5_000_000 });
  });

  it('unites the lists, the profile’s first, ignoring case', () => {
    const merged = withCompanyProfile(
      facts({ serviceCategories: ['85311000'], regions: ['North East'], certifications: ['CQC registration'] }),
      facts({ serviceCategories: ['85', '85311000'], regions: ['north east', 'London'], certifications: ['ISO 9001'] }),
    );
    expect(merged).toMatchObject({
      serviceCategories: ['85311000', '85'],
      regions: ['North East', 'London'],
      certifications: ['CQC registration', 'ISO 9001'],
    });
  });

  it('counts a certificate uploaded as the certification held, united with the profile’s, and keeps it through the merge', () => {
    const profile = withEvidence(facts({ certifications: ['CQC registration'], annualTurnover: 1_000_000 }), {
      evidencedCertifications: ['cqc registration', 'ISO 27001 information security'],
      turnoverEvidenced: true,
    });
    expect(profile).toMatchObject({
      certifications: ['CQC registration', 'ISO 27001 information security'],
      evidencedCertifications: ['cqc registration', 'ISO 27001 information security'],
      turnoverEvidenced: true,
    });
    const merged = withCompanyProfile(profile, facts({ certifications: ['ISO 9001'] }));
    expect(merged).toMatchObject({
      certifications: ['CQC registration', 'ISO 27001 information security', 'ISO 9001'],
      evidencedCertifications: ['cqc registration', 'ISO 27001 information security'],
      turnoverEvidenced: true,
    });
  });

  it('holds nothing more once the last certificate of a certification the profile does not claim is deleted', () => {
    const none = withEvidence(facts({ certifications: ['CQC registration'] }), { evidencedCertifications: [], turnoverEvidenced: false });
    expect(none.certifications).toEqual(['CQC registration']);
    expect(withCompanyProfile(none, facts({}))).toMatchObject({ certifications: ['CQC registration'], evidencedCertifications: [] });
  });
});
