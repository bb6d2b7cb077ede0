import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { bookmarksQuery } from '@/features/account/api/bookmarks';
import { announcementsQuery, eventsQuery } from '@/features/content/api/content';
import { ExpertBidStatsPanel } from '@/features/bids/components/expert-bid-stats-panel';
import { useUnreadNotifications } from '@/features/notifications/hooks/use-notifications';
import { formatDate, formatDateTime } from '@/lib/format';
import { useAuthStore } from '@/stores/auth-store';

function Tile({ title, value, action }: { title: string; value: ReactNode; action: { label: string; to: string } }) {
  return (
    <Paper variant="outlined" sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="subtitle2" component="h2" color="text.secondary">
        {title}
      </Typography>
      <Typography variant="h4" component="p">
        {value}
      </Typography>
      <Button component={RouterLink} to={action.to} size="small" sx={{ alignSelf: 'flex-start', mt: 'auto' }}>
        {action.label}
      </Button>
    </Paper>
  );
}

/** /v3/expert-dashboard: invitation figures, bookmarks, unread notifications, the latest announcements and upcoming events. */
export default function ExpertDashboard() {
  const accountId = useAuthStore((s) => s.user?.id ?? null);
  const bookmarks = useQuery(bookmarksQuery());
  const unread = useUnreadNotifications();
  const announcements = useQuery(announcementsQuery(1, 3));
  const events = useQuery(eventsQuery(1, true));
  const figure = (q: { isPending: boolean; isError: boolean }, value: number | undefined) =>
    q.isPending ? '…' : q.isError ? '–' : (value ?? 0);

  return (
    <Box sx={{ maxWidth: 1040, mx: 'auto' }}>
      <PageHeader
        title="Expert dashboard"
        lead="Invitations to bid, tenders to follow, news and events."
      />
      {accountId && <ExpertBidStatsPanel expertId={accountId} />}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }, gap: 2, mb: 3 }}>
        <Tile
          title="Bookmarked tenders"
          value={figure(bookmarks, bookmarks.data?.count)}
          action={{ label: 'Open bookmarks', to: paths.expertDashboardSection.getHref('bookmarks') }}
        />
        <Tile
          title="Unread notifications"
          value={figure(unread, unread.data?.unreadCount)}
          action={{ label: 'Open notifications', to: paths.expertDashboardSection.getHref('notifications') }}
        />
        <Tile title="Find tenders" value="Search" action={{ label: 'Search tenders', to: paths.expertDashboardTenders.path }} />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
        <Paper component="section" variant="outlined" sx={{ p: 2.5 }} aria-labelledby="latest-announcements">
          <Typography id="latest-announcements" variant="h6" component="h2" sx={{ mb: 1 }}>
            Latest announcements
          </Typography>
          {announcements.isPending ? (
            <LoadingState label="Loading announcements…" />
          ) : announcements.isError ? (
            <ErrorState title="Announcements could not be loaded." onRetry={() => void announcements.refetch()} />
          ) : announcements.data.foundAnnouncements.length === 0 ? (
            <Typography color="text.secondary">No announcements yet.</Typography>
          ) : (
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {announcements.data.foundAnnouncements.map((a) => (
                <li key={a.id}>
                  <Typography sx={{ fontWeight: 600 }}>{a.title}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {formatDate(a.publishedAt)}
                  </Typography>
                </li>
              ))}
            </Stack>
          )}
          <Button component={RouterLink} to={paths.expertDashboardAnnouncements.path} size="small" sx={{ mt: 1 }}>
            All announcements
          </Button>
        </Paper>
        <Paper component="section" variant="outlined" sx={{ p: 2.5 }} aria-labelledby="upcoming-events">
          <Typography id="upcoming-events" variant="h6" component="h2" sx={{ mb: 1 }}>
            Upcoming events
          </Typography>
          {events.isPending ? (
            <LoadingState label="Loading events…" />
          ) : events.isError ? (
            <ErrorState title="Events could not be loaded." onRetry={() => void events.refetch()} />
          ) : events.data.foundEvents.length === 0 ? (
            <Typography color="text.secondary">No upcoming events.</Typography>
          ) : (
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {events.data.foundEvents.slice(0, 3).map((e) => (
                <li key={e.id}>
                  <Typography sx={{ fontWeight: 600 }}>{e.title}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {formatDateTime(e.startsAt)}
                  </Typography>
                </li>
              ))}
            </Stack>
          )}
          <Button component={RouterLink} to={paths.expertDashboardSection.getHref('events')} size="small" sx={{ mt: 1 }}>
            All events
          </Button>
        </Paper>
      </Box>
    </Box>
  );
}
