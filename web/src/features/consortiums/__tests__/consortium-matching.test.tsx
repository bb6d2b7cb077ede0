import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useDataStore } from '@/stores/data-store';
import { useDialogStore } from '@/stores/dialog-store';
import { aConsortium, aMatchingPartner, aRequest, paged } from '@/testing/consortium-builders';
import { installFetch, jsonResponse } from '@/testing/fake-fetch';
import { renderApp, signIn } from '@/testing/render-app';

const keenOnC1 = aRequest({
  direction: 'interest',
  consortium: { id: 'c1', name: 'North West Care Alliance' },
  fromCompanyId: 'co-7',
  fromCompanyName: 'Midlands Care Ltd',
  toCompanyId: 'co-1',
  toCompanyName: 'Care & Co',
  message: 'We cover Cheshire',
});
const keenOnC2 = aRequest({
  id: 'r2',
  direction: 'interest',
  consortium: { id: 'c2', name: 'Yorkshire Home Support' },
  fromCompanyId: 'co-8',
  fromCompanyName: 'Dales Domiciliary',
});

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
    // Interest in the selected consortium: a company that asked to join c1, another that asked to join c2.
    'GET /api/consortium-request/search': (call) =>
      jsonResponse(
        200,
        paged('foundConsortiumRequests', decodeURIComponent(call.url).includes('consortium[0]=c2') ? [keenOnC2] : [keenOnC1]),
      ),
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
    expect(decodeURIComponent(api.callsTo('GET', '/api/consortium-request/search')[0].url)).toBe(
      '/api/consortium-request/search?page=1&limit=300&consortium[0]=c1&direction=interest&status=Pending',
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

  it('lists the interest in the selected consortium under Has Indicated Interest, reloads it with the selection and accepts one', async () => {
    const api = fakeApi();
    useDialogStore.getState().setShowConsortiumMatchingCompanies(true);
    renderApp('/v3/dashboard/my-team');
    const dialog = await screen.findByRole('dialog', { name: 'Consortium partners' });
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Has Indicated Interest' }));
    expect(await within(dialog).findByText('Midlands Care Ltd would like to join · We cover Cheshire')).toBeInTheDocument();
    expect(within(dialog).getByText('North West Care Alliance', { selector: '.MuiListItemText-primary' })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Consortium' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Yorkshire Home Support' }));
    expect(await within(dialog).findByText('Dales Domiciliary would like to join')).toBeInTheDocument();
    expect(within(dialog).queryByText(/Midlands Care Ltd/)).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/consortium-request/search').map((c) => decodeURIComponent(c.url))).toContain(
      '/api/consortium-request/search?page=1&limit=300&consortium[0]=c2&direction=interest&status=Pending',
    );

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Consortium' }));
    await userEvent.click(await screen.findByRole('option', { name: 'North West Care Alliance' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Accept Midlands Care Ltd into North West Care Alliance' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/consortium-request/update/r1')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/consortium-request/update/r1')[0].body).toEqual({ status: 'Approve' });
    expect(await screen.findByText('Request updated successfully')).toBeInTheDocument();
    expect(useDialogStore.getState().showConsortiumMatchingCompanies).toBe(false);
  });

  it('declines an interest with Rejected, toasts and closes the dialog', async () => {
    const api = fakeApi();
    useDialogStore.getState().setShowConsortiumMatchingCompanies(true);
    renderApp('/v3/dashboard/my-team');
    const dialog = await screen.findByRole('dialog', { name: 'Consortium partners' });
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Has Indicated Interest' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Decline Midlands Care Ltd for North West Care Alliance' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/consortium-request/update/r1')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/consortium-request/update/r1')[0].body).toEqual({ status: 'Rejected' });
    expect(await screen.findByText('Request updated successfully')).toBeInTheDocument();
    expect(useDialogStore.getState().showConsortiumMatchingCompanies).toBe(false);
  });
});
