import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '@/lib/format';
import type { AppNotification } from '@jointly/contracts';

/** One notification: unread marker, title, message, time, its link and "Mark as read" (for the recipient only). */
export function NotificationItem({
  notification,
  canMarkRead,
  onMarkRead,
  pending,
}: {
  notification: AppNotification;
  canMarkRead: boolean;
  onMarkRead: () => void;
  pending?: boolean;
}) {
  const internal = notification.link?.startsWith('/') && !notification.link.startsWith('//');
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', py: 1.5 }}>
      <Box
        aria-hidden="true"
        sx={{
          width: 10,
          height: 10,
          mt: 0.75,
          borderRadius: '50%',
          flexShrink: 0,
          bgcolor: notification.read ? 'transparent' : 'primary.main',
          border: 1,
          borderColor: 'primary.main',
        }}
      />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: notification.read ? 400 : 700, overflowWrap: 'anywhere' }}>
          {!notification.read && (
            <Box component="span" sx={visuallyHidden}>
              Unread:{' '}
            </Box>
          )}
          {notification.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {notification.message || notification.body}
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ mt: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="caption" color="text.secondary">
            {formatDateTime(notification.createdAt)}
          </Typography>
          {notification.link &&
            (internal ? (
              <Link component={RouterLink} to={notification.link} variant="caption">
                Open
              </Link>
            ) : /^https?:\/\//.test(notification.link) ? (
              <Link href={notification.link} variant="caption" target="_blank" rel="noopener noreferrer">
                Open
              </Link>
            ) : null)}
        </Stack>
      </Box>
      {!notification.read && canMarkRead && (
        <Button
          size="small"
          onClick={onMarkRead}
          disabled={pending}
          aria-label={`Mark as read: ${notification.title}`}
          sx={{ flexShrink: 0 }}
        >
          Mark as read
        </Button>
      )}
    </Stack>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
