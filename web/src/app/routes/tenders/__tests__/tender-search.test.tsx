import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useDataStore } from '@/stores/data-store';
import { anError } from '@/testing/account-builders';
import { installFetch, jsonResponse, type RecordedCall } from '@/testing/fake-fetch';
import { renderApp, signIn } from '@/testing/render-app';
import { aSearchPage, aTenderItem } from '@/testing/tender-builders';

const emptyBookmarks = { bookmarks: [], tenderIds: [], count: 0 };
const noNotifications = { foundNotifications: [], count: 0, currentPage: 1, totalPages: 0 };
const paramsOf = (call: RecordedCall) => new URL(call.url, 'http://localhost').searchParams;

function dashboardFakes(search: (call: RecordedCall) => Response, extra: Record<string, (call: RecordedCall) => Response> = {}) {
  return installFetch({
    'GET /api/tenders/filter-search': search,
    'GET /api/saved-search': () => jsonResponse(200, { foundSavedSearches: [], count: 0 }),
    'GET /api/account/get-bookmark': () => jsonResponse(200, emptyBookmarks),
    'GET /api/notification/all/acc-1': () => jsonResponse(200, noNotifications),
    ...extra,
  });
}

async function openFilters(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Show filters' }));
  return screen.findByRole('region', { name: 'Filters' });
}

