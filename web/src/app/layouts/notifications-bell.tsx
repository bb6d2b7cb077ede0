import NotificationsIcon from '@mui/icons-material/NotificationsNone';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDataStore } from '@/stores/data-store';

/** The bell with the unread count from the data store. The notification list itself comes with the notifications screen. */
export function NotificationsBell() {
  const count = useDataStore((s) => s.unreadNotifications);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = count === 0 ? 'Notifications, none unread' : `Notifications, ${count} unread`;

  return (
    <>
      <IconButton color="inherit" aria-label={label} aria-haspopup="dialog" onClick={(event) => setAnchor(event.currentTarget)}>
        <Badge badgeContent={count} color="primary" max={99}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': 'Notifications', sx: { p: 2, maxWidth: 320 } } }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          Notifications
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {count === 0
            ? 'You have no unread notifications.'
            : `You have ${count} unread notification${count === 1 ? '' : 's'}. The full list is coming soon.`}
        </Typography>
      </Popover>
    </>
  );
}
