import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { TextInput } from '@/components/ui/text-input';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { toast } from '@/components/ui/toast/toast-store';
import { paths } from '@/config/paths';
import { BOOKMARK_REMOVE_FAILED, bookmarksQuery, removeBookmark } from '@/features/account/api/bookmarks';
import { ClearBookmarksButton } from '@/features/account/components/clear-bookmarks-button';
import { calendarLinkQuery, rotateCalendarLink } from '@/features/tenders/api/calendar';
import { multipleTendersQuery } from '@/features/tenders/api/tenders';
import { TenderResultCard } from '@/features/tenders/components/tender-result-card';
import { accountKindOf } from '@/lib/auth';
import { formatDate } from '@/lib/format';
import { useAuthStore } from '@/stores/auth-store';
import type { BookmarkList } from '@jointly/contracts';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The iCal address of the bookmarked tenders' closing dates, with a copy button (GET /tender/calendar-link). */
function CalendarLinkCard() {
  const link = useQuery(calendarLinkQuery());
  const queryClient = useQueryClient();
  const rotate = useMutation({
    mutationFn: rotateCalendarLink,
    onSuccess: (fresh) => {
      queryClient.setQueryData(calendarLinkQuery().queryKey, fresh);
      toast.success('New calendar address ready; the old one no longer works');
    },
  });
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }} aria-labelledby="calendar-title">
      <Typography id="calendar-title" variant="h6" component="h2" sx={{ mb: 0.5 }}>
        Closing dates in your calendar
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Subscribe to this address in Outlook, Google Calendar or Apple Calendar to see every bookmarked tender’s closing date. Keep it
        private: anyone with it can see your bookmarks’ dates.
      </Typography>
      {link.isPending ? (
        <LoadingState label="Getting your calendar address…" />
      ) : link.isError ? (
        <ErrorState title="Your calendar address could not be loaded." message={link.error.message} onRetry={() => void link.refetch()} />
      ) : (
        <TextInput
          fullWidth
          label="Calendar address (iCal)"
          value={link.data.url}
          slotProps={{
            htmlInput: { readOnly: true, onFocus: (event: React.FocusEvent<HTMLInputElement>) => event.target.select() },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <Tooltip title="Copy">
                    <IconButton
                      aria-label="Copy the calendar address"
                      onClick={async () => {
                        if (await copyText(link.data.url)) toast.success('Calendar address copied');
                        else toast.error('Could not copy; select the address and copy it yourself.');
                      }}
                    >
                      <ContentCopyIcon />
                    </IconButton>
                  </Tooltip>
                </InputAdornment>
              ),
            },
          }}
        />
      )}
      {link.isSuccess && (
        <Box sx={{ mt: 1.5 }}>
          <Button
            size="small"
            disabled={rotate.isPending}
            onClick={() => {
              if (window.confirm('Make a new calendar address? Calendars subscribed to the current one stop updating.')) rotate.mutate();
            }}
          >
            {rotate.isPending ? 'Making a new address…' : 'Get a new address (stops the old one)'}
          </Button>
        </Box>
      )}
    </Paper>
  );
}

/** /v3/dashboard/bookmarks (and the expert one): the bookmarked tenders (POST /tender/fetch-multiple) and the calendar link. */
export default function BookmarksScreen() {
  const client = useQueryClient();
  const expert = accountKindOf(useAuthStore((s) => s.user)) === 'expert';
  const bookmarks = useQuery(bookmarksQuery());
  const ids = bookmarks.data?.tenderIds ?? [];
  const tenders = useQuery(multipleTendersQuery(ids));
  const remove = useMutation({
    mutationFn: (id: string) => removeBookmark([id]) as Promise<BookmarkList & { message?: string }>,
    onSuccess: (answer) => {
      client.setQueryData(bookmarksQuery().queryKey, { bookmarks: answer.bookmarks, tenderIds: answer.tenderIds, count: answer.count });
      toast.success(answer.message ?? 'Tender removed from bookmarks');
    },
    onError: () => toast.error(BOOKMARK_REMOVE_FAILED),
  });
  const search = expert ? paths.expertDashboardTenders.path : paths.dashboard.path;
  const href = (id: string) => (expert ? paths.expertDashboardTender.getHref(id) : paths.tender.getHref(id));
  // Bookmarks hold the id the app sent (the tender id, or an ocid for older ones): match either.
  const byId = new Map((tenders.data ?? []).flatMap((t) => [[t.id, t] as const, [t.ocid, t] as const]));
  const bookmarkedAt = new Map((bookmarks.data?.bookmarks ?? []).map((b) => [b.tenderId, b.createdAt]));
  const missing = ids.filter((id) => !byId.has(id));

  let body: React.ReactNode;
  if (bookmarks.isPending || (ids.length > 0 && tenders.isPending)) body = <LoadingState label="Loading your bookmarks…" />;
  else if (bookmarks.isError)
    body = (
      <ErrorState title="Your bookmarks could not be loaded." message={bookmarks.error.message} onRetry={() => void bookmarks.refetch()} />
    );
  else if (tenders.isError)
    body = (
      <ErrorState
        title="The bookmarked tenders could not be loaded."
        message={tenders.error.message}
        onRetry={() => void tenders.refetch()}
      />
    );
  else if (ids.length === 0)
    body = (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
        <Typography variant="h6" component="p" sx={{ mb: 1 }}>
          No bookmarks yet.
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Bookmark tenders from the search or a tender’s page to follow them here.
        </Typography>
        <Button component={RouterLink} to={search} variant="contained">
          Find tenders
        </Button>
      </Paper>
    );
  else
    body = (
      <>
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ mb: 1.5, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
        >
          <Typography variant="h6" component="h2">
            {ids.length} bookmarked tender{ids.length === 1 ? '' : 's'}
          </Typography>
          <ClearBookmarksButton count={ids.length} />
        </Stack>
        <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Bookmarked tenders">
          {ids
            .filter((id) => byId.has(id))
            .map((id) => {
              const tender = byId.get(id)!;
              return (
                <li key={id}>
                  <TenderResultCard
                    tender={tender}
                    href={href(tender.id)}
                    actions={
                      <Tooltip title="Remove bookmark">
                        <span>
                          <IconButton
                            aria-label={`Remove bookmark: ${tender.title}`}
                            onClick={() => remove.mutate(id)}
                            disabled={remove.isPending}
                          >
                            <DeleteIcon />
                          </IconButton>
                        </span>
                      </Tooltip>
                    }
                  />
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5, ml: 1 }}>
                    Bookmarked {formatDate(bookmarkedAt.get(id))}
                  </Typography>
                </li>
              );
            })}
        </Stack>
        {missing.length > 0 && (
          <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {missing.length} bookmarked tender{missing.length === 1 ? ' is' : 's are'} no longer available.
            </Typography>
            {missing.map((id) => (
              <Button key={id} size="small" onClick={() => remove.mutate(id)} disabled={remove.isPending}>
                Remove {id}
              </Button>
            ))}
          </Paper>
        )}
      </>
    );

  return (
    <Box sx={{ maxWidth: 1040, mx: 'auto' }}>
      <PageHeader title="Bookmarks" lead="The tenders you follow, newest bookmark first." />
      <CalendarLinkCard />
      {body}
    </Box>
  );
}
