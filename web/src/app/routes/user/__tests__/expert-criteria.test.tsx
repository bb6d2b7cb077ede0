import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aMe, anError, someEnums } from '@/testing/account-builders';
import { installFetch, jsonResponse } from '@/testing/fake-fetch';
import { renderApp, signIn } from '@/testing/render-app';

jest.setTimeout(40_000);

const anEntry = (overrides: Record<string, unknown> = {}) => ({
  id: 'ec-1',
  accountId: 'acc-1',
  headline: 'Social care bid writer',
  expertise: ['bid writing'],
  sectors: ['85'],
  regions: ['Wales'],
  yearsExperience: 12,
  dayRate: 650,
  availability: 'available',
  bio: null,
  createdAt: '2026-11-01T10:00:00Z',
  updatedAt: '2026-11-01T10:00:00Z',
  ...overrides,
});
const found = (items: unknown[]) => ({ foundCriteria: items, count: items.length, currentPage: 1, totalPages: items.length ? 1 : 0 });
const base = {
  'GET /api/generic-apis/all-enum': () => jsonResponse(200, someEnums()),
  'GET /api/account/me': () => jsonResponse(200, aMe({ accountType: 'expert' }, null)),
  'GET /api/notification/all/acc-1': () => jsonResponse(200, { foundNotifications: [], count: 0, currentPage: 1, totalPages: 0 }),
};

describe('expert listing (/v3/user/update-expert-profile)', () => {
  beforeEach(() => signIn({ role: 'expert' }));

  it('creates the listing with POST /expert-criteria/create the first time', async () => {
    let entries: unknown[] = [];
    const api = installFetch({
      ...base,
      'GET /api/expert-criteria/search': () => jsonResponse(200, found(entries)),
      'POST /api/expert-criteria/create': (call) => {
        entries = [anEntry(call.body as Record<string, unknown>)];
        return jsonResponse(201, { expertCriteria: entries[0], message: 'Expert criteria created successfully!' });
      },
    });
    renderApp('/v3/user/update-expert-profile');
    const form = await screen.findByRole('form', { name: 'Expert criteria' });
    expect(api.callsTo('GET', '/api/expert-criteria/search')[0].url).toBe('/api/expert-criteria/search?account[0]=acc-1');
    const user = userEvent.setup({ delay: null });
    await user.type(within(form).getByRole('textbox', { name: 'Headline' }), 'Social care bid writer');
    await user.type(within(form).getByRole('combobox', { name: 'Expertise' }), 'CQC compliance{Enter}');
    await user.click(within(form).getByRole('combobox', { name: 'Sectors (CPV divisions)' }));
    await user.click(await screen.findByRole('option', { name: '85 — Health and social work services' }));
    await user.click(within(form).getByRole('combobox', { name: 'Regions' }));
    await user.click(await screen.findByRole('option', { name: 'London' }));
    await user.click(within(form).getByRole('combobox', { name: 'Availability' }));
    await user.click(await screen.findByRole('option', { name: 'Limited availability' }));
    await user.type(within(form).getByRole('textbox', { name: 'Years of experience' }), '12');
    await user.type(within(form).getByRole('textbox', { name: 'Day rate' }), '650');
    await user.click(within(form).getByRole('button', { name: 'Create your listing' }));

    expect(await screen.findByText('Expert criteria created successfully!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/expert-criteria/create')[0].body).toEqual({
      headline: 'Social care bid writer',
      bio: null,
      expertise: ['CQC compliance'],
      sectors: ['85'],
      regions: ['London'],
      availability: 'limited',
      yearsExperience: 12,
      dayRate: 650,
    });
    // Reloaded: the button now saves the existing listing.
    expect(await screen.findByRole('button', { name: 'Save your listing' })).toBeInTheDocument();
  });

  it('updates an existing listing with PATCH /expert-criteria/update/{id}', async () => {
    const api = installFetch({
      ...base,
      'GET /api/expert-criteria/search': () => jsonResponse(200, found([anEntry()])),
      'PATCH /api/expert-criteria/update/ec-1': (call) =>
        jsonResponse(200, {
          expertCriteria: anEntry(call.body as Record<string, unknown>),
          message: 'Expert criteria updated successfully!',
        }),
    });
    renderApp('/v3/user/update-expert-profile');
    const form = await screen.findByRole('form', { name: 'Expert criteria' });
    const rate = within(form).getByRole('textbox', { name: 'Day rate' });
    expect(rate).toHaveValue('650');
    const user = userEvent.setup({ delay: null });
    await user.clear(rate);
    await user.type(rate, '700');
    await user.click(within(form).getByRole('button', { name: 'Save your listing' }));
    expect(await screen.findByText('Expert criteria updated successfully!')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/expert-criteria/update/ec-1')[0].body).toMatchObject({
      dayRate: 700,
      sectors: ['85'],
      availability: 'available',
    });
    expect(api.callsTo('POST', '/api/expert-criteria/create')).toHaveLength(0);
  });

  it('checks numbers before sending and shows the server’s 409 message', async () => {
    const api = installFetch({
      ...base,
      'GET /api/expert-criteria/search': () => jsonResponse(200, found([])),
      'POST /api/expert-criteria/create': () =>
        jsonResponse(409, anError(409, 'EXPERT_CRITERIA.ALREADY_EXISTS', 'Expert criteria already exist; update them instead.')),
    });
    renderApp('/v3/user/update-expert-profile');
    const form = await screen.findByRole('form', { name: 'Expert criteria' });
    const user = userEvent.setup({ delay: null });
    await user.type(within(form).getByRole('textbox', { name: 'Years of experience' }), '81');
    await user.click(within(form).getByRole('button', { name: 'Create your listing' }));
    expect(await within(form).findByText('Years of experience must be 80 or less')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/expert-criteria/create')).toHaveLength(0);
    await user.clear(within(form).getByRole('textbox', { name: 'Years of experience' }));
    await user.click(within(form).getByRole('button', { name: 'Create your listing' }));
    expect(await screen.findByText('Expert criteria already exist; update them instead.')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST', '/api/expert-criteria/create')).toHaveLength(1));
  });
});
