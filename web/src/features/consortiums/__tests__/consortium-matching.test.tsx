import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useDataStore } from '@/stores/data-store';
import { useDialogStore } from '@/stores/dialog-store';
import { aConsortium, aMatchingPartner, aRequest, paged } from '@/testing/consortium-builders';
import { installFetch, jsonResponse } from '@/testing/fake-fetch';
import { renderApp, signIn } from '@/testing/render-app';

function fakeApi() {
  return installFetch({
    // The account id (acc-1), not the company (co-1).
    'GET /api/consortium/user-consortium/acc-1': () =>
      jsonResponse(200, { foundConsortiums: [aConsortium(), aConsortium({ id: 'c2', name: 'Yorkshire Home Support' })], count: 2 }),
    'GET /api/consortium/matching-partners/c1': () =>
      jsonResponse(200, {
        foundTalents: [aMatchingPartner({ id: 'co-3', companyName: 'Bright Futures Care', accountId: 'acc-3' })],
        count: 1,
      }),
    'GET /api/consortium/matching-partners/c2': () => jsonResponse(200, { foundTalents: [aMatchingPartner()], count: 1 }),
    'GET /api/consortium-request/search': () => jsonResponse(200, paged('foundConsortiumRequests', [aRequest()])),
    'POST /api/consortium-request/send-invite': () =>
      jsonResponse(201, { consortiumRequest: aRequest({ id: 'r9' }), message: 'Request sent successfully' }),
    'PATCH /api/consortium-request/update/r1': () =>
      jsonResponse(200, { consortiumRequest: aRequest({ status: 'Approve' }), message: 'Request updated successfully' }),
  });
}

describe('consortium matching dialog with data', () => {
  beforeEach(() => {
    signIn({ companyId: 'co-1' });
    useDataStore.getState().setPartner({ id: 'co-1', companyName: 'Care & Co' });
  });

  it('opens from the drawer, loads the first consortium by account id and sends a request to the owner account', async () => {
    const api = fakeApi();
    renderApp('/v3/dashboard/my-team');
    const [open] = await screen.findAllByRole('button', { name: 'Find consortium partners', hidden: true });
    await userEvent.click(open);

    const dialog = await screen.findByRole('dialog', { name: 'Consortium partners' });
    expect(await within(dialog).findByText('Bright Futures Care')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Consortium' })).toHaveTextContent('North West Care Alliance');
    expect(api.callsTo('GET', '/api/consortium/user-consortium/acc-1')).toHaveLength(1);
    expect(api.callsTo('GET', '/api/consortium-request/search')[0].url).toBe(
      '/api/consortium-request/search?page=1&limit=300&box=received&status=Pending',
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Request to Bright Futures Care' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/consortium-request/send-invite')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/consortium-request/send-invite')[0].body).toEqual({ consortium: 'c1', account: 'acc-3' });
    expect(await screen.findByText('Request sent successfully')).toBeInTheDocument();
    expect(useDialogStore.getState().showConsortiumMatchingCompanies).toBe(false);
  });

  it('reloads the matching companies when another consortium is chosen', async () => {
    const api = fakeApi();
    useDialogStore.getState().setShowConsortiumMatchingCompanies(true);
    renderApp('/v3/dashboard/my-team');
    const dialog = await screen.findByRole('dialog', { name: 'Consortium partners' });
    await within(dialog).findByText('Bright Futures Care');

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Consortium' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Yorkshire Home Support' }));
    expect(await within(dialog).findByText('Dales Nursing')).toBeInTheDocument();
    expect(within(dialog).queryByText('Bright Futures Care')).not.toBeInTheDocument();
    expect(useDataStore.getState().selectedConsortiumId).toBe('c2');
    expect(api.callsTo('GET', '/api/consortium/matching-partners/c2')).toHaveLength(1);
  });

  it('lists the invitations received under Has Indicated Interest and accepts one', async () => {
    const api = fakeApi();
    useDialogStore.getState().setShowConsortiumMatchingCompanies(true);
    renderApp('/v3/dashboard/my-team');
    const dialog = await screen.findByRole('dialog', { name: 'Consortium partners' });
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Has Indicated Interest' }));
    expect(await within(dialog).findByText('Midlands Nursing Group')).toBeInTheDocument();
    expect(within(dialog).getByText('Invited by Midlands Care Ltd')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept the invitation to Midlands Nursing Group' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/consortium-request/update/r1')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/consortium-request/update/r1')[0].body).toEqual({ status: 'Approve' });
    expect(await screen.findByText('Request updated successfully')).toBeInTheDocument();
    expect(useDialogStore.getState().showConsortiumMatchingCompanies).toBe(false);
  });

  it('declines an invitation with Rejected', async () => {
    const api = fakeApi();
    useDialogStore.getState().setShowConsortiumMatchingCompanies(true);
    renderApp('/v3/dashboard/my-team');
    const dialog = await screen.findByRole('dialog', { name: 'Consortium partners' });
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Has Indicated Interest' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Decline the invitation to Midlands Nursing Group' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/consortium-request/update/r1')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/consortium-request/update/r1')[0].body).toEqual({ status: 'Rejected' });
    expect(await screen.findByText('Request updated successfully')).toBeInTheDocument();
  });
});