describe('/v3/dashboard tender search', () => {
  it('lists the first page of 10 with highlighted snippets, facts in en-GB and GBP, and the facet counts', async () => {
    signIn();
    const api = dashboardFakes(() =>
      jsonResponse(
        200,
        aSearchPage([aTenderItem(), aTenderItem({ id: 't-2', title: 'IT support', value: null, closingDate: null })], { count: 2 }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/v3/dashboard');
    expect(await screen.findByRole('heading', { name: '2 tenders', level: 2 })).toBeInTheDocument();
    const results = screen.getByRole('list', { name: 'Search results' });
    const first = within(results).getAllByRole('article')[0];
    expect(within(first).getByRole('link', { name: 'Home care and reablement services' })).toHaveAttribute('href', '/tender/t-1');
    expect(within(first).getByText('care', { selector: 'mark' })).toBeInTheDocument();
    expect(first).toHaveTextContent('£250,000');
    expect(first).toHaveTextContent('5 Mar 2027');
    expect(first).toHaveTextContent('Cardiff Council');
    expect(within(results).getAllByRole('article')[1]).toHaveTextContent('Not stated');
    const params = paramsOf(api.callsTo('GET', '/api/tenders/filter-search')[0]);
    expect(params.get('page')).toBe('1');
    expect(params.get('limit')).toBe('10');
    expect(params.has('query')).toBe(false);

    const filters = await openFilters(user);
    expect(within(filters).getByRole('checkbox', { name: 'Health and social work services · 85 (8)' })).toBeInTheDocument();
    expect(within(filters).getByRole('checkbox', { name: 'Wales (7)' })).toBeInTheDocument();
    expect(within(filters).getByRole('radio', { name: 'Within 7 days (2)' })).toBeInTheDocument();
    expect(within(filters).getByRole('radio', { name: 'Last 30 days (8)' })).toBeInTheDocument();
  });

  it('keeps the keywords in the data store and sends them as the query', async () => {
    signIn();
    const api = dashboardFakes(() => jsonResponse(200, aSearchPage()));
    const user = userEvent.setup();
    renderApp('/v3/dashboard');
    await screen.findByRole('heading', { name: '1 tender', level: 2 });
    await user.type(screen.getByRole('textbox', { name: 'Keywords' }), '"home care" -children');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.callsTo('GET', '/api/tenders/filter-search')).toHaveLength(2));
    expect(paramsOf(api.callsTo('GET', '/api/tenders/filter-search')[1]).get('query')).toBe('"home care" -children');
    expect(useDataStore.getState().searchTerm).toBe('"home care" -children');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Relevance');
  });

  it('changes the query when a category, region or status is ticked, and goes back to page 1', async () => {
    signIn();
    const api = dashboardFakes(() => jsonResponse(200, aSearchPage([aTenderItem()], { count: 25, totalPages: 3 })));
    const user = userEvent.setup();
    const app = renderApp('/v3/dashboard?page=2');
    await screen.findByRole('heading', { name: '25 tenders', level: 2 });
    const filters = await openFilters(user);
    await user.click(within(filters).getByRole('checkbox', { name: /Health and social work services/ }));
    await waitFor(() => expect(app.location().search).toBe('?cpv=85'));
    await user.click(within(await openFiltersAgain()).getByRole('checkbox', { name: 'Wales (7)' }));
    await waitFor(() => expect(new URLSearchParams(app.location().search).get('region')).toBe('Wales'));
    await user.click(within(await openFiltersAgain()).getByRole('switch', { name: 'Include closed and awarded tenders' }));
    await waitFor(() => expect(api.callsTo('GET', '/api/tenders/filter-search').length).toBeGreaterThanOrEqual(4));
    const last = paramsOf(api.callsTo('GET', '/api/tenders/filter-search').at(-1)!);
    expect(last.get('cpv[0]')).toBe('85');
    expect(last.get('region[0]')).toBe('Wales');
    expect(last.get('includeAll')).toBe('true');
    expect(last.get('page')).toBe('1');
  });

  it('searches a value range through /tenders/value-search, with facets from filter-search', async () => {
    signIn();
    const api = dashboardFakes(() => jsonResponse(200, aSearchPage()), {
      'GET /api/tenders/value-search': () =>
        jsonResponse(200, aSearchPage([aTenderItem({ id: 't-9', title: 'Big contract', value: 2_000_000 })], { facets: undefined })),
    });
    const user = userEvent.setup();
    renderApp('/v3/dashboard');
    await screen.findByRole('heading', { name: '1 tender', level: 2 });
    const filters = await openFilters(user);
    await user.type(within(filters).getByRole('textbox', { name: 'Minimum (£)' }), '100000');
    await user.type(within(filters).getByRole('textbox', { name: 'Maximum (£)' }), '5,000,000{Enter}');
    expect(await screen.findByRole('link', { name: 'Big contract' })).toBeInTheDocument();
    // Leaving the minimum field applied it; Enter in the maximum field applied both.
    await waitFor(() => expect(paramsOf(api.callsTo('GET', '/api/tenders/value-search').at(-1)!).get('max')).toBe('5000000'));
    const value = paramsOf(api.callsTo('GET', '/api/tenders/value-search').at(-1)!);
    expect(value.get('min')).toBe('100000');
    const facets = paramsOf(api.callsTo('GET', '/api/tenders/filter-search').at(-1)!);
    expect(facets.get('min')).toBe('100000');
    expect(facets.get('limit')).toBe('1');
  });

  it('refuses a minimum above the maximum without searching', async () => {
    signIn();
    const api = dashboardFakes(() => jsonResponse(200, aSearchPage()));
    const user = userEvent.setup();
    renderApp('/v3/dashboard');
    await screen.findByRole('heading', { name: '1 tender', level: 2 });
    const filters = await openFilters(user);
    await user.type(within(filters).getByRole('textbox', { name: 'Minimum (£)' }), '500');
    await user.type(within(filters).getByRole('textbox', { name: 'Maximum (£)' }), '100{Enter}');
    expect(await within(await openFiltersAgain()).findByRole('alert')).toHaveTextContent('The minimum must not be above the maximum.');
    // The minimum alone was applied when its field was left; the bad pair never was.
    expect(api.callsTo('GET', '/api/tenders/value-search').map((call) => paramsOf(call).get('max'))).not.toContain('100');
  });

  it('pages through the results and sorts', async () => {
    signIn();
    const api = dashboardFakes((call) => {
      const page = Number(paramsOf(call).get('page'));
      return jsonResponse(
        200,
        aSearchPage([aTenderItem({ id: `t-p${page}`, title: `Tender on page ${page}` })], { count: 30, currentPage: page, totalPages: 3 }),
      );
    });
    const user = userEvent.setup();
    const app = renderApp('/v3/dashboard');
    await screen.findByRole('link', { name: 'Tender on page 1' });
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByRole('link', { name: 'Tender on page 2' })).toBeInTheDocument();
    expect(app.location().search).toBe('?page=2');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Closing soonest' }));
    await waitFor(() => expect(paramsOf(api.callsTo('GET', '/api/tenders/filter-search').at(-1)!).get('sort')).toBe('closing-soonest'));
    expect(app.location().search).toBe('?sort=closing-soonest');
  });

  it('says so when nothing matches, and offers to clear the search', async () => {
    signIn();
    useDataStore.getState().setSearchTerm('zebra crossings');
    dashboardFakes(() => jsonResponse(200, aSearchPage([], { count: 0 })));
    const user = userEvent.setup();
    renderApp('/v3/dashboard?region=Wales');
    expect(await screen.findByText('No tenders match this search.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    await waitFor(() => expect(useDataStore.getState().searchTerm).toBe(''));
  });

  it('shows the server’s message with a retry when the search fails', async () => {
    signIn();
    let calls = 0;
    dashboardFakes(() => {
      calls += 1;
      return calls === 1
        ? jsonResponse(400, anError(400, 'SEARCH.INVALID_RANGE', 'closingFrom must not be after closingTo.'))
        : jsonResponse(200, aSearchPage());
    });
    const user = userEvent.setup();
    renderApp('/v3/dashboard');
    expect(await screen.findByText('The tenders could not be searched.')).toBeInTheDocument();
    expect(screen.getAllByText('closingFrom must not be after closingTo.').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: '1 tender', level: 2 })).toBeInTheDocument();
  });

  it('bookmarks a result from the list', async () => {
    signIn();
    const api = dashboardFakes(() => jsonResponse(200, aSearchPage()), {
      'PATCH /api/account/add-bookmark': () =>
        jsonResponse(200, {
          bookmarks: [{ tenderId: 't-1', createdAt: '2026-11-20T10:00:00Z' }],
          tenderIds: ['t-1'],
          count: 1,
          message: 'Tender bookmarked',
        }),
    });
    const user = userEvent.setup();
    renderApp('/v3/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Bookmark: Home care and reablement services' }));
    expect(await screen.findByRole('button', { name: 'Remove bookmark: Home care and reablement services' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(api.callsTo('PATCH', '/api/account/add-bookmark')[0].body).toEqual({ tender: ['t-1'] });
    expect(await screen.findByText('Tender bookmarked')).toBeInTheDocument();
  });
});

describe('saved searches and the plan', () => {
  it('shows the plan limit refusal for a search with alerts and saves it without alerts instead', async () => {
    signIn();
    useDataStore.getState().setSearchTerm('home care');
    const refusal =
      "Your company's Free plan allows 1 saved search with alerts and you have 1. Upgrade your plan on Account › Manage plan (or ask an admin) to add more.";
    let saved = [] as Array<Record<string, unknown>>;
    const api = dashboardFakes(() => jsonResponse(200, aSearchPage()), {
      'GET /api/saved-search': () => jsonResponse(200, { foundSavedSearches: saved, count: saved.length }),
      'POST /api/saved-search': (call) => {
        const body = call.body as Record<string, unknown>;
        if (body.delivery !== 'none') return jsonResponse(403, { statusCode: 403, code: 'PLAN.LIMIT_REACHED', message: refusal });
        saved = [
          {
            id: 's-2',
            name: body.name,
            query: body.query,
            filters: {},
            delivery: 'none',
            lastMatchedAt: null,
            createdAt: '2026-11-21T10:00:00Z',
            updatedAt: '2026-11-21T10:00:00Z',
          },
        ];
        return jsonResponse(201, { savedSearch: saved[0], message: 'Search saved' });
      },
    });
    const user = userEvent.setup();
    renderApp('/v3/dashboard');
    expect(await screen.findByText(/No saved searches yet/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Save this search' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: 'No alerts, just keep the search' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    expect(await screen.findByText('Search saved')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/saved-search').map((c) => (c.body as { delivery: string }).delivery)).toEqual(['instant', 'none']);
    expect(await screen.findByText(/No alerts · “home care”/)).toBeInTheDocument();
  });
});

async function openFiltersAgain() {
  // The filters panel stays open between changes; find it again after the re-render.
  return screen.findByRole('region', { name: 'Filters' });
}

describe('saved searches', () => {
  it('saves the current search with the chosen alert, lists, runs and deletes saved searches', async () => {
    signIn();
    useDataStore.getState().setSearchTerm('home care');
    let saved = [] as Array<Record<string, unknown>>;
    const api = dashboardFakes(() => jsonResponse(200, aSearchPage()), {
      'GET /api/saved-search': () => jsonResponse(200, { foundSavedSearches: saved, count: saved.length }),
      'POST /api/saved-search': (call) => {
        const body = call.body as Record<string, unknown>;
        saved = [
          {
            id: 's-1',
            name: body.name,
            query: body.query,
            filters: { cpv: ['85000000'], region: ['Wales'], min: 100000, max: 90000000 },
            delivery: body.delivery,
            lastMatchedAt: null,
            createdAt: '2026-11-21T10:00:00Z',
            updatedAt: '2026-11-21T10:00:00Z',
          },
        ];
        return jsonResponse(201, { savedSearch: saved[0], message: 'Search saved' });
      },
      'DELETE /api/saved-search/s-1': () => {
        saved = [];
        return jsonResponse(200, { id: 's-1', deleted: true, message: 'Saved search deleted' });
      },
    });
    const user = userEvent.setup();
    const app = renderApp('/v3/dashboard?cpv=85&region=Wales');
    expect(await screen.findByText(/No saved searches yet/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'Home care in Wales');
    await user.click(within(dialog).getByRole('radio', { name: 'In a daily digest' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    expect(await screen.findByText('Search saved')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/saved-search')[0].body).toEqual({
      name: 'Home care in Wales',
      query: 'home care',
      filters: { cpv: ['85'], region: ['Wales'] },
      delivery: 'daily',
    });

    expect(await screen.findByText('Home care in Wales')).toBeInTheDocument();
    useDataStore.getState().setSearchTerm('');
    await user.click(screen.getByRole('button', { name: 'Run saved search Home care in Wales' }));
    await waitFor(() => expect(new URLSearchParams(app.location().search).get('min')).toBe('100000'));
    expect(new URLSearchParams(app.location().search).get('cpv')).toBe('85');
    expect(useDataStore.getState().searchTerm).toBe('home care');

    await user.click(screen.getByRole('button', { name: 'Delete saved search Home care in Wales' }));
    expect(await screen.findByText(/No saved searches yet/)).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/saved-search/s-1')).toHaveLength(1);
  });
});
