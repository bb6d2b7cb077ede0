import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '@jointly/common/auth';

/** The caller has read all their notifications; answers how many changed. */
export class MarkAllNotificationsReadCommand extends Command<number> {
  constructor(readonly actor: AuthenticatedUser) {
    super();
  }
}
