import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useDialogStore } from '@/stores/dialog-store';
import { anError } from '@/testing/account-builders';
import { aConsortium, aRequest, paged } from '@/testing/consortium-builders';
import { installFetch, jsonResponse } from '@/testing/fake-fetch';
import { renderApp, signIn } from '@/testing/render-app';

const REFUSED = 'Only approved consortium partners can create a consortium.';

describe('/consortium/dashboard', () => {
  beforeEach(() => signIn({ companyId: 'co-1' }));

  it('lists the company’s consortiums by account id and the invitations received, and accepts one', async () => {
    const api = installFetch({
      'GET /api/consortium/user-consortium/acc-1': () =>
        jsonResponse(200, {
          foundConsortiums: [
            aConsortium(),
            aConsortium({
              id: 'c2',
              name: 'Yorkshire Home Support',
              leadCompanyId: 'co-9',
              leadCompanyName: 'Dales Nursing',
              memberCount: 3,
            }),
          ],
          count: 2,
        }),
      'GET /api/consortium-request/search': () =>
        jsonResponse(200, paged('foundConsortiumRequests', [aRequest({ message: 'We need a partner in Derby.' })])),
      'PATCH /api/consortium-request/update/r1': () =>
        jsonResponse(200, { consortiumRequest: aRequest({ status: 'Approve' }), message: 'Request updated successfully' }),
    });
    renderApp('/consortium/dashboard');
    expect(await screen.findByRole('heading', { name: 'Consortiums', level: 1 })).toBeInTheDocument();

    const list = await screen.findByRole('list', { name: 'Your consortiums' });
    const first = within(list).getAllByRole('listitem')[0];
    expect(within(first).getByRole('link', { name: 'North West Care Alliance' })).toHaveAttribute('href', '/consortium/c1');
    expect(within(first).getByText('Led by Care & Co')).toBeInTheDocument();
    expect(within(first).getByText('2 members')).toBeInTheDocument();
    expect(within(first).getByText('You lead it')).toBeInTheDocument();
    const second = within(list).getAllByRole('listitem')[1];
    expect(within(second).getByText('Led by Dales Nursing')).toBeInTheDocument();
    expect(within(second).getByText('3 members')).toBeInTheDocument();
    expect(within(second).queryByText('You lead it')).not.toBeInTheDocument();

    const invitations = await screen.findByRole('list', { name: 'Invitations received' });
    expect(within(invitations).getByText('Midlands Nursing Group')).toBeInTheDocument();
    expect(within(invitations).getByText(/Invited by Midlands Care Ltd/)).toBeInTheDocument();
    expect(within(invitations).getByText('We need a partner in Derby.')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/consortium-request/search')[0].url).toBe(
      '/api/consortium-request/search?page=1&limit=300&box=received&status=Pending&direction=invitation',
    );

    await userEvent.click(within(invitations).getByRole('button', { name: 'Accept the invitation to Midlands Nursing Group' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/consortium-request/update/r1')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/consortium-request/update/r1')[0].body).toEqual({ status: 'Approve' });
    expect(await screen.findByText('Request updated successfully')).toBeInTheDocument();
    // The lists are loaded again after the answer.
    await waitFor(() => expect(api.callsTo('GET', '/api/consortium/user-consortium/acc-1').length).toBeGreaterThan(1));
  });

  it('declines an invitation with Rejected', async () => {
    const api = installFetch({
      'GET /api/consortium/user-consortium/acc-1': () => jsonResponse(200, { foundConsortiums: [], count: 0 }),
      'GET /api/consortium-request/search': () => jsonResponse(200, paged('foundConsortiumRequests', [aRequest()])),
      'PATCH /api/consortium-request/update/r1': () =>
        jsonResponse(200, { consortiumRequest: aRequest({ status: 'Rejected' }), message: 'Request updated successfully' }),
    });
    renderApp('/consortium/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Decline the invitation to Midlands Nursing Group' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/consortium-request/update/r1')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/consortium-request/update/r1')[0].body).toEqual({ status: 'Rejected' });
    expect(await screen.findByText('Request updated successfully')).toBeInTheDocument();
  });

  it('shows the empty state with the form, and creates a consortium', async () => {
    let created = false;
    const api = installFetch({
      'GET /api/consortium/user-consortium/acc-1': () =>
        jsonResponse(
          200,
          created
            ? { foundConsortiums: [aConsortium({ name: 'Leeds Care Partners', memberCount: 1 })], count: 1 }
            : { foundConsortiums: [], count: 0 },
        ),
      'GET /api/consortium-request/search': () => jsonResponse(200, paged('foundConsortiumRequests', [])),
      'POST /api/consortium/create': () => {
        created = true;
        return jsonResponse(201, { consortium: aConsortium({ name: 'Leeds Care Partners' }), message: 'Consortium created successfully!' });
      },
    });
    renderApp('/consortium/dashboard');
    expect(await screen.findByText(/^You are not in a consortium yet\./)).toBeInTheDocument();
    expect(await screen.findByText('No invitations are waiting for your answer.')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Create a consortium' });
    await userEvent.click(within(form).getByRole('button', { name: 'Create consortium' }));
    expect(within(form).getByText('Give the consortium a name')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/consortium/create')).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText(/Consortium name/), '  Leeds Care Partners ');
    await userEvent.type(within(form).getByLabelText(/Description/), 'Home care across Leeds');
    await userEvent.click(within(form).getByRole('button', { name: 'Create consortium' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/consortium/create')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/consortium/create')[0].body).toEqual({
      name: 'Leeds Care Partners',
      description: 'Home care across Leeds',
    });
    expect(await screen.findByText('Consortium created successfully!')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Leeds Care Partners' })).toHaveAttribute('href', '/consortium/c1');
    expect(within(form).getByLabelText(/Consortium name/)).toHaveValue('');
  });

  it('shows the 403 of a company that is not an approved partner, with a way to apply', async () => {
    installFetch({
      'GET /api/consortium/user-consortium/acc-1': () => jsonResponse(200, { foundConsortiums: [], count: 0 }),
      'GET /api/consortium-request/search': () => jsonResponse(200, paged('foundConsortiumRequests', [])),
      'POST /api/consortium/create': () => jsonResponse(403, anError(403, 'CONSORTIUM.NOT_APPROVED_PARTNER', REFUSED)),
    });
    renderApp('/consortium/dashboard');
    const form = await screen.findByRole('form', { name: 'Create a consortium' });
    await userEvent.type(within(form).getByLabelText(/Consortium name/), 'Leeds Care Partners');
    await userEvent.click(within(form).getByRole('button', { name: 'Create consortium' }));
    expect(await within(form).findByText(REFUSED)).toBeInTheDocument();
    expect(within(form).getByRole('link', { name: 'Ask to become a consortium partner' })).toHaveAttribute(
      'href',
      '/consortium/verification',
    );
  });

  it('shows an error state with Try again when the consortiums cannot be loaded', async () => {
    let fail = true;
    installFetch({
      'GET /api/consortium/user-consortium/acc-1': () =>
        fail
          ? jsonResponse(500, anError(500, 'INTERNAL', 'The database is unavailable.'))
          : jsonResponse(200, { foundConsortiums: [aConsortium()], count: 1 }),
      'GET /api/consortium-request/search': () => jsonResponse(200, paged('foundConsortiumRequests', [])),
    });
    renderApp('/consortium/dashboard');
    expect(await screen.findByText('Your consortiums could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('The database is unavailable.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'North West Care Alliance' })).toBeInTheDocument();
  });

  it('shows the loading state first, and Find partners opens the matching dialog', async () => {
    installFetch({
      'GET /api/consortium/user-consortium/acc-1': () => jsonResponse(200, { foundConsortiums: [aConsortium()], count: 1 }),
      'GET /api/consortium-request/search': () => jsonResponse(200, paged('foundConsortiumRequests', [])),
      'GET /api/consortium/matching-partners/c1': () => jsonResponse(200, { foundTalents: [], count: 0 }),
    });
    renderApp('/consortium/dashboard');
    expect(await screen.findByText('Loading your consortiums…')).toBeInTheDocument();
    await screen.findByRole('link', { name: 'North West Care Alliance' });
    await userEvent.click(screen.getByRole('button', { name: 'Find partners' }));
    expect(useDialogStore.getState().showConsortiumMatchingCompanies).toBe(true);
    const dialog = await screen.findByRole('dialog', { name: 'Consortium partners' });
    expect(await within(dialog).findByText('No Matching Companies found.')).toBeInTheDocument();
  });
});
