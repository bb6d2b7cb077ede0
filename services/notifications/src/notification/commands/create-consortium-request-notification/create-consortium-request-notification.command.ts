import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '@jointly/common/auth';
import type { NotificationView } from '../../notification.view';

/**
 * Remind the invited company of a pending consortium request sent by `actor`. Only the request id comes from the
 * client: the consortium, the companies and the wording come from notifications' own read model of the request.
 */
export class CreateConsortiumRequestNotificationCommand extends Command<NotificationView[]> {
  constructor(
    readonly actor: AuthenticatedUser,
    readonly requestId: string,
  ) {
    super();
  }
}
