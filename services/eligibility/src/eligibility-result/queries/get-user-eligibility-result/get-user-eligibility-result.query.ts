import { Query } from '@nestjs/cqrs';
import type { UserEligibilityResult } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';

/** The stored ratings of an account's open tenders, by band. */
export class GetUserEligibilityResultQuery extends Query<UserEligibilityResult> {
  constructor(
    readonly actor: AuthenticatedUser,
    readonly accountId: string,
  ) {
    super();
  }
}
