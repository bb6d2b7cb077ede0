import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuthStore } from '@/stores/auth-store';
import { useDataStore } from '@/stores/data-store';
import { markAllNotificationsRead, markNotificationRead, unreadSummaryQuery } from '../api/notifications';

/** The signed-in account's id and company, as login and GET /account/me gave them. */
export function useRecipient(): { accountId: string | null; companyId: string | null } {
  const user = useAuthStore((s) => s.user);
  const partnerId = useDataStore((s) => s.partner?.id ?? null);
  const companyId = (typeof user?.companyId === 'string' ? user.companyId : null) ?? partnerId;
  return { accountId: typeof user?.id === 'string' ? user.id : null, companyId };
}

/** The unread summary, kept in the data store's `unreadNotifications` for the bell's badge. */
export function useUnreadNotifications() {
  const { accountId, companyId } = useRecipient();
  const setUnread = useDataStore((s) => s.setUnreadNotifications);
  const query = useQuery({ ...unreadSummaryQuery(accountId ?? '', companyId), enabled: Boolean(accountId) });
  useEffect(() => {
    if (query.data) setUnread(query.data.unreadCount);
  }, [query.data, setUnread]);
  return query;
}

/** Mark one or all read; refreshes the lists and the badge. */
export function useMarkRead() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['notifications'] });
  const one = useMutation({ mutationFn: markNotificationRead, onSuccess: refresh });
  const all = useMutation({ mutationFn: markAllNotificationsRead, onSuccess: refresh });
  return { one, all };
}
