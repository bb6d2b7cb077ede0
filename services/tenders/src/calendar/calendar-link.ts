import { randomBytes } from 'node:crypto';
import type { CalendarFeedRow } from './calendar-feed.repository';

export interface CalendarLink {
  url: string;
  secret: string;
  createdAt: string;
}

/** A new feed secret: 24 random bytes, URL-safe. */
export const newCalendarSecret = () => randomBytes(24).toString('base64url');

export const calendarLink = (publicUrl: string, row: CalendarFeedRow): CalendarLink => ({
  url: `${publicUrl}/api/tender/calendar/${row.secret}.ics`,
  secret: row.secret,
  createdAt: row.created_at.toISOString(),
});
