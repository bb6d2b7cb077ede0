import { Query } from '@nestjs/cqrs';
import type { ExpertMatchResult } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';

/** The experts that help a provider with the tenders it is nearly eligible for. */
export class FindEligibilityExpertsQuery extends Query<ExpertMatchResult> {
  constructor(
    readonly actor: AuthenticatedUser,
    readonly accountId: string,
  ) {
    super();
  }
}
