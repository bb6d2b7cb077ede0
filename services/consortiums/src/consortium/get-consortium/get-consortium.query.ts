import { Query } from '@nestjs/cqrs';
import type { ConsortiumView } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';

/** A consortium with its members, for its member companies and admins. */
export class GetConsortiumQuery extends Query<ConsortiumView> {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly consortiumId: string,
  ) {
    super();
  }
}
