import { screen, within } from '@testing-library/react';
import { aMe, someEnums } from '@/testing/account-builders';
import { aBid, aConsortium, paged } from '@/testing/consortium-builders';
import { installFetch, jsonResponse } from '@/testing/fake-fetch';
import { renderApp, signIn } from '@/testing/render-app';

describe('/consortium/bids', () => {
  beforeEach(() => signIn({ companyId: 'co-1' }));

  it('lists the bids of every consortium of the company, with a consortium column', async () => {
    const api = installFetch({
      'GET /api/consortium/user-consortium/acc-1': () =>
        jsonResponse(200, { foundConsortiums: [aConsortium(), aConsortium({ id: 'c2', name: 'Yorkshire Home Support' })], count: 2 }),
      'GET /api/consortium-bid/search': () =>
        jsonResponse(
          200,
          paged('foundConsortiumBids', [
            aBid(),
            aBid({
              id: 'b2',
              consortium: { id: 'c2', name: 'Yorkshire Home Support' },
              tenderId: 't-2',
              tender: { id: 't-2', title: 'Reablement in Leeds', buyerName: 'Leeds City Council', closingDate: null, status: 'active' },
            }),
          ]),
        ),
    });
    renderApp('/consortium/bids');
    expect(await screen.findByRole('heading', { name: 'Consortium bids', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Consortium bids' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]).getByRole('link', { name: 'Home care and reablement services' })).toHaveAttribute('href', '/tender/t-1');
    expect(within(rows[1]).getByRole('link', { name: 'North West Care Alliance' })).toHaveAttribute('href', '/consortium/c1');
    expect(within(rows[2]).getByRole('link', { name: 'Reablement in Leeds' })).toHaveAttribute('href', '/tender/t-2');
    expect(within(rows[2]).getByRole('link', { name: 'Yorkshire Home Support' })).toHaveAttribute('href', '/consortium/c2');
    expect(within(rows[2]).getByText('Leeds City Council')).toBeInTheDocument();
    expect(within(rows[2]).getByText('N/A')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/consortium-bid/search')[0].url).toBe(
      '/api/consortium-bid/search?page=1&limit=300&consortium[0]=c1&consortium[1]=c2',
    );
  });

  it('links to the dashboard when the company is in no consortium', async () => {
    const api = installFetch({ 'GET /api/consortium/user-consortium/acc-1': () => jsonResponse(200, { foundConsortiums: [], count: 0 }) });
    renderApp('/consortium/bids');
    expect(await screen.findByText('You are not in a consortium yet, so there are no consortium bids.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your consortiums' })).toHaveAttribute('href', '/consortium/dashboard');
    expect(api.callsTo('GET', '/api/consortium-bid/search')).toHaveLength(0);
  });

  it('says when the consortiums have no bids yet', async () => {
    installFetch({
      'GET /api/consortium/user-consortium/acc-1': () => jsonResponse(200, { foundConsortiums: [aConsortium()], count: 1 }),
      'GET /api/consortium-bid/search': () => jsonResponse(200, paged('foundConsortiumBids', [])),
    });
    renderApp('/consortium/bids');
    expect(await screen.findByText(/have not started a bid yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your consortiums' })).toBeInTheDocument();
  });
});

describe('/consortium/verification', () => {
  beforeEach(() => signIn({ companyId: 'co-1' }));

  it('shows an approved partner its status', async () => {
    installFetch({
      'GET /api/account/me': () => jsonResponse(200, aMe({}, { verification: 'verified' })),
      'GET /api/generic-apis/all-enum': () => jsonResponse(200, someEnums()),
    });
    renderApp('/consortium/verification');
    expect(await screen.findByRole('heading', { name: 'Consortium verification', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText(/is an approved consortium partner/)).toBeInTheDocument();
  });

  it('offers the partner request to a company that has not asked yet', async () => {
    installFetch({
      'GET /api/account/me': () => jsonResponse(200, aMe()),
      'GET /api/generic-apis/all-enum': () => jsonResponse(200, someEnums()),
    });
    renderApp('/consortium/verification');
    expect(await screen.findByRole('form', { name: 'Apply to lead consortiums' })).toBeInTheDocument();
  });
});
