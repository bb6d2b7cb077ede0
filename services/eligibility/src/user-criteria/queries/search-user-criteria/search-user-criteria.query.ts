import { Query } from '@nestjs/cqrs';
import type { UserCriteriaSearchResult } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';

/** Criteria of the given accounts (or of every account the caller may see), one page. */
export class SearchUserCriteriaQuery extends Query<UserCriteriaSearchResult> {
  constructor(
    readonly actor: AuthenticatedUser,
    readonly accountIds: string[] | undefined,
    readonly page: number,
    readonly limit: number,
  ) {
    super();
  }
}
