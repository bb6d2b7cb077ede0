import { signedIn, statusOf } from '@jointly/common/testing/rules';
import type { AuthenticatedUser } from '@jointly/common/auth';
import {
  answerRequest,
  assertCanCreate,
  assertCanEdit,
  assertCanExpressInterest,
  assertCanInvite,
  assertCanListConsortiumsOf,
  assertCanRead,
  assertCanRemoveMember,
  assertMember,
  joiningCompanyId,
  searchScope,
  type Membership,
} from './consortium-rules';

const LEAD = 'c0000000-0000-4000-8000-000000000001';
const MEMBER = 'c0000000-0000-4000-8000-000000000002';
const OTHER = 'c0000000-0000-4000-8000-000000000003';

const members: Membership[] = [
  { companyId: LEAD, role: 'lead' },
  { companyId: MEMBER, role: 'member' },
];

describe('consortium rules', () => {
  it('lets only providers of approved partner companies create a consortium, led by their company', () => {
    expect(assertCanCreate(signedIn('provider', LEAD), true)).toBe(LEAD);
    expect(statusOf(() => assertCanCreate(signedIn('provider', LEAD), false))).toBe(403);
    expect(statusOf(() => assertCanCreate(signedIn('provider', null), true))).toBe(403);
    expect(statusOf(() => assertCanCreate(signedIn('expert', LEAD), true))).toBe(403);
    expect(statusOf(() => assertCanCreate(signedIn('admin', LEAD), true))).toBe(403);
  });

  it('lets the lead company and admins edit, not other members or outsiders', () => {
    expect(statusOf(() => assertCanEdit(signedIn('provider', LEAD), members))).toBe('ok');
    expect(statusOf(() => assertCanEdit(signedIn('staff', LEAD), members))).toBe('ok');
    expect(statusOf(() => assertCanEdit(signedIn('admin', null), members))).toBe('ok');
    expect(statusOf(() => assertCanEdit(signedIn('provider', MEMBER), members))).toBe(403);
    expect(statusOf(() => assertCanEdit(signedIn('provider', OTHER), members))).toBe(403);
    expect(statusOf(() => assertCanEdit(signedIn('provider', null), members))).toBe(403);
  });

  it('lets any member company and admins read; only member companies act', () => {
    expect(statusOf(() => assertCanRead(signedIn('provider', MEMBER), members))).toBe('ok');
    expect(statusOf(() => assertCanRead(signedIn('admin', null), members))).toBe('ok');
    expect(statusOf(() => assertCanRead(signedIn('provider', OTHER), members))).toBe(403);
    expect(assertMember(signedIn('provider', MEMBER), members)).toBe(MEMBER);
    expect(statusOf(() => assertMember(signedIn('admin', null), members))).toBe(403);
    expect(statusOf(() => assertMember(signedIn('expert', null), members))).toBe(403);
  });

  it("lists an account's consortiums for the account itself or an admin", () => {
    expect(statusOf(() => assertCanListConsortiumsOf(signedIn('provider', LEAD, 'me'), 'me'))).toBe('ok');
    expect(statusOf(() => assertCanListConsortiumsOf(signedIn('admin', null, 'boss'), 'me'))).toBe('ok');
    expect(statusOf(() => assertCanListConsortiumsOf(signedIn('provider', LEAD, 'you'), 'me'))).toBe(403);
  });

  describe('invitations', () => {
    const base = { inviterCompanyId: LEAD, consortiumName: 'Care North', members, hasPendingRequest: false };
    const invitee = (companyId: string, approved = true) => ({ companyId, companyName: 'Acme Care', approved });

    it('accepts an approved partner that is neither a member nor invited', () => {
      expect(assertCanInvite({ ...base, invitee: invitee(OTHER) })).toEqual(invitee(OTHER));
    });
    it('refuses the own company (400), unknown or unapproved companies (400)', () => {
      expect(statusOf(() => assertCanInvite({ ...base, invitee: invitee(LEAD) }))).toBe(400);
      expect(statusOf(() => assertCanInvite({ ...base, invitee: null }))).toBe(400);
      expect(statusOf(() => assertCanInvite({ ...base, invitee: invitee(OTHER, false) }))).toBe(400);
    });
    it('refuses members and companies with an open invitation (409), naming them', () => {
      expect(() => assertCanInvite({ ...base, invitee: invitee(MEMBER) })).toThrow('Acme Care is already a member of Care North.');
      expect(statusOf(() => assertCanInvite({ ...base, invitee: invitee(OTHER), hasPendingRequest: true }))).toBe(409);
    });
  });

  describe('answering a request', () => {
    const pending = { toCompanyId: OTHER, status: 'Pending' as const };
    it('moves Pending to Approve (joins) or Rejected for the invited company or an admin', () => {
      expect(answerRequest(signedIn('provider', OTHER), pending, 'Approve')).toEqual({ status: 'Approve', joins: true });
      expect(answerRequest(signedIn('staff', OTHER), pending, 'Rejected')).toEqual({ status: 'Rejected', joins: false });
      expect(answerRequest(signedIn('admin', null), pending, 'Approve')).toEqual({ status: 'Approve', joins: true });
    });
    it('refuses anyone else (403) and answered requests (409)', () => {
      expect(statusOf(() => answerRequest(signedIn('provider', LEAD), pending, 'Approve'))).toBe(403);
      expect(statusOf(() => answerRequest(signedIn('provider', OTHER), { ...pending, status: 'Approve' }, 'Rejected'))).toBe(409);
      expect(statusOf(() => answerRequest(signedIn('provider', OTHER), { ...pending, status: 'Rejected' }, 'Approve'))).toBe(409);
    });
  });

  describe('interest', () => {
    const interest = (caller: AuthenticatedUser, over: { approved?: boolean; pending?: boolean } = {}) =>
      assertCanExpressInterest({
        caller,
        companyIsApprovedPartner: over.approved ?? true,
        consortiumName: 'Northern Works',
        members,
        hasPendingRequest: over.pending ?? false,
      });

    it('lets a provider of an approved partner company outside the consortium register interest, addressed to the lead', () => {
      expect(interest(signedIn('provider', OTHER))).toEqual({ companyId: OTHER, leadCompanyId: LEAD });
      expect(interest(signedIn('staff', OTHER))).toEqual({ companyId: OTHER, leadCompanyId: LEAD });
    });

    it('refuses non-partners, admins and company-less accounts (403), the lead company (403), members and open requests (409)', () => {
      expect(statusOf(() => interest(signedIn('provider', OTHER), { approved: false }))).toBe(403);
      expect(statusOf(() => interest(signedIn('staff', null)))).toBe(403);
      expect(statusOf(() => interest(signedIn('admin', null)))).toBe(403);
      expect(statusOf(() => interest(signedIn('provider', null)))).toBe(403);
      expect(statusOf(() => interest(signedIn('provider', LEAD)))).toBe(403);
      expect(statusOf(() => interest(signedIn('provider', MEMBER)))).toBe(409);
      expect(statusOf(() => interest(signedIn('provider', OTHER), { pending: true }))).toBe(409);
    });

    it('joins the invited company of an invitation and the interested company of an interest', () => {
      expect(joiningCompanyId({ direction: 'invitation', fromCompanyId: LEAD, toCompanyId: OTHER })).toBe(OTHER);
      expect(joiningCompanyId({ direction: 'interest', fromCompanyId: OTHER, toCompanyId: LEAD })).toBe(OTHER);
    });

    it('lets only the lead company (or an admin) answer an interest, while it is pending', () => {
      const pending = { toCompanyId: LEAD, status: 'Pending' as const, direction: 'interest' as const };
      expect(answerRequest(signedIn('provider', LEAD), pending, 'Approve', members)).toEqual({ status: 'Approve', joins: true });
      expect(answerRequest(signedIn('admin', null), pending, 'Rejected', members)).toEqual({ status: 'Rejected', joins: false });
      expect(statusOf(() => answerRequest(signedIn('provider', MEMBER), pending, 'Approve', members))).toBe(403);
      expect(statusOf(() => answerRequest(signedIn('provider', OTHER), pending, 'Approve', members))).toBe(403);
      expect(statusOf(() => answerRequest(signedIn('provider', LEAD), { ...pending, status: 'Approve' }, 'Rejected', members))).toBe(409);
    });
  });

  describe('search scope', () => {
    it("limits non-admins to their company's consortiums and invitations, 403 for others asked", () => {
      expect(searchScope(signedIn('provider', MEMBER), [], ['x', 'y'])).toEqual({ consortiumIds: ['x', 'y'], companyId: MEMBER });
      expect(searchScope(signedIn('provider', MEMBER), ['x'], ['x', 'y'])).toEqual({ consortiumIds: ['x'], companyId: null });
      expect(statusOf(() => searchScope(signedIn('provider', MEMBER), ['z'], ['x']))).toBe(403);
    });
    it('lets admins see everything or what they ask', () => {
      expect(searchScope(signedIn('admin', null), [], [])).toEqual({ consortiumIds: null, companyId: null });
      expect(searchScope(signedIn('admin', null), ['z'], [])).toEqual({ consortiumIds: ['z'], companyId: null });
    });
  });

  describe('assertCanRemoveMember', () => {
    const THIRD = 'c0000000-0000-4000-8000-000000000004';
    const three: Membership[] = [...members, { companyId: THIRD, role: 'member' }];
    it('lets the lead and an admin remove another company, and a member company leave', () => {
      expect(statusOf(() => assertCanRemoveMember(signedIn('provider', LEAD), three, MEMBER))).toBe('ok');
      expect(statusOf(() => assertCanRemoveMember(signedIn('staff', LEAD), three, MEMBER))).toBe('ok');
      expect(statusOf(() => assertCanRemoveMember(signedIn('admin', null), three, THIRD))).toBe('ok');
      expect(statusOf(() => assertCanRemoveMember(signedIn('provider', MEMBER), three, MEMBER))).toBe('ok');
    });
    it('refuses a member removing another member, outsiders and experts (403)', () => {
      expect(statusOf(() => assertCanRemoveMember(signedIn('provider', MEMBER), three, THIRD))).toBe(403);
      expect(statusOf(() => assertCanRemoveMember(signedIn('provider', OTHER), three, MEMBER))).toBe(403);
      expect(statusOf(() => assertCanRemoveMember(signedIn('expert', null), three, MEMBER))).toBe(403);
      // an outsider does not learn whether a company is a member
      expect(statusOf(() => assertCanRemoveMember(signedIn('provider', OTHER), three, OTHER))).toBe(403);
    });
    it('never removes the lead (409) and answers 404 for a company that is not a member', () => {
      expect(statusOf(() => assertCanRemoveMember(signedIn('provider', LEAD), three, LEAD))).toBe(409);
      expect(statusOf(() => assertCanRemoveMember(signedIn('admin', null), three, LEAD))).toBe(409);
      expect(statusOf(() => assertCanRemoveMember(signedIn('provider', LEAD), three, OTHER))).toBe(404);
    });
  });
});
