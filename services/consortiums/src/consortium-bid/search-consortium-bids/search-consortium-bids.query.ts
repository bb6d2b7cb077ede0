import { Query } from '@nestjs/cqrs';
import type { ConsortiumBidView } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';

/** GET /consortium-bid/search: newest first; non-admins see the bids of their company's consortiums only. */
export class SearchConsortiumBidsQuery extends Query<{
  foundConsortiumBids: ConsortiumBidView[];
  count: number;
  currentPage: number;
  totalPages: number;
}> {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly search: { page: number; limit: number; consortiumIds: string[] },
  ) {
    super();
  }
}
