import PlayCircleIcon from '@mui/icons-material/PlayCircleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { CONTENT_PAGE_SIZE, videosQuery } from '@/features/content/api/content';
import { PagedList } from '@/features/content/components/paged-list';
import { formatDate } from '@/lib/format';
import type { ContentVideo } from '@jointly/contracts';

const duration = (seconds: number | null) => (seconds ? `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}` : null);

/** /v3/dashboard/videos (and the expert one): GET /videos/search, newest first. */
export default function VideosScreen() {
  const [page, setPage] = useState(1);
  const query = useQuery(videosQuery(page));
  const data = query.data
    ? { items: query.data.foundVideos, totalPages: query.data.totalPages ?? Math.ceil((query.data.count ?? 0) / CONTENT_PAGE_SIZE) }
    : undefined;
  return (
    <Box sx={{ maxWidth: 880, mx: 'auto' }}>
      <PageHeader title="Videos" lead="Short guides to finding tenders, forming consortiums and writing bids." />
      <PagedList<ContentVideo>
        query={{ ...query, data }}
        noun="videos"
        empty="There are no videos yet."
        page={page}
        onPage={setPage}
        keyOf={(v) => v.id}
        render={(v) => (
          <Paper component="article" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography variant="caption" color="text.secondary">
              {[formatDate(v.publishedAt), duration(v.durationSeconds)].filter(Boolean).join(' · ')}
            </Typography>
            <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {v.title}
            </Typography>
            {v.description && <Typography sx={{ mt: 1, overflowWrap: 'anywhere' }}>{v.description}</Typography>}
            <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
              {/^https?:\/\//.test(v.url) && (
                <Button
                  href={v.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  startIcon={<PlayCircleIcon />}
                  variant="outlined"
                  aria-label={`Watch: ${v.title}`}
                >
                  Watch
                </Button>
              )}
              {v.tags.map((tag) => (
                <Chip key={tag} label={tag} size="small" variant="outlined" />
              ))}
            </Stack>
          </Paper>
        )}
      />
    </Box>
  );
}
