import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aPage, anInvitation, aWorkspace } from '@/testing/bids-builders';
import { anError } from '@/testing/account-builders';
import { installFetch, jsonResponse } from '@/testing/fake-fetch';
import { renderApp, signIn } from '@/testing/render-app';

const tender = { id: 't-5', title: 'Supported living framework', buyerName: 'Leeds City Council', closingDate: '2027-01-10T12:00:00.000Z' };

describe('/v3/dashboard/my-workspace', () => {
  beforeEach(() => signIn({ companyId: 'co-1' }));

  it('lists the workspaces (page=1&limit=300) and the expert invitations sent, with Withdraw while pending', async () => {
    let withdrawn = false;
    const api = installFetch({
      'GET /api/workspace/search': () =>
        jsonResponse(
          200,
          aPage('foundWorkspaces', [
            aWorkspace({ experts: [{ accountId: 'acc-3', name: 'Erin Expert' }] }),
            aWorkspace({ id: 'w-2', name: 'Standalone notes', tender: null, sections: [], status: 'in-review' }),
          ]),
        ),
      'GET /api/bids/search': () =>
        jsonResponse(
          200,
          aPage('foundBids', [
            anInvitation({
              status: withdrawn ? 'Withdrawn' : 'Pending',
              expert: { accountId: 'acc-3', name: 'Erin Expert', email: 'erin@x.example' },
            }),
            anInvitation({ id: 'bid-2', status: 'Accepted', expert: { accountId: 'acc-4', name: 'Omar Adviser', email: null } }),
          ]),
        ),
      'PATCH /api/bids/respond-to-invitation/bid-1': () => {
        withdrawn = true;
        return jsonResponse(200, { bid: anInvitation({ status: 'Withdrawn' }), message: 'Invitation withdrawn' });
      },
    });
    renderApp('/v3/dashboard/my-workspace');
    expect(await screen.findByRole('heading', { name: 'My workspace', level: 1 })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your workspaces' });
    const cards = within(list).getAllByRole('listitem');
    expect(within(cards[0]).getByRole('link', { name: 'Cardiff home care bid' })).toHaveAttribute('href', '/v3/dashboard/my-workspace/w-1');
    expect(within(cards[0]).getByText('Draft')).toBeInTheDocument();
    expect(within(cards[0]).getByText(/^Home care and reablement services · closes/)).toBeInTheDocument();
    expect(within(cards[0]).getByText(/^1 section · 1 expert · updated/)).toBeInTheDocument();
    expect(within(cards[1]).getByText('Not linked to a tender')).toBeInTheDocument();
    expect(within(cards[1]).getByText('In review')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/workspace/search')[0].url).toBe('/api/workspace/search?page=1&limit=300');

    const sent = await screen.findByRole('list', { name: 'Invitations sent' });
    expect(api.callsTo('GET', '/api/bids/search')[0].url).toBe('/api/bids/search?page=1&limit=300&role=sent');
    const pending = within(sent).getByRole('listitem', { name: 'Erin Expert: Home care and reablement services' });
    expect(within(pending).getByText('Pending')).toBeInTheDocument();
    expect(within(pending).getByText(/erin@x\.example/)).toBeInTheDocument();
    expect(within(pending).getByRole('link', { name: 'Home care and reablement services' })).toHaveAttribute('href', '/tender/t-1');
    const accepted = within(sent).getByRole('listitem', { name: 'Omar Adviser: Home care and reablement services' });
    expect(within(accepted).getByText('Accepted')).toBeInTheDocument();
    expect(within(accepted).queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();

    await userEvent.click(within(pending).getByRole('button', { name: 'Withdraw the invitation to Erin Expert' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/bids/respond-to-invitation/bid-1')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/bids/respond-to-invitation/bid-1')[0].body).toEqual({ status: 'Withdrawn' });
    expect(await screen.findByText('Invitation withdrawn')).toBeInTheDocument();
    expect(await within(sent).findByText('Withdrawn')).toBeInTheDocument();
  });

  it('shows the empty states, and the error state with Try again', async () => {
    let fail = true;
    installFetch({
      'GET /api/workspace/search': () =>
        fail
          ? jsonResponse(500, anError(500, 'INTERNAL', 'The database is unavailable.'))
          : jsonResponse(200, aPage('foundWorkspaces', [])),
      'GET /api/bids/search': () => jsonResponse(200, aPage('foundBids', [])),
    });
    renderApp('/v3/dashboard/my-workspace');
    expect(await screen.findByText('Loading your workspaces…')).toBeInTheDocument();
    expect(await screen.findByText('Your workspaces could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByText(/^You have not invited any expert yet\./)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/^No workspaces yet\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create your first workspace' })).toBeInTheDocument();
  });

  it('creates a workspace for a bookmarked tender, toasts the message and opens it', async () => {
    const created = aWorkspace({ id: 'w-new', name: 'Leeds supported living', tender: { ...tender, status: 'active' }, sections: [] });
    const api = installFetch({
      'GET /api/workspace/search': (call) => jsonResponse(200, aPage('foundWorkspaces', call.url.includes('id[0]=w-new') ? [created] : [])),
      'GET /api/bids/search': () => jsonResponse(200, aPage('foundBids', [])),
      'GET /api/account/get-bookmark': () => jsonResponse(200, { bookmarks: [], tenderIds: ['t-5'], count: 1 }),
      'POST /api/tender/fetch-multiple': () => jsonResponse(200, { foundTenders: [tender], count: 1 }),
      'POST /api/workspace/create': () => jsonResponse(201, { workspace: created, message: 'Workspace created successfully!' }),
    });
    const app = renderApp('/v3/dashboard/my-workspace');
    await userEvent.click(await screen.findByRole('button', { name: 'New workspace' }));
    const dialog = await screen.findByRole('dialog', { name: 'New workspace' });
    const form = within(dialog).getByRole('form', { name: 'Create a workspace' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Create workspace' }));
    expect(within(form).getByText('Give the workspace a name')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/workspace/create')).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText(/Workspace name/), '  Leeds supported living ');
    await userEvent.type(within(form).getByLabelText(/Description/), 'Lots 1 and 3');
    await userEvent.click(await within(dialog).findByRole('radio', { name: /Supported living framework/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create workspace' }));

    await waitFor(() => expect(api.callsTo('POST', '/api/workspace/create')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/workspace/create')[0].body).toEqual({
      name: 'Leeds supported living',
      tender: 't-5',
      description: 'Lots 1 and 3',
    });
    await waitFor(() => expect(app.location().pathname).toBe('/v3/dashboard/my-workspace/w-new'));
    expect(await screen.findByRole('heading', { name: 'Leeds supported living', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Workspace created successfully!')).toBeInTheDocument();
  });
});

describe('/v3/expert-dashboard/my-workspace', () => {
  beforeEach(() => signIn({ role: 'expert' }));

  it('lists the workspaces shared with the expert', async () => {
    installFetch({ 'GET /api/workspace/search': () => jsonResponse(200, aPage('foundWorkspaces', [aWorkspace()])) });
    renderApp('/v3/expert-dashboard/my-workspace');
    const list = await screen.findByRole('list', { name: 'Your workspaces' });
    expect(within(list).getByRole('link', { name: 'Cardiff home care bid' })).toHaveAttribute('href', '/v3/dashboard/my-workspace/w-1');
  });

  it('says how workspaces arrive when there is none', async () => {
    installFetch({ 'GET /api/workspace/search': () => jsonResponse(200, aPage('foundWorkspaces', [])) });
    renderApp('/v3/expert-dashboard/my-workspace');
    expect(await screen.findByText(/^No workspaces yet\. When you accept an invitation/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open your invitations' })).toHaveAttribute(
      'href',
      '/v3/expert-dashboard/my-projects/invitations',
    );
  });
});
