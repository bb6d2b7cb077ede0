import { queryOptions } from '@tanstack/react-query';
import { ANNOUNCEMENTS_PAGE, ANNOUNCEMENTS_PAGE_SIZE } from '@/config/constants';
import { api } from '@/lib/api-client';
import type { QueryParams } from '@/lib/query-string';
import type { AnnouncementSearchResult, EventSearchResult, VideoSearchResult } from '@/types/api';

export const addEvent = (input: Record<string, unknown>) => api.post('/events/add', input);
export const searchEvents = (params: QueryParams = {}) => api.get<EventSearchResult>('/events/search', { query: params });
export const searchVideos = (params: QueryParams = {}) => api.get<VideoSearchResult>('/videos/search', { query: params });

/** GET /announcement/search?limit&page (defaults page 1, size 10). */
export const searchAnnouncements = (page = ANNOUNCEMENTS_PAGE, limit = ANNOUNCEMENTS_PAGE_SIZE) =>
  api.get<AnnouncementSearchResult>('/announcement/search', { query: { limit, page } });
export const announcementsQuery = (page = ANNOUNCEMENTS_PAGE, limit = ANNOUNCEMENTS_PAGE_SIZE) =>
  queryOptions({ queryKey: ['announcements', page, limit], queryFn: () => searchAnnouncements(page, limit) });
