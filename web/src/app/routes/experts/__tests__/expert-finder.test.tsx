import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anError, someEnums } from '@/testing/account-builders';
import { installFetch, jsonResponse } from '@/testing/fake-fetch';
import { renderApp, signIn } from '@/testing/render-app';
import { aTenderDetail, aTenderItem } from '@/testing/tender-builders';

jest.setTimeout(30_000);

const aMatch = (overrides: Record<string, unknown> = {}) => ({
  id: 'ec-1',
  accountId: 'exp-1',
  headline: 'Social care bid writer',
  expertise: ['bid writing', 'CQC compliance'],
  sectors: ['85'],
  regions: ['Wales'],
  yearsExperience: 12,
  dayRate: 650,
  availability: 'available',
  score: 87,
  reasons: ['Works in CPV division 85 (health and social work)', 'Covers Wales'],
  ...overrides,
});
const anEntry = (overrides: Record<string, unknown> = {}) => ({
  id: 'ec-2',
  accountId: 'exp-2',
  headline: 'Tender pricing specialist',
  expertise: ['pricing'],
  sectors: ['79'],
  regions: ['London'],
  yearsExperience: 5,
  dayRate: null,
  availability: 'limited',
  bio: null,
  createdAt: '2026-11-01T10:00:00Z',
  updatedAt: '2026-11-01T10:00:00Z',
  ...overrides,
});
const paged = (items: unknown[], page = 1, totalPages = items.length ? 1 : 0) => ({
  foundCriteria: items,
  count: items.length,
  currentPage: page,
  totalPages,
});
const common = {
  'GET /api/notification/all/acc-1': () => jsonResponse(200, { foundNotifications: [], count: 0, currentPage: 1, totalPages: 0 }),
  'GET /api/generic-apis/all-enum': () => jsonResponse(200, someEnums()),
  'GET /api/account/get-bookmark': () =>
    jsonResponse(200, { bookmarks: [{ tenderId: 't-2', createdAt: '2026-11-20T10:00:00Z' }], tenderIds: ['t-2'], count: 1 }),
  'POST /api/tender/fetch-multiple': (call: { body: unknown }) => {
    const ids = Object.values(call.body as Record<string, string>);
    const all = [aTenderItem(), aTenderItem({ id: 't-2', title: 'Supported living in Leeds' })];
    return jsonResponse(200, { foundTenders: all.filter((tender) => ids.includes(tender.id)) });
  },
  'GET /api/tender/view/t-1': () => jsonResponse(200, aTenderDetail()),
  'GET /api/expert-criteria/search': () => jsonResponse(200, paged([anEntry()])),
};

