import { Query } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '@jointly/common/auth';
import type { NotificationView } from '../../notification.view';

/** Answer of GET /api/notification/unread/{companyId}. */
export interface CompanyUnread {
  unreadCount: number;
  foundNotifications: NotificationView[];
}

/** The unread notifications of a company's members (and those addressed to the company), newest first. */
export class ListCompanyUnreadQuery extends Query<CompanyUnread> {
  constructor(
    readonly actor: AuthenticatedUser,
    readonly companyId: string,
    readonly limit: number,
  ) {
    super();
  }
}
