import { screen, within } from '@testing-library/react';
import { useDataStore } from '@/stores/data-store';
import { installFetch, jsonResponse } from '@/testing/fake-fetch';
import { renderApp, signIn } from '@/testing/render-app';
import { routeCatalogue } from '../route-catalogue';

/** Issue 17: no route of spec §2 renders a "Coming soon" page (the placeholder screen no longer exists). */

describe('no placeholder pages', () => {
  it('every route of the catalogue names a built screen (there is no placeholder screen left to name)', () => {
    expect(routeCatalogue.filter((entry) => (entry.screen as string) === 'coming-soon').map((entry) => entry.path)).toEqual([]);
    expect(routeCatalogue.every((entry) => typeof entry.screen === 'string' && entry.screen.length > 0)).toBe(true);
  });

  it('/admin is the admin sign-in, not "Coming soon"', async () => {
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin sign-in', level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
  });

  it.each(['/v3/dashboard/saved-searches', '/v3/expert-dashboard/anything'])(
    'an unknown dashboard section %s is Page Not Found inside the dashboard shell',
    async (path) => {
      signIn(path.includes('expert') ? { role: 'expert' } : {});
      useDataStore.getState().setUnreadNotifications(3);
      renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Page Not Found', level: 1 })).toBeInTheDocument();
      expect(screen.getByText('404')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
      expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
    },
  );

  it('shows the expert navigation to experts in the dashboard shell', async () => {
    signIn({ role: 'expert' });
    renderApp('/v3/expert-dashboard/anything');
    await screen.findByRole('heading', { name: 'Page Not Found', level: 1 });
    const nav = screen.getAllByRole('navigation', { name: 'Dashboard', hidden: true })[0];
    expect(within(nav).getByRole('link', { name: 'Invitations', hidden: true })).toHaveAttribute(
      'href',
      '/v3/expert-dashboard/my-projects/invitations',
    );
  });

  it('/consortium/complete-profile is the company profile form', async () => {
    installFetch({
      'GET /account/me': () => jsonResponse(404, { message: 'no fake' }),
    });
    signIn();
    renderApp('/consortium/complete-profile');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
  });
});
