import { defineEvent } from './envelope';

/** Request status as the spec's UI sends it: 'Approve' (Accept) and 'Rejected' (Decline); 'Pending' until answered. */
export type ConsortiumRequestStatus = 'Pending' | 'Approve' | 'Rejected';

export interface ConsortiumCreated {
  consortiumId: string;
  name: string;
  ownerAccountId: string;
  ownerCompanyId: string | null;
}
export interface ConsortiumUpdated {
  consortiumId: string;
  changes: Record<string, unknown>;
}
/** A company (through one of its accounts) registered interest in joining a consortium; `to` is the lead company. */
export type ConsortiumInterestExpressed = ConsortiumInviteSent;
/** A consortium invited a company (through one of its accounts) to join. */
export interface ConsortiumInviteSent {
  requestId: string;
  consortiumId: string;
  consortiumName: string;
  fromAccountId: string;
  fromCompanyId: string;
  fromCompanyName: string;
  toAccountId: string;
  toCompanyId: string;
  toCompanyName: string;
  /** The inviter's note, quoted in the e-mail (optional in the invite call). */
  message?: string | null;
}
/** The invited company answered; on 'Approve' it is now a member. */
export interface ConsortiumRequestAnswered {
  requestId: string;
  consortiumId: string;
  consortiumName: string;
  /** The account that answered. */
  accountId: string;
  companyId: string;
  companyName: string;
  /** The account that sent the invitation (told about the answer). */
  fromAccountId: string;
  status: 'Approve' | 'Rejected';
  /** invitation (absent in older events): the invited company answered; interest: the lead answered `companyId`'s interest. */
  direction?: 'invitation' | 'interest';
}
export interface ConsortiumBidCreated {
  bidId: string;
  consortiumId: string;
  tenderId: string;
}

/** A member company left or was removed from a consortium (its people lose the consortium's conversation at once). */
export interface ConsortiumMemberRemoved {
  consortiumId: string;
  companyId: string;
  /** Who removed it (the lead or an admin), or the company's own account when it left. */
  removedBy: string;
}

export const ConsortiumEvents = {
  ConsortiumCreated: defineEvent<ConsortiumCreated>('consortiums', 'consortium', 'created'),
  ConsortiumUpdated: defineEvent<ConsortiumUpdated>('consortiums', 'consortium', 'updated'),
  ConsortiumInviteSent: defineEvent<ConsortiumInviteSent>('consortiums', 'request', 'invite-sent'),
  ConsortiumRequestAnswered: defineEvent<ConsortiumRequestAnswered>('consortiums', 'request', 'answered'),
  ConsortiumInterestExpressed: defineEvent<ConsortiumInterestExpressed>('consortiums', 'request', 'interest-expressed'),
  ConsortiumBidCreated: defineEvent<ConsortiumBidCreated>('consortiums', 'bid', 'created'),
  ConsortiumMemberRemoved: defineEvent<ConsortiumMemberRemoved>('consortiums', 'consortium', 'member-removed'),
} as const;
