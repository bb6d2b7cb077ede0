import { defineEvent } from './envelope';

/** A provider (or consortium member) invited an expert to help with a bid for a tender. */
export interface ExpertInvited {
  bidId: string;
  tenderId: string;
  /** The tender's title when the bids service knows it (read model), else null. */
  tenderTitle: string | null;
  expertAccountId: string;
  invitedBy: string;
  /** The inviting account's company (name) when known. */
  inviterCompanyId: string | null;
  inviterCompanyName: string | null;
  message: string | null;
}
/** The expert accepted or declined; on accept the bid becomes one of the expert's projects. */
export interface ExpertInvitationAnswered {
  bidId: string;
  tenderId: string;
  tenderTitle: string | null;
  expertAccountId: string;
  /** The expert's display name when known. */
  expertName: string | null;
  invitedBy: string;
  accepted: boolean;
}
export interface WorkspaceCreated {
  workspaceId: string;
  name: string;
  ownerAccountId: string;
  tenderId: string | null;
}

/** A section of a workspace was assigned to someone (the assignee is told in-app and by e-mail). */
export interface WorkspaceSectionAssigned {
  workspaceId: string;
  workspaceName: string;
  sectionId: string;
  sectionTitle: string;
  assigneeAccountId: string;
  /** YYYY-MM-DD, or null. */
  dueDate: string | null;
  assignedBy: string;
  assignedByName: string | null;
  tenderTitle: string | null;
}
/** A comment on a workspace section mentioned people (each is told in-app and by e-mail). */
export interface WorkspaceCommentMentioned {
  workspaceId: string;
  workspaceName: string;
  sectionId: string;
  sectionTitle: string;
  commentId: string;
  mentionedAccountIds: string[];
  authorAccountId: string;
  authorName: string | null;
  /** The comment's text, cut to 300 characters. */
  excerpt: string;
}
/** The inviting side withdrew an expert invitation before or after the answer (the expert loses its conversation). */
export interface ExpertInvitationWithdrawn {
  bidId: string;
  expertAccountId: string;
  withdrawnBy: string;
}

export const BidEvents = {
  ExpertInvited: defineEvent<ExpertInvited>('bids', 'bid', 'expert-invited'),
  ExpertInvitationAnswered: defineEvent<ExpertInvitationAnswered>('bids', 'bid', 'invitation-answered'),
  WorkspaceCreated: defineEvent<WorkspaceCreated>('bids', 'workspace', 'created'),
  WorkspaceSectionAssigned: defineEvent<WorkspaceSectionAssigned>('bids', 'workspace', 'section-assigned'),
  WorkspaceCommentMentioned: defineEvent<WorkspaceCommentMentioned>('bids', 'workspace', 'comment-mentioned'),
  ExpertInvitationWithdrawn: defineEvent<ExpertInvitationWithdrawn>('bids', 'bid', 'invitation-withdrawn'),
} as const;
