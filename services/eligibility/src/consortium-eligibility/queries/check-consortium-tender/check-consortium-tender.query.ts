import type { AuthenticatedUser } from '@jointly/common/auth';

export class CheckConsortiumTenderQuery {
  constructor(
    readonly actor: AuthenticatedUser,
    readonly consortiumId: string,
    readonly tenderId: string,
  ) {}
}
