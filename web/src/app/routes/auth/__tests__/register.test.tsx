import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePendingVerificationStore } from '@/features/auth/stores/pending-verification-store';
import { anError } from '@/testing/account-builders';
import { installFetch, jsonResponse } from '@/testing/fake-fetch';
import { renderApp } from '@/testing/render-app';

const signupAnswer = (key: 'account' | 'expert' | 'staff', message = 'ok') =>
  jsonResponse(201, { [key]: { id: 'user-7' }, result: { id: 'otp-7' }, message });

async function fillIn({
  name = 'Ada Lovelace',
  company,
  email = 'ada@provider.example',
  password = 'secret123',
}: {
  name?: string;
  company?: string;
  email?: string;
  password?: string;
}) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/your full name/i), name);
  if (company !== undefined) await user.type(screen.getByLabelText(/company name/i), company);
  await user.type(screen.getByLabelText(/email address/i), email);
  await user.type(screen.getByLabelText(/^password/i), password);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  return user;
}

describe('/v3/register', () => {
  it('signs up a provider, toasts spec §8 and goes to /v3/confirmEmail with the ids kept over a reload', async () => {
    const api = installFetch({ 'POST /api/account/register': () => signupAnswer('account', 'Provider Signup successful!') });
    const app = renderApp('/v3/register?type=provider');
    expect(await screen.findByRole('heading', { name: 'Create your Provider account', level: 1 })).toBeInTheDocument();

    await fillIn({ company: 'Care & Co' });

    await waitFor(() => expect(app.location().pathname).toBe('/v3/confirmEmail'));
    expect(await screen.findByText('Provider Signup successful!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/account/register')[0].body).toEqual({
      email: 'ada@provider.example',
      password: 'secret123',
      name: 'Ada Lovelace',
      companyName: 'Care & Co',
    });
    expect(usePendingVerificationStore.getState().pending).toEqual({
      userId: 'user-7',
      otpId: 'otp-7',
      type: 'provider',
      email: 'ada@provider.example',
    });
    expect(await screen.findByText('ada@provider.example')).toBeInTheDocument();

    // A reload: the page goes, the store starts empty and comes back from what the app wrote to sessionStorage.
    app.unmount();
    const stored = window.sessionStorage.getItem('jointly.pending-verification');
    expect(JSON.parse(stored ?? 'null').state.pending).toMatchObject({ userId: 'user-7', otpId: 'otp-7', type: 'provider' });
    usePendingVerificationStore.setState({ pending: null });
    window.sessionStorage.setItem('jointly.pending-verification', stored as string);
    await usePendingVerificationStore.persist.rehydrate();
    renderApp('/v3/confirmEmail');
    expect(await screen.findByText('ada@provider.example')).toBeInTheDocument();
    expect(screen.getByLabelText(/confirmation code/i)).toBeInTheDocument();
  });

  it.each([
    ['expert', '/api/expert/register', 'expert', 'Create your Expert account'],
    ['staff', '/api/staff/register', 'staff', 'Create your Staff account'],
  ] as const)('signs up %s with its own call and toasts Expert Signup successful!', async (type, path, key, heading) => {
    const api = installFetch({ [`POST ${path}`]: () => signupAnswer(key) });
    const app = renderApp(`/v3/register?type=${type}`);
    expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
    expect(screen.queryByLabelText(/company name/i)).not.toBeInTheDocument();

    await fillIn({});

    await waitFor(() => expect(app.location().pathname).toBe('/v3/confirmEmail'));
    expect(await screen.findByText('Expert Signup successful!')).toBeInTheDocument();
    expect(api.callsTo('POST', path)[0].body).toEqual({ email: 'ada@provider.example', password: 'secret123', name: 'Ada Lovelace' });
    expect(usePendingVerificationStore.getState().pending).toMatchObject({ userId: 'user-7', otpId: 'otp-7', type });
  });

  it('checks the fields as the server does before sending anything', async () => {
    const api = installFetch({});
    renderApp('/v3/register?type=provider');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create account' }));

    expect(screen.getByText('Enter your full name')).toBeInTheDocument();
    expect(screen.getByText('Enter your company name')).toBeInTheDocument();
    expect(screen.getByText('Enter your email address')).toBeInTheDocument();
    expect(screen.getByText('Enter a password')).toBeInTheDocument();
    expect(screen.getByLabelText(/your full name/i)).toHaveFocus();

    await user.type(screen.getByLabelText(/your full name/i), 'A');
    await user.type(screen.getByLabelText(/company name/i), 'Care & Co');
    await user.type(screen.getByLabelText(/email address/i), 'not-an-email');
    await user.type(screen.getByLabelText(/^password/i), 'lettersonly');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(screen.getByText('Your full name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address, like name@example.com')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters with a letter and a digit')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('toasts the server message when the address is taken, and stays', async () => {
    installFetch({
      'POST /api/account/register': () =>
        jsonResponse(409, anError(409, 'ACCOUNT.EMAIL_TAKEN', 'An existing account already has this email address')),
    });
    const app = renderApp('/v3/register?type=provider');
    await fillIn({ company: 'Care & Co' });
    const toastArea = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(toastArea).findByText('An existing account already has this email address')).toBeInTheDocument();
    expect(app.location().pathname).toBe('/v3/register');
    expect(usePendingVerificationStore.getState().pending).toBeNull();
  });

  it('falls back to spec §8 wording when the server says nothing, and shows field problems it names', async () => {
    installFetch({ 'POST /api/expert/register': () => jsonResponse(500) });
    renderApp('/v3/register?type=expert');
    await fillIn({});
    expect(await screen.findByText('An existing account already has this email address')).toBeInTheDocument();

    installFetch({
      'POST /api/expert/register': () =>
        jsonResponse(
          400,
          anError(400, 'REQUEST.VALIDATION_FAILED', 'Invalid input: email must be a valid e-mail address.', {
            fields: [{ field: 'email', problems: ['email must be a valid e-mail address'] }],
          }),
        ),
    });
    await new Promise((resolve) => setTimeout(resolve, 400)); // the toast lockout
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Email must be a valid e-mail address')).toBeInTheDocument();
    expect(await screen.findByText('Invalid input: email must be a valid e-mail address.')).toBeInTheDocument();
  });

  it('offers the account type as a choice and keeps it in the URL', async () => {
    const app = renderApp('/v3/register');
    expect(await screen.findByRole('heading', { name: 'Create your Provider account', level: 1 })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('radio', { name: /^Expert/ }));
    expect(await screen.findByRole('heading', { name: 'Create your Expert account', level: 1 })).toBeInTheDocument();
    expect(app.location().search).toBe('?type=expert');
  });

  it('carries a team invitation from /v3/join to the sign-up call', async () => {
    const inviteId = '0b8c0e7e-4f7d-4c1e-9d3a-2f0a3b4c5d6e';
    const api = installFetch({ 'POST /api/staff/register': () => signupAnswer('staff') });
    const app = renderApp(`/v3/join?invite=${inviteId}`);
    expect(await screen.findByText(/You have been invited to join a team/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Sign up as Staff' }));
    await waitFor(() => expect(app.location().search).toBe(`?type=staff&invite=${inviteId}`));
    expect(await screen.findByText(/You are accepting an invitation to join a team/)).toBeInTheDocument();

    await fillIn({});
    await waitFor(() => expect(app.location().pathname).toBe('/v3/confirmEmail'));
    expect(api.callsTo('POST', '/api/staff/register')[0].body).toMatchObject({ inviteId });
    // Joining an existing company's team creates an account, not a company: spec §8's 'Account created successfully!'.
    expect(await screen.findByText('Account created successfully!')).toBeInTheDocument();
    expect(screen.queryByText('Expert Signup successful!')).not.toBeInTheDocument();
  });
});

describe('/consortium/signup', () => {
  it('lets a visitor sign up as a provider first', async () => {
    const api = installFetch({ 'POST /api/account/register': () => signupAnswer('account') });
    const app = renderApp('/consortium/signup');
    expect(await screen.findByRole('heading', { name: 'Lead consortiums on Jointly', level: 1 })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/your full name/i), 'Ada Lovelace');
    await user.type(screen.getByLabelText(/company name/i), 'Care & Co');
    await user.type(screen.getByLabelText(/email address/i), 'ada@provider.example');
    await user.type(screen.getByLabelText(/^password/i), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Create account and continue' }));
    await waitFor(() => expect(app.location().pathname).toBe('/v3/confirmEmail'));
    expect(await screen.findByText('Provider Signup successful!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/account/register')).toHaveLength(1);
  });
});
