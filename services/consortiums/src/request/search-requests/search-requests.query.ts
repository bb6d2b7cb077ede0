import { Query } from '@nestjs/cqrs';
import type { ConsortiumRequestDirection, ConsortiumRequestStatus, ConsortiumRequestView } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';

/** Which side of the caller's company: invitations it received, or the ones its consortiums sent. */
export type RequestBox = 'received' | 'sent';

export interface RequestSearch {
  page: number;
  limit: number;
  consortiumIds: string[];
  accountIds: string[];
  status: ConsortiumRequestStatus | null;
  box: RequestBox | null;
  direction: ConsortiumRequestDirection | null;
}

/**
 * GET /consortium-request/search: newest first. Non-admins see the requests of their company's consortiums and the
 * requests addressed to or sent by their company (invitations received, interest registered); asking for another
 * consortium is a 403. `box` narrows to the requests the caller's company received or sent; `direction` to
 * invitations or expressions of interest (the lead lists a consortium's interest with consortium=id&direction=interest).
 */
export class SearchRequestsQuery extends Query<{
  foundConsortiumRequests: ConsortiumRequestView[];
  count: number;
  currentPage: number;
  totalPages: number;
}> {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly search: RequestSearch,
  ) {
    super();
  }
}
