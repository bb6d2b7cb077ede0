import type { PageViewCount } from '../../analytics.repository';
import type { PageViewsByDay } from './page-views-by-day.query';

export const CHART_ROUTES = 8;
export const OTHER_ROUTES = 'other routes';

/** The days of the window ending `today` (UTC), oldest first. */
export function windowDays(today: Date, days: number): string[] {
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: days }, (_, i) => new Date(end - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

/** Shapes counts into the chart: the busiest CHART_ROUTES routes, the rest as one series, zeros for quiet days. */
export function pageViewsChart(counts: PageViewCount[], days: string[]): PageViewsByDay {
  const index = new Map(days.map((day, i) => [day, i]));
  const series = new Map<string, number[]>();
  for (const { day, path, views } of counts) {
    const i = index.get(day);
    if (i === undefined) continue;
    const row = series.get(path) ?? days.map(() => 0);
    row[i] += views;
    series.set(path, row);
  }
  const ranked = [...series.entries()]
    .map(([path, views]) => ({ path, views, total: views.reduce((a, b) => a + b, 0) }))
    .sort((a, b) => b.total - a.total || a.path.localeCompare(b.path));
  const top = ranked.slice(0, CHART_ROUTES);
  const rest = ranked.slice(CHART_ROUTES);
  if (rest.length) {
    const views = days.map((_, i) => rest.reduce((sum, r) => sum + r.views[i], 0));
    top.push({ path: OTHER_ROUTES, views, total: views.reduce((a, b) => a + b, 0) });
  }
  return { days, routes: top.map(({ path, total, views }) => ({ path, total, views })) };
}
