import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { isAdmin } from '@jointly/common/auth';
import { CompanyMembership } from '../../company-membership';
import { CompanyNotificationsForbiddenError } from '../../notification.errors';
import { NotificationRepository } from '../../notification.repository';
import { toNotificationView } from '../../notification.view';
import { ListCompanyUnreadQuery, type CompanyUnread } from './list-company-unread.query';

@QueryHandler(ListCompanyUnreadQuery)
export class ListCompanyUnreadHandler implements IQueryHandler<ListCompanyUnreadQuery> {
  constructor(
    private readonly notifications: NotificationRepository,
    private readonly membership: CompanyMembership,
  ) {}

  async execute({ actor, companyId, limit }: ListCompanyUnreadQuery): Promise<CompanyUnread> {
    if (!isAdmin(actor) && !(await this.membership.isMember(actor, companyId))) throw new CompanyNotificationsForbiddenError();
    const { items, total } = await this.notifications.findUnreadForCompany(companyId, limit);
    return { unreadCount: total, foundNotifications: items.map(toNotificationView) };
  }
}
