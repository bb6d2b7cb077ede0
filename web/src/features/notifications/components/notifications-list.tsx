import DoneAllIcon from '@mui/icons-material/DoneAll';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { notificationsQuery } from '../api/notifications';
import { useMarkRead, useRecipient, useUnreadNotifications } from '../hooks/use-notifications';
import { NotificationItem } from './notification-item';

/** The notifications screen's list: the account's notifications 10 a page, newest first, with mark read and mark all read. */
export function NotificationsList() {
  const { accountId } = useRecipient();
  const [page, setPage] = useState(1);
  const list = useQuery({ ...notificationsQuery(accountId ?? '', page), enabled: Boolean(accountId), placeholderData: keepPreviousData });
  const unread = useUnreadNotifications();
  const { one, all } = useMarkRead();
  const unreadOnPage = list.data?.foundNotifications.some((n) => !n.read) ?? false;

  if (!accountId) return <ErrorState title="Your account could not be identified." message="Log out and in again." />;
  if (list.isPending) return <LoadingState label="Loading your notifications…" />;
  if (list.isError)
    return <ErrorState title="Your notifications could not be loaded." message={list.error.message} onRetry={() => void list.refetch()} />;

  const { foundNotifications, count, totalPages } = list.data;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mb: 1, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h6" component="h2" aria-live="polite">
          {count === 0 ? 'No notifications' : `${count} notification${count === 1 ? '' : 's'}`}
          {unread.data && unread.data.unreadCount > 0 ? ` · ${unread.data.unreadCount} unread` : ''}
        </Typography>
        <Button
          startIcon={<DoneAllIcon />}
          onClick={() => all.mutate()}
          disabled={all.isPending || (!unreadOnPage && (unread.data?.unreadCount ?? 0) === 0)}
        >
          Mark all as read
        </Button>
      </Stack>
      {foundNotifications.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          You have no notifications yet. Alerts about saved searches, consortium requests and your account will appear here.
        </Typography>
      ) : (
        <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Notifications list">
          {foundNotifications.map((notification, index) => (
            <Fragment key={notification.id}>
              {index > 0 && <Divider component="li" aria-hidden="true" />}
              <li>
                <NotificationItem
                  notification={notification}
                  canMarkRead={notification.recipientAccountId === accountId}
                  onMarkRead={() => one.mutate(notification.id)}
                  pending={one.isPending}
                />
              </li>
            </Fragment>
          ))}
        </Stack>
      )}
      {totalPages > 1 && (
        <Stack component="nav" aria-label="Notification pages" sx={{ alignItems: 'center', mt: 2 }}>
          <Pagination count={totalPages} page={page} onChange={(_event, next) => setPage(next)} color="primary" />
        </Stack>
      )}
    </Paper>
  );
}
