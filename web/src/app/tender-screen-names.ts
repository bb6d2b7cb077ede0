/**
 * The screens on the tenders, notifications and content APIs. Their import map (app/tender-screens.ts) is a chunk of
 * its own; the `tenders:` prefix is how the router tells them apart without a runtime list in the entry chunk.
 */
export type TenderScreenName =
  | 'tenders:tender-search'
  | 'tenders:tender'
  | 'tenders:bookmarks'
  | 'tenders:guest-search'
  | 'tenders:guest-tender'
  | 'tenders:expert-dashboard'
  | 'tenders:notifications'
  | 'tenders:announcements'
  | 'tenders:events'
  | 'tenders:videos';

export const TENDER_SCREEN_PREFIX = 'tenders:';
