import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetch, jsonResponse } from '@/testing/fake-fetch';
import { renderApp, signIn } from '@/testing/render-app';
import { aSearchPage } from '@/testing/tender-builders';

function fakes(request: () => Response) {
  return installFetch({
    'GET /api/tenders/filter-search': () => jsonResponse(200, aSearchPage([], { count: 0 })),
    'GET /api/saved-search': () => jsonResponse(200, { foundSavedSearches: [], count: 0 }),
    'GET /api/account/get-bookmark': () => jsonResponse(200, { bookmarks: [], tenderIds: [], count: 0 }),
    'GET /api/notification/all/acc-1': () => jsonResponse(200, { foundNotifications: [], count: 0, currentPage: 1, totalPages: 0 }),
    'POST /api/account/request-tender': request,
  });
}

async function openDialog() {
  const user = userEvent.setup();
  renderApp('/v3/dashboard');
  await user.click(await screen.findByRole('button', { name: 'Request a tender we don’t list' }));
  await screen.findByRole('dialog', { name: 'Request a tender we don’t list' });
  return user;
}

describe('request a tender we do not list (POST /account/request-tender)', () => {
  it('sends the details and confirms with the server’s message', async () => {
    signIn();
    const api = fakes(() => jsonResponse(200, { requestId: 'r1', message: 'Your request has been sent to the Jointly team.' }));
    const user = await openDialog();
    const field = screen.getByRole('textbox', { name: /Which tender are you looking for/ });
    expect(field).toHaveFocus();
    await user.paste('Leeds City Council domiciliary care framework, ref LCC-2026-114');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Your request has been sent to the Jointly team.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/api/account/request-tender')[0].body).toEqual({
      details: 'Leeds City Council domiciliary care framework, ref LCC-2026-114',
    });
  });

  it('asks for details before sending anything', async () => {
    signIn();
    const api = fakes(() => jsonResponse(200, {}));
    const user = await openDialog();
    await user.type(screen.getByRole('textbox', { name: /Which tender/ }), 'abc');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByText(/Say which tender you are looking for/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/account/request-tender')).toHaveLength(0);
  });

  it('shows the server’s refusal (e.g. too many requests) in the dialog', async () => {
    signIn();
    fakes(() => jsonResponse(429, { message: 'Too many service requests; try again in 23 hours.' }));
    const user = await openDialog();
    await user.click(screen.getByRole('textbox', { name: /Which tender/ }));
    await user.paste('Any care tender in Kent');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Too many service requests; try again in 23 hours.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
