import { defineEvent } from './envelope';

export interface ExpertInvited {
  bidId: string;
  tenderId: string;
  expertAccountId: string;
  invitedBy: string;
}
export interface ExpertInvitationAnswered {
  bidId: string;
  expertAccountId: string;
  invitedBy: string;
  accepted: boolean;
}
export interface WorkspaceCreated {
  workspaceId: string;
  name: string;
  ownerAccountId: string;
  tenderId: string | null;
}

export const BidEvents = {
  ExpertInvited: defineEvent<ExpertInvited>('bids', 'bid', 'expert-invited'),
  ExpertInvitationAnswered: defineEvent<ExpertInvitationAnswered>('bids', 'bid', 'invitation-answered'),
  WorkspaceCreated: defineEvent<WorkspaceCreated>('bids', 'workspace', 'created'),
} as const;
