import { Command } from '@nestjs/cqrs';
import type { UserEligibilityResult } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';

/** Recalculate an account's ratings of every open tender now, and answer them by band. */
export class CheckAllEligibilityCommand extends Command<UserEligibilityResult> {
  constructor(
    readonly actor: AuthenticatedUser,
    readonly accountId: string,
  ) {
    super();
  }
}
