import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@/stores/auth-store';
import { useDataStore } from '@/stores/data-store';
import { aMe, anAccount, anError, someEnums } from '@/testing/account-builders';
import { installFetch, jsonResponse } from '@/testing/fake-fetch';
import { renderApp, signIn } from '@/testing/render-app';

const enums = { 'GET /api/generic-apis/all-enum': () => jsonResponse(200, someEnums()) };

// These forms are long; typing into many MUI fields under jsdom takes a while.
jest.setTimeout(20_000);

describe('provider company profile', () => {
  it('saves only what changed, merges the answer into the stored partner and records the business facts', async () => {
    signIn();
    const api = installFetch({
      ...enums,
      'GET /api/account/me': () =>
        jsonResponse(200, aMe({}, { sector: 'Education', regions: ['Wales'], description: 'Home care in Wales' })),
      // Answers only part of the company: the rest of the stored partner must stay.
      'PATCH /api/account/update-profile': (call) =>
        jsonResponse(200, { partner: { id: 'co-1', ...(call.body as object) }, message: 'Provider profile updated successfully!' }),
      'POST /api/business-info/create': () => jsonResponse(201, { message: 'Business information saved.' }),
      'GET /api/business-info/latest': () => jsonResponse(200, { businessInfo: null }),
    });
    renderApp('/v3/user/update-profile');
    expect(await screen.findByRole('heading', { name: 'Your company profile', level: 1 })).toBeInTheDocument();
    const companyName = await screen.findByLabelText(/^company name/i);
    expect(companyName).toHaveValue('Care & Co');

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('combobox', { name: 'Company size' }));
    await user.click(await screen.findByRole('option', { name: 'Small (10–49 staff)' }));
    await user.click(screen.getByRole('combobox', { name: 'Regions you work in' }));
    await user.click(await screen.findByRole('option', { name: 'London' }));
    await user.type(screen.getByLabelText(/annual turnover/i), '1,250,000');
    await user.type(screen.getByLabelText(/^postcode/i), 'm1 1ae');
    await user.click(screen.getByRole('button', { name: 'Save company profile' }));

    expect(await screen.findByText('Provider profile updated successfully!')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/account/update-profile')[0].body).toEqual({
      companySize: 'small',
      regions: ['Wales', 'London'],
      annualTurnover: 1250000,
      postcode: 'M1 1AE',
    });
    await waitFor(() => expect(api.callsTo('POST', '/api/business-info/create')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/business-info/create')[0].body).toEqual({
      annualTurnover: 1250000,
      regions: ['Wales', 'London'],
      serviceCategories: [],
      certifications: [],
    });
    expect(useDataStore.getState().partner).toMatchObject({
      id: 'co-1',
      companyName: 'Care & Co',
      description: 'Home care in Wales',
      companySize: 'small',
      annualTurnover: 1250000,
      regions: ['Wales', 'London'],
    });
  });

  it('checks the fields as the server does', async () => {
    signIn();
    const api = installFetch({ ...enums, 'GET /api/account/me': () => jsonResponse(200, aMe()) });
    renderApp('/v3/user/update-profile');
    const user = userEvent.setup({ delay: null });
    await user.clear(await screen.findByLabelText(/^company name/i));
    await user.type(screen.getByLabelText(/^website/i), 'care.example');
    await user.type(screen.getByLabelText(/^postcode/i), '12345');
    await user.type(screen.getByLabelText(/^phone/i), 'call me');
    await user.type(screen.getByLabelText(/years trading/i), '2.5');
    await user.click(screen.getByRole('button', { name: 'Save company profile' }));

    expect(screen.getByText('Enter company name')).toBeInTheDocument();
    expect(screen.getByText('Enter a full web address, like https://example.org')).toBeInTheDocument();
    expect(screen.getByText('Enter a UK postcode, like SW1A 1AA')).toBeInTheDocument();
    expect(screen.getByText('Enter a phone number, like +44 20 7946 0000')).toBeInTheDocument();
    expect(screen.getByText('Years trading must be a whole number')).toBeInTheDocument();
    expect(screen.getByLabelText(/^company name/i)).toHaveFocus();
    expect(api.callsTo('PATCH', '/api/account/update-profile')).toHaveLength(0);
  });

  it('shows the server message when saving fails', async () => {
    signIn();
    installFetch({
      ...enums,
      'GET /api/account/me': () => jsonResponse(200, aMe()),
      'PATCH /api/account/update-profile': () =>
        jsonResponse(400, anError(400, 'REQUEST.VALIDATION_FAILED', 'Invalid input: companySize must be micro, small, medium or large.')),
    });
    renderApp('/user/update-profile');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText(/^registration number|company registration number/i), '01234567');
    await user.click(screen.getByRole('button', { name: 'Save company profile' }));
    expect(await screen.findByText('Invalid input: companySize must be micro, small, medium or large.')).toBeInTheDocument();
  });

  it('shows an error with a retry when the profile cannot be loaded', async () => {
    signIn();
    let attempts = 0;
    installFetch({
      ...enums,
      'GET /api/account/me': () => {
        attempts += 1;
        return attempts === 1
          ? jsonResponse(503, anError(503, 'SERVICE.UNAVAILABLE', 'The database is not available right now.'))
          : jsonResponse(200, aMe());
      },
    });
    renderApp('/v3/user/update-profile');
    expect(await screen.findByText('Your profile could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('The database is not available right now.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText(/^company name/i)).toHaveValue('Care & Co');
  });

  it('points experts to their own profile', async () => {
    signIn({ role: 'expert' });
    installFetch({ ...enums, 'GET /api/account/me': () => jsonResponse(200, aMe({ accountType: 'expert' }, null)) });
    renderApp('/v3/user/update-profile');
    expect(await screen.findByRole('link', { name: 'Edit your own profile' })).toHaveAttribute('href', '/v3/user/update-expert-profile');
  });
});

