import { Query } from '@nestjs/cqrs';
import type { MatchingPartner } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';

/** Approved partner companies a consortium could invite (not members, no pending invitation), by name; for its readers. */
export class FindMatchingPartnersQuery extends Query<{ foundTalents: MatchingPartner[]; count: number }> {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly consortiumId: string,
  ) {
    super();
  }
}
