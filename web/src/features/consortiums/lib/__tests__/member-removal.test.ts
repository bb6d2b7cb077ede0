import { memberRemoval } from '../member-removal';

const lead = { companyId: 'co-lead', role: 'lead' as const };
const member = { companyId: 'co-member', role: 'member' as const };
const other = { companyId: 'co-other', role: 'member' as const };
const members = [lead, member, other];

describe('memberRemoval (the consortiums service’s rule, as the page offers it)', () => {
  it('lets the people of the lead company remove other members, never the lead itself', () => {
    const viewer = { companyId: 'co-lead', isAdmin: false };
    expect(memberRemoval(viewer, members, member)).toBe('remove');
    expect(memberRemoval(viewer, members, other)).toBe('remove');
    expect(memberRemoval(viewer, members, lead)).toBeNull();
  });

  it('lets the people of a member company leave, and nothing more', () => {
    const viewer = { companyId: 'co-member', isAdmin: false };
    expect(memberRemoval(viewer, members, member)).toBe('leave');
    expect(memberRemoval(viewer, members, other)).toBeNull();
    expect(memberRemoval(viewer, members, lead)).toBeNull();
  });

  it('offers nothing to a company outside the consortium or to a user without a company', () => {
    expect(memberRemoval({ companyId: 'co-outsider', isAdmin: false }, members, member)).toBeNull();
    expect(memberRemoval({ companyId: null, isAdmin: false }, members, member)).toBeNull();
  });

  it('lets an admin remove a member company but not the lead', () => {
    const viewer = { companyId: null, isAdmin: true };
    expect(memberRemoval(viewer, members, member)).toBe('remove');
    expect(memberRemoval(viewer, members, lead)).toBeNull();
  });
});