describe('/v3/dashboard/expert-finder', () => {
  beforeEach(() => signIn({ companyId: 'co-1' }));

  it('ranks experts for the provider by default, with score, reasons and the expert’s details', async () => {
    const api = installFetch({
      ...common,
      'GET /api/expert-criteria/eligibility-experts/acc-1': () =>
        jsonResponse(200, { foundExperts: [aMatch({ forTenders: ['t-2'] })], count: 1 }),
    });
    renderApp('/v3/dashboard/expert-finder');
    expect(await screen.findByRole('heading', { name: 'Expert finder', level: 1 })).toBeInTheDocument();
    const recommended = await screen.findByRole('list', { name: 'Recommended experts' });
    const card = within(recommended).getByRole('article', { name: 'Social care bid writer' });
    expect(within(card).getByRole('link', { name: 'Social care bid writer' })).toHaveAttribute('href', '/expert-connect/exp-1');
    expect(within(card).getByText('Score 87')).toBeInTheDocument();
    expect(within(card).getByText('Available')).toBeInTheDocument();
    expect(within(card).getByText('£650 a day')).toBeInTheDocument();
    expect(within(card).getByText('85 — Health and social work services')).toBeInTheDocument();
    expect(within(card).getByText('CQC compliance')).toBeInTheDocument();
    expect(
      within(within(card).getByRole('list', { name: 'Why this expert' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Works in CPV division 85 (health and social work)', 'Covers Wales']);
    expect(api.callsTo('GET', '/api/expert-criteria/tender-based-experts/t-1')).toHaveLength(0);
    // The directory lists everyone, first page.
    const directory = await screen.findByRole('list', { name: 'Expert directory' });
    expect(within(directory).getByText('Limited availability')).toBeInTheDocument();
    expect(within(directory).getByText('Day rate on request')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/expert-criteria/search')[0].url).toBe('/api/expert-criteria/search?page=1&limit=12');
  });

  it('ranks experts for one tender with ?tender=, and invites one: POST /bids/create then a toast', async () => {
    const api = installFetch({
      ...common,
      'GET /api/expert-criteria/tender-based-experts/t-1': () => jsonResponse(200, { foundExperts: [aMatch()], count: 1 }),
      'POST /api/bids/create': () => jsonResponse(201, { bid: { id: 'b-1' }, message: 'Invitation sent successfully!' }),
    });
    renderApp('/v3/dashboard/expert-finder?tender=t-1');
    expect(await screen.findByRole('link', { name: 'Home care and reablement services' })).toHaveAttribute('href', '/tender/t-1');
    const recommended = await screen.findByRole('list', { name: 'Recommended experts' });
    expect(within(recommended).getByRole('link', { name: 'Social care bid writer' })).toHaveAttribute(
      'href',
      '/expert-connect/exp-1?tender=t-1',
    );
    expect(api.callsTo('GET', '/api/expert-criteria/eligibility-experts/acc-1')).toHaveLength(0);

    const user = userEvent.setup({ delay: null });
    await user.click(within(recommended).getByRole('button', { name: 'Invite Social care bid writer to bid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite Social care bid writer to bid' });
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: /Tender/ })).toHaveTextContent('Home care and reablement services'),
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Could you write our quality section?');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent successfully!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/bids/create')[0].body).toEqual({
      tender: 't-1',
      expert: 'exp-1',
      message: 'Could you write our quality section?',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the dialog open with the server’s message on 409', async () => {
    installFetch({
      ...common,
      'GET /api/expert-criteria/tender-based-experts/t-1': () => jsonResponse(200, { foundExperts: [aMatch()], count: 1 }),
      'POST /api/bids/create': () =>
        jsonResponse(409, anError(409, 'BID.ALREADY_INVITED', 'This expert already has an open invitation for this tender.')),
    });
    renderApp('/v3/dashboard/expert-finder?tender=t-1');
    const recommended = await screen.findByRole('list', { name: 'Recommended experts' });
    const user = userEvent.setup({ delay: null });
    await user.click(within(recommended).getByRole('button', { name: 'Invite Social care bid writer to bid' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('This expert already has an open invitation for this tender.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('picks a bookmarked tender, and searches the directory with expertise, sector, region and availability', async () => {
    const api = installFetch({
      ...common,
      'GET /api/expert-criteria/eligibility-experts/acc-1': () => jsonResponse(200, { foundExperts: [], count: 0 }),
      'GET /api/expert-criteria/tender-based-experts/t-2': () => jsonResponse(200, { foundExperts: [], count: 0 }),
    });
    const app = renderApp('/v3/dashboard/expert-finder');
    expect(await screen.findByText(/No expert matches your eligibility gaps yet/)).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('combobox', { name: 'For a bookmarked tender' }));
    await user.click(await screen.findByRole('option', { name: 'Supported living in Leeds' }));
    await waitFor(() => expect(app.location().search).toBe('?tender=t-2'));
    expect(await screen.findByText(/No expert covers this tender’s sectors or regions yet/)).toBeInTheDocument();

    const search = screen.getByRole('search', { name: 'Search the expert directory' });
    await user.type(within(search).getByRole('textbox', { name: 'Expertise' }), 'bid writing');
    await user.click(within(search).getByRole('combobox', { name: 'Sectors' }));
    await user.click(await screen.findByRole('option', { name: '85 — Health and social work services' }));
    await user.click(within(search).getByRole('combobox', { name: 'Regions' }));
    await user.click(await screen.findByRole('option', { name: 'Wales' }));
    await user.click(within(search).getByRole('combobox', { name: 'Availability' }));
    await user.click(await screen.findByRole('option', { name: 'Available' }));
    await user.click(within(search).getByRole('button', { name: 'Search experts' }));
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/expert-criteria/search').map((call) => call.url)).toContain(
        '/api/expert-criteria/search?page=1&limit=12&expertise=bid%20writing&sector[0]=85&region[0]=Wales&availability[0]=available',
      ),
    );
  });

  it('shows error and empty states', async () => {
    installFetch({
      ...common,
      'GET /api/expert-criteria/eligibility-experts/acc-1': () => jsonResponse(403, anError(403, 'FORBIDDEN', 'Not your account.')),
      'GET /api/expert-criteria/search': () => jsonResponse(200, paged([])),
    });
    renderApp('/v3/dashboard/expert-finder');
    expect(await screen.findByText('Experts could not be found.')).toBeInTheDocument();
    expect(screen.getByText('Not your account.')).toBeInTheDocument();
    expect(await screen.findByText('No experts match this search.')).toBeInTheDocument();
  });

  it('offers experts the directory only, without invitations', async () => {
    signIn({ role: 'expert' });
    const api = installFetch(common);
    renderApp('/v3/expert-dashboard/expert-finder');
    const directory = await screen.findByRole('list', { name: 'Expert directory' });
    expect(within(directory).getByRole('article', { name: 'Tender pricing specialist' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Invite/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Recommended for you' })).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.url.includes('eligibility-experts'))).toBe(false);
  });
});
