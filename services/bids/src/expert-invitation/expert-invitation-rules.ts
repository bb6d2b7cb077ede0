import type { AuthenticatedUser } from '@jointly/common/auth';
import type { BidStatus } from '@jointly/contracts';
import {
  InvitationAlreadyAnsweredError,
  ExpertNotFoundError,
  NotTheInvitedExpertError,
  NotTheInviterError,
  StatisticsNotVisibleError,
} from './expert-invitation.errors';

/** Who may do what with expert invitations. Plain functions over plain facts, unit-tested beside this file. */

export type InvitationAnswer = Exclude<BidStatus, 'Pending'>;

/** The parties of an invitation: the invited expert, and the inviting account with its company (if any). */
export interface InvitationParties {
  expertAccountId: string;
  invitedBy: string;
  inviterCompanyId: string | null;
  status: BidStatus;
}

/** The inviting side: accounts of the inviting company, or the inviting account itself when it had no company. */
export function isInviterSide(caller: AuthenticatedUser, bid: Pick<InvitationParties, 'invitedBy' | 'inviterCompanyId'>): boolean {
  if (bid.inviterCompanyId) return caller.companyId === bid.inviterCompanyId;
  return caller.id === bid.invitedBy;
}

/** Whether the expert's e-mail shows on an invitation: to the inviting side and admins, never to anyone else. */
export function showsExpertEmail(caller: AuthenticatedUser, bid: Pick<InvitationParties, 'invitedBy' | 'inviterCompanyId'>): boolean {
  return caller.role === 'admin' || isInviterSide(caller, bid);
}

/**
 * The invited account must be a known expert (the account directory kept from accounts' events). An id that names no
 * expert is a 404, whether it names no account or one that is not an expert: to the inviter there is no such expert
 * (and the answer does not tell which accounts exist).
 */
export function assertInvitableExpert(accountType: string | null, expertAccountId: string): void {
  if (accountType !== 'expert') throw new ExpertNotFoundError(expertAccountId);
}

/**
 * Answering an invitation: the invited expert accepts or declines while it is Pending; the inviting side withdraws it
 * while it is Pending or Accepted (an accepted expert is taken off the work: its workspace access, open editor sockets
 * and the invitation's conversation end). 409 from any other status: declined and withdrawn are final.
 */
export function answerInvitation(caller: AuthenticatedUser, bid: InvitationParties, answer: InvitationAnswer): InvitationAnswer {
  if (answer === 'Withdrawn') {
    if (!isInviterSide(caller, bid)) throw new NotTheInviterError();
    if (bid.status !== 'Pending' && bid.status !== 'Accepted') throw new InvitationAlreadyAnsweredError(bid.status);
    return answer;
  }
  if (caller.id !== bid.expertAccountId) throw new NotTheInvitedExpertError();
  if (bid.status !== 'Pending') throw new InvitationAlreadyAnsweredError(bid.status);
  return answer;
}

/** An expert's statistics: the expert itself, admins, and providers and staff (experts are a directory to them). */
export function assertCanSeeStatistics(caller: AuthenticatedUser, expertAccountId: string): void {
  if (caller.role === 'expert' && caller.id !== expertAccountId) throw new StatisticsNotVisibleError();
}

export type SearchRole = 'sent' | 'received';

/**
 * Which invitations a search covers. Experts see what they received, providers and staff what their company (or they,
 * without a company) sent, admins everything. `role` narrows to one side: received = addressed to the caller,
 * sent = sent by the caller's company (or the caller).
 */
export function invitationSearchScope(
  caller: AuthenticatedUser,
  role: SearchRole | null,
): { expertAccountId: string | null; inviterCompanyId: string | null; invitedBy: string | null } {
  const side = role ?? (caller.role === 'admin' ? null : caller.role === 'expert' ? 'received' : 'sent');
  if (side === 'received') return { expertAccountId: caller.id, inviterCompanyId: null, invitedBy: null };
  if (side === 'sent')
    return caller.companyId
      ? { expertAccountId: null, inviterCompanyId: caller.companyId, invitedBy: null }
      : { expertAccountId: null, inviterCompanyId: null, invitedBy: caller.id };
  return { expertAccountId: null, inviterCompanyId: null, invitedBy: null };
}

/** Counts of an expert's invitations by status, and the open/unknown tenders of the accepted ones. */
export interface InvitationCounts {
  pending: number;
  accepted: number;
  declined: number;
  withdrawn: number;
}

/** accepted / (accepted + declined), rounded to 4 places; null when the expert answered none. */
export function acceptanceRate(counts: Pick<InvitationCounts, 'accepted' | 'declined'>): number | null {
  const answered = counts.accepted + counts.declined;
  return answered === 0 ? null : Math.round((counts.accepted / answered) * 10_000) / 10_000;
}

/** Tender statuses under which an accepted invitation is still an active project. */
export const OPEN_TENDER_STATUSES: readonly string[] = ['planned', 'active'];
