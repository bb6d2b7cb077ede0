/**
 * The screens built on the tenders, notifications and content APIs, each its own chunk. Like account-screens.ts, this
 * map is a chunk of its own (app/screen-modules.ts loads it) so that its modulepreload lists stay out of the landing
 * page's first paint; the `tenders:` prefix of every name is how the router knows to look here.
 */
export const tenderScreens = {
  'tenders:tender-search': () => import('./routes/tenders/tender-search-screen'),
  'tenders:tender': () => import('./routes/tenders/tender-screen'),
  'tenders:bookmarks': () => import('./routes/tenders/bookmarks-screen'),
  'tenders:guest-search': () => import('./routes/tenders/guest-search-screen'),
  'tenders:guest-tender': () => import('./routes/tenders/guest-tender-screen'),
  'tenders:expert-dashboard': () => import('./routes/dashboard/expert-dashboard'),
  'tenders:notifications': () => import('./routes/notifications/notifications-screen'),
  'tenders:announcements': () => import('./routes/content/announcements-screen'),
  'tenders:events': () => import('./routes/content/events-screen'),
  'tenders:videos': () => import('./routes/content/videos-screen'),
} satisfies Record<`tenders:${string}`, () => Promise<{ default: React.ComponentType }>>;

export type TenderScreenName = keyof typeof tenderScreens;
