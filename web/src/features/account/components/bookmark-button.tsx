import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CssTooltip } from '@/components/ui/css-tooltip';
import { toast } from '@/components/ui/toast/toast-store';
import type { BookmarkList, Id } from '@jointly/contracts';
import { BOOKMARK_ADD_FAILED, BOOKMARK_REMOVE_FAILED, addBookmark, bookmarksQuery, removeBookmark } from '../api/bookmarks';

/** Bookmark state of one tender and the toggle (PATCH /account/add-bookmark, /account/remove-bookmark). */
export function useBookmarkToggle(tenderId: Id) {
  const client = useQueryClient();
  const bookmarks = useQuery(bookmarksQuery());
  const bookmarked = bookmarks.data?.tenderIds.includes(tenderId) ?? false;
  const mutation = useMutation({
    mutationFn: async (add: boolean) =>
      (add ? addBookmark([tenderId]) : removeBookmark([tenderId])) as Promise<BookmarkList & { message?: string }>,
    onSuccess: (answer, add) => {
      client.setQueryData(bookmarksQuery().queryKey, { bookmarks: answer.bookmarks, tenderIds: answer.tenderIds, count: answer.count });
      toast.success(answer.message ?? (add ? 'Tender bookmarked' : 'Tender removed from bookmarks'));
    },
    // Spec §8 wording, whatever the server said.
    onError: (_error, add) => toast.error(add ? BOOKMARK_ADD_FAILED : BOOKMARK_REMOVE_FAILED),
  });
  return {
    bookmarked,
    ready: !bookmarks.isPending,
    pending: mutation.isPending,
    toggle: () => mutation.mutate(!bookmarked),
  };
}

/** The bookmark toggle: an icon on result cards, a labelled button on the tender page. */
export function BookmarkButton({ tenderId, title, variant = 'icon' }: { tenderId: Id; title: string; variant?: 'icon' | 'button' }) {
  const { bookmarked, ready, pending, toggle } = useBookmarkToggle(tenderId);
  const label = bookmarked ? `Remove bookmark: ${title}` : `Bookmark: ${title}`;
  if (variant === 'button') {
    return (
      <Button
        variant={bookmarked ? 'contained' : 'outlined'}
        startIcon={bookmarked ? <BookmarkIcon /> : <BookmarkBorderIcon />}
        onClick={toggle}
        disabled={!ready || pending}
        aria-pressed={bookmarked}
      >
        {bookmarked ? 'Bookmarked' : 'Bookmark'}
      </Button>
    );
  }
  return (
    <CssTooltip title={bookmarked ? 'Remove bookmark' : 'Bookmark'}>
      <span>
        <IconButton
          onClick={toggle}
          disabled={!ready || pending}
          aria-label={label}
          aria-pressed={bookmarked}
          color={bookmarked ? 'primary' : 'default'}
        >
          {bookmarked ? <BookmarkIcon /> : <BookmarkBorderIcon />}
        </IconButton>
      </span>
    </CssTooltip>
  );
}
