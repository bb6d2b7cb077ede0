import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CompanyMembership } from '../../company-membership';
import { NotificationRepository } from '../../notification.repository';
import { MarkAllNotificationsReadCommand } from './mark-all-notifications-read.command';

@CommandHandler(MarkAllNotificationsReadCommand)
export class MarkAllNotificationsReadHandler implements ICommandHandler<MarkAllNotificationsReadCommand> {
  constructor(
    private readonly notifications: NotificationRepository,
    private readonly membership: CompanyMembership,
  ) {}

  /** The caller's own notifications and, for a company member, the company inbox (what the unread badge counts). */
  async execute({ actor }: MarkAllNotificationsReadCommand): Promise<number> {
    const companyId = await this.membership.companyOf(actor);
    return this.notifications.markAllRead(actor.id, companyId);
  }
}
