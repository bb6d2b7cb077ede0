import { screen, within } from '@testing-library/react';
import { renderAdmin } from '../../testing/render-admin';
import { writeSession } from '../../providers/session-store';
import { pageViewsChart, type PageViews } from '../chart-data';
import { PageViewsChart } from '../dashboard';

const data: PageViews = {
  days: ['2026-11-23', '2026-11-24', '2026-11-25'],
  routes: [
    { path: '/tender/:id', total: 7, views: [0, 5, 2] },
    { path: '/', total: 3, views: [2, 0, 1] },
  ],
};

function answer(status: number, body: unknown) {
  globalThis.fetch = jest.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  return globalThis.fetch as jest.Mock;
}

describe('page views by route and day', () => {
  beforeEach(() =>
    writeSession({ accessToken: 'at', refreshToken: 'rt', user: { id: 'a', email: 'a@x', name: null, accountType: 'admin' } }),
  );

  it('maps days to categories and routes to stacked series', () => {
    expect(pageViewsChart(data)).toEqual({
      categories: ['23 Nov', '24 Nov', '25 Nov'],
      series: [
        { key: '/tender/:id', label: '/tender/:id', values: [0, 5, 2] },
        { key: '/', label: '/', values: [2, 0, 1] },
      ],
    });
  });

  it('charts the answer of GET /api/admin/stats/page-views with the numbers as a table', async () => {
    const fetch = answer(200, data);
    renderAdmin(<PageViewsChart />, { dataProvider: {}, resource: 'dashboard' });
    const figure = await screen.findByRole('figure', { name: /Page views per day by route/ });
    expect(String(fetch.mock.calls[0][0])).toBe('/api/admin/stats/page-views?days=30');
    expect(within(figure).getAllByText('/tender/:id').length).toBeGreaterThan(0);
    expect(within(figure).getByRole('img')).toHaveAccessibleName(expect.stringMatching(/10 page views/));
  });

  it('says when nothing was counted yet, and why', async () => {
    answer(200, { days: data.days, routes: [] });
    renderAdmin(<PageViewsChart />, { dataProvider: {}, resource: 'dashboard' });
    expect(await screen.findByText(/No page views in the last 30 days/)).toBeInTheDocument();
  });

  it('says when the figures could not be loaded', async () => {
    answer(500, { message: 'Database unavailable' });
    renderAdmin(<PageViewsChart />, { dataProvider: {}, resource: 'dashboard' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The page views could not be loaded');
  });
});
