/** Status of an expert invitation (a bid): Pending until the expert answers or the inviter withdraws it. */
export type BidStatus = 'Pending' | 'Accepted' | 'Declined' | 'Withdrawn';

/** Status of a writing workspace: draft → in-review → submitted; any → archived; archived → draft. */
export type WorkspaceStatus = 'draft' | 'in-review' | 'submitted' | 'archived';

/** The tender of an invitation or workspace as the bids service last heard of it (all null but `id` when unknown). */
export interface BidTenderView {
  id: string;
  title: string | null;
  buyerName: string | null;
  closingDate: string | null;
  status: string | null;
}

/** An invitation of an expert to help with a bid for a tender (POST /bids/create, GET /bids/search, PATCH respond). */
export interface BidView {
  id: string;
  tender: BidTenderView;
  /** `email` only for the inviting side and admins. */
  expert: { accountId: string; name: string | null; email?: string | null };
  invitedBy: { accountId: string; name: string | null; companyName: string | null };
  workspaceId: string | null;
  message: string | null;
  status: BidStatus;
  createdAt: string;
  answeredAt: string | null;
}

/** GET /bids/expert/{id}/statistics. */
export interface ExpertBidStatistics {
  expertAccountId: string;
  invited: number;
  pending: number;
  accepted: number;
  declined: number;
  withdrawn: number;
  /** accepted / (accepted + declined), 0..1; null when none answered. */
  acceptanceRate: number | null;
  /** Accepted invitations whose tender is open (planned or active) or unknown here. */
  activeProjects: number;
  lastInvitedAt: string | null;
}

/** One writing section of a workspace (the parts of the bid). */
export interface WorkspaceSection {
  id: string;
  title: string;
  body: string;
  updatedAt: string;
  updatedBy: string;
}

/** A writing workspace (POST /workspace/create, GET /workspace/search, PATCH /workspace/update/{id}). */
export interface WorkspaceView {
  id: string;
  name: string;
  /** null when the workspace is not for a tender. */
  tender: BidTenderView | null;
  ownerAccountId: string;
  companyId: string | null;
  description: string | null;
  sections: WorkspaceSection[];
  status: WorkspaceStatus;
  /** Experts who accepted an invitation linked to this workspace. */
  experts: Array<{ accountId: string; name: string | null }>;
  createdAt: string;
  updatedAt: string;
}
