import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePasswordResetStore } from '@/features/auth/stores/password-reset-store';
import { anError } from '@/testing/account-builders';
import { installFetch, jsonResponse } from '@/testing/fake-fetch';
import { renderApp } from '@/testing/render-app';

const SENT = 'If an account exists for this address, we have sent it a code. It is valid for 10 minutes.';
const OTP_ID = '6f1c9c1e-2222-4aaa-8bbb-000000000002';

describe('password reset', () => {
  it('sends a code, checks it, sets the new password and goes to /v3/login', async () => {
    const api = installFetch({
      'POST /api/account/send-otp/ada%40provider.example': () => jsonResponse(200, { message: SENT, result: { id: OTP_ID } }),
      'POST /api/account/verify-otp': () => jsonResponse(200, { message: 'The code is correct: choose a new password.' }),
      'POST /api/account/reset-password': () => jsonResponse(200, { message: 'Your password has been changed. Please log in with the new password.' }),
    });
    const app = renderApp('/password/email');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText(/email address/i), 'ada@provider.example');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(app.location().pathname).toBe('/password/emailOTP'));
    expect(await screen.findByText(SENT)).toBeInTheDocument();

    await user.type(await screen.findByLabelText(/^reset code/i), '654321');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(app.location().pathname).toBe('/password/newPassword'));
    expect(api.callsTo('POST', '/api/account/verify-otp')[0].body).toEqual({ email: 'ada@provider.example', otp: { id: OTP_ID, code: '654321' } });

    await user.type(await screen.findByLabelText(/^new password/i), 'newpass99');
    await user.type(screen.getByLabelText(/confirm new password/i), 'newpass98');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByText('The two passwords do not match')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/account/reset-password')).toHaveLength(0);

    await user.clear(screen.getByLabelText(/confirm new password/i));
    await user.type(screen.getByLabelText(/confirm new password/i), 'newpass99');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    await waitFor(() => expect(app.location().pathname).toBe('/v3/login'));
    expect(await screen.findByText('Your password has been changed. Please log in with the new password.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/account/reset-password')[0].body).toEqual({
      email: 'ada@provider.example',
      otp: { id: OTP_ID, code: '654321' },
      password: 'newpass99',
    });
    expect(usePasswordResetStore.getState()).toMatchObject({ email: null, otpId: null, code: null });
  });

  it('keeps the user on the code screen with the server message for a wrong code', async () => {
    usePasswordResetStore.getState().codeSent('ada@provider.example', OTP_ID);
    installFetch({
      'POST /api/account/verify-otp': () => jsonResponse(400, anError(400, 'OTP.WRONG_CODE', 'The code is not correct; 4 tries left.')),
    });
    const app = renderApp('/password/emailOTP');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^reset code/i), '111111');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const toastArea = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(toastArea).findByText('The code is not correct; 4 tries left.')).toBeInTheDocument();
    expect(app.location().pathname).toBe('/password/emailOTP');
    expect(usePasswordResetStore.getState().code).toBeNull();
  });

  it('sends a new code from the code screen', async () => {
    usePasswordResetStore.getState().codeSent('ada@provider.example', OTP_ID);
    const api = installFetch({
      'POST /api/account/send-otp/ada%40provider.example': () => jsonResponse(200, { message: SENT, result: { id: 'otp-2' } }),
    });
    renderApp('/password/emailOTP');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/account/send-otp/ada%40provider.example')).toHaveLength(1);
    expect(usePasswordResetStore.getState().otpId).toBe('otp-2');
  });

  it('checks the address and the password rule before calling the server', async () => {
    const api = installFetch({});
    renderApp('/password/email');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(screen.getByText('Enter your email address')).toBeInTheDocument();

    usePasswordResetStore.setState({ email: 'ada@provider.example', otpId: OTP_ID, code: '123456' });
    const next = renderApp('/password/newPassword');
    await user.type(await within(next.container).findByLabelText(/^new password/i), 'short1');
    await user.click(within(next.container).getByRole('button', { name: 'Set new password' }));
    expect(within(next.container).getByText('New password must be at least 8 characters with a letter and a digit')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it.each(['/password/emailOTP', '/password/newPassword'])('%s without a code in progress points back to step 1', async (path) => {
    renderApp(path);
    expect(await screen.findByRole('link', { name: 'Get a reset code' })).toHaveAttribute('href', '/password/email');
  });
});
