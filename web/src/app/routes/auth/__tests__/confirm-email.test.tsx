import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePendingVerificationStore } from '@/features/auth/stores/pending-verification-store';
import { useAuthStore } from '@/stores/auth-store';
import { useDataStore } from '@/stores/data-store';
import { aMe, anError, someEnums } from '@/testing/account-builders';
import { installFetch, jsonResponse } from '@/testing/fake-fetch';
import { renderApp } from '@/testing/render-app';

const USER_ID = '6f1c9c1e-1111-4aaa-8bbb-000000000001';
const OTP_ID = '6f1c9c1e-2222-4aaa-8bbb-000000000002';

const verified = (accountType: string) => ({
  accessToken: 'access-v',
  refreshToken: 'refresh-v',
  oldUserStatus: false,
  user: { id: USER_ID, email: 'ada@provider.example', accountType, name: 'Ada' },
  partner: accountType === 'provider' ? { id: 'co-1', companyName: 'Care & Co' } : null,
  message: 'Your e-mail address is verified. Welcome to Jointly!',
});

// The screens verification lands on load the account and the option lists.
const landingCalls = {
  'GET /api/account/me': () => jsonResponse(200, aMe({ id: USER_ID })),
  'GET /api/generic-apis/all-enum': () => jsonResponse(200, someEnums()),
};

async function enterCode(code: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/confirmation code/i), code);
  await user.click(screen.getByRole('button', { name: 'Confirm email' }));
  return user;
}

describe('/v3/confirmEmail', () => {
  it.each([
    ['provider', '/api/account/verify-and-auth', '/v3/user/update-profile', 'Your company profile'],
    ['expert', '/api/expert/verify-and-auth', '/v3/user/update-expert-profile', 'Your expert profile'],
    ['staff', '/api/staff/verify-and-auth', '/v3/user/update-staff-profile', 'Your staff profile'],
  ] as const)('verifies a %s, signs them in and goes where spec §2 says', async (type, path, target, heading) => {
    usePendingVerificationStore.getState().start({ userId: USER_ID, otpId: OTP_ID, type, email: 'ada@provider.example' });
    const api = installFetch({ [`POST ${path}`]: () => jsonResponse(200, verified(type)), ...landingCalls });
    const app = renderApp('/v3/confirmEmail');
    expect(await screen.findByText('ada@provider.example')).toBeInTheDocument();

    await enterCode('123456');

    await waitFor(() => expect(app.location().pathname).toBe(target));
    expect(await screen.findByText('Your e-mail address is verified. Welcome to Jointly!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
    expect(api.callsTo('POST', path)[0].body).toEqual({ userId: USER_ID, otp: { id: OTP_ID, code: '123456' } });
    expect(useAuthStore.getState().user).toMatchObject({ accessToken: 'access-v', refreshToken: 'refresh-v', id: USER_ID });
    expect(usePendingVerificationStore.getState().pending).toBeNull();
    if (type === 'provider') expect(useDataStore.getState().partner).toMatchObject({ companyName: 'Care & Co' });
  });

  it('keeps only the digits of a pasted code', async () => {
    usePendingVerificationStore.getState().start({ userId: USER_ID, otpId: OTP_ID, type: 'provider' });
    renderApp('/v3/confirmEmail');
    const field = await screen.findByLabelText(/confirmation code/i);
    const user = userEvent.setup();
    await user.click(field);
    await user.paste('Your code: 123 456');
    expect(field).toHaveValue('123456');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('asks for all six digits before calling the server', async () => {
    usePendingVerificationStore.getState().start({ userId: USER_ID, otpId: OTP_ID, type: 'provider' });
    const api = installFetch({});
    renderApp('/v3/confirmEmail');
    await enterCode('123');
    expect(await screen.findByText('Enter the 6-digit code from the email')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows the server message for a wrong code and stays', async () => {
    usePendingVerificationStore.getState().start({ userId: USER_ID, otpId: OTP_ID, type: 'provider' });
    installFetch({
      'POST /api/account/verify-and-auth': () => jsonResponse(400, anError(400, 'OTP.WRONG_CODE', 'The code is not correct; 4 tries left.')),
    });
    const app = renderApp('/v3/confirmEmail');
    await enterCode('999999');
    const toastArea = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(toastArea).findByText('The code is not correct; 4 tries left.')).toBeInTheDocument();
    expect(screen.getByLabelText(/confirmation code/i)).toHaveAccessibleDescription('The code is not correct; 4 tries left.');
    expect(app.location().pathname).toBe('/v3/confirmEmail');
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('finds the account type when the code came from login (provider, then expert)', async () => {
    usePendingVerificationStore.getState().start({ userId: USER_ID, otpId: OTP_ID });
    const api = installFetch({
      'POST /api/account/verify-and-auth': () => jsonResponse(404, anError(404, 'ACCOUNT.NOT_FOUND', `No account with id ${USER_ID}.`)),
      'POST /api/expert/verify-and-auth': () => jsonResponse(200, verified('expert')),
      ...landingCalls,
    });
    const app = renderApp('/v3/confirmEmail');
    await enterCode('123456');
    await waitFor(() => expect(app.location().pathname).toBe('/v3/user/update-expert-profile'));
    expect(api.callsTo('POST', '/api/account/verify-and-auth')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/staff/verify-and-auth')).toHaveLength(0);
    expect(screen.queryByText(`No account with id ${USER_ID}.`)).not.toBeInTheDocument();
  });

  it('sends a new code through login when the user confirms their password', async () => {
    usePendingVerificationStore.getState().start({ userId: USER_ID, otpId: OTP_ID, type: 'staff', email: 'ada@provider.example' });
    const newOtp = '6f1c9c1e-3333-4aaa-8bbb-000000000003';
    const api = installFetch({
      'POST /api/account/login': () =>
        jsonResponse(
          403,
          anError(403, 'ACCOUNT.NOT_VERIFIED', 'Please verify your e-mail address first: we have sent you a new code.', { userId: USER_ID, otpId: newOtp }),
        ),
    });
    renderApp('/v3/confirmEmail');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send me a new code' }));
    const form = await screen.findByRole('form', { name: 'Send a new code' });
    expect(within(form).getByLabelText(/email address/i)).toHaveValue('ada@provider.example');
    await user.type(within(form).getByLabelText(/^password/i), 'secret123');
    await user.click(within(form).getByRole('button', { name: 'Send a new code' }));

    expect(await screen.findByText('Please verify your e-mail address first: we have sent you a new code.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/account/login')[0].body).toEqual({ email: 'ada@provider.example', password: 'secret123' });
    expect(usePendingVerificationStore.getState().pending).toEqual({ userId: USER_ID, otpId: newOtp, type: 'staff', email: 'ada@provider.example' });
    expect(window.sessionStorage.getItem('jointly.pending-verification')).not.toContain('secret123');
  });

  it('explains what to do when there is nothing to confirm', async () => {
    renderApp('/v3/confirmEmail');
    expect(await screen.findByText('There is no sign-up waiting for a code in this browser tab.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/v3/login');
  });
});
