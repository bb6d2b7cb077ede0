import NotificationsIcon from '@mui/icons-material/NotificationsNone';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { NotificationItem } from '@/features/notifications/components/notification-item';
import { useMarkRead, useRecipient, useUnreadNotifications } from '@/features/notifications/hooks/use-notifications';
import { accountKindOf } from '@/lib/auth';
import { useAuthStore } from '@/stores/auth-store';
import { useDataStore } from '@/stores/data-store';
import { useOpenedOnce } from '@/lib/use-opened-once';

// MUI's Popover (with Modal) is fetched when the bell is first pressed, keeping it out of the first paint.
const Popover = lazy(() => import('@mui/material/Popover'));

/** The bell: the unread count (kept current every minute) and the newest unread, with a link to all notifications. */
export function NotificationsBell() {
  const unread = useUnreadNotifications();
  const count = useDataStore((s) => s.unreadNotifications);
  const { accountId } = useRecipient();
  const { one, all } = useMarkRead();
  const expert = accountKindOf(useAuthStore((s) => s.user)) === 'expert';
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = count === 0 ? 'Notifications, none unread' : `Notifications, ${count} unread`;
  const latest = unread.data?.foundNotifications ?? [];
  const close = () => setAnchor(null);
  // Stays mounted once opened, so that closing runs its transition.
  const opened = useOpenedOnce(anchor !== null);

  return (
    <>
      <IconButton color="inherit" aria-label={label} aria-haspopup="dialog" onClick={(event) => setAnchor(event.currentTarget)}>
        <Badge badgeContent={count} color="primary" max={99}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <Popover
            open={anchor !== null}
            anchorEl={anchor}
            onClose={close}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            transformOrigin={{ vertical: 'top', horizontal: 'right' }}
            slotProps={{
              paper: { role: 'dialog', 'aria-label': 'Notifications', sx: { p: 2, width: 360, maxWidth: 'calc(100vw - 16px)' } },
            }}
          >
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
                Notifications
              </Typography>
              {count > 0 && (
                <Button size="small" onClick={() => all.mutate()} disabled={all.isPending}>
                  Mark all as read
                </Button>
              )}
            </Stack>
            {unread.isError ? (
              <Typography variant="body2" color="text.secondary">
                Your notifications could not be checked just now.
              </Typography>
            ) : count === 0 ? (
              <Typography variant="body2" color="text.secondary">
                You have no unread notifications.
              </Typography>
            ) : (
              <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {latest.map((notification, index) => (
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
            <Divider sx={{ my: 1 }} />
            <Button
              component={RouterLink}
              to={expert ? paths.expertDashboardSection.getHref('notifications') : paths.dashboardSection.getHref('notifications')}
              onClick={close}
              fullWidth
            >
              See all notifications
            </Button>
          </Popover>
        </Suspense>
      )}
    </>
  );
}
