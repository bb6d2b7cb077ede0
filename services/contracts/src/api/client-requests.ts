/**
 * Request bodies and list wrappers of the bids, consortiums and eligibility calls, as the web app sends and reads
 * them (the services validate the bodies with their request DTOs; these are the shapes on the wire).
 */
import type { Id } from './accounts';
import type { BidView, WorkspaceStatus, WorkspaceView } from './bids';
import type { ConsortiumBidView, ConsortiumRequestView } from './consortiums';
import type { PagedResult } from './pagination';

// ---- consortiums ---------------------------------------------------------------------------------

/** The statuses the UI sends when answering an invitation (spec §4): 'Approve' (Accept) and 'Rejected' (Decline). */
export type ConsortiumAnswer = 'Approve' | 'Rejected';

export interface ConsortiumRequestSearchResult extends PagedResult {
  foundConsortiumRequests: ConsortiumRequestView[];
}

export interface ConsortiumBidSearchResult extends PagedResult {
  foundConsortiumBids: ConsortiumBidView[];
}

/** POST /consortium-request/send-invite: `account` is the matching partner's owner account (its `accountId`). */
export interface InvitePayload {
  consortium: Id;
  account: Id;
  message?: string;
}

export interface RequestUpdatePayload {
  id: Id;
  body: { status: ConsortiumAnswer };
}

// ---- bids (expert invitations and workspaces) -------------------------------------------------------

/** What the invited expert answers; the inviter may only withdraw (while Pending). */
export type BidAnswer = 'Accepted' | 'Declined';

export interface BidSearchResult extends PagedResult {
  foundBids: BidView[];
}

/** POST /bids/create. */
export interface InviteExpertInput {
  tender: Id;
  /** The expert's account id. */
  expert: Id;
  message?: string;
  workspace?: Id;
}

export interface WorkspaceSearchResult extends PagedResult {
  foundWorkspaces: WorkspaceView[];
}

/** POST /workspace/create. */
export interface CreateWorkspaceInput {
  name: string;
  tender?: Id;
  description?: string;
  sections?: Array<{ title: string; body?: string }>;
}

/**
 * PATCH /workspace/update/{id}: `version` is the workspace version read (stale → 409 with the current workspace);
 * `sections` merge by id (without id: new); sections left out stay unless `removeMissingSections`.
 */
export interface UpdateWorkspaceInput {
  version?: number;
  name?: string;
  description?: string | null;
  status?: WorkspaceStatus;
  sections?: Array<{ id?: Id; title: string; body: string }>;
  removeMissingSections?: boolean;
}

// ---- eligibility --------------------------------------------------------------------------------------

export interface CriteriaSearchResult<T = Record<string, unknown>> {
  /** The first item is the one used, for both user and tender criteria. */
  foundCriteria: T[];
}
