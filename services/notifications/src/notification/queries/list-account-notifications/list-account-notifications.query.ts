import { Query } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '@jointly/common/auth';
import type { NotificationView } from '../../notification.view';

/** Answer of GET /api/notification/all/{id} (spec §3 paged shape). */
export interface NotificationPage {
  foundNotifications: NotificationView[];
  count: number;
  currentPage: number;
  totalPages: number;
}

/** An account's notifications, newest first, one page. */
export class ListAccountNotificationsQuery extends Query<NotificationPage> {
  constructor(
    readonly actor: AuthenticatedUser,
    readonly accountId: string,
    readonly page: number,
    readonly limit: number,
  ) {
    super();
  }
}
