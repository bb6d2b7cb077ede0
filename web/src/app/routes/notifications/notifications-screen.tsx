import Box from '@mui/material/Box';
import { PageHeader } from '@/components/ui/page-header';
import { NotificationsList } from '@/features/notifications/components/notifications-list';

/** /v3/dashboard/notifications (and the expert one). */
export default function NotificationsScreen() {
  return (
    <Box sx={{ maxWidth: 880, mx: 'auto' }}>
      <PageHeader title="Notifications" lead="Alerts about your saved searches, consortium requests and your account." />
      <NotificationsList />
    </Box>
  );
}
