import { companyFactsOf } from './company-facts.publisher';

const partner = {
  serviceCategories: [],
  regions: ['North East'],
  certifications: ['cqc-registered'],
  annualTurnover: 1_000_000,
  employees: 12,
  yearsTrading: 4,
};

describe('companyFactsOf (the company’s facts as CompanyFactsChanged carries them)', () => {
  it('names the certifications its uploaded certificates evidence, and whether its financial accounts are uploaded', () => {
    const facts = companyFactsOf(partner, { certificationIds: ['iso-27001', 'cqc-registered'], turnoverEvidenced: true });
    expect(facts).toMatchObject({
      certifications: ['CQC registration'],
      evidencedCertifications: ['ISO 27001 information security', 'CQC registration'],
      turnoverEvidenced: true,
    });
  });

  it('carries no evidence when none is uploaded', () => {
    expect(companyFactsOf(partner)).toMatchObject({ evidencedCertifications: [], turnoverEvidenced: false });
  });
});
