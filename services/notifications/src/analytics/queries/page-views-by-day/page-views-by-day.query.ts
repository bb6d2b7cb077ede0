/** Page views per route and UTC day over the last `days` days, for the console chart. */
export class PageViewsByDayQuery {
  constructor(readonly days: number) {}
}

export interface PageViewsByDay {
  /** Every day of the window, oldest first (YYYY-MM-DD). */
  days: string[];
  /** The busiest routes, busiest first, with one count per day; the rest summed as "other routes". */
  routes: Array<{ path: string; total: number; views: number[] }>;
}
