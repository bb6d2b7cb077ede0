import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { BookmarkList, Id } from '@jointly/contracts';

export const BOOKMARK_ADD_FAILED = 'Failed to add bookmark';
export const BOOKMARK_REMOVE_FAILED = 'Failed to remove tender';

/** GET /account/get-bookmark → { bookmarks: [{ tenderId, createdAt }], tenderIds, count } (the tenders come from the tenders API). */
export const getBookmarks = () => api.get<BookmarkList>('/account/get-bookmark', { toastOnError: false });
export const bookmarksQuery = () => queryOptions({ queryKey: ['bookmarks'], queryFn: getBookmarks });

export const addBookmark = (tenderIds: Id[]) => api.patch('/account/add-bookmark', { tender: tenderIds }, { toastOnError: false });
/** Body is the tender array (spec §7). */
export const removeBookmark = (tenderIds: Id[]) => api.patch('/account/remove-bookmark', { tender: tenderIds }, { toastOnError: false });
/** GET /account/clear-bookmark (spec §7: a GET) → { bookmarks: [], tenderIds: [], count: 0, message }. */
export const clearBookmarks = () => api.get<BookmarkList & { message?: string }>('/account/clear-bookmark', { toastOnError: false });
