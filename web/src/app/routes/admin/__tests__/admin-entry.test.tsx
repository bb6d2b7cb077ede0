import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browserWindow, HANDOFF_STORAGE_KEY } from '@/features/admin/console-handoff';
import { useAuthStore } from '@/stores/auth-store';
import { installFetch, jsonResponse } from '@/testing/fake-fetch';
import { renderApp, signIn } from '@/testing/render-app';

const CODE = 'h'.repeat(43);
const adminLoginResponse = {
  accessToken: 'admin-access',
  refreshToken: 'admin-refresh',
  oldUserStatus: false,
  partner: null,
  user: { id: 'adm-1', email: 'ada@jointly.test', accountType: 'admin' },
};

let assign: jest.SpyInstance;
beforeEach(() => {
  assign = jest.spyOn(browserWindow, 'assign').mockImplementation(() => undefined);
});
afterEach(() => {
  assign.mockRestore();
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, value: true });
});

async function signInAsAdmin(email = 'ada@jointly.test', password = 'Admin-password') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/email address/i), email);
  await user.type(screen.getByLabelText(/^password/i), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('/admin: the admin sign-in', () => {
  it('signs an admin in and opens the console with a one-time code kept out of the URL', async () => {
    const fetches = installFetch({
      'POST /api/admin/login': () => jsonResponse(200, adminLoginResponse),
      'POST /api/admin/console-handoff': () => jsonResponse(200, { code: CODE, expiresAt: new Date().toISOString() }),
    });
    renderApp('/admin');
    await signInAsAdmin();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/console/#/'));
    expect(fetches.callsTo('POST', '/api/admin/login')[0].body).toEqual({ email: 'ada@jointly.test', password: 'Admin-password' });
    expect(fetches.callsTo('POST', '/api/admin/console-handoff')[0].headers.Authorization).toBe('Bearer admin-access');
    expect(window.sessionStorage.getItem(HANDOFF_STORAGE_KEY)).toBe(CODE);
    expect(String(assign.mock.calls[0][0])).not.toContain(CODE);
    expect(String(assign.mock.calls[0][0])).not.toContain('admin-access');
  });

  it("shows the server's refusal to a non-admin and keeps them signed out", async () => {
    installFetch({
      'POST /api/admin/login': () =>
        jsonResponse(403, { message: 'Only administrators can sign in to the console.', code: 'AUTH.NOT_ADMIN' }),
    });
    renderApp('/admin');
    await signInAsAdmin('pat@provider.example');
    expect(await screen.findByRole('alert')).toHaveTextContent('Only administrators can sign in to the console.');
    expect(useAuthStore.getState().user).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('checks the fields before calling the server', async () => {
    const fetches = installFetch({});
    renderApp('/admin');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(fetches.calls).toHaveLength(0);
  });

  it('is reachable from the keyboard alone', async () => {
    installFetch({
      'POST /api/admin/login': () => jsonResponse(200, adminLoginResponse),
      'POST /api/admin/console-handoff': () => jsonResponse(200, { code: CODE, expiresAt: '' }),
    });
    renderApp('/admin?next=/admin/tenders');
    const user = userEvent.setup();
    await screen.findByLabelText(/email address/i);
    await user.tab();
    while (document.activeElement !== screen.getByLabelText(/email address/i)) await user.tab();
    await user.keyboard('ada@jointly.test');
    await user.tab();
    await user.keyboard('Admin-password{Enter}');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/console/#/tenders'));
  });

  it('a signed-in non-admin sees "Admins only"', async () => {
    const fetches = installFetch({});
    signIn();
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Admins only', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/v3/dashboard');
    expect(fetches.callsTo('POST', '/api/admin/console-handoff')).toHaveLength(0);
  });
});

describe('/admin/… routes open the matching console screen', () => {
  it.each([
    ['/admin/tenders', '/console/#/tenders'],
    ['/admin/add-event', '/console/#/events/create'],
    ['/admin/all-users', '/console/#/users'],
    ['/admin/dashboard', '/console/#/'],
    ['/admin/consortiums', '/console/#/partners'],
  ])('%s → %s for a signed-in admin', async (path, target) => {
    installFetch({ 'POST /api/admin/console-handoff': () => jsonResponse(200, { code: CODE, expiresAt: '' }) });
    signIn({ role: undefined, accountType: 'admin' });
    renderApp(path);
    expect(await screen.findByText(/Opening .* in the console/)).toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(target));
  });

  it('sends a visitor to the admin sign-in, remembering the screen', async () => {
    const app = renderApp('/admin/all-users');
    await waitFor(() => expect(app.location().pathname).toBe('/admin'));
    expect(app.location().search).toBe('?next=%2Fadmin%2Fall-users');
    expect(await screen.findByRole('heading', { name: 'Admin sign-in', level: 1 })).toBeInTheDocument();
  });

  it('a signed-in provider gets "Admins only" and no hand-off is asked for', async () => {
    const fetches = installFetch({});
    signIn();
    renderApp('/admin/consortiums');
    expect(await screen.findByRole('heading', { name: 'Admins only', level: 1 })).toBeInTheDocument();
    expect(fetches.callsTo('POST', '/api/admin/console-handoff')).toHaveLength(0);
    expect(assign).not.toHaveBeenCalled();
  });

  it('says why when the console cannot be opened, and tries again', async () => {
    let refuse = true;
    installFetch({
      'POST /api/admin/console-handoff': () =>
        refuse
          ? jsonResponse(403, { message: 'Only administrators can open the console.' })
          : jsonResponse(200, { code: CODE, expiresAt: '' }),
    });
    signIn({ role: undefined, accountType: 'admin' });
    renderApp('/admin/tenders');
    expect(await screen.findByText('The console could not be opened')).toBeInTheDocument();
    expect(screen.getByText('Only administrators can open the console.')).toBeInTheDocument();
    refuse = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/console/#/tenders'));
  });

  it('offline, says so instead of calling the server', async () => {
    const fetches = installFetch({});
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, value: false });
    signIn({ role: undefined, accountType: 'admin' });
    renderApp('/admin/dashboard');
    expect(await screen.findByText(/You are offline/)).toBeInTheDocument();
    expect(fetches.callsTo('POST', '/api/admin/console-handoff')).toHaveLength(0);
  });
});
