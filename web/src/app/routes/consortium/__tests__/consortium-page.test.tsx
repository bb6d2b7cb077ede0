import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useDataStore } from '@/stores/data-store';
import { useDialogStore } from '@/stores/dialog-store';
import { anError } from '@/testing/account-builders';
import { aBid, aConsortium, aRequest, paged } from '@/testing/consortium-builders';
import { installFetch, jsonResponse } from '@/testing/fake-fetch';
import { renderApp, signIn } from '@/testing/render-app';
import { aSearchPage, aTenderItem } from '@/testing/tender-builders';

function consortiumApi(overrides: Record<string, Parameters<typeof installFetch>[0][string]> = {}) {
  return installFetch({
    'GET /api/consortium/view/c1': () => jsonResponse(200, aConsortium()),
    'GET /api/consortium-request/search': () =>
      jsonResponse(
        200,
        paged('foundConsortiumRequests', [
          aRequest({
            id: 'r1',
            consortium: { id: 'c1', name: 'North West Care Alliance' },
            toCompanyName: 'Dales Nursing',
            status: 'Pending',
          }),
          aRequest({
            id: 'r2',
            consortium: { id: 'c1', name: 'North West Care Alliance' },
            toCompanyName: 'Bright Futures Care',
            status: 'Approve',
          }),
          aRequest({
            id: 'r3',
            consortium: { id: 'c1', name: 'North West Care Alliance' },
            toCompanyName: 'Pennine Support',
            status: 'Rejected',
          }),
        ]),
      ),
    'GET /api/consortium-bid/search': () => jsonResponse(200, paged('foundConsortiumBids', [aBid()])),
    'GET /api/consortium-eligibility/c1': () =>
      jsonResponse(200, {
        consortiumId: 'c1',
        consortiumName: 'North West Care Alliance',
        members: [],
        tenders: [
          {
            tenderId: 't-9',
            title: 'Digital care records, Cumbria',
            buyerName: 'Cumberland Council',
            closingDate: '2027-03-05T12:00:00.000Z',
            rating: 92,
            band: '100To90',
            leadRating: 47,
          },
        ],
      }),
    ...overrides,
  });
}

