import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { data } from 'react-router-dom';
import { useAuthStore } from '@/stores/auth-store';
import { useDataStore } from '@/stores/data-store';
import { anError } from '@/testing/account-builders';
import { installFetch, jsonResponse } from '@/testing/fake-fetch';
import { aSearchPage } from '@/testing/tender-builders';
import { renderApp, signIn } from '@/testing/render-app';
import { RootLayout } from '../root-layout';
import { RouteErrorPage } from '../route-error';

describe('error pages', () => {
  it('shows Page Not Found (404) for an unknown URL, with a way home', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByText('/no/such/page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Page Not Found · Jointly'));
  });

  it('shows Internal Server Error when a route fails', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const routes = [
      {
        path: '/',
        element: <RootLayout />,
        errorElement: <RouteErrorPage />,
        hydrateFallbackElement: <p>loading</p>,
        children: [
          {
            path: 'broken',
            loader: () => {
              throw new Error('database on fire');
            },
            Component: () => <p>never shown</p>,
          },
        ],
      },
    ];
    renderApp('/broken', { routes });
    expect(await screen.findByRole('heading', { name: 'Internal Server Error', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText('never shown')).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
  });

  it('shows Page Not Found when a route answers 404', async () => {
    const routes = [
      {
        path: '/',
        errorElement: <RouteErrorPage />,
        hydrateFallbackElement: <p>loading</p>,
        children: [
          {
            path: 'gone',
            loader: () => {
              throw data('missing', { status: 404 });
            },
            Component: () => null,
          },
        ],
      },
    ];
    renderApp('/gone', { routes });
    expect(await screen.findByRole('heading', { name: 'Page Not Found', level: 1 })).toBeInTheDocument();
  });
});

describe('home and join', () => {
  it('the home page describes the product and links to sign-up', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Find the right tenders. Bid together. Win more.', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Know your eligibility' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How it works' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join Jointly' })).toHaveAttribute('href', '/v3/join');
    expect(document.getElementById('features')).not.toBeNull();
  });

  it('the join page offers Provider, Expert and Staff sign-up', async () => {
    renderApp('/v3/join');
    expect(await screen.findByRole('heading', { name: 'Join Jointly', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up as a Provider' })).toHaveAttribute('href', '/v3/register?type=provider');
    expect(screen.getByRole('link', { name: 'Sign up as an Expert' })).toHaveAttribute('href', '/v3/register?type=expert');
    expect(screen.getByRole('link', { name: 'Sign up as Staff' })).toHaveAttribute('href', '/v3/register?type=staff');
    const existing = screen.getByText(/Already have an account\?/);
    expect(within(existing).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/v3/login');
  });
});

describe('scrolling', () => {
  it('scrolls to the top on navigation and to the hash target when there is one', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo');
    const scrollIntoView = jest.spyOn(Element.prototype, 'scrollIntoView');
    const app = renderApp('/v3/join');
    await screen.findByRole('heading', { name: 'Join Jointly', level: 1 });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    await act(() => app.router.navigate('/#how-it-works'));
    await screen.findByRole('heading', { name: 'How it works' });
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(document.getElementById('how-it-works'));
  });
});

describe('dashboard shell actions', () => {
  const dashboardApi = (logoutAnswer: () => Response) => ({
    'GET /api/tenders/filter-search': () => jsonResponse(200, aSearchPage()),
    'GET /api/saved-search': () => jsonResponse(200, { foundSavedSearches: [], count: 0 }),
    'GET /api/account/get-bookmark': () => jsonResponse(200, { bookmarks: [], tenderIds: [], count: 0 }),
    'GET /api/notification/all/acc-1': () => jsonResponse(200, { foundNotifications: [], count: 0, currentPage: 1, totalPages: 0 }),
    'POST /api/account/logout': logoutAnswer,
  });

  it('logs out from the account menu, ending the session on the server (its refresh token dies with it)', async () => {
    signIn();
    useDataStore.getState().setSearchTerm('domiciliary care');
    window.sessionStorage.setItem('jointly.draft', 'x');
    const api = installFetch(dashboardApi(() => jsonResponse(200, { message: 'Logged out successfully' })));
    const app = renderApp('/v3/dashboard');
    expect(await screen.findByRole('heading', { name: '1 tender', level: 2 })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));

    await waitFor(() => expect(app.location().pathname).toBe('/v3/login'));
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(useAuthStore.getState().user).toBeNull();
    expect(useDataStore.getState().searchTerm).toBe('');
    expect(window.sessionStorage.getItem('jointly.draft')).toBeNull();
    expect(api.callsTo('POST', '/api/account/logout')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/account/logout')[0].headers.Authorization).toBe('Bearer access-1');
  });

  it('logs out here even when the server cannot be told', async () => {
    signIn();
    const api = installFetch(dashboardApi(() => jsonResponse(503, anError(503, 'SERVER.UNAVAILABLE', 'Down for maintenance.'))));
    const app = renderApp('/v3/dashboard');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(app.location().pathname).toBe('/v3/login'));
    expect(api.callsTo('POST', '/api/account/logout')).toHaveLength(1);
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('requests a Tender Writer and confirms it; Continue closes the dialog and goes to the dashboard', async () => {
    signIn({ email: 'ada@provider.example' });
    const api = installFetch({ 'POST /api/account/request-writer': () => jsonResponse(201, { message: 'ok' }) });
    const app = renderApp('/consortium/complete-profile');
    const user = userEvent.setup();
    const [requestButton] = await screen.findAllByRole('button', { name: 'Request a Tender Writer', hidden: true });
    await user.click(requestButton);

    const dialog = await screen.findByRole('dialog', { name: 'Tender Writer request received' });
    expect(api.callsTo('POST', '/api/account/request-writer')).toHaveLength(1);
    expect(dialog).toHaveTextContent(
      'Your request for a Tender Writer was successfully processed. An email with details of our Tender Writing Services has just been sent to ada@provider.example.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(app.location().pathname).toBe('/v3/dashboard'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
