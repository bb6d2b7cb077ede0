import { defineEvent } from './envelope';

export interface ConsortiumCreated {
  consortiumId: string;
  name: string;
  ownerAccountId: string;
  ownerCompanyId: string | null;
}
export interface ConsortiumInviteSent {
  requestId: string;
  consortiumId: string;
  consortiumName: string;
  fromAccountId: string;
  toAccountId: string;
}
export interface ConsortiumRequestAnswered {
  requestId: string;
  consortiumId: string;
  consortiumName: string;
  accountId: string;
  status: 'Approve' | 'Rejected';
}
export interface ConsortiumBidCreated {
  bidId: string;
  consortiumId: string;
  tenderId: string;
}

export const ConsortiumEvents = {
  ConsortiumCreated: defineEvent<ConsortiumCreated>('consortiums', 'consortium', 'created'),
  ConsortiumInviteSent: defineEvent<ConsortiumInviteSent>('consortiums', 'request', 'invite-sent'),
  ConsortiumRequestAnswered: defineEvent<ConsortiumRequestAnswered>('consortiums', 'request', 'answered'),
  ConsortiumBidCreated: defineEvent<ConsortiumBidCreated>('consortiums', 'bid', 'created'),
} as const;
