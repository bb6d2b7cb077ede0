import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ANNOUNCEMENTS_PAGE, ANNOUNCEMENTS_PAGE_SIZE } from '@/config/constants';
import { api } from '@/lib/api-client';
import type { QueryParams } from '@/lib/query-string';
import type { AnnouncementSearchResult, EventSearchResult, VideoSearchResult } from '@jointly/contracts';

export const CONTENT_PAGE_SIZE = 10;

export const addEvent = (input: Record<string, unknown>) => api.post('/events/add', input);

/** GET /events/search?query&upcoming&page&limit → { foundEvents, count, currentPage, totalPages } (upcoming first). */
export const searchEvents = (params: QueryParams = {}) => api.get<EventSearchResult>('/events/search', { query: params });
export const eventsQuery = (page: number, upcoming: boolean, query = '') =>
  queryOptions({
    queryKey: ['events', page, upcoming, query],
    queryFn: () => searchEvents({ page, limit: CONTENT_PAGE_SIZE, ...(upcoming ? { upcoming: true } : {}), ...(query ? { query } : {}) }),
    placeholderData: keepPreviousData,
  });

/** GET /videos/search?query&page&limit → { foundVideos, count, currentPage, totalPages } (newest first). */
export const searchVideos = (params: QueryParams = {}) => api.get<VideoSearchResult>('/videos/search', { query: params });
export const videosQuery = (page: number, query = '') =>
  queryOptions({
    queryKey: ['videos', page, query],
    queryFn: () => searchVideos({ page, limit: CONTENT_PAGE_SIZE, ...(query ? { query } : {}) }),
    placeholderData: keepPreviousData,
  });

/** GET /announcement/search?limit&page (defaults page 1, size 10). */
export const searchAnnouncements = (page = ANNOUNCEMENTS_PAGE, limit = ANNOUNCEMENTS_PAGE_SIZE) =>
  api.get<AnnouncementSearchResult>('/announcement/search', { query: { limit, page } });
export const announcementsQuery = (page = ANNOUNCEMENTS_PAGE, limit = ANNOUNCEMENTS_PAGE_SIZE) =>
  queryOptions({
    queryKey: ['announcements', page, limit],
    queryFn: () => searchAnnouncements(page, limit),
    placeholderData: keepPreviousData,
  });
