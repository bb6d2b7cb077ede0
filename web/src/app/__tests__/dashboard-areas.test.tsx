import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anError } from '@/testing/account-builders';
import { installFetch, jsonResponse } from '@/testing/fake-fetch';
import { renderApp, signIn } from '@/testing/render-app';

jest.setTimeout(15_000);

/**
 * Issue 11 §9: a provider who opens the expert dashboard (a bookmark, a shared link) is told the page is for experts,
 * not shown "Expert … not found" from the calls the expert screen would make; the reverse for an expert.
 */
describe('dashboard areas', () => {
  it('a provider on the expert dashboard sees "This page is for experts" and no expert call is made', async () => {
    signIn({ role: 'provider' });
    const api = installFetch({
      'GET /api/bids/expert/acc-1/statistics': () => jsonResponse(404, anError(404, 'EXPERT.NOT_FOUND', 'Expert not found.')),
    });
    const app = renderApp('/v3/expert-dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'This page is for experts' })).toBeInTheDocument();
    expect(screen.queryByText(/not found/i)).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/bids/expert/acc-1/statistics')).toHaveLength(0);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Go to your dashboard' }));
    expect(app.location().pathname).toBe('/v3/dashboard');
  });

  it('staff on an expert page are refused the same way', async () => {
    signIn({ role: 'staff' });
    installFetch({});
    renderApp('/v3/expert-dashboard/my-projects/invitations');
    expect(await screen.findByRole('heading', { level: 1, name: 'This page is for experts' })).toBeInTheDocument();
  });

  it('an expert on the provider dashboard sees "This page is for providers" and a way to the expert dashboard', async () => {
    signIn({ role: 'expert' });
    installFetch({});
    const app = renderApp('/v3/dashboard/my-team');
    expect(await screen.findByRole('heading', { level: 1, name: 'This page is for providers' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'My team' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Go to your dashboard' }));
    expect(app.location().pathname).toBe('/v3/expert-dashboard');
  });

  it('an expert opens a workspace shared with them at /v3/dashboard/my-workspace/{id} (the spec has no expert route for it)', async () => {
    const { dashboardAreaOf } = await import('@/app/layouts/dashboard-area');
    expect(dashboardAreaOf('/v3/dashboard/my-workspace/w-1')).toBeNull();
    expect(dashboardAreaOf('/v3/dashboard/my-workspace')).toBe('provider');
    expect(dashboardAreaOf('/v3/dashboard/my-workspace/w-1/other')).toBe('provider');
  });

  it('an expert keeps the expert dashboard', async () => {
    signIn({ role: 'expert' });
    installFetch({
      'GET /api/bids/expert/acc-1/statistics': () => jsonResponse(200, { total: 0, pending: 0, accepted: 0, declined: 0 }),
      'GET /api/account/get-bookmark': () => jsonResponse(200, { bookmarks: [], tenderIds: [], count: 0 }),
    });
    renderApp('/v3/expert-dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Expert dashboard' })).toBeInTheDocument();
    expect(screen.queryByText('This page is for experts')).not.toBeInTheDocument();
  });
});
