import { signUpPlan } from './sign-up-plan';

describe('signUpPlan', () => {
  const email = 'ada@amber.test';

  it('gives a provider without an invitation a company named as given, trimmed', () => {
    expect(signUpPlan('provider', { name: ' Ada ', companyName: '  Amber Care Ltd ' }, email, null)).toEqual({
      name: 'Ada',
      joinsCompanyId: null,
      ownCompanyName: 'Amber Care Ltd',
    });
  });

  it("names a provider's company after the person, then the e-mail, when no company name is given", () => {
    expect(signUpPlan('provider', { name: 'Ada Lovelace', companyName: '   ' }, email, null).ownCompanyName).toBe('Ada Lovelace');
    expect(signUpPlan('provider', { name: ' ', companyName: null }, email, null)).toEqual({
      name: null,
      joinsCompanyId: null,
      ownCompanyName: email,
    });
  });

  it('puts an invited account in the inviting company and creates none, whatever its type', () => {
    for (const type of ['provider', 'expert', 'staff'] as const) {
      expect(signUpPlan(type, { name: 'Ben', companyName: 'Ignored Ltd' }, email, 'company-1')).toEqual({
        name: 'Ben',
        joinsCompanyId: 'company-1',
        ownCompanyName: null,
      });
    }
  });

  it('leaves experts and staff without an invitation outside any company', () => {
    expect(signUpPlan('expert', { name: 'Eve', companyName: 'Eve Consulting' }, email, null)).toEqual({
      name: 'Eve',
      joinsCompanyId: null,
      ownCompanyName: null,
    });
    expect(signUpPlan('staff', {}, email, null)).toEqual({ name: null, joinsCompanyId: null, ownCompanyName: null });
  });
});
