import { Query } from '@nestjs/cqrs';
import type { BidStatus, BidView } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';
import type { SearchRole } from '../expert-invitation-rules';

export interface ExpertInvitationSearch {
  page: number;
  limit: number;
  status: BidStatus | null;
  tenderIds: string[];
  role: SearchRole | null;
}

/** GET /bids/search: the invitations the caller may see (invitationSearchScope), newest first. */
export class SearchExpertInvitationsQuery extends Query<{ foundBids: BidView[]; count: number; currentPage: number; totalPages: number }> {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly search: ExpertInvitationSearch,
  ) {
    super();
  }
}
