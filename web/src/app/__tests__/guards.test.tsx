import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchRoutes } from 'react-router-dom';
import { defaultPathAfterLogin } from '@/lib/auth';
import { useAuthStore } from '@/stores/auth-store';
import { useDataStore } from '@/stores/data-store';
import { installFetch, jsonResponse } from '@/testing/fake-fetch';
import { aTenderDetail } from '@/testing/tender-builders';
import { renderApp, signIn } from '@/testing/render-app';
import { buildRoutes } from '../router';

const loginResponse = (overrides: Record<string, unknown> = {}) => ({
  accessToken: 'access-new',
  refreshToken: 'refresh-new',
  oldUserStatus: false,
  partner: { id: 'partner-9', companyName: 'Care & Co' },
  user: { id: 'acc-9', email: 'ada@provider.example', role: 'provider' },
  ...overrides,
});

async function logIn() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/email address/i), 'ada@provider.example');
  await user.type(screen.getByLabelText(/^password/i), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('guest-only routes', () => {
  it.each(['/v3/login', '/v3/register', '/v3/confirmEmail', '/password/email', '/password/emailOTP', '/password/newPassword'])(
    'send a signed-in user from %s to /v3/dashboard',
    async (path) => {
      signIn();
      const app = renderApp(path);
      await waitFor(() => expect(app.location().pathname).toBe('/v3/dashboard'));
      expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    },
  );

  it('shows the login page to a visitor', async () => {
    const app = renderApp('/v3/login');
    expect(await screen.findByRole('heading', { name: 'Log in', level: 1 })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/v3/login');
  });

  it('sends a signed-in user on the home page to /v3/dashboard', async () => {
    signIn();
    const app = renderApp('/');
    await waitFor(() => expect(app.location().pathname).toBe('/v3/dashboard'));
  });

  it('keeps open routes open for signed-in users', async () => {
    signIn();
    const app = renderApp('/v3/join');
    expect(await screen.findByRole('heading', { name: 'Join Jointly', level: 1 })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/v3/join');
  });
});

describe('authenticated routes', () => {
  it('send a visitor to /v3/login remembering where they were going', async () => {
    const app = renderApp('/tender/42?tab=criteria');
    await waitFor(() => expect(app.location().pathname).toBe('/v3/login'));
    expect(new URLSearchParams(app.location().search).get('next')).toBe('/tender/42?tab=criteria');
    expect(await screen.findByText('Please log in to continue to that page.')).toBeInTheDocument();
  });

  it('return the visitor to the remembered page after login', async () => {
    const api = installFetch({
      'POST /api/account/login': () => jsonResponse(200, loginResponse()),
      'GET /api/tender/view/42': () => jsonResponse(200, aTenderDetail({ id: '42', title: 'Supported living in Wales' })),
      'GET /api/account/get-bookmark': () => jsonResponse(200, { bookmarks: [], tenderIds: [], count: 0 }),
    });
    const app = renderApp('/tender/42?tab=criteria');
    await waitFor(() => expect(app.location().pathname).toBe('/v3/login'));

    await logIn();

    expect(await screen.findByRole('heading', { name: 'Supported living in Wales', level: 1 })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/tender/42');
    expect(app.location().search).toBe('?tab=criteria');
    expect(api.callsTo('POST', '/api/account/login')[0].body).toEqual({ email: 'ada@provider.example', password: 'correct horse' });
    expect(useAuthStore.getState().user).toMatchObject({ accessToken: 'access-new', refreshToken: 'refresh-new', email: 'ada@provider.example' });
    expect(useDataStore.getState().partner).toEqual({ id: 'partner-9', companyName: 'Care & Co' });
    expect(screen.getByText('Logged in successfully')).toBeInTheDocument();
  });

  it('let a signed-in user in', async () => {
    signIn();
    const app = renderApp('/consortium/bids');
    expect(await screen.findByRole('heading', { name: 'Consortium bids', level: 1 })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/consortium/bids');
  });

  it('ignore a remembered target that leaves the site', async () => {
    installFetch({ 'POST /api/account/login': () => jsonResponse(200, loginResponse()) });
    const app = renderApp('/v3/login?next=//evil.example/steal');
    await logIn();
    await waitFor(() => expect(app.location().pathname).toBe('/v3/dashboard'));
  });
});

describe('after login without a remembered page', () => {
  it('an expert goes to /v3/expert-dashboard', async () => {
    installFetch({
      'POST /api/account/login': () => jsonResponse(200, loginResponse({ partner: null, user: { id: 'e1', email: 'ex@x.example', role: 'Expert' } })),
    });
    const app = renderApp('/v3/login');
    await logIn();
    await waitFor(() => expect(app.location().pathname).toBe('/v3/expert-dashboard'));
    expect(useDataStore.getState().partner).toBeNull();
  });

  it('a provider with the old-user flag goes to /v3/dashboard/get-started', async () => {
    installFetch({ 'POST /api/account/login': () => jsonResponse(200, loginResponse({ oldUserStatus: true })) });
    const app = renderApp('/v3/login');
    await logIn();
    await waitFor(() => expect(app.location().pathname).toBe('/v3/dashboard/get-started'));
  });

  it('maps account kinds to their landing pages', () => {
    expect(defaultPathAfterLogin({ role: 'provider' }, false)).toBe('/v3/dashboard');
    expect(defaultPathAfterLogin({ accountType: 'Provider' }, true)).toBe('/v3/dashboard/get-started');
    expect(defaultPathAfterLogin({ role: 'EXPERT' }, true)).toBe('/v3/expert-dashboard');
  });

  it('keeps the user on the login page with the server message when login fails', async () => {
    installFetch({ 'POST /api/account/login': () => jsonResponse(400, { message: 'Invalid email or password.' }) });
    const app = renderApp('/v3/login');
    await logIn();
    expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument();
    expect(app.location().pathname).toBe('/v3/login');
    expect(useAuthStore.getState().user).toBeNull();
  });
});

describe('route table', () => {
  // Spec §2, every route, with the guard the app applies.
  const expected: Array<[string, 'open' | 'guest' | 'auth']> = [
    ['/', 'open'], ['/guest', 'open'], ['/guest/7', 'open'], ['/expert-connect', 'open'], ['/expert-connect/7', 'open'],
    ['/consortium/signup', 'open'], ['/v3/join', 'open'], ['/admin', 'open'],
    ['/v3/login', 'guest'], ['/v3/register', 'guest'], ['/v3/confirmEmail', 'guest'], ['/password/email', 'guest'],
    ['/password/emailOTP', 'guest'], ['/password/newPassword', 'guest'],
    ['/tender/7', 'auth'], ['/account', 'auth'], ['/account/manage-plan', 'auth'], ['/user/next-step', 'auth'],
    ['/user/update-profile', 'auth'], ['/v3/user/next-step', 'auth'], ['/v3/dashboard', 'auth'],
    ['/v3/dashboard/expert-finder', 'auth'], ['/v3/dashboard/tenders', 'auth'], ['/v3/expert-dashboard', 'auth'],
    ['/v3/expert-dashboard/tenders', 'auth'], ['/consortium/7', 'auth'], ['/consortium/bids', 'auth'],
    ['/consortium/messages', 'auth'], ['/consortium/dashboard', 'auth'], ['/consortium/verification', 'auth'],
    ['/consortium/complete-profile', 'auth'], ['/admin/tenders', 'auth'], ['/admin/add-event', 'auth'],
    ['/admin/all-users', 'auth'], ['/admin/dashboard', 'auth'], ['/admin/consortiums', 'auth'],
    ['/v3/dashboard/some-section', 'auth'], ['/v3/dashboard/billing', 'auth'], ['/v3/dashboard/my-team', 'auth'],
    ['/v3/dashboard/get-started', 'auth'], ['/v3/dashboard/announcements', 'auth'], ['/v3/dashboard/my-workspace', 'auth'],
    ['/v3/dashboard/my-workspace/7', 'auth'], ['/v3/expert-dashboard/some-section', 'auth'], ['/v3/expert-dashboard/billing', 'auth'],
    ['/v3/expert-dashboard/message', 'auth'], ['/v3/expert-dashboard/my-team', 'auth'], ['/v3/expert-dashboard/get-started', 'auth'],
    ['/v3/expert-dashboard/my-workspace', 'auth'], ['/v3/expert-dashboard/announcements', 'auth'],
    ['/v3/expert-dashboard/expert-finder', 'auth'], ['/v3/expert-dashboard/tenders/7', 'auth'],
    ['/v3/expert-dashboard/my-projects/7', 'auth'], ['/v3/expert-dashboard/my-projects/partners', 'auth'],
    ['/v3/expert-dashboard/my-projects/invitations', 'auth'], ['/v3/user/update-profile', 'auth'],
    ['/v3/user/update-staff-profile', 'auth'], ['/v3/user/update-expert-profile', 'auth'], ['/v3/user/update-vendor-profile', 'auth'],
  ];

  it.each(expected)('declares %s with the %s guard', (path, guard) => {
    const matches = matchRoutes(buildRoutes(), path) ?? [];
    const leaf = matches[matches.length - 1].route;
    expect(leaf.id).not.toBe('not-found');
    expect((leaf.handle as { guard: string }).guard).toBe(guard);
    expect(typeof leaf.lazy).toBe('function');
    if (guard === 'open' && path !== '/') expect(leaf.loader).toBeUndefined();
    else expect(leaf.loader).toEqual(expect.any(Function));
  });

  it('matches the static sub-pages before the dynamic ones', () => {
    const leafId = (path: string) => (matchRoutes(buildRoutes(), path) ?? []).at(-1)?.route.id;
    expect(leafId('/consortium/signup')).toBe('consortium-signup');
    expect(leafId('/consortium/bids')).toBe('consortium-bids');
    expect(leafId('/v3/dashboard/billing')).toBe('dashboard-billing');
    expect(leafId('/v3/expert-dashboard/my-projects/partners')).toBe('expert-project-partners');
  });

  it('forwards /dashboard to the dashboard or home', async () => {
    const visitor = renderApp('/dashboard');
    await waitFor(() => expect(visitor.location().pathname).toBe('/'));
    visitor.unmount();
    signIn();
    const member = renderApp('/dashboard');
    await waitFor(() => expect(member.location().pathname).toBe('/v3/dashboard'));
  });
});
