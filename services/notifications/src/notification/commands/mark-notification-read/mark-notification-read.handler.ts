import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CompanyMembership } from '../../company-membership';
import { NotificationNotFoundError, NotNotificationOwnerError } from '../../notification.errors';
import { NotificationRepository } from '../../notification.repository';
import { toNotificationView, type NotificationView } from '../../notification.view';
import { MarkNotificationReadCommand } from './mark-notification-read.command';

@CommandHandler(MarkNotificationReadCommand)
export class MarkNotificationReadHandler implements ICommandHandler<MarkNotificationReadCommand> {
  constructor(
    private readonly notifications: NotificationRepository,
    private readonly membership: CompanyMembership,
  ) {}

  async execute({ actor, notificationId }: MarkNotificationReadCommand): Promise<NotificationView> {
    const notification = await this.notifications.findById(notificationId);
    if (!notification) throw new NotificationNotFoundError(notificationId);
    // Reading is the recipient's act, or a colleague's for a notification in the company inbox (whose unread count
    // every member sees); not even an admin marks someone else's notification read.
    const mine = notification.recipientAccountId === actor.id;
    if (!mine && !(notification.companyId && (await this.membership.isMember(actor, notification.companyId))))
      throw new NotNotificationOwnerError();
    const updated = await this.notifications.markRead(notificationId);
    if (!updated) throw new NotificationNotFoundError(notificationId);
    return toNotificationView(updated);
  }
}
