import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@/stores/auth-store';
import { aMe, anError } from '@/testing/account-builders';
import { installFetch, jsonResponse } from '@/testing/fake-fetch';
import { renderApp, signIn } from '@/testing/render-app';

jest.setTimeout(15_000);

describe('/account', () => {
  it('shows the account details from GET /account/me', async () => {
    signIn();
    installFetch({ 'GET /api/account/me': () => jsonResponse(200, aMe({ emailVerified: true }, { companyName: 'Care & Co' })) });
    renderApp('/account');
    expect(await screen.findByRole('heading', { name: 'Your account', level: 1 })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Your details' });
    expect(await within(details).findByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(details).getByText('Care & Co')).toBeInTheDocument();
    expect(within(details).getByText('Confirmed')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'Edit company profile' })).toHaveAttribute('href', '/v3/user/update-profile');
  });

  it('says when the details cannot be loaded, and still lets the user change the password', async () => {
    signIn();
    installFetch({ 'GET /api/account/me': () => jsonResponse(500, anError(500, 'SERVER.ERROR', 'Something broke.')) });
    renderApp('/account');
    expect(await screen.findByText('Your details could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Change password' })).toBeInTheDocument();
  });

  it('changes the password and toasts the server message', async () => {
    signIn();
    const api = installFetch({
      'GET /api/account/me': () => jsonResponse(200, aMe()),
      'POST /api/account/update-password': () => jsonResponse(200, { message: 'Your password has been changed.' }),
    });
    renderApp('/account');
    const form = await screen.findByRole('form', { name: 'Change password' });
    const user = userEvent.setup({ delay: null });
    await user.type(within(form).getByLabelText(/current password/i), 'oldpass11');
    await user.type(within(form).getByLabelText(/^new password/i), 'newpass22');
    await user.type(within(form).getByLabelText(/confirm new password/i), 'newpass23');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(within(form).getByText('The two passwords do not match')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText(/confirm new password/i));
    await user.type(within(form).getByLabelText(/confirm new password/i), 'newpass22');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/account/update-password')[0].body).toEqual({ currentPassword: 'oldpass11', newPassword: 'newpass22' });
    expect(within(form).getByLabelText(/current password/i)).toHaveValue('');
  });

  it('toasts a wrong current password and keeps the user signed in', async () => {
    signIn();
    installFetch({
      'GET /api/account/me': () => jsonResponse(200, aMe()),
      'POST /api/account/update-password': () =>
        jsonResponse(401, anError(401, 'AUTH.WRONG_PASSWORD', 'The current password is not correct.')),
    });
    renderApp('/account');
    const form = await screen.findByRole('form', { name: 'Change password' });
    const user = userEvent.setup({ delay: null });
    await user.type(within(form).getByLabelText(/current password/i), 'wrongpass1');
    await user.type(within(form).getByLabelText(/^new password/i), 'newpass22');
    await user.type(within(form).getByLabelText(/confirm new password/i), 'newpass22');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is not correct.')).toBeInTheDocument();
    expect(useAuthStore.getState().user).not.toBeNull();
  });

  it('logs out of this device on the server and here', async () => {
    signIn();
    const api = installFetch({
      'GET /api/account/me': () => jsonResponse(200, aMe()),
      'POST /api/account/logout': () => jsonResponse(200, { message: 'Logged out successfully' }),
    });
    const app = renderApp('/account');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Log out of this device' }));
    await waitFor(() => expect(app.location().pathname).toBe('/v3/login'));
    expect(api.callsTo('POST', '/api/account/logout')[0].headers.Authorization).toBe('Bearer access-1');
    expect(useAuthStore.getState().user).toBeNull();
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
  });
});

describe('/account/manage-plan', () => {
  it('sends a contact message about plans, then goes to the dashboard', async () => {
    signIn({ name: 'Ada Lovelace' });
    const free = { seats: 2, savedSearchAlerts: 1, activeConsortiums: 1, openWorkspaces: 2, expertInvitationsPerMonth: 3, storageMb: 100 };
    const api = installFetch({
      'POST /api/contact/create': () => jsonResponse(200, { message: 'Your message has been sent successfully!' }),
      'GET /api/billing/subscription': () =>
        jsonResponse(200, {
          companyId: 'c1',
          plan: { code: 'free', name: 'Free', pricePence: 0, limits: free, sortOrder: 0, active: true },
          since: null,
          requestedPlanCode: null,
          requestedAt: null,
          cardPayments: false,
        }),
      'GET /api/billing/plans': () => jsonResponse(200, []),
      'GET /api/plan-usage/accounts': () => jsonResponse(200, []),
      'GET /api/plan-usage/tenders': () => jsonResponse(200, []),
      'GET /api/plan-usage/consortiums': () => jsonResponse(200, []),
      'GET /api/plan-usage/bids': () => jsonResponse(200, []),
    });
    const app = renderApp('/account/manage-plan');
    expect(await screen.findByRole('heading', { name: 'Current plan: Free' })).toBeInTheDocument();
    expect(screen.getByText('There are no plans to choose from at the moment.')).toBeInTheDocument();

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Contact us about plans' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact the Jointly team' });
    expect(within(dialog).getByLabelText(/your name/i)).toHaveValue('Ada Lovelace');
    expect(within(dialog).getByLabelText(/subject/i)).toHaveValue('Plans and billing');
    await user.type(within(dialog).getByLabelText(/your message/i), 'Short');
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(within(dialog).getByText('Your message must be at least 10 characters')).toBeInTheDocument();

    // Pasted, not typed key by key: the rest of the message is not what this test is about.
    await user.click(within(dialog).getByLabelText(/your message/i));
    await user.paste(' question: what will the team plan cost?');
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(app.location().pathname).toBe('/v3/dashboard'));
    expect(await screen.findByText('Your message has been sent successfully!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/contact/create')[0].body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@provider.example',
      subject: 'Plans and billing',
      message: 'Short question: what will the team plan cost?',
    });
  });
});
