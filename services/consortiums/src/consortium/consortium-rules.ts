import type { AuthenticatedUser } from '@jointly/common/auth';
import type { ConsortiumMemberRole, ConsortiumRequestDirection, ConsortiumRequestStatus } from '@jointly/contracts';
import {
  AccountNotVisibleError,
  AlreadyMemberError,
  InviteeNotAPartnerError,
  InviteOwnCompanyError,
  InvitePendingError,
  InterestOwnConsortiumError,
  LeadCannotLeaveError,
  NotAConsortiumMemberCompanyError,
  NotAllowedToRemoveError,
  RequestPendingError,
  NotAMemberError,
  NotAPartnerError,
  NotTheInviteeError,
  NotTheLeadError,
  RequestAlreadyAnsweredError,
} from './consortium.errors';

/** Who may do what with consortiums. Plain functions over plain facts, so every rule is unit-tested on its own. */

export interface Membership {
  companyId: string;
  role: ConsortiumMemberRole;
}

const isAdmin = (caller: AuthenticatedUser) => caller.role === 'admin';

/** The caller's company, when it is a member of the consortium. */
function membershipOf(caller: AuthenticatedUser, members: readonly Membership[]): Membership | undefined {
  return caller.companyId ? members.find((m) => m.companyId === caller.companyId) : undefined;
}

export function isMember(caller: AuthenticatedUser, members: readonly Membership[]): boolean {
  return membershipOf(caller, members) !== undefined;
}

/** Creating a consortium: a provider whose company is an approved consortium partner. */
export function assertCanCreate(caller: AuthenticatedUser, companyIsApprovedPartner: boolean): string {
  if (caller.role !== 'provider' || !caller.companyId || !companyIsApprovedPartner) throw new NotAPartnerError();
  return caller.companyId;
}

/** Renaming or describing a consortium: its lead company's accounts, or an admin. */
export function assertCanEdit(caller: AuthenticatedUser, members: readonly Membership[]): void {
  if (isAdmin(caller)) return;
  if (membershipOf(caller, members)?.role !== 'lead') throw new NotTheLeadError();
}

/** Reading a consortium (view, matching partners): accounts of any member company, or an admin. */
export function assertCanRead(caller: AuthenticatedUser, members: readonly Membership[]): void {
  if (isAdmin(caller)) return;
  if (!isMember(caller, members)) throw new NotAMemberError();
}

/** Acting for a consortium (invite, bid): accounts of a member company only; admins are not members. */
export function assertMember(caller: AuthenticatedUser, members: readonly Membership[]): string {
  const membership = membershipOf(caller, members);
  if (!membership) throw new NotAMemberError();
  return membership.companyId;
}

/** Listing an account's consortiums: the account itself or an admin. */
export function assertCanListConsortiumsOf(caller: AuthenticatedUser, accountId: string): void {
  if (!isAdmin(caller) && caller.id !== accountId) throw new AccountNotVisibleError();
}

export interface Invitee {
  companyId: string;
  companyName: string;
  approved: boolean;
}

/** Inviting a company: approved partner, not the inviter's own, not yet a member, no open invitation. */
export function assertCanInvite(input: {
  inviterCompanyId: string;
  invitee: Invitee | null;
  consortiumName: string;
  members: readonly Membership[];
  hasPendingRequest: boolean;
}): Invitee {
  const { invitee } = input;
  if (invitee && invitee.companyId === input.inviterCompanyId) throw new InviteOwnCompanyError();
  if (!invitee || !invitee.approved) throw new InviteeNotAPartnerError();
  if (input.members.some((m) => m.companyId === invitee.companyId)) throw new AlreadyMemberError(invitee.companyName, input.consortiumName);
  if (input.hasPendingRequest) throw new InvitePendingError(invitee.companyName, input.consortiumName);
  return invitee;
}

