import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Id } from '@/types/api';

export interface Notification {
  id: Id;
  message?: string;
  read?: boolean;
  createdAt?: string;
  [field: string]: unknown;
}

export const getNotifications = (companyId: Id) => api.get<Notification[]>(`/notification/all/${encodeURIComponent(companyId)}`);
/** GET /notification/unread/{id}, by company. */
export const getUnreadNotifications = (companyId: Id) => api.get<Notification[]>(`/notification/unread/${encodeURIComponent(companyId)}`);
export const unreadNotificationsQuery = (companyId: Id) =>
  queryOptions({ queryKey: ['notifications', companyId, 'unread'], queryFn: () => getUnreadNotifications(companyId), refetchInterval: 60_000 });
/** POST /notification/create (consortium request). */
export const createNotification = (input: Record<string, unknown>) => api.post<Notification>('/notification/create', input);
