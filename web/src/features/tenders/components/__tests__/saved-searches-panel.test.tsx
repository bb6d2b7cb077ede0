import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AlertDelivery, SavedSearch } from '@jointly/contracts';
import { Toaster } from '@/components/ui/toast/toaster';
import { installFetch, jsonResponse, type RecordedCall } from '@/testing/fake-fetch';
import { renderApp, signIn } from '@/testing/render-app';
import { SavedSearchesPanel } from '../saved-searches-panel';

const REFUSAL =
  "Your company's Free plan allows 1 saved search with alerts and you have 1. Upgrade your plan on Account › Manage plan (or ask an admin) to add more.";

function aSavedSearch(id: string, name: string, delivery: AlertDelivery): SavedSearch {
  return {
    id,
    name,
    query: 'care',
    filters: {},
    delivery,
    lastMatchedAt: null,
    createdAt: '2026-11-21T10:00:00Z',
    updatedAt: '2026-11-21T10:00:00Z',
  } as SavedSearch;
}

/** A server holding the searches; PATCH answers through `answer`, which may hold the reply back. */
function savedSearchServer(searches: SavedSearch[], answer: (call: RecordedCall, id: string) => Promise<Response> | Response) {
  let stored = searches;
  return installFetch({
    'GET /api/saved-search': () => jsonResponse(200, { foundSavedSearches: stored, count: stored.length }),
    ...Object.fromEntries(
      searches.map((search) => [
        `PATCH /api/saved-search/${search.id}`,
        async (call: RecordedCall) => {
          const response = await answer(call, search.id);
          if (response.ok) {
            const delivery = (call.body as { delivery: AlertDelivery }).delivery;
            stored = stored.map((s) => (s.id === search.id ? { ...s, delivery } : s));
            return jsonResponse(200, { savedSearch: stored.find((s) => s.id === search.id), message: 'Saved search updated' });
          }
          return response;
        },
      ]),
    ),
  });
}

function renderPanel() {
  return renderApp('/', {
    routes: [
      {
        path: '/',
        element: (
          <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
            <SavedSearchesPanel onRun={() => undefined} />
            <Toaster />
          </QueryClientProvider>
        ),
      },
      { path: '/account/manage-plan', element: <h1>Manage plan page</h1> },
    ],
  });
}

const alertsSwitch = (name: string) => screen.getByRole('switch', { name: `Alerts for saved search ${name}` });

describe('the alerts switch on saved searches', () => {
  beforeEach(() => signIn());

  it('turns alerts on from the keyboard at once (optimistic), then keeps what the server answered', async () => {
    let release: (() => void) | undefined;
    const api = savedSearchServer(
      [aSavedSearch('s-1', 'Home care in Wales', 'instant'), aSavedSearch('s-2', 'Supported living', 'none')],
      () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(jsonResponse(200, {}));
        }),
    );
    const user = userEvent.setup();
    renderPanel();

    expect(await screen.findByText('Home care in Wales')).toBeInTheDocument();
    expect(alertsSwitch('Home care in Wales')).toBeChecked();
    expect(alertsSwitch('Supported living')).not.toBeChecked();

    // Tab to the switch and press Space.
    alertsSwitch('Supported living').focus();
    expect(alertsSwitch('Supported living')).toHaveFocus();
    await user.keyboard(' ');
    // On before the server answered, and not pressable twice meanwhile.
    expect(alertsSwitch('Supported living')).toBeChecked();
    expect(alertsSwitch('Supported living')).toBeDisabled();
    await waitFor(() => expect(api.callsTo('PATCH', '/api/saved-search/s-2')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/saved-search/s-2')[0].body).toEqual({ delivery: 'instant' });

    release!();
    expect(await screen.findByText('Alerts turned on')).toBeInTheDocument();
    await waitFor(() => expect(alertsSwitch('Supported living')).toBeEnabled());
    expect(alertsSwitch('Supported living')).toBeChecked();
    const item = screen.getByText('Supported living').closest('li')!;
    expect(within(item).getByText(/Instant alerts · “care”/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('moves back and says why when the plan’s limit of searches with alerts refuses, with a way to the plan', async () => {
    const api = savedSearchServer(
      [aSavedSearch('s-1', 'Home care in Wales', 'instant'), aSavedSearch('s-2', 'Supported living', 'none')],
      () => jsonResponse(403, { statusCode: 403, code: 'PLAN.LIMIT_REACHED', message: REFUSAL, requestId: 'r-1' }),
    );
    const user = userEvent.setup();
    renderPanel();

    await user.click(await screen.findByRole('switch', { name: 'Alerts for saved search Supported living' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Alerts for “Supported living” could not be turned on.');
    expect(alert).toHaveTextContent(REFUSAL);
    await waitFor(() => expect(alertsSwitch('Supported living')).not.toBeChecked());
    expect(alertsSwitch('Home care in Wales')).toBeChecked();
    expect(within(screen.getByText('Supported living').closest('li')!).getByText(/No alerts/)).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/saved-search/s-2')).toHaveLength(1);

    await user.click(within(alert).getByRole('link', { name: 'See your plan' }));
    expect(await screen.findByRole('heading', { name: 'Manage plan page' })).toBeInTheDocument();
  });

  it('rolls back on any other failure too, and turning alerts back on restores the delivery the search had', async () => {
    let fail = true;
    const api = savedSearchServer([aSavedSearch('s-1', 'Daily digest search', 'daily')], () =>
      fail
        ? jsonResponse(500, { statusCode: 500, code: 'INTERNAL', message: 'Something went wrong, try again!', requestId: 'r-2' })
        : jsonResponse(200, {}),
    );
    const user = userEvent.setup();
    renderPanel();

    await user.click(await screen.findByRole('switch', { name: 'Alerts for saved search Daily digest search' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('could not be turned off');
    expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
    await waitFor(() => expect(alertsSwitch('Daily digest search')).toBeChecked());

    fail = false;
    await user.click(alertsSwitch('Daily digest search'));
    expect(await screen.findByText('Alerts turned off')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(alertsSwitch('Daily digest search')).toBeEnabled());
    expect(alertsSwitch('Daily digest search')).not.toBeChecked();

    await user.click(alertsSwitch('Daily digest search'));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/saved-search/s-1')).toHaveLength(3));
    expect(api.callsTo('PATCH', '/api/saved-search/s-1').map((c) => (c.body as { delivery: string }).delivery)).toEqual([
      'none',
      'none',
      'daily',
    ]);
    expect(await screen.findByText('Alerts turned on')).toBeInTheDocument();
    await waitFor(() => expect(alertsSwitch('Daily digest search')).toBeChecked());
  });
});
