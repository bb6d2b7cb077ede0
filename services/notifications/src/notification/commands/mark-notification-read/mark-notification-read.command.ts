import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '@jointly/common/auth';
import type { NotificationView } from '../../notification.view';

/** The recipient has read one of their notifications. */
export class MarkNotificationReadCommand extends Command<NotificationView> {
  constructor(
    readonly actor: AuthenticatedUser,
    readonly notificationId: string,
  ) {
    super();
  }
}
