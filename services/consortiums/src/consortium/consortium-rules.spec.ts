import type { AuthenticatedUser } from '@jointly/common/auth';
import type { Role } from '@jointly/contracts';
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

const user = (role: Role, companyId: string | null, id = 'a-1'): AuthenticatedUser => ({
  id,
  role,
  email: `${id}@example.test`,
  companyId,
  sessionId: 's',
});
const members: Membership[] = [
  { companyId: LEAD, role: 'lead' },
  { companyId: MEMBER, role: 'member' },
];
const status = (fn: () => unknown): number | 'ok' => {
  try {
    fn();
    return 'ok';
  } catch (error) {
    return (error as { status: number }).status;
  }
};

describe('consortium rules', () => {
  it('lets only providers of approved partner companies create a consortium, led by their company', () => {
    expect(assertCanCreate(user('provider', LEAD), true)).toBe(LEAD);
    expect(status(() => assertCanCreate(user('provider', LEAD), false))).toBe(403);
    expect(status(() => assertCanCreate(user('provider', null), true))).toBe(403);
    expect(status(() => assertCanCreate(user('expert', LEAD), true))).toBe(403);
    expect(status(() => assertCanCreate(user('admin', LEAD), true))).toBe(403);
  });

  it('lets the lead company and admins edit, not other members or outsiders', () => {
    expect(status(() => assertCanEdit(user('provider', LEAD), members))).toBe('ok');
    expect(status(() => assertCanEdit(user('staff', LEAD), members))).toBe('ok');
    expect(status(() => assertCanEdit(user('admin', null), members))).toBe('ok');
    expect(status(() => assertCanEdit(user('provider', MEMBER), members))).toBe(403);
    expect(status(() => assertCanEdit(user('provider', OTHER), members))).toBe(403);
    expect(status(() => assertCanEdit(user('provider', null), members))).toBe(403);
  });

  it('lets any member company and admins read; only member companies act', () => {
    expect(status(() => assertCanRead(user('provider', MEMBER), members))).toBe('ok');
    expect(status(() => assertCanRead(user('admin', null), members))).toBe('ok');
    expect(status(() => assertCanRead(user('provider', OTHER), members))).toBe(403);
    expect(assertMember(user('provider', MEMBER), members)).toBe(MEMBER);
    expect(status(() => assertMember(user('admin', null), members))).toBe(403);
    expect(status(() => assertMember(user('expert', null), members))).toBe(403);
  });

  it("lists an account's consortiums for the account itself or an admin", () => {
    expect(status(() => assertCanListConsortiumsOf(user('provider', LEAD, 'me'), 'me'))).toBe('ok');
    expect(status(() => assertCanListConsortiumsOf(user('admin', null, 'boss'), 'me'))).toBe('ok');
    expect(status(() => assertCanListConsortiumsOf(user('provider', LEAD, 'you'), 'me'))).toBe(403);
  });

  describe('invitations', () => {
    const base = { inviterCompanyId: LEAD, consortiumName: 'Care North', members, hasPendingRequest: false };
    const invitee = (companyId: string, approved = true) => ({ companyId, companyName: 'Acme Care', approved });

    it('accepts an approved partner that is neither a member nor invited', () => {
      expect(assertCanInvite({ ...base, invitee: invitee(OTHER) })).toEqual(invitee(OTHER));
    });
    it('refuses the own company (400), unknown or unapproved companies (400)', () => {
      expect(status(() => assertCanInvite({ ...base, invitee: invitee(LEAD) }))).toBe(400);
      expect(status(() => assertCanInvite({ ...base, invitee: null }))).toBe(400);
      expect(status(() => assertCanInvite({ ...base, invitee: invitee(OTHER, false) }))).toBe(400);
    });
    it('refuses members and companies with an open invitation (409), naming them', () => {
      expect(() => assertCanInvite({ ...base, invitee: invitee(MEMBER) })).toThrow('Acme Care is already a member of Care North.');
      expect(status(() => assertCanInvite({ ...base, invitee: invitee(OTHER), hasPendingRequest: true }))).toBe(409);
    });
  });

  describe('answering a request', () => {
    const pending = { toCompanyId: OTHER, status: 'Pending' as const };
    it('moves Pending to Approve (joins) or Rejected for the invited company or an admin', () => {
      expect(answerRequest(user('provider', OTHER), pending, 'Approve')).toEqual({ status: 'Approve', joins: true });
      expect(answerRequest(user('staff', OTHER), pending, 'Rejected')).toEqual({ status: 'Rejected', joins: false });
      expect(answerRequest(user('admin', null), pending, 'Approve')).toEqual({ status: 'Approve', joins: true });
    });
    it('refuses anyone else (403) and answered requests (409)', () => {
      expect(status(() => answerRequest(user('provider', LEAD), pending, 'Approve'))).toBe(403);
      expect(status(() => answerRequest(user('provider', OTHER), { ...pending, status: 'Approve' }, 'Rejected'))).toBe(409);
      expect(status(() => answerRequest(user('provider', OTHER), { ...pending, status: 'Rejected' }, 'Approve'))).toBe(409);
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
      expect(interest(user('provider', OTHER))).toEqual({ companyId: OTHER, leadCompanyId: LEAD });
      expect(interest(user('staff', OTHER))).toEqual({ companyId: OTHER, leadCompanyId: LEAD });
    });

    it('refuses non-partners, admins and company-less accounts (403), the lead company (403), members and open requests (409)', () => {
      expect(status(() => interest(user('provider', OTHER), { approved: false }))).toBe(403);
      expect(status(() => interest(user('staff', null)))).toBe(403);
      expect(status(() => interest(user('admin', null)))).toBe(403);
      expect(status(() => interest(user('provider', null)))).toBe(403);
      expect(status(() => interest(user('provider', LEAD)))).toBe(403);
      expect(status(() => interest(user('provider', MEMBER)))).toBe(409);
      expect(status(() => interest(user('provider', OTHER), { pending: true }))).toBe(409);
    });

    it('joins the invited company of an invitation and the interested company of an interest', () => {
      expect(joiningCompanyId({ direction: 'invitation', fromCompanyId: LEAD, toCompanyId: OTHER })).toBe(OTHER);
      expect(joiningCompanyId({ direction: 'interest', fromCompanyId: OTHER, toCompanyId: LEAD })).toBe(OTHER);
    });

    it('lets only the lead company (or an admin) answer an interest, while it is pending', () => {
      const pending = { toCompanyId: LEAD, status: 'Pending' as const, direction: 'interest' as const };
      expect(answerRequest(user('provider', LEAD), pending, 'Approve', members)).toEqual({ status: 'Approve', joins: true });
      expect(answerRequest(user('admin', null), pending, 'Rejected', members)).toEqual({ status: 'Rejected', joins: false });
      expect(status(() => answerRequest(user('provider', MEMBER), pending, 'Approve', members))).toBe(403);
      expect(status(() => answerRequest(user('provider', OTHER), pending, 'Approve', members))).toBe(403);
      expect(status(() => answerRequest(user('provider', LEAD), { ...pending, status: 'Approve' }, 'Rejected', members))).toBe(409);
    });
  });

  describe('search scope', () => {
    it("limits non-admins to their company's consortiums and invitations, 403 for others asked", () => {
      expect(searchScope(user('provider', MEMBER), [], ['x', 'y'])).toEqual({ consortiumIds: ['x', 'y'], companyId: MEMBER });
      expect(searchScope(user('provider', MEMBER), ['x'], ['x', 'y'])).toEqual({ consortiumIds: ['x'], companyId: null });
      expect(status(() => searchScope(user('provider', MEMBER), ['z'], ['x']))).toBe(403);
    });
    it('lets admins see everything or what they ask', () => {
      expect(searchScope(user('admin', null), [], [])).toEqual({ consortiumIds: null, companyId: null });
      expect(searchScope(user('admin', null), ['z'], [])).toEqual({ consortiumIds: ['z'], companyId: null });
    });
  });

  describe('assertCanRemoveMember', () => {
    const THIRD = 'c0000000-0000-4000-8000-000000000004';
    const three: Membership[] = [...members, { companyId: THIRD, role: 'member' }];
    it('lets the lead and an admin remove another company, and a member company leave', () => {
      expect(status(() => assertCanRemoveMember(user('provider', LEAD), three, MEMBER))).toBe('ok');
      expect(status(() => assertCanRemoveMember(user('staff', LEAD), three, MEMBER))).toBe('ok');
      expect(status(() => assertCanRemoveMember(user('admin', null), three, THIRD))).toBe('ok');
      expect(status(() => assertCanRemoveMember(user('provider', MEMBER), three, MEMBER))).toBe('ok');
    });
    it('refuses a member removing another member, outsiders and experts (403)', () => {
      expect(status(() => assertCanRemoveMember(user('provider', MEMBER), three, THIRD))).toBe(403);
      expect(status(() => assertCanRemoveMember(user('provider', OTHER), three, MEMBER))).toBe(403);
      expect(status(() => assertCanRemoveMember(user('expert', null), three, MEMBER))).toBe(403);
      // an outsider does not learn whether a company is a member
      expect(status(() => assertCanRemoveMember(user('provider', OTHER), three, OTHER))).toBe(403);
    });
    it('never removes the lead (409) and answers 404 for a company that is not a member', () => {
      expect(status(() => assertCanRemoveMember(user('provider', LEAD), three, LEAD))).toBe(409);
      expect(status(() => assertCanRemoveMember(user('admin', null), three, LEAD))).toBe(409);
      expect(status(() => assertCanRemoveMember(user('provider', LEAD), three, OTHER))).toBe(404);
    });
  });
});