/**
 * Registering interest in joining a consortium: an account (provider or staff) of an approved partner company that is not already a member (its own consortium included) and has no open request (either direction).
 * Returns the interested company and the lead company that will answer.
 */
export function assertCanExpressInterest(input: {
  caller: AuthenticatedUser;
  companyIsApprovedPartner: boolean;
  consortiumName: string;
  members: readonly Membership[];
  hasPendingRequest: boolean;
}): { companyId: string; leadCompanyId: string } {
  const { caller, members } = input;
  if (isAdmin(caller) || !caller.companyId || !input.companyIsApprovedPartner) throw new NotAPartnerError('register interest in');
  const own = members.find((m) => m.companyId === caller.companyId);
  if (own?.role === 'lead') throw new InterestOwnConsortiumError();
  if (own) throw new AlreadyMemberError('Your company', input.consortiumName);
  if (input.hasPendingRequest) throw new RequestPendingError(input.consortiumName);
  const lead = members.find((m) => m.role === 'lead');
  if (!lead) throw new NotTheLeadError();
  return { companyId: caller.companyId, leadCompanyId: lead.companyId };
}

/** The company a request would add: the invited one, or the one that registered interest. */
export function joiningCompanyId(request: { direction: ConsortiumRequestDirection; fromCompanyId: string; toCompanyId: string }): string {
  return request.direction === 'interest' ? request.fromCompanyId : request.toCompanyId;
}

export type RequestAnswer = Exclude<ConsortiumRequestStatus, 'Pending'>;

/**
 * Answering a request, only while it is Pending: an invitation by accounts of the invited company, an expression of
 * interest by accounts of the consortium's lead company (admins either). Pending → Approve (the joining company
 * becomes a member) or Rejected; both are final.
 */
export function answerRequest(
  caller: AuthenticatedUser,
  request: { toCompanyId: string; status: ConsortiumRequestStatus; direction?: ConsortiumRequestDirection },
  answer: RequestAnswer,
  members: readonly Membership[] = [],
): { status: RequestAnswer; joins: boolean } {
  if (request.direction === 'interest') {
    if (!isAdmin(caller) && membershipOf(caller, members)?.role !== 'lead') throw new NotTheLeadError();
  } else if (!isAdmin(caller) && caller.companyId !== request.toCompanyId) throw new NotTheInviteeError();
  if (request.status !== 'Pending') throw new RequestAlreadyAnsweredError(request.status);
  return { status: answer, joins: answer === 'Approve' };
}

/**
 * Which consortiums a search of requests or bids may cover. Admins: what they ask (null = all). Others: the
 * consortiums their company belongs to; asking for one outside them is a 403.
 */
export function searchScope(
  caller: AuthenticatedUser,
  asked: readonly string[],
  memberOf: readonly string[],
): { consortiumIds: string[] | null; companyId: string | null } {
  if (isAdmin(caller)) return { consortiumIds: asked.length ? [...asked] : null, companyId: null };
  const outside = asked.filter((id) => !memberOf.includes(id));
  if (outside.length) throw new NotAMemberError(`consortium ${outside[0]}`);
  return { consortiumIds: asked.length ? [...asked] : [...memberOf], companyId: asked.length ? null : caller.companyId };
}

/**
 * Removing a member company: the lead company's accounts (or an admin) remove any other company; a member company's
 * accounts make it leave. The lead itself is never removed (409); a company that is not a member is 404.
 */
export function assertCanRemoveMember(caller: AuthenticatedUser, members: readonly Membership[], companyId: string): void {
  const target = members.find((m) => m.companyId === companyId);
  const own = membershipOf(caller, members);
  const allowed = isAdmin(caller) || own?.role === 'lead' || own?.companyId === companyId;
  if (!allowed) throw own ? new NotAllowedToRemoveError() : new NotAMemberError();
  if (!target) throw new NotAConsortiumMemberCompanyError();
  if (target.role === 'lead') throw new LeadCannotLeaveError();
}
