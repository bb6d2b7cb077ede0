import { signedIn, statusOf } from '@jointly/common/testing/rules';
import {
  acceptanceRate,
  answerInvitation,
  assertCanSeeStatistics,
  assertInvitableExpert,
  invitationSearchScope,
  isInviterSide,
  showsExpertEmail,
  type InvitationParties,
} from './expert-invitation-rules';

const COMPANY = 'c0000000-0000-4000-8000-000000000001';
const OTHER = 'c0000000-0000-4000-8000-000000000002';

const pending: InvitationParties = { expertAccountId: 'expert-1', invitedBy: 'inviter-1', inviterCompanyId: COMPANY, status: 'Pending' };

describe('bid rules', () => {
  it('treats the inviting company (or the inviting account without one) as the inviter side', () => {
    expect(isInviterSide(signedIn('staff', COMPANY, 'colleague'), pending)).toBe(true);
    expect(isInviterSide(signedIn('provider', OTHER, 'inviter-1'), pending)).toBe(false);
    const solo = { ...pending, inviterCompanyId: null };
    expect(isInviterSide(signedIn('staff', null, 'inviter-1'), solo)).toBe(true);
    expect(isInviterSide(signedIn('staff', null, 'someone'), solo)).toBe(false);
  });

  it("shows the expert's e-mail to the inviter side and admins only", () => {
    expect(showsExpertEmail(signedIn('provider', COMPANY), pending)).toBe(true);
    expect(showsExpertEmail(signedIn('admin', null), pending)).toBe(true);
    expect(showsExpertEmail(signedIn('expert', null, 'expert-1'), pending)).toBe(false);
    expect(showsExpertEmail(signedIn('provider', OTHER), pending)).toBe(false);
  });

  it('invites experts only (400 otherwise)', () => {
    expect(statusOf(() => assertInvitableExpert('expert', 'e-1'))).toBe('ok');
    for (const type of ['provider', 'staff', 'admin', null]) expect(statusOf(() => assertInvitableExpert(type, 'e-1'))).toBe(404);
    expect(() => assertInvitableExpert(null, 'e-1')).toThrow('No expert with id e-1.');
  });

  describe('answering', () => {
    const expert = signedIn('expert', null, 'expert-1');
    it('lets the invited expert accept or decline a pending invitation', () => {
      expect(answerInvitation(expert, pending, 'Accepted')).toBe('Accepted');
      expect(answerInvitation(expert, pending, 'Declined')).toBe('Declined');
    });
    it('lets the inviter side withdraw a pending or an accepted invitation', () => {
      expect(answerInvitation(signedIn('provider', COMPANY, 'inviter-1'), pending, 'Withdrawn')).toBe('Withdrawn');
      expect(answerInvitation(signedIn('staff', COMPANY, 'colleague'), pending, 'Withdrawn')).toBe('Withdrawn');
      expect(answerInvitation(signedIn('provider', COMPANY), { ...pending, status: 'Accepted' }, 'Withdrawn')).toBe('Withdrawn');
      expect(statusOf(() => answerInvitation(expert, { ...pending, status: 'Accepted' }, 'Withdrawn'))).toBe(403);
    });
    it('refuses anyone else (403): other experts, the inviter accepting, the expert withdrawing, admins', () => {
      expect(statusOf(() => answerInvitation(signedIn('expert', null, 'expert-2'), pending, 'Accepted'))).toBe(403);
      expect(statusOf(() => answerInvitation(signedIn('provider', COMPANY, 'inviter-1'), pending, 'Accepted'))).toBe(403);
      expect(statusOf(() => answerInvitation(expert, pending, 'Withdrawn'))).toBe(403);
      expect(statusOf(() => answerInvitation(signedIn('admin', null), pending, 'Declined'))).toBe(403);
      expect(statusOf(() => answerInvitation(signedIn('provider', OTHER), pending, 'Withdrawn'))).toBe(403);
    });
    it('refuses answers once the invitation left Pending (409)', () => {
      for (const from of ['Accepted', 'Declined', 'Withdrawn'] as const)
        expect(statusOf(() => answerInvitation(expert, { ...pending, status: from }, 'Accepted'))).toBe(409);
      for (const from of ['Declined', 'Withdrawn'] as const)
        expect(statusOf(() => answerInvitation(signedIn('provider', COMPANY), { ...pending, status: from }, 'Withdrawn'))).toBe(409);
      expect(() => answerInvitation(expert, { ...pending, status: 'Declined' }, 'Accepted')).toThrow(
        'This invitation is no longer pending (Declined).',
      );
    });
  });

  it('shows statistics to the expert itself, providers, staff and admins, not to other experts', () => {
    expect(statusOf(() => assertCanSeeStatistics(signedIn('expert', null, 'expert-1'), 'expert-1'))).toBe('ok');
    expect(statusOf(() => assertCanSeeStatistics(signedIn('provider', COMPANY), 'expert-1'))).toBe('ok');
    expect(statusOf(() => assertCanSeeStatistics(signedIn('staff', null), 'expert-1'))).toBe('ok');
    expect(statusOf(() => assertCanSeeStatistics(signedIn('admin', null), 'expert-1'))).toBe('ok');
    expect(statusOf(() => assertCanSeeStatistics(signedIn('expert', null, 'expert-2'), 'expert-1'))).toBe(403);
  });

  it('scopes searches by role: experts received, others sent by their company (or themselves), admins all', () => {
    const none = { expertAccountId: null, inviterCompanyId: null, invitedBy: null };
    expect(invitationSearchScope(signedIn('expert', null, 'e'), null)).toEqual({ ...none, expertAccountId: 'e' });
    expect(invitationSearchScope(signedIn('provider', COMPANY, 'p'), null)).toEqual({ ...none, inviterCompanyId: COMPANY });
    expect(invitationSearchScope(signedIn('staff', null, 's'), null)).toEqual({ ...none, invitedBy: 's' });
    expect(invitationSearchScope(signedIn('admin', null, 'a'), null)).toEqual(none);
    expect(invitationSearchScope(signedIn('provider', COMPANY, 'p'), 'received')).toEqual({ ...none, expertAccountId: 'p' });
    expect(invitationSearchScope(signedIn('expert', null, 'e'), 'sent')).toEqual({ ...none, invitedBy: 'e' });
    expect(invitationSearchScope(signedIn('admin', null, 'a'), 'received')).toEqual({ ...none, expertAccountId: 'a' });
  });

  it('computes the acceptance rate of answered invitations, null when none answered', () => {
    expect(acceptanceRate({ accepted: 0, declined: 0 })).toBeNull();
    expect(acceptanceRate({ accepted: 1, declined: 0 })).toBe(1);
    expect(acceptanceRate({ accepted: 0, declined: 3 })).toBe(0);
    expect(acceptanceRate({ accepted: 1, declined: 2 })).toBe(0.3333);
    expect(acceptanceRate({ accepted: 3, declined: 1 })).toBe(0.75);
  });
});
