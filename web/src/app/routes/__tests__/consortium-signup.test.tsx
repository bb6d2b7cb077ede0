import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useDataStore } from '@/stores/data-store';
import { aCompany, aMe, anError, someEnums } from '@/testing/account-builders';
import { installFetch, jsonResponse } from '@/testing/fake-fetch';
import { renderApp, signIn } from '@/testing/render-app';

const enums = { 'GET /api/generic-apis/all-enum': () => jsonResponse(200, someEnums()) };

describe('/consortium/signup for a signed-in provider', () => {
  it('sends the partner request with what changed and shows it is pending', async () => {
    signIn();
    const api = installFetch({
      ...enums,
      'GET /api/account/me': () => jsonResponse(200, aMe({}, { website: 'https://care.example' })),
      'POST /api/partner/request': () =>
        jsonResponse(201, {
          partner: aCompany({ verification: 'requested', requestedAt: '2026-03-01T09:00:00.000Z', website: 'https://care.example' }),
          message: 'Your request to become a consortium partner has been sent.',
        }),
    });
    renderApp('/consortium/signup');
    const form = await screen.findByRole('form', { name: 'Apply to lead consortiums' });
    expect(within(form).getByLabelText(/^company name/i)).toHaveValue('Care & Co');
    const user = userEvent.setup({ delay: null });
    await user.type(within(form).getByLabelText(/why you want to lead consortiums/i), 'Large home care frameworks.');
    await user.click(within(form).getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText('Your request to become a consortium partner has been sent.')).toBeInTheDocument();
    expect(await screen.findByText(/is with the Jointly team/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/partner/request')[0].body).toEqual({ motivation: 'Large home care frameworks.' });
    expect(useDataStore.getState().partner).toMatchObject({ verification: 'requested' });
  });

  it('toasts a refusal', async () => {
    signIn();
    installFetch({
      ...enums,
      'GET /api/account/me': () => jsonResponse(200, aMe()),
      'POST /api/partner/request': () => jsonResponse(409, anError(409, 'PARTNER.ALREADY_APPROVED', 'Your company is already an approved consortium partner.')),
    });
    renderApp('/consortium/signup');
    const form = await screen.findByRole('form', { name: 'Apply to lead consortiums' });
    await userEvent.setup().click(within(form).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Your company is already an approved consortium partner.')).toBeInTheDocument();
  });

  it('says an approved company is already a partner', async () => {
    signIn();
    installFetch({ ...enums, 'GET /api/account/me': () => jsonResponse(200, aMe({}, { verification: 'verified' })) });
    renderApp('/consortium/signup');
    expect(await screen.findByText(/is an approved consortium partner/)).toBeInTheDocument();
  });

  it('tells an expert only providers can lead consortiums', async () => {
    signIn({ role: 'expert' });
    renderApp('/consortium/signup');
    expect(await screen.findByText(/Only provider companies can lead consortiums/)).toBeInTheDocument();
  });
});
