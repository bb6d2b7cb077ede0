import { Query } from '@nestjs/cqrs';
import type { ExpertBidStatistics } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';

/** GET /bids/expert/{id}/statistics: an expert's invitations by status, acceptance rate and active projects. */
export class ExpertStatisticsQuery extends Query<ExpertBidStatistics> {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly expertAccountId: string,
  ) {
    super();
  }
}
