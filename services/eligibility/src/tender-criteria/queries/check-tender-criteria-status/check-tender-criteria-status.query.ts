import { Query } from '@nestjs/cqrs';
import type { TenderCriteriaCheckResult } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';

/** The rating, band, breakdown and gaps of an account against tender criteria (or a tender's effective criteria). */
export class CheckTenderCriteriaStatusQuery extends Query<TenderCriteriaCheckResult> {
  constructor(
    readonly actor: AuthenticatedUser,
    readonly tenderCriteriaId: string,
    readonly accountId: string,
  ) {
    super();
  }
}
