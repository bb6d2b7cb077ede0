import type { AuthenticatedUser } from '@jointly/common/auth';

export class GetConsortiumBestTendersQuery {
  constructor(
    readonly actor: AuthenticatedUser,
    readonly consortiumId: string,
    readonly limit: number,
  ) {}
}
