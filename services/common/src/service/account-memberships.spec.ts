import { membershipFor } from './account-memberships';

const issuedAtMs = Date.UTC(2026, 10, 25, 12, 0, 0);
const user = { id: 'a', role: 'provider' as const, email: 'a@b.co', companyId: 'c1', sessionId: 's', issuedAtMs };
const row = (over: Partial<Parameters<typeof membershipFor>[1] & object> = {}) => ({
  companyId: null,
  companyChangedAtMs: null,
  status: 'active' as const,
  statusChangedAtMs: null,
  ...over,
});

describe('membershipFor', () => {
  it('leaves the token alone when nothing is known or every change is older than the token', () => {
    expect(membershipFor(user, undefined)).toBeUndefined();
    expect(membershipFor(user, row({ companyChangedAtMs: issuedAtMs - 1 }))).toBeUndefined();
    expect(membershipFor(user, row({ status: 'suspended', statusChangedAtMs: issuedAtMs - 1 }))).toBeUndefined();
  });

  it('a company change at or after the token’s issue wins over its claim (iat has whole seconds)', () => {
    expect(membershipFor(user, row({ companyChangedAtMs: issuedAtMs }))).toEqual({ companyId: null, suspended: false });
    expect(membershipFor(user, row({ companyId: 'c2', companyChangedAtMs: issuedAtMs + 10 }))).toEqual({
      companyId: 'c2',
      suspended: false,
    });
  });

  it('a suspension after the token’s issue suspends it, and keeps its company claim', () => {
    expect(membershipFor(user, row({ status: 'suspended', statusChangedAtMs: issuedAtMs + 1 }))).toEqual({
      companyId: 'c1',
      suspended: true,
    });
    expect(membershipFor(user, row({ status: 'active', statusChangedAtMs: issuedAtMs + 1 }))).toBeUndefined();
  });

  it('a token without iat counts as older than any change', () => {
    expect(membershipFor({ ...user, issuedAtMs: undefined }, row({ companyChangedAtMs: 1 }))).toEqual({
      companyId: null,
      suspended: false,
    });
  });
});
