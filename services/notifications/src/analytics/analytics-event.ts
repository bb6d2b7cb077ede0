/**
 * First-party product analytics (issue 17 §3, spec §4 and §9): page views and named events the web app sends in
 * batches of at most 50. Stored without anything that names a person: no account, no address, no query string, and
 * ids in paths replaced by `:id`, so a row says "someone viewed /tender/:id", never who or which tender.
 */
export const ANALYTICS_BATCH_MAX = 50;
export const ANALYTICS_PATH_MAX = 200;
export const ANALYTICS_NAME_PATTERN = /^[a-z][a-z0-9_.:-]{0,63}$/;
/** How far an event's own time may lie from the server's: older events (a tab asleep for days) are dropped. */
export const ANALYTICS_MAX_AGE_MS = 24 * 60 * 60 * 1000;
export const ANALYTICS_MAX_AHEAD_MS = 5 * 60 * 1000;

export type AnalyticsKind = 'pageview' | 'event';

export interface AnalyticsEventInput {
  type: AnalyticsKind;
  path: string;
  name?: string;
  at: string;
}

export interface AnalyticsRow {
  kind: AnalyticsKind;
  path: string;
  name: string | null;
  occurredAt: Date;
}

const ID_SEGMENT = /^(\d+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[A-Za-z0-9_-]{20,}|ocds-[^/]+)$/i;

/**
 * The route a path belongs to: the query and hash dropped, percent-escapes and ids (numbers, UUIDs, OCDS ids, long
 * tokens) replaced by `:id`, trailing slash removed. Answers null for anything that is not an app path.
 */
export function normaliseAnalyticsPath(raw: string): string | null {
  if (typeof raw !== 'string' || !raw.startsWith('/') || raw.startsWith('//')) return null;
  const pathname = raw.split(/[?#]/)[0];
  const segments = pathname.split('/').filter(Boolean);
  const mapped = segments.map((segment) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return ':id';
    }
    if (ID_SEGMENT.test(decoded) || decoded.includes('@')) return ':id';
    return /^[A-Za-z0-9._~-]+$/.test(decoded) ? decoded : ':id';
  });
  const path = `/${mapped.join('/')}`;
  return path.length <= ANALYTICS_PATH_MAX ? path : null;
}

/**
 * Checks one batch; answers the rows to store (with how many events were dropped) or the first reason it is refused.
 * Refused (400): what the request document states (a name for an event and none for a page view, a path starting with
 * one /). Dropped, the rest of the batch stored: events whose time lies outside the last day (a tab asleep for days)
 * or whose path, with ids replaced, is not an app path of at most 200 characters: rules about the event, not the
 * request, that no schema can state (they depend on the server's clock and on the normalisation).
 */
export function toAnalyticsRows(
  events: AnalyticsEventInput[],
  now: Date,
): { ok: true; rows: AnalyticsRow[]; dropped: number } | { ok: false; reason: string } {
  const rows: AnalyticsRow[] = [];
  let dropped = 0;
  for (const [index, event] of events.entries()) {
    if (typeof event.path !== 'string' || !event.path.startsWith('/') || event.path.startsWith('//'))
      return { ok: false, reason: `events[${index}].path must be an app path starting with /` };
    if (event.type === 'event' && !event.name) return { ok: false, reason: `events[${index}].name is required for an event` };
    if (event.type === 'pageview' && event.name) return { ok: false, reason: `events[${index}].name is only for events` };
    const path = normaliseAnalyticsPath(event.path);
    const occurredAt = new Date(event.at);
    const age = now.getTime() - occurredAt.getTime();
    if (!path || Number.isNaN(age) || age > ANALYTICS_MAX_AGE_MS || age < -ANALYTICS_MAX_AHEAD_MS) {
      dropped++;
      continue;
    }
    rows.push({ kind: event.type, path, name: event.name ?? null, occurredAt });
  }
  return { ok: true, rows, dropped };
}
