import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '@jointly/common/auth';

/** Turn the caller's e-mail digests of unread messages on or off. */
export class SetPreferencesCommand extends Command<{ emailDigests: boolean }> {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly emailDigests: boolean,
  ) {
    super();
  }
}
