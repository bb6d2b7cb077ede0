import { Query } from '@nestjs/cqrs';
import type { EligibilityFilter, UserEligibilityResult, UserEligibilityResultPage } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';

/** The stored ratings of an account's open tenders, by band: the whole list, or one page of it when `page` is given. */
export class GetUserEligibilityResultQuery extends Query<UserEligibilityResult | UserEligibilityResultPage> {
  constructor(
    readonly actor: AuthenticatedUser,
    readonly accountId: string,
    readonly page?: { band: EligibilityFilter; page: number; limit: number },
  ) {
    super();
  }
}
