import PushPinIcon from '@mui/icons-material/PushPinOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { ANNOUNCEMENTS_PAGE, ANNOUNCEMENTS_PAGE_SIZE } from '@/config/constants';
import { announcementsQuery } from '@/features/content/api/content';
import { PagedList } from '@/features/content/components/paged-list';
import { formatDate } from '@/lib/format';
import type { ContentAnnouncement } from '@jointly/contracts';

/** /v3/dashboard/announcements (and the expert one): GET /announcement/search, page 1 size 10, pinned first. */
export default function AnnouncementsScreen() {
  const [page, setPage] = useState(ANNOUNCEMENTS_PAGE);
  const query = useQuery(announcementsQuery(page, ANNOUNCEMENTS_PAGE_SIZE));
  const data = query.data
    ? {
        items: query.data.foundAnnouncements,
        totalPages: query.data.totalPages ?? Math.ceil((query.data.count ?? 0) / ANNOUNCEMENTS_PAGE_SIZE),
      }
    : undefined;
  return (
    <Box sx={{ maxWidth: 880, mx: 'auto' }}>
      <PageHeader title="Announcements" lead="News from the Jointly team." />
      <PagedList<ContentAnnouncement>
        query={{ ...query, data }}
        noun="announcements"
        empty="There are no announcements yet."
        page={page}
        onPage={setPage}
        keyOf={(a) => a.id}
        render={(a) => (
          <Paper component="article" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5, flexWrap: 'wrap' }}>
              {a.pinned && <Chip size="small" icon={<PushPinIcon />} label="Pinned" color="primary" variant="outlined" />}
              <Typography variant="caption" color="text.secondary">
                {formatDate(a.publishedAt, 'long')}
              </Typography>
            </Stack>
            <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {a.title}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mt: 1 }}>{a.body}</Typography>
          </Paper>
        )}
      />
    </Box>
  );
}
