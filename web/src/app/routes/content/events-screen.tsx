import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { CONTENT_PAGE_SIZE, eventsQuery } from '@/features/content/api/content';
import { PagedList } from '@/features/content/components/paged-list';
import { formatDateTime } from '@/lib/format';
import type { ContentEvent } from '@jointly/contracts';

/** /v3/dashboard/events (and the expert one): GET /events/search, upcoming first. */
export default function EventsScreen() {
  const [page, setPage] = useState(1);
  const [upcoming, setUpcoming] = useState(true);
  const query = useQuery(eventsQuery(page, upcoming));
  const data = query.data
    ? { items: query.data.foundEvents, totalPages: query.data.totalPages ?? Math.ceil(query.data.count / CONTENT_PAGE_SIZE) }
    : undefined;
  return (
    <Box sx={{ maxWidth: 880, mx: 'auto' }}>
      <PageHeader title="Events" lead="Webinars, briefings and meet-the-buyer days for providers and experts." />
      <FormControlLabel
        sx={{ mb: 2 }}
        control={
          <Switch
            checked={upcoming}
            onChange={(event) => {
              setUpcoming(event.target.checked);
              setPage(1);
            }}
          />
        }
        label="Upcoming events only"
      />
      <PagedList<ContentEvent>
        query={{ ...query, data }}
        noun="events"
        empty={upcoming ? 'No upcoming events. Switch off “Upcoming events only” to see past ones.' : 'There are no events yet.'}
        page={page}
        onPage={setPage}
        keyOf={(e) => e.id}
        render={(e) => (
          <Paper component="article" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography variant="caption" color="text.secondary">
              {formatDateTime(e.startsAt)}
              {e.endsAt ? ` – ${formatDateTime(e.endsAt)}` : ''}
              {e.location ? ` · ${e.location}` : ''}
            </Typography>
            <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {e.title}
            </Typography>
            {e.description && <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mt: 1 }}>{e.description}</Typography>}
            {e.url && /^https?:\/\//.test(e.url) && (
              <Button
                href={e.url}
                target="_blank"
                rel="noopener noreferrer"
                endIcon={<OpenInNewIcon />}
                sx={{ mt: 1 }}
                aria-label={`Event details: ${e.title}`}
              >
                Event details
              </Button>
            )}
          </Paper>
        )}
      />
    </Box>
  );
}
