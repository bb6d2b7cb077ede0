import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aMe, anError, someEnums } from '@/testing/account-builders';
import { installFetch, jsonResponse } from '@/testing/fake-fetch';
import { renderApp, signIn } from '@/testing/render-app';

const PATH = '/consortium/complete-profile';

function fakeApi(me = aMe({}, { description: 'Home care across the North West', regions: ['North West'] })) {
  return installFetch({
    'GET /api/account/me': () => jsonResponse(200, me),
    'GET /api/generic-apis/all-enum': () => jsonResponse(200, someEnums()),
    'PATCH /api/partner/update/co-1': (call) =>
      jsonResponse(200, { partner: { ...me.partner, ...(call.body as object) }, message: 'Company profile updated successfully!' }),
  });
}

const setOnline = (online: boolean) => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
};

describe('/consortium/complete-profile', () => {
  beforeEach(() => signIn({ companyId: 'co-1' }));
  afterEach(() => setOnline(true));

  it('loads the company and saves only the changed details partners look for (keyboard only)', async () => {
    const api = fakeApi();
    renderApp(PATH);
    expect(await screen.findByText('Loading your company…')).toBeInTheDocument();
    const description = await screen.findByLabelText('What your company does');
    expect(description).toHaveValue('Home care across the North West');
    expect(screen.getByText('2 of 9 details filled in')).toBeInTheDocument();
    act(() => screen.getByLabelText('Years trading').focus());
    await userEvent.keyboard('12{Enter}'); // Enter in a field submits the form
    await waitFor(() => expect(api.callsTo('PATCH', '/api/partner/update/co-1')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/partner/update/co-1')[0].body).toEqual({ yearsTrading: 12 });
    expect(await screen.findByText('Company profile updated successfully!')).toBeInTheDocument();
    expect(screen.getByText('3 of 9 details filled in')).toBeInTheDocument();
  });

  it('checks the fields before sending, and shows the server’s field errors', async () => {
    const api = installFetch({
      'GET /api/account/me': () => jsonResponse(200, aMe()),
      'GET /api/generic-apis/all-enum': () => jsonResponse(200, someEnums()),
      'PATCH /api/partner/update/co-1': () =>
        jsonResponse(
          400,
          anError(400, 'VALIDATION', 'website must be a full URL such as https://example.org', {
            fields: [{ field: 'website', problems: ['website must be a full URL such as https://example.org'] }],
          }),
        ),
    });
    renderApp(PATH);
    fireEvent.change(await screen.findByLabelText('Staff'), { target: { value: 'many' } });
    fireEvent.click(screen.getByText('Save profile'));
    expect(await screen.findByText(/Staff must be a whole number/)).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/partner/update/co-1')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Staff'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Website'), { target: { value: 'https://care.example' } });
    fireEvent.click(screen.getByText('Save profile'));
    expect(await screen.findAllByText('website must be a full URL such as https://example.org')).not.toHaveLength(0);
  });

  it('sends an account without a company to create its profile first', async () => {
    fakeApi(aMe({}, null));
    renderApp(PATH);
    expect(await screen.findByText(/Your account has no company yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your company profile' })).toHaveAttribute('href', '/v3/user/update-profile');
  });

  it('shows an error with a retry when the company cannot be loaded', async () => {
    let failures = 1;
    installFetch({
      'GET /api/account/me': () =>
        failures-- > 0 ? jsonResponse(503, anError(503, 'UNAVAILABLE', 'Service unavailable')) : jsonResponse(200, aMe()),
      'GET /api/generic-apis/all-enum': () => jsonResponse(200, someEnums()),
    });
    renderApp(PATH);
    expect(await screen.findByText('Your company could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('What your company does')).toBeInTheDocument();
  });

  it('keeps the form but waits to save while offline', async () => {
    fakeApi();
    renderApp(PATH);
    await screen.findByLabelText('What your company does');
    setOnline(false);
    expect(await screen.findByText(/You are offline. Your changes are kept here/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save profile' })).toBeDisabled();
    setOnline(true);
    expect(screen.getByRole('button', { name: 'Save profile' })).toBeEnabled();
  });
});
