import { Query } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '@jointly/common/auth';

/** The caller's own message e-mail preference (nobody else's). */
export class GetPreferencesQuery extends Query<{ emailDigests: boolean }> {
  constructor(readonly caller: AuthenticatedUser) {
    super();
  }
}
