import { Query } from '@nestjs/cqrs';
import type { ConsortiumView } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';

/** The consortiums of an account's company, those it leads first (the account itself or an admin). */
export class ListAccountConsortiumsQuery extends Query<{ foundConsortiums: ConsortiumView[]; count: number }> {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly accountId: string,
  ) {
    super();
  }
}
