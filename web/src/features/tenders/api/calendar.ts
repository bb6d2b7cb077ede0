import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CalendarLink } from '@jointly/contracts';

/** GET /tender/calendar-link: the iCal feed of the bookmarked tenders' closing dates (created on first use). */
export const getCalendarLink = () => api.get<CalendarLink>('/tender/calendar-link', { toastOnError: false });
export const calendarLinkQuery = () => queryOptions({ queryKey: ['calendar-link'], queryFn: getCalendarLink, staleTime: Infinity });

/** POST /tender/calendar-link/rotate: a new address; the old one stops working. */
export const rotateCalendarLink = () => api.post<CalendarLink & { message: string }>('/tender/calendar-link/rotate');
