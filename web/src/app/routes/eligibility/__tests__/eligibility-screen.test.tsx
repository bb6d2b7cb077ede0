import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anError } from '@/testing/account-builders';
import { installFetch, jsonResponse } from '@/testing/fake-fetch';
import { renderApp, signIn } from '@/testing/render-app';
import { aTenderItem } from '@/testing/tender-builders';

const common = {
  'GET /api/notification/all/acc-1': () => jsonResponse(200, { foundNotifications: [], count: 0, currentPage: 1, totalPages: 0 }),
};
const someCriteria = {
  foundCriteria: [{ id: 'uc-1', accountId: 'acc-1', serviceCategories: ['85'], regions: ['Wales'], updatedAt: '2026-11-20T10:00:00Z' }],
  count: 1,
  currentPage: 1,
  totalPages: 1,
};
const dashboard = {
  counts: { '100To90': 1, '89To80': 1, '79To70': 0, '69To60': 0, '59To0': 1 },
  total: 3,
  topTenders: [
    {
      tenderId: 't-1',
      title: 'Home care and reablement services',
      buyerName: 'Cardiff Council',
      closingDate: '2027-03-05T12:00:00Z',
      rating: 95,
      band: '100To90',
    },
  ],
  calculatedAt: '2026-11-21T09:30:00Z',
};
const result = (extra: Record<string, unknown> = {}) => ({
  resultInCategory: [
    {
      '100To90': [{ tenderId: 't-1', tenderRating: 95 }],
      '89To80': [{ tenderId: 't-2', tenderRating: 84 }],
      '79To70': [],
      '69To60': [],
      '59To0': [{ tenderId: 't-3', tenderRating: 20 }],
      ...extra,
    },
  ],
});

type Bands = ReturnType<typeof result>['resultInCategory'][0];
const BANDS = ['100To90', '89To80', '79To70', '69To60', '59To0'] as const;
/** GET /api/user-eligibility-result/{id}?band=&page=&limit= answered from a whole list, as the server pages it. */
const paged =
  (whole: () => { resultInCategory: Bands[] }) =>
  ({ url }: { url: string }) => {
    const query = new URL(url, 'http://x').searchParams;
    const band = query.get('band') ?? 'All';
    const page = Number(query.get('page') ?? 1);
    const limit = Number(query.get('limit') ?? 50);
    const bands = whole().resultInCategory[0] as Record<string, Array<{ tenderId: string; tenderRating: number }>>;
    const listed = BANDS.flatMap((b) => (band === 'All' || band === b ? bands[b].map((entry) => ({ band: b, entry })) : []));
    const slice = listed.slice((page - 1) * limit, page * limit);
    return jsonResponse(200, {
      resultInCategory: [Object.fromEntries(BANDS.map((b) => [b, slice.filter((row) => row.band === b).map((row) => row.entry)]))],
      band,
      page,
      limit,
      counts: Object.fromEntries(BANDS.map((b) => [b, bands[b].length])),
      matching: listed.length,
    });
  };

