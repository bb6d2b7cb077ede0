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

/** Where a section is in the team's writing: to do → drafting → in review → approved (bids section-rules). */
export type SectionStatus = 'todo' | 'drafting' | 'in-review' | 'approved';

/** A word or character limit on a section's text. */
export interface SectionLimit {
  unit: 'words' | 'characters';
  max: number;
}

/** One writing section of a workspace (the parts of the bid). */
export interface WorkspaceSection {
  id: string;
  title: string;
  body: string;
  updatedAt: string;
  updatedBy: string;
  /** Grows with every change of the section's title, assignment, status or limit (send it back as `version`). */
  version: number;
  status: SectionStatus;
  assigneeAccountId: string | null;
  /** YYYY-MM-DD, or null. */
  dueDate: string | null;
  limit: SectionLimit | null;
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
  /** The consortium the workspace belongs to (its member companies may write in it), or null. */
  consortiumId: string | null;
  /** Grows with every write; reads answer it (and `ETag`), writes send it back (`If-Match` or `version`), stale → 409. */
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** The body of a 409 on a stale write: `details.current` is the workspace as it is now. */
export interface WorkspaceConflictDetails {
  current: WorkspaceView;
}

/** A comment on a section, or on a range of its text (anchor offsets into the plain text, and the quoted text). */
export interface WorkspaceCommentView {
  id: string;
  workspaceId: string;
  sectionId: string;
  author: { accountId: string; name: string | null };
  body: string;
  anchor: { start: number; end: number; quote: string } | null;
  mentions: string[];
  resolvedAt: string | null;
  resolvedBy: string | null;
  createdAt: string;
}

/** One line of a workspace's activity log. */
export interface WorkspaceActivityView {
  id: string;
  actor: { accountId: string; name: string | null };
  kind: string;
  data: Record<string, unknown>;
  at: string;
}

/** A saved version of a workspace (named, automatic on a status change, or a restore). */
export interface WorkspaceVersionView {
  id: string;
  number: number;
  name: string | null;
  /** automatic: made while a section was being edited (every 10 minutes of changes; named after the section). */
  reason: 'named' | 'status' | 'restore' | 'automatic';
  createdBy: string;
  createdAt: string;
}

/** One piece of a text diff. */
export interface TextDiffPart {
  op: 'equal' | 'insert' | 'delete';
  text: string;
}

/** GET /workspace/{id}/versions/diff: what changed per section from one version to another. */
export interface WorkspaceDiffView {
  from: number;
  to: number;
  sections: Array<{
    sectionId: string;
    change: 'added' | 'removed' | 'changed' | 'unchanged';
    titleFrom: string | null;
    titleTo: string | null;
    body: TextDiffPart[];
  }>;
}

/** Someone who writes in a workspace (GET /workspace/{id}/members). */
export interface WorkspaceMemberView {
  accountId: string;
  name: string | null;
  companyName: string | null;
}

/** A reusable answer of a company's library. */
export interface LibraryAnswerView {
  id: string;
  companyId: string;
  title: string;
  body: string;
  tags: string[];
  tender: { id: string; title: string | null } | null;
  createdBy: string;
  createdAt: string;
}

/** One item of the submission checklist; `failing` names the sections that fail it. */
export interface ChecklistItem {
  key: 'sections-approved' | 'within-limits' | 'assignees-done' | 'has-sections';
  ok: boolean;
  message: string;
  failing: Array<{ sectionId: string; title: string }>;
}
