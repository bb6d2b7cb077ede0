import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import type { AppNotification, CompanyUnread, Id, NotificationPage } from '@jointly/contracts';

export const NOTIFICATIONS_PAGE_SIZE = 10;

/** GET /notification/all/{accountId}?page&limit → { foundNotifications, count, currentPage, totalPages }, newest first. */
export const getNotifications = (accountId: Id, page = 1, limit = NOTIFICATIONS_PAGE_SIZE) =>
  api.get<NotificationPage>(`/notification/all/${encodeURIComponent(accountId)}`, { query: { page, limit } });
export const notificationsQuery = (accountId: Id, page = 1) =>
  queryOptions({ queryKey: ['notifications', 'all', accountId, page], queryFn: () => getNotifications(accountId, page) });

/** GET /notification/unread/{companyId} → { unreadCount, foundNotifications } (by company, spec §7). */
export const getUnreadNotifications = (companyId: Id, limit = 5) =>
  api.get<CompanyUnread>(`/notification/unread/${encodeURIComponent(companyId)}`, { query: { limit }, toastOnError: false });

/**
 * The bell's unread count: the company's (spec: "by company") when the account belongs to one; an account without a
 * company (an expert) counts the unread among its newest 100.
 */
export async function getUnreadSummary(accountId: Id, companyId: Id | null): Promise<CompanyUnread> {
  if (companyId) {
    try {
      return await getUnreadNotifications(companyId);
    } catch (error) {
      // A token issued before the company existed does not name it yet (403): count the account's own instead.
      if (!(error instanceof ApiError) || error.status !== 403) throw error;
    }
  }
  const page = await api.get<NotificationPage>(`/notification/all/${encodeURIComponent(accountId)}`, {
    query: { page: 1, limit: 100 },
    toastOnError: false,
  });
  const unread = page.foundNotifications.filter((n) => !n.read);
  return { unreadCount: unread.length, foundNotifications: unread.slice(0, 5) };
}
export const unreadSummaryQuery = (accountId: Id, companyId: Id | null) =>
  queryOptions({
    queryKey: ['notifications', 'unread', accountId, companyId],
    queryFn: () => getUnreadSummary(accountId, companyId),
    refetchInterval: 60_000,
  });

/** PATCH /notification/read/{id} → the notification, now read. */
export const markNotificationRead = (id: Id) => api.patch<AppNotification>(`/notification/read/${encodeURIComponent(id)}`);
/** PATCH /notification/read-all → { updatedCount }. */
export const markAllNotificationsRead = () => api.patch<{ updatedCount: number }>('/notification/read-all');

/**
 * POST /notification/create: the sender of a pending consortium request reminds the invited company (once a day).
 * Only the request id is sent; the server words the reminder from its own record of the request.
 */
export const createNotification = (input: { requestId: Id }) =>
  api.post<{ createdNotifications: AppNotification[]; count: number }>('/notification/create', input);
