import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { isAdmin } from '@jointly/common/auth';
import { CompanyNotificationsForbiddenError } from '../../notification.errors';
import { NotificationRepository } from '../../notification.repository';
import { toNotificationView } from '../../notification.view';
import { ListCompanyUnreadQuery, type CompanyUnread } from './list-company-unread.query';

@QueryHandler(ListCompanyUnreadQuery)
export class ListCompanyUnreadHandler implements IQueryHandler<ListCompanyUnreadQuery> {
  constructor(private readonly notifications: NotificationRepository) {}

  async execute({ actor, companyId, limit }: ListCompanyUnreadQuery): Promise<CompanyUnread> {
    // Membership comes from the verified token (cid), not from the read model: it is what accounts vouches for.
    if (actor.companyId !== companyId && !isAdmin(actor)) throw new CompanyNotificationsForbiddenError();
    const { items, total } = await this.notifications.findUnreadForCompany(companyId, limit);
    return { unreadCount: total, foundNotifications: items.map(toNotificationView) };
  }
}
