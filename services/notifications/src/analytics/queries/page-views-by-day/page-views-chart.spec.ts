import { CHART_ROUTES, OTHER_ROUTES, pageViewsChart, windowDays } from './page-views-chart';

describe('page views chart', () => {
  it('lists every day of the window, oldest first', () => {
    expect(windowDays(new Date('2026-03-01T15:00:00Z'), 3)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
  });

  it('puts zeros on quiet days and ranks routes by views', () => {
    const days = ['2026-11-23', '2026-11-24', '2026-11-25'];
    const chart = pageViewsChart(
      [
        { day: '2026-11-23', path: '/', views: 2 },
        { day: '2026-11-25', path: '/', views: 1 },
        { day: '2026-11-24', path: '/tender/:id', views: 5 },
        { day: '2026-10-01', path: '/old', views: 9 },
      ],
      days,
    );
    expect(chart).toEqual({
      days,
      routes: [
        { path: '/tender/:id', total: 5, views: [0, 5, 0] },
        { path: '/', total: 3, views: [2, 0, 1] },
      ],
    });
  });

  it('sums the routes past the busiest into one series', () => {
    const days = ['2026-11-25'];
    const counts = Array.from({ length: CHART_ROUTES + 3 }, (_, i) => ({ day: days[0], path: `/r${i}`, views: 100 - i }));
    const chart = pageViewsChart(counts, days);
    expect(chart.routes).toHaveLength(CHART_ROUTES + 1);
    expect(chart.routes.at(-1)).toEqual({ path: OTHER_ROUTES, total: 92 + 91 + 90, views: [273] });
  });
});
