import type { AuthenticatedUser } from '@jointly/common/auth';

export class GetTenderConsortiumRatingsQuery {
  constructor(
    readonly actor: AuthenticatedUser,
    readonly tenderId: string,
  ) {}
}
