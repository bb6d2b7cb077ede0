import type { AuthenticatedUser } from '@jointly/common/auth';

export class SuggestPartnersQuery {
  constructor(
    readonly actor: AuthenticatedUser,
    readonly consortiumId: string,
    readonly limit: number,
  ) {}
}