describe('person profiles', () => {
  it('saves an expert profile with PATCH /account/update/{id} and toasts the server message', async () => {
    signIn({ id: 'acc-1', role: 'expert', accessToken: 'keep-me' });
    let stored = anAccount({ accountType: 'expert', profile: { jobTitle: 'Bid writer' } });
    const api = installFetch({
      ...enums,
      'GET /api/account/me': () => jsonResponse(200, { user: stored, partner: null }),
      'PATCH /api/account/update/acc-1': (call) => {
        stored = { ...stored, profile: { ...stored.profile, ...(call.body as object) } };
        return jsonResponse(200, { user: stored, message: 'Expert profile updated successfully!' });
      },
    });
    renderApp('/v3/user/update-expert-profile');
    expect(await screen.findByRole('heading', { name: 'Your expert profile', level: 1 })).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText(/areas of expertise/i), 'Social value{Enter}');
    await user.click(screen.getByRole('combobox', { name: 'Sectors' }));
    await user.click(await screen.findByRole('option', { name: 'Health and social care' }));
    await user.type(screen.getByLabelText(/years of experience/i), '12');
    await user.clear(screen.getByLabelText(/job title/i));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('Expert profile updated successfully!')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/account/update/acc-1')[0].body).toEqual({
      jobTitle: null,
      expertise: ['Social value'],
      sectors: ['Health and social care'],
      yearsExperience: 12,
    });
    expect(useAuthStore.getState().user).toMatchObject({ accessToken: 'keep-me', profile: { expertise: ['Social value'] } });
  });

  it('checks the expert fields', async () => {
    signIn({ role: 'expert' });
    const api = installFetch({ ...enums, 'GET /api/account/me': () => jsonResponse(200, aMe({ accountType: 'expert' }, null)) });
    renderApp('/v3/user/update-expert-profile');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText(/linkedin profile/i), 'linkedin.com/in/ada');
    await user.type(screen.getByLabelText(/years of experience/i), '99');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(screen.getByText('Enter a full web address, like https://example.org')).toBeInTheDocument();
    expect(screen.getByText('Years of experience must be 70 or less')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/account/update/acc-1')).toHaveLength(0);
  });

  it('says when there is nothing to save', async () => {
    signIn({ role: 'staff' });
    installFetch({ ...enums, 'GET /api/account/me': () => jsonResponse(200, aMe({ accountType: 'staff' })) });
    renderApp('/v3/user/update-staff-profile');
    expect(await screen.findByLabelText(/department or team/i)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('There are no changes to save.')).toBeInTheDocument();
  });

  it('offers vendor categories on the vendor profile', async () => {
    signIn();
    installFetch({ ...enums, 'GET /api/account/me': () => jsonResponse(200, aMe()) });
    renderApp('/v3/user/update-vendor-profile');
    expect(await screen.findByRole('combobox', { name: 'Categories you supply' })).toBeInTheDocument();
  });
});

describe('next steps', () => {
  it('offers a provider the company profile, tenders, team and consortium choices', async () => {
    signIn({ name: 'Ada Lovelace' });
    renderApp('/v3/user/next-step');
    expect(await screen.findByRole('heading', { name: 'What next, Ada?', level: 1 })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Edit company profile' })).toHaveAttribute('href', '/v3/user/update-profile');
    expect(within(main).getByRole('link', { name: 'Apply' })).toHaveAttribute('href', '/consortium/signup');
    expect(within(main).getByRole('link', { name: 'Skip to your dashboard' })).toHaveAttribute('href', '/v3/dashboard');
  });

  it('offers an expert their own choices on the legacy path', async () => {
    signIn({ role: 'expert' });
    renderApp('/user/next-step');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('link', { name: 'Edit expert profile' })).toHaveAttribute(
      'href',
      '/v3/user/update-expert-profile',
    );
    expect(within(main).getByRole('link', { name: 'See invitations' })).toHaveAttribute(
      'href',
      '/v3/expert-dashboard/my-projects/invitations',
    );
  });
});
