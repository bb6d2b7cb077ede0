import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePendingVerificationStore } from '@/features/auth/stores/pending-verification-store';
import { useAuthStore } from '@/stores/auth-store';
import { anError } from '@/testing/account-builders';
import { installFetch, jsonResponse } from '@/testing/fake-fetch';
import { renderApp } from '@/testing/render-app';

async function logIn(email = 'ada@provider.example', password = 'secret123') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/email address/i), email);
  await user.type(screen.getByLabelText(/^password/i), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

const loggedIn = (user: Record<string, unknown>, oldUserStatus = false) =>
  jsonResponse(200, { accessToken: 'a', refreshToken: 'r', oldUserStatus, partner: null, user, message: 'Logged in successfully' });

describe('/v3/login', () => {
  it('sends an unconfirmed account to /v3/confirmEmail with the new code', async () => {
    installFetch({
      'POST /api/account/login': () =>
        jsonResponse(
          403,
          anError(403, 'ACCOUNT.NOT_VERIFIED', 'Please verify your e-mail address first: we have sent you a new code.', { userId: 'u-1', otpId: 'o-1' }),
        ),
    });
    const app = renderApp('/v3/login');
    await logIn();
    await waitFor(() => expect(app.location().pathname).toBe('/v3/confirmEmail'));
    expect(await screen.findByText('Please verify your e-mail address first: we have sent you a new code.')).toBeInTheDocument();
    expect(usePendingVerificationStore.getState().pending).toEqual({ userId: 'u-1', otpId: 'o-1', type: undefined, email: 'ada@provider.example' });
    expect(await screen.findByLabelText(/confirmation code/i)).toBeInTheDocument();
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('says when to try again after too many attempts', async () => {
    installFetch({
      'POST /api/account/login': () =>
        jsonResponse(429, anError(429, 'REQUEST.RATE_LIMITED', 'Too many sign-in attempts for this account; try again in 15 minutes.')),
    });
    const app = renderApp('/v3/login');
    await logIn();
    expect(await screen.findAllByText('Too many sign-in attempts for this account; try again in 15 minutes.')).toHaveLength(2);
    expect(app.location().pathname).toBe('/v3/login');
  });

  it('toasts wrong credentials', async () => {
    installFetch({
      'POST /api/account/login': () => jsonResponse(401, anError(401, 'AUTH.WRONG_CREDENTIALS', 'The e-mail address or password is not correct.')),
    });
    renderApp('/v3/login');
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail address or password is not correct.');
  });

  it.each([
    [{ id: 'p', email: 'p@x.example', accountType: 'provider' }, false, '/v3/dashboard'],
    [{ id: 'p', email: 'p@x.example', accountType: 'provider' }, true, '/v3/dashboard/get-started'],
    [{ id: 'e', email: 'e@x.example', accountType: 'expert' }, false, '/v3/expert-dashboard'],
  ])('goes where spec §2 says after login (%o, old user %s → %s)', async (user, oldUser, target) => {
    installFetch({ 'POST /api/account/login': () => loggedIn(user, oldUser) });
    const app = renderApp('/v3/login');
    await logIn();
    await waitFor(() => expect(app.location().pathname).toBe(target));
    expect(await screen.findByText('Logged in successfully')).toBeInTheDocument();
  });

  it('returns to ?next= when present', async () => {
    installFetch({ 'POST /api/account/login': () => loggedIn({ id: 'e', email: 'e@x.example', accountType: 'expert' }) });
    const app = renderApp('/v3/login?next=%2Faccount%2Fmanage-plan');
    await logIn();
    await waitFor(() => expect(app.location().pathname).toBe('/account/manage-plan'));
  });
});