describe('/consortium/{id}', () => {
  it('shows the consortium, its members with their role, the invitations it sent and its bids', async () => {
    signIn({ companyId: 'co-1' });
    const api = consortiumApi();
    renderApp('/consortium/c1');
    expect(await screen.findByRole('heading', { name: 'North West Care Alliance', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Home care across the North West.')).toBeInTheDocument();
    expect(screen.getByText('Led by Care & Co · 2 members')).toBeInTheDocument();

    const members = screen.getByRole('list', { name: 'Members' });
    const [lead, member] = within(members).getAllByRole('listitem');
    expect(within(lead).getByText('Care & Co')).toBeInTheDocument();
    expect(within(lead).getByText('Lead')).toBeInTheDocument();
    expect(within(member).getByText('Bright Futures Care')).toBeInTheDocument();
    expect(within(member).getByText('Member')).toBeInTheDocument();

    const sent = await screen.findByRole('list', { name: 'Invitations sent' });
    const rows = within(sent).getAllByRole('listitem');
    expect(within(rows[0]).getByText('Dales Nursing')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Waiting')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Accepted')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Declined')).toBeInTheDocument();

    const bids = await screen.findByRole('table', { name: 'Bids of North West Care Alliance' });
    expect(within(bids).getByRole('link', { name: 'Home care and reablement services' })).toHaveAttribute('href', '/tender/t-1');
    expect(within(bids).getByText('Cardiff Council')).toBeInTheDocument();
    expect(within(bids).getByText('5 Mar 2027')).toBeInTheDocument();

    const best = await screen.findByRole('list', { name: 'Best open tenders' });
    expect(within(best).getByRole('link', { name: 'Digital care records, Cumbria' })).toHaveAttribute('href', '/tender/t-9');
    expect(within(best).getByText('Cumberland Council · closes 5 Mar 2027 · together 92, lead alone 47')).toBeInTheDocument();

    expect(api.callsTo('GET', '/api/consortium-request/search')[0].url).toBe(
      '/api/consortium-request/search?page=1&limit=300&consortium[0]=c1&direction=invitation',
    );
    expect(api.callsTo('GET', '/api/consortium-bid/search')[0].url).toBe('/api/consortium-bid/search?page=1&limit=300&consortium[0]=c1');
  });

  it('lets the lead company edit the name and description', async () => {
    signIn({ companyId: 'co-1' });
    let current = aConsortium();
    const api = consortiumApi({
      'GET /api/consortium/view/c1': () => jsonResponse(200, current),
      'PATCH /api/consortium/create': () => {
        current = aConsortium({ name: 'North West Care Partners', description: null });
        return jsonResponse(200, { consortium: current, message: 'Consortium updated successfully!' });
      },
    });
    renderApp('/consortium/c1');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit details' }));
    const form = screen.getByRole('form', { name: 'Edit the consortium' });
    const name = within(form).getByLabelText(/Consortium name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'North West Care Partners');
    await userEvent.clear(within(form).getByLabelText(/Description/));
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/consortium/create')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/consortium/create')[0].body).toEqual({ id: 'c1', name: 'North West Care Partners', description: '' });
    expect(await screen.findByText('Consortium updated successfully!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'North West Care Partners', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Edit the consortium' })).not.toBeInTheDocument();
  });

  it('does not offer editing to a member company', async () => {
    signIn({ companyId: 'co-2' });
    consortiumApi();
    renderApp('/consortium/c1');
    await screen.findByRole('heading', { name: 'North West Care Alliance', level: 1 });
    expect(screen.getByRole('button', { name: 'Invite partners' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit details' })).not.toBeInTheDocument();
  });

  it('starts a bid on a tender found by search', async () => {
    signIn({ companyId: 'co-1' });
    const tender = aTenderItem({ id: 't-7', title: 'Supported living in Wales', buyerName: 'Swansea Council' });
    const api = consortiumApi({
      'GET /api/consortium-bid/search': () => jsonResponse(200, paged('foundConsortiumBids', [])),
      'GET /api/tender/search': () => jsonResponse(200, aSearchPage([aTenderItem(), tender])),
      'POST /api/consortium-bid/create': () =>
        jsonResponse(201, { consortiumBid: aBid({ id: 'b7', tenderId: 't-7' }), message: 'Consortium bid created successfully!' }),
    });
    renderApp('/consortium/c1');
    expect(await screen.findByText('No bids yet. Start one on a tender you want to win together.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start a bid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start a bid' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Start bid' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose the tender to bid on.');

    await userEvent.type(within(dialog).getByLabelText('Keywords'), 'supported living');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Include closed and awarded tenders' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
    await userEvent.click(await within(dialog).findByRole('radio', { name: /Supported living in Wales/ }));
    expect(api.callsTo('GET', '/api/tender/search')[0].url).toBe(
      '/api/tender/search?page=1&limit=10&query=supported%20living&includeAll=true',
    );
    await userEvent.type(within(dialog).getByLabelText('Notes'), 'Lot 2 only');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start bid' }));

    await waitFor(() => expect(api.callsTo('POST', '/api/consortium-bid/create')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/consortium-bid/create')[0].body).toEqual({ consortium: 'c1', tender: 't-7', notes: 'Lot 2 only' });
    expect(await screen.findByText('Consortium bid created successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Start a bid' })).not.toBeInTheDocument());
  });

  it('starts a bid on a bookmarked tender', async () => {
    signIn({ companyId: 'co-1' });
    const api = consortiumApi({
      'GET /api/consortium-bid/search': () => jsonResponse(200, paged('foundConsortiumBids', [])),
      'GET /api/account/get-bookmark': () =>
        jsonResponse(200, { bookmarks: [{ tenderId: 't-1', createdAt: '2026-10-01T09:00:00.000Z' }], tenderIds: ['t-1'], count: 1 }),
      'POST /api/tender/fetch-multiple': () => jsonResponse(200, { foundTenders: [aTenderItem()], count: 1 }),
      'POST /api/consortium-bid/create': () =>
        jsonResponse(201, { consortiumBid: aBid(), message: 'Consortium bid created successfully!' }),
    });
    renderApp('/consortium/c1');
    await userEvent.click(await screen.findByRole('button', { name: 'Start a bid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start a bid' });
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Your bookmarks' }));
    await userEvent.click(await within(dialog).findByRole('radio', { name: /Home care and reablement services/ }));
    await userEvent.type(within(dialog).getByLabelText('Bid title'), 'Cardiff home care bid');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start bid' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/consortium-bid/create')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/consortium-bid/create')[0].body).toEqual({
      consortium: 'c1',
      tender: 't-1',
      title: 'Cardiff home care bid',
    });
  });

  it('opens the matching dialog with this consortium selected', async () => {
    signIn({ companyId: 'co-1' });
    consortiumApi({
      'GET /api/consortium/user-consortium/acc-1': () =>
        jsonResponse(200, { foundConsortiums: [aConsortium({ id: 'c0', name: 'Alpha Care' }), aConsortium()], count: 2 }),
      'GET /api/consortium/matching-partners/c1': () => jsonResponse(200, { foundTalents: [], count: 0 }),
    });
    renderApp('/consortium/c1');
    await userEvent.click(await screen.findByRole('button', { name: 'Invite partners' }));
    expect(useDataStore.getState().selectedConsortiumId).toBe('c1');
    expect(useDialogStore.getState().showConsortiumMatchingCompanies).toBe(true);
    const dialog = await screen.findByRole('dialog', { name: 'Consortium partners' });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Consortium' })).toHaveTextContent('North West Care Alliance'));
  });

  it('says so when the consortium’s ratings cannot be loaded, and when no open tender rates 60 or more for it', async () => {
    signIn({ companyId: 'co-1' });
    consortiumApi({ 'GET /api/consortium-eligibility/c1': () => jsonResponse(500, anError(500, 'INTERNAL', 'Boom')) });
    const app = renderApp('/consortium/c1');
    expect(await screen.findByText('The consortium’s tenders could not be loaded.')).toBeInTheDocument();
    app.unmount();
    consortiumApi({
      'GET /api/consortium-eligibility/c1': () => jsonResponse(200, { consortiumId: 'c1', consortiumName: 'x', members: [], tenders: [] }),
    });
    renderApp('/consortium/c1');
    expect(await screen.findByText(/No open tender rates 60 or more for this consortium yet/)).toBeInTheDocument();
  });

  it('says so when the consortium does not exist (404)', async () => {
    signIn();
    installFetch({
      'GET /api/consortium/view/c1': () => jsonResponse(404, anError(404, 'CONSORTIUM.NOT_FOUND', 'Consortium c1 not found.')),
    });
    renderApp('/consortium/c1');
    expect(await screen.findByText('This consortium does not exist.')).toBeInTheDocument();
    expect(screen.getByText('Consortium c1 not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your consortiums' })).toHaveAttribute('href', '/consortium/dashboard');
  });

  it('says so when the company is not a member (403)', async () => {
    signIn();
    installFetch({
      'GET /api/consortium/view/c1': () =>
        jsonResponse(403, anError(403, 'CONSORTIUM.NOT_MEMBER', 'Only members of the consortium can see it.')),
    });
    renderApp('/consortium/c1');
    expect(await screen.findByText('Only the member companies of this consortium can see it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start a bid' })).not.toBeInTheDocument();
  });

  it('lets a company that is not a member ask to join (its interest goes to the lead company)', async () => {
    signIn();
    const api = installFetch({
      'GET /api/consortium/view/c1': () =>
        jsonResponse(403, anError(403, 'CONSORTIUM.NOT_MEMBER', 'Only members of the consortium can see it.')),
      'POST /api/consortium-request/express-interest': () =>
        jsonResponse(201, { consortiumRequest: aRequest({ direction: 'interest' }), message: 'Interest registered successfully' }),
    });
    renderApp('/consortium/c1');
    await userEvent.click(await screen.findByRole('button', { name: 'Ask to join this consortium' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/consortium-request/express-interest')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/consortium-request/express-interest')[0].body).toEqual({ consortium: 'c1' });
    expect(await screen.findByText('Interest registered successfully')).toBeInTheDocument();
    expect(screen.getByText('Your interest was sent to the lead company. You will be told when it answers.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask to join this consortium' })).not.toBeInTheDocument();
  });

  it('offers no "Ask to join" when the consortium does not exist', async () => {
    signIn();
    installFetch({
      'GET /api/consortium/view/c1': () => jsonResponse(404, anError(404, 'CONSORTIUM.NOT_FOUND', 'Consortium c1 not found.')),
    });
    renderApp('/consortium/c1');
    expect(await screen.findByText('This consortium does not exist.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask to join this consortium' })).not.toBeInTheDocument();
  });
});
