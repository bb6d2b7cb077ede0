import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aMe, anAccount, anError, someEnums } from '@/testing/account-builders';
import { installFetch, jsonResponse } from '@/testing/fake-fetch';
import { renderApp, signIn } from '@/testing/render-app';

jest.setTimeout(20_000);

const criteria = (overrides: Record<string, unknown> = {}) => ({
  id: 'uc-1',
  accountId: 'acc-1',
  companyId: 'co-1',
  serviceCategories: ['85'],
  regions: ['Wales'],
  annualTurnover: 1_200_000,
  yearsTrading: 8,
  staffCount: 40,
  certifications: ['CQC registration'],
  insuranceLevel: 5_000_000,
  createdAt: '2026-11-01T10:00:00Z',
  updatedAt: '2026-11-01T10:00:00Z',
  ...overrides,
});
const found = (items: unknown[]) => ({ foundCriteria: items, count: items.length, currentPage: 1, totalPages: items.length ? 1 : 0 });

describe('provider eligibility criteria (/v3/user/update-profile)', () => {
  beforeEach(() => signIn());

  it('loads the saved criteria by account and saves the changes with POST /user-criteria/add', async () => {
    let saved = criteria();
    const api = installFetch({
      'GET /api/generic-apis/all-enum': () => jsonResponse(200, someEnums()),
      'GET /api/account/me': () => jsonResponse(200, aMe()),
      'GET /api/user-criteria/search': () => jsonResponse(200, found([saved])),
      'POST /api/user-criteria/add': (call) => {
        saved = criteria({ ...(call.body as object), updatedAt: '2026-11-22T10:00:00Z' });
        return jsonResponse(200, { userCriteria: saved, message: 'Criteria saved successfully!' });
      },
    });
    renderApp('/v3/user/update-profile');
    const form = await screen.findByRole('form', { name: 'Eligibility criteria' });
    expect(api.callsTo('GET', '/api/user-criteria/search')[0].url).toBe('/api/user-criteria/search?account[0]=acc-1');
    expect(within(form).getByRole('textbox', { name: 'Annual turnover' })).toHaveValue('1200000');
    expect(within(form).getByText('85 — Health and social work services')).toBeInTheDocument();
    expect(within(form).getByText('CQC registration')).toBeInTheDocument();

    const user = userEvent.setup({ delay: null });
    await user.click(within(form).getByRole('combobox', { name: 'Regions' }));
    await user.click(await screen.findByRole('option', { name: 'London' }));
    await user.click(within(form).getByRole('combobox', { name: 'Service categories (CPV)' }));
    await user.click(await screen.findByRole('option', { name: '85312400 — Home care and reablement' }));
    await user.click(within(form).getByRole('combobox', { name: 'Certifications' }));
    await user.click(await screen.findByRole('option', { name: 'Cyber Essentials' }));
    const staff = within(form).getByRole('textbox', { name: 'Staff' });
    await user.clear(staff);
    await user.type(staff, '55');
    await user.clear(within(form).getByRole('textbox', { name: 'Insurance cover' }));
    await user.click(within(form).getByRole('button', { name: 'Save eligibility criteria' }));

    expect(await screen.findByText('Criteria saved successfully!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/user-criteria/add')[0].body).toEqual({
      serviceCategories: ['85', '85312400'],
      regions: ['Wales', 'London'],
      certifications: ['CQC registration', 'Cyber Essentials'],
      annualTurnover: 1_200_000,
      yearsTrading: 8,
      staffCount: 55,
      insuranceLevel: null,
    });
    // Saved criteria are loaded again (the ratings are recalculated from them).
    await waitFor(() => expect(api.callsTo('GET', '/api/user-criteria/search').length).toBeGreaterThan(1));
  });

  it('starts empty without criteria, refuses bad input on the spot and shows the server’s 400 under the field', async () => {
    const api = installFetch({
      'GET /api/generic-apis/all-enum': () => jsonResponse(200, someEnums()),
      'GET /api/account/me': () => jsonResponse(200, aMe()),
      'GET /api/user-criteria/search': () => jsonResponse(200, found([])),
      'POST /api/user-criteria/add': () =>
        jsonResponse(
          400,
          anError(400, 'VALIDATION.FAILED', 'yearsTrading must be at most 500', {
            fields: [{ field: 'yearsTrading', problems: ['yearsTrading must be at most 500'] }],
          }),
        ),
    });
    renderApp('/v3/user/update-profile');
    const form = await screen.findByRole('form', { name: 'Eligibility criteria' });
    const user = userEvent.setup({ delay: null });
    const turnover = within(form).getByRole('textbox', { name: 'Annual turnover' });
    expect(turnover).toHaveValue('');
    await user.type(turnover, 'lots');
    await user.click(within(form).getByRole('button', { name: 'Save eligibility criteria' }));
    expect(await within(form).findByText('Annual turnover must be a whole number')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/user-criteria/add')).toHaveLength(0);

    await user.clear(turnover);
    await user.type(within(form).getByRole('textbox', { name: 'Years trading' }), '499');
    await user.click(within(form).getByRole('button', { name: 'Save eligibility criteria' }));
    expect(await within(form).findByText('YearsTrading must be at most 500')).toBeInTheDocument();
    expect(await screen.findByText('yearsTrading must be at most 500')).toBeInTheDocument();
  });

  it('shows an error state with a retry when the criteria cannot be loaded', async () => {
    let attempts = 0;
    installFetch({
      'GET /api/generic-apis/all-enum': () => jsonResponse(200, someEnums()),
      'GET /api/account/me': () => jsonResponse(200, aMe()),
      // The profile's documents panel loads too (its own error state would add a second "Try again").
      'GET /api/file/documents': () => jsonResponse(200, []),
      'GET /api/user-criteria/search': () => {
        attempts += 1;
        return attempts === 1
          ? jsonResponse(503, anError(503, 'UNAVAILABLE', 'The eligibility service is starting.'))
          : jsonResponse(200, found([]));
      },
    });
    renderApp('/v3/user/update-profile');
    expect(await screen.findByText('Your eligibility criteria could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Eligibility criteria' })).toBeInTheDocument();
  });

  it('is not offered to experts (their listing lives on the expert profile)', async () => {
    signIn({ role: 'expert' });
    installFetch({
      'GET /api/generic-apis/all-enum': () => jsonResponse(200, someEnums()),
      'GET /api/account/me': () => jsonResponse(200, aMe(anAccount({ accountType: 'expert' }), null)),
    });
    renderApp('/v3/user/update-profile');
    expect(await screen.findByText(/Company profiles belong to provider accounts/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Eligibility criteria' })).not.toBeInTheDocument();
  });
});
