import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { NotificationRepository } from '../../notification.repository';
import { MarkAllNotificationsReadCommand } from './mark-all-notifications-read.command';

@CommandHandler(MarkAllNotificationsReadCommand)
export class MarkAllNotificationsReadHandler implements ICommandHandler<MarkAllNotificationsReadCommand> {
  constructor(private readonly notifications: NotificationRepository) {}

  execute({ actor }: MarkAllNotificationsReadCommand): Promise<number> {
    return this.notifications.markAllReadForAccount(actor.id);
  }
}