describe('/v3/dashboard/eligibility', () => {
  beforeEach(() => signIn({ companyId: 'co-1' }));

  it('shows the summary per band, the rated tenders with details (N/A when missing) and filters by band', async () => {
    const api = installFetch({
      ...common,
      'GET /api/user-criteria/search': () => jsonResponse(200, someCriteria),
      'GET /api/user-eligibility-result/provider-dashboard': () => jsonResponse(200, dashboard),
      'GET /api/user-eligibility-result/acc-1': paged(() => result()),
      'POST /api/tender/fetch-multiple': () =>
        jsonResponse(200, {
          foundTenders: [aTenderItem(), aTenderItem({ id: 't-2', title: 'Supported living in Leeds', buyerName: 'Leeds City Council' })],
        }),
    });
    renderApp('/v3/dashboard/eligibility');
    expect(await screen.findByRole('heading', { name: 'Your eligibility', level: 1 })).toBeInTheDocument();

    const bands = await screen.findByRole('list', { name: 'Open tenders per band' });
    expect(
      within(bands)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['190–100 · Excellent fit', '180–89 · Strong fit', '070–79 · Good fit', '060–69 · Partial fit', '10–59 · Weak fit']);
    const best = screen.getByRole('list', { name: 'Your best matches' });
    expect(within(best).getByRole('link', { name: 'Home care and reablement services' })).toHaveAttribute('href', '/tender/t-1');
    expect(within(best).getByText('95 · Excellent fit')).toBeInTheDocument();

    const list = await screen.findByRole('list', { name: 'Eligible tenders' });
    await waitFor(() => expect(within(list).getByRole('link', { name: 'Supported living in Leeds' })).toBeInTheDocument());
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    // t-3 has no details: its row says N/A.
    expect(within(list).getByRole('link', { name: 'N/A' })).toHaveAttribute('href', '/tender/t-3');
    expect(api.callsTo('POST', '/api/tender/fetch-multiple')[0].body).toEqual({ 'id[0]': 't-1', 'id[1]': 't-2', 'id[2]': 't-3' });

    await userEvent.click(screen.getByRole('button', { name: '80–89 (1)' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Eligible tenders' })).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Supported living in Leeds' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '80–89 (1)' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: '70–79 (0)' }));
    expect(await screen.findByText('No open tender in this band.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'All (3)' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Eligible tenders' })).getAllByRole('listitem')).toHaveLength(3));
  });

  it('recalculates with check-all and shows the new result', async () => {
    let recalculated = false;
    const api = installFetch({
      ...common,
      'GET /api/user-criteria/search': () => jsonResponse(200, someCriteria),
      'GET /api/user-eligibility-result/provider-dashboard': () => jsonResponse(200, dashboard),
      'GET /api/user-eligibility-result/acc-1': paged(() =>
        recalculated ? result() : result({ '100To90': [], '89To80': [], '59To0': [] }),
      ),
      'GET /api/user-eligibility-result/check-all/acc-1': () => {
        recalculated = true;
        return jsonResponse(200, result());
      },
      'POST /api/tender/fetch-multiple': () => jsonResponse(200, { foundTenders: [aTenderItem()] }),
    });
    renderApp('/v3/dashboard/eligibility');
    expect(await screen.findByText('No open tender has been rated for you yet. Try Recalculate.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Recalculate' }));
    expect(await screen.findByText('Eligibility recalculated: 3 open tenders rated.')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/user-eligibility-result/check-all/acc-1')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'All (3)' })).toBeInTheDocument();
    // The summary is loaded again.
    await waitFor(() => expect(api.callsTo('GET', '/api/user-eligibility-result/provider-dashboard').length).toBeGreaterThan(1));
  });

  it('lists 20 tenders a page and loads the next page with "Show more"', async () => {
    const many = Array.from({ length: 25 }, (_, i) => ({ tenderId: `t-${i + 1}`, tenderRating: 99 - i }));
    const api = installFetch({
      ...common,
      'GET /api/user-criteria/search': () => jsonResponse(200, someCriteria),
      'GET /api/user-eligibility-result/provider-dashboard': () => jsonResponse(200, dashboard),
      'GET /api/user-eligibility-result/acc-1': paged(() =>
        result({ '100To90': many.slice(0, 10), '89To80': many.slice(10, 20), '79To70': many.slice(20), '59To0': [] }),
      ),
      'POST /api/tender/fetch-multiple': () => jsonResponse(200, { foundTenders: [aTenderItem()] }),
    });
    renderApp('/v3/dashboard/eligibility');
    const list = await screen.findByRole('list', { name: 'Eligible tenders' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getByRole('button', { name: 'All (25)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more (5 left)' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Eligible tenders' })).getAllByRole('listitem')).toHaveLength(25));
    expect(screen.queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
    const pages = api.callsTo('GET', '/api/user-eligibility-result/acc-1').map((call) => new URL(call.url, 'http://x').search);
    expect(pages).toEqual(['?band=All&page=1&limit=20', '?band=All&page=2&limit=20']);
    // Each page's details are fetched with it: 20 ids, then the 5 of the second page.
    expect(api.callsTo('POST', '/api/tender/fetch-multiple').map((call) => Object.keys(call.body as object).length)).toEqual([20, 5]);
  });

  it('sends a provider without criteria to the criteria form', async () => {
    const api = installFetch({
      ...common,
      'GET /api/user-criteria/search': () => jsonResponse(200, { foundCriteria: [], count: 0, currentPage: 1, totalPages: 0 }),
    });
    renderApp('/v3/dashboard/eligibility');
    expect(await screen.findByRole('heading', { name: 'No eligibility criteria yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your eligibility criteria' })).toHaveAttribute(
      'href',
      '/v3/user/update-profile#eligibility-criteria',
    );
    expect(api.callsTo('GET', '/api/user-eligibility-result/acc-1')).toHaveLength(0);
  });

  it('shows error states with a retry', async () => {
    installFetch({
      ...common,
      'GET /api/user-criteria/search': () => jsonResponse(200, someCriteria),
      'GET /api/user-eligibility-result/provider-dashboard': () => jsonResponse(500, anError(500, 'INTERNAL', 'Boom')),
      'GET /api/user-eligibility-result/acc-1': () => jsonResponse(403, anError(403, 'FORBIDDEN', 'You may not see these results.')),
    });
    renderApp('/v3/dashboard/eligibility');
    expect(await screen.findByText('Your eligibility summary could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByText('Your eligibility could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('You may not see these results.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
  });
});
