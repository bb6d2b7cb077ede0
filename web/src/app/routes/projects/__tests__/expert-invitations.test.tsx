import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anError } from '@/testing/account-builders';
import { aPage, anInvitation } from '@/testing/bids-builders';
import { installFetch, jsonResponse, type RecordedCall } from '@/testing/fake-fetch';
import { renderApp, signIn } from '@/testing/render-app';

const statusOf = (call: RecordedCall) => new URL(call.url, 'http://x').searchParams.get('status');

describe('/v3/expert-dashboard/my-projects/invitations', () => {
  beforeEach(() => signIn({ role: 'expert' }));

  it('lists the pending invitations with tender, inviter and message, and the answered ones below', async () => {
    const api = installFetch({
      'GET /api/bids/search': (call) =>
        jsonResponse(
          200,
          aPage(
            'foundBids',
            statusOf(call) === 'Pending'
              ? [anInvitation()]
              : [
                  anInvitation(),
                  anInvitation({
                    id: 'bid-2',
                    status: 'Accepted',
                    answeredAt: '2026-11-03T09:00:00.000Z',
                    tender: { id: 't-2', title: 'Day opportunities', buyerName: 'Leeds City Council', closingDate: null, status: 'active' },
                  }),
                  anInvitation({
                    id: 'bid-3',
                    status: 'Declined',
                    tender: { id: 't-3', title: null, buyerName: null, closingDate: null, status: null },
                  }),
                ],
          ),
        ),
    });
    renderApp('/v3/expert-dashboard/my-projects/invitations');
    expect(await screen.findByRole('heading', { name: 'Invitations', level: 1 })).toBeInTheDocument();

    const pending = await screen.findByRole('list', { name: 'Invitations waiting for your answer' });
    const item = within(pending).getByRole('listitem', { name: 'Home care and reablement services' });
    expect(within(item).getByRole('link', { name: 'Home care and reablement services' })).toHaveAttribute(
      'href',
      '/v3/expert-dashboard/tenders/t-1',
    );
    expect(within(item).getByText(/Cardiff Council · closes/)).toBeInTheDocument();
    expect(within(item).getByText(/Invited by Pat Provider, Care & Co/)).toBeInTheDocument();
    expect(within(item).getByText('“We need a safeguarding lead for lot 2.”')).toBeInTheDocument();

    const answered = await screen.findByRole('list', { name: 'Answered invitations' });
    expect(within(answered).getAllByRole('listitem')).toHaveLength(2);
    const accepted = within(answered).getByRole('listitem', { name: 'Day opportunities' });
    expect(within(accepted).getByText('Accepted')).toBeInTheDocument();
    expect(within(accepted).getByRole('link', { name: 'Open project' })).toHaveAttribute('href', '/v3/expert-dashboard/my-projects/bid-2');
    const declined = within(answered).getByRole('listitem', { name: 'this tender' });
    expect(within(declined).getByText('Declined')).toBeInTheDocument();
    expect(within(declined).getByText('Tender details not available yet')).toBeInTheDocument();
    expect(within(declined).queryByRole('link', { name: 'Open project' })).not.toBeInTheDocument();

    expect(api.callsTo('GET', '/api/bids/search').map((c) => c.url)).toEqual(
      expect.arrayContaining([
        '/api/bids/search?page=1&limit=300&role=received&status=Pending',
        '/api/bids/search?page=1&limit=300&role=received',
      ]),
    );
  });

  it('accepts an invitation: PATCH {status: Accepted}, toasts the server message and loads the lists again', async () => {
    let answered = false;
    const api = installFetch({
      'GET /api/bids/search': (call) =>
        jsonResponse(
          200,
          aPage(
            'foundBids',
            statusOf(call) === 'Pending' ? (answered ? [] : [anInvitation()]) : [anInvitation(answered ? { status: 'Accepted' } : {})],
          ),
        ),
      'PATCH /api/bids/respond-to-invitation/bid-1': () => {
        answered = true;
        return jsonResponse(200, { bid: anInvitation({ status: 'Accepted' }), message: 'Invitation accepted' });
      },
    });
    renderApp('/v3/expert-dashboard/my-projects/invitations');
    await userEvent.click(await screen.findByRole('button', { name: 'Accept the invitation for Home care and reablement services' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/bids/respond-to-invitation/bid-1')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/bids/respond-to-invitation/bid-1')[0].body).toEqual({ status: 'Accepted' });
    expect(await screen.findByText('Invitation accepted')).toBeInTheDocument();
    expect(await screen.findByText('No invitations are waiting for your answer.')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Answered invitations' });
    expect(within(list).getByRole('link', { name: 'Open project' })).toBeInTheDocument();
  });

  it('declines with {status: Declined}; a 409 toasts the server message', async () => {
    const api = installFetch({
      'GET /api/bids/search': (call) => jsonResponse(200, aPage('foundBids', statusOf(call) === 'Pending' ? [anInvitation()] : [])),
      'PATCH /api/bids/respond-to-invitation/bid-1': () =>
        jsonResponse(409, anError(409, 'BID.NOT_PENDING', 'This invitation was already answered or withdrawn.')),
    });
    renderApp('/v3/expert-dashboard/my-projects/invitations');
    await userEvent.click(await screen.findByRole('button', { name: 'Decline the invitation for Home care and reablement services' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/bids/respond-to-invitation/bid-1')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/bids/respond-to-invitation/bid-1')[0].body).toEqual({ status: 'Declined' });
    expect(await screen.findByText('This invitation was already answered or withdrawn.')).toBeInTheDocument();
  });

  it('shows the loading, empty and error states, with Try again', async () => {
    let fail = true;
    installFetch({
      'GET /api/bids/search': (call) =>
        fail && statusOf(call) === 'Pending'
          ? jsonResponse(500, anError(500, 'INTERNAL', 'The database is unavailable.'))
          : jsonResponse(200, aPage('foundBids', [])),
    });
    renderApp('/v3/expert-dashboard/my-projects/invitations');
    expect(await screen.findByText('Loading your invitations…')).toBeInTheDocument();
    expect(await screen.findByText('Your invitations could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('The database is unavailable.')).toBeInTheDocument();
    expect(await screen.findByText('You have not answered any invitation yet.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No invitations are waiting for your answer.')).toBeInTheDocument();
  });
});
