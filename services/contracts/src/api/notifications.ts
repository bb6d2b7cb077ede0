/** The notifications service's answers (services/notifications), as the web app reads them. */
import type { Id } from './accounts';

/** A notification as the API answers it. `message` repeats `body` for the web app's notification type. */
export interface AppNotification {
  id: Id;
  recipientAccountId: Id;
  companyId: Id | null;
  kind: string;
  title: string;
  body: string;
  message: string;
  link: string | null;
  data: Record<string, unknown> | null;
  actorAccountId: Id | null;
  read: boolean;
  readAt: string | null;
  createdAt: string;
}

/** GET /notification/all/{accountId}?page&limit. */
export interface NotificationPage {
  foundNotifications: AppNotification[];
  count: number;
  currentPage: number;
  totalPages: number;
}

/** GET /notification/unread/{companyId}. */
export interface CompanyUnread {
  unreadCount: number;
  foundNotifications: AppNotification[];
}
