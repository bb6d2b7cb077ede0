import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { isAdmin } from '@jointly/common/auth';
import { NotificationsOfOtherAccountError } from '../../notification.errors';
import { NotificationRepository } from '../../notification.repository';
import { toNotificationView } from '../../notification.view';
import { ListAccountNotificationsQuery, type NotificationPage } from './list-account-notifications.query';

@QueryHandler(ListAccountNotificationsQuery)
export class ListAccountNotificationsHandler implements IQueryHandler<ListAccountNotificationsQuery> {
  constructor(private readonly notifications: NotificationRepository) {}

  async execute({ actor, accountId, page, limit }: ListAccountNotificationsQuery): Promise<NotificationPage> {
    if (actor.id !== accountId && !isAdmin(actor)) throw new NotificationsOfOtherAccountError();
    const { items, total } = await this.notifications.findPageForAccount(accountId, (page - 1) * limit, limit);
    return { foundNotifications: items.map(toNotificationView), count: total, currentPage: page, totalPages: Math.ceil(total / limit) };
  }
}
