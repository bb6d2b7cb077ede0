import type { ConsortiumRequestStatus } from '../events/consortiums.events';

/** Role of a company in a consortium: the lead (the company that created it) or an invited member. */
export type ConsortiumMemberRole = 'lead' | 'member';

/** A member company of a consortium. */
export interface ConsortiumMemberView {
  companyId: string;
  companyName: string;
  role: ConsortiumMemberRole;
  joinedAt: string;
}

/** A consortium with its members (GET /consortium/view/{id} and the consortium of every write answer). */
export interface ConsortiumView {
  id: string;
  name: string;
  description: string | null;
  leadCompanyId: string;
  leadCompanyName: string;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  memberCount: number;
  members: ConsortiumMemberView[];
}

/** An approved partner company a consortium could invite (GET /consortium/matching-partners/{id}). */
export interface MatchingPartner {
  /** The company id. */
  id: string;
  company: string;
  companyName: string;
  /** The company's owner account (the `account` to send the invite to). */
  accountId: string;
}

/** The consortium a request or bid belongs to. */
export interface ConsortiumRef {
  id: string;
  name: string;
}

/** An invitation of a company to join a consortium, and its answer. */
/** invitation: a member company invites `to`; interest: `from` asks to join and the lead company (`to`) answers. */
export type ConsortiumRequestDirection = 'invitation' | 'interest';

export interface ConsortiumRequestView {
  id: string;
  consortium: ConsortiumRef;
  direction: ConsortiumRequestDirection;
  fromAccountId: string;
  fromCompanyId: string;
  fromCompanyName: string;
  toAccountId: string;
  toCompanyId: string;
  toCompanyName: string;
  status: ConsortiumRequestStatus;
  message: string | null;
  createdAt: string;
  answeredAt: string | null;
  answeredBy: string | null;
}

/** The tender a consortium bids on, as the consortiums service last heard of it. */
export interface ConsortiumBidTender {
  id: string;
  title: string;
  buyerName: string | null;
  closingDate: string | null;
  status: string;
}

/** A consortium's bid on a tender. */
export interface ConsortiumBidView {
  id: string;
  consortium: ConsortiumRef;
  tenderId: string;
  tender: ConsortiumBidTender | null;
  title: string;
  notes: string | null;
  createdBy: string;
  createdAt: string;
}

/** A record of the console's read-only `consortiums` resource (GET /api/admin/consortiums). */
export interface AdminConsortiumRecord {
  id: string;
  name: string;
  description: string | null;
  leadCompanyId: string;
  leadCompanyName: string;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  memberCount: number;
  pendingRequests: number;
  bidCount: number;
}

/** GET /api/admin/consortiums/{id}: the list record with members, requests and bids, newest first. */
export interface AdminConsortiumDetail extends AdminConsortiumRecord {
  members: Array<ConsortiumMemberView & { addedBy: string }>;
  requests: Array<Omit<ConsortiumRequestView, 'consortium'>>;
  bids: Array<Omit<ConsortiumBidView, 'consortium'>>;
}
