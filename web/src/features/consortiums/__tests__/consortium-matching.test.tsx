import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useDataStore } from '@/stores/data-store';
import { useDialogStore } from '@/stores/dialog-store';
import { installFetch, jsonResponse } from '@/testing/fake-fetch';
import { renderApp, signIn } from '@/testing/render-app';

function fakeApi() {
  return installFetch({
    'GET /api/consortium/user-consortium/partner-1': () =>
      jsonResponse(200, [
        { id: 'c1', name: 'North West Care Alliance' },
        { id: 'c2', name: 'Yorkshire Home Support' },
      ]),
    'GET /api/consortium/matching-partners/c1': () => jsonResponse(200, [{ id: 'm1', company: 'co-1', companyName: 'Bright Futures Care' }]),
    'GET /api/consortium/matching-partners/c2': () => jsonResponse(200, [{ id: 'm2', company: 'co-2', companyName: 'Dales Nursing' }]),
    'GET /api/consortium-request/search': (call) =>
      jsonResponse(200, {
        foundConsortiumRequests: call.url.includes('consortium[0]=c1') ? [{ id: 'r1', consortium: { id: 'c7', name: 'Midlands Nursing Group' } }] : [],
      }),
    'POST /api/consortium-request/send-invite': () => jsonResponse(201, { id: 'inv-1' }),
    'PATCH /api/consortium-request/update/r1': () => jsonResponse(200, { id: 'r1', status: 'Approve' }),
  });
}

describe('consortium matching dialog with data', () => {
  beforeEach(() => {
    signIn();
    useDataStore.getState().setPartner({ id: 'partner-1', companyName: 'Care Co' });
  });

  it('opens from the drawer, loads the first consortium and sends a request', async () => {
    const api = fakeApi();
    renderApp('/v3/dashboard');
    const [open] = await screen.findAllByRole('button', { name: 'Find consortium partners', hidden: true });
    await userEvent.click(open);

    const dialog = await screen.findByRole('dialog', { name: 'Consortium partners' });
    expect(await within(dialog).findByText('Bright Futures Care')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Consortium' })).toHaveTextContent('North West Care Alliance');
    expect(api.callsTo('GET', '/api/consortium-request/search')[0].url).toBe(
      '/api/consortium-request/search?page=1&limit=300&consortium[0]=c1',
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/consortium-request/send-invite')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/consortium-request/send-invite')[0].body).toEqual({ consortium: 'c1', account: 'm1' });
    expect(await screen.findByText('Request sent successfully')).toBeInTheDocument();
    expect(useDialogStore.getState().showConsortiumMatchingCompanies).toBe(false);
  });

  it('reloads when another consortium is chosen, and answers a request', async () => {
    const api = fakeApi();
    useDialogStore.getState().setShowConsortiumMatchingCompanies(true);
    renderApp('/v3/dashboard');
    const dialog = await screen.findByRole('dialog', { name: 'Consortium partners' });
    await within(dialog).findByText('Bright Futures Care');

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Consortium' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Yorkshire Home Support' }));
    expect(await within(dialog).findByText('Dales Nursing')).toBeInTheDocument();
    expect(useDataStore.getState().selectedConsortiumId).toBe('c2');

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Consortium' }));
    await userEvent.click(await screen.findByRole('option', { name: 'North West Care Alliance' }));
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Has Indicated Interest' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/consortium-request/update/r1')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/consortium-request/update/r1')[0].body).toEqual({ status: 'Approve' });
    expect(await screen.findByText('Request updated successfully')).toBeInTheDocument();
  });
});
