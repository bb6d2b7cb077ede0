import { screen, within } from '@testing-library/react';
import { aPage, anInvitation } from '@/testing/bids-builders';
import { anError } from '@/testing/account-builders';
import { installFetch, jsonResponse } from '@/testing/fake-fetch';
import { renderApp, signIn } from '@/testing/render-app';

describe('/v3/expert-dashboard/my-projects/{id}', () => {
  beforeEach(() => signIn({ role: 'expert' }));

  it('shows one accepted invitation: tender, provider, message and the linked workspace', async () => {
    const api = installFetch({
      'GET /api/bids/search': () =>
        jsonResponse(
          200,
          aPage('foundBids', [
            anInvitation({ id: 'bid-0' }),
            anInvitation({ status: 'Accepted', workspaceId: 'w-9', answeredAt: '2026-11-03T09:00:00.000Z' }),
          ]),
        ),
    });
    renderApp('/v3/expert-dashboard/my-projects/bid-1');
    expect(await screen.findByRole('heading', { name: 'Home care and reablement services', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('A project with Pat Provider, Care & Co.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home care and reablement services' })).toHaveAttribute(
      'href',
      '/v3/expert-dashboard/tenders/t-1',
    );
    expect(screen.getByText('Cardiff Council')).toBeInTheDocument();
    expect(screen.getByText('We need a safeguarding lead for lot 2.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the bid’s workspace' })).toHaveAttribute('href', '/v3/dashboard/my-workspace/w-9');
    expect(api.callsTo('GET', '/api/bids/search')[0].url).toBe('/api/bids/search?page=1&limit=300&role=received');
  });

  it('says when the invitation is unknown, or not accepted', async () => {
    installFetch({
      'GET /api/bids/search': () => jsonResponse(200, aPage('foundBids', [anInvitation({ status: 'Declined', workspaceId: 'w-9' })])),
    });
    const first = renderApp('/v3/expert-dashboard/my-projects/bid-404');
    expect(await screen.findByText('Project not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your invitations' })).toHaveAttribute(
      'href',
      '/v3/expert-dashboard/my-projects/invitations',
    );
    first.unmount();
    renderApp('/v3/expert-dashboard/my-projects/bid-1');
    expect(await screen.findByText('This is not one of your projects.')).toBeInTheDocument();
    expect(screen.getByText('The invitation is declined.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the bid’s workspace' })).not.toBeInTheDocument();
  });

  it('shows an error state when the invitations cannot be loaded', async () => {
    installFetch({ 'GET /api/bids/search': () => jsonResponse(500, anError(500, 'INTERNAL', 'The database is unavailable.')) });
    renderApp('/v3/expert-dashboard/my-projects/bid-1');
    expect(await screen.findByText('The project could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('/v3/expert-dashboard/my-projects/partners', () => {
  beforeEach(() => signIn({ role: 'expert' }));

  it('groups the accepted invitations by provider company, with the people and the projects', async () => {
    const api = installFetch({
      'GET /api/bids/search': () =>
        jsonResponse(
          200,
          aPage('foundBids', [
            anInvitation({ status: 'Accepted', answeredAt: '2026-11-03T09:00:00.000Z' }),
            anInvitation({
              id: 'bid-2',
              status: 'Accepted',
              answeredAt: '2026-11-05T09:00:00.000Z',
              invitedBy: { accountId: 'acc-8', name: 'Sam Writer', companyName: 'Care & Co' },
              tender: { id: 't-2', title: 'Day opportunities', buyerName: 'Leeds City Council', closingDate: null, status: 'active' },
            }),
            anInvitation({
              id: 'bid-3',
              status: 'Accepted',
              answeredAt: '2026-11-01T09:00:00.000Z',
              invitedBy: { accountId: 'acc-9', name: 'Lee Solo', companyName: null },
            }),
          ]),
        ),
    });
    renderApp('/v3/expert-dashboard/my-projects/partners');
    const list = await screen.findByRole('list', { name: 'Project partners' });
    const partners = within(list).getAllByRole('listitem', { name: /^(Care & Co|Lee Solo)$/ });
    expect(partners.map((p) => p.getAttribute('aria-label'))).toEqual(['Care & Co', 'Lee Solo']);
    expect(within(partners[0]).getByText('Contact: Sam Writer, Pat Provider')).toBeInTheDocument();
    const projects = within(partners[0]).getByRole('list', { name: 'Projects with Care & Co' });
    expect(
      within(projects)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/v3/expert-dashboard/my-projects/bid-2', '/v3/expert-dashboard/my-projects/bid-1']);
    expect(api.callsTo('GET', '/api/bids/search')[0].url).toBe('/api/bids/search?page=1&limit=300&role=received&status=Accepted');
  });

  it('shows the empty state', async () => {
    installFetch({ 'GET /api/bids/search': () => jsonResponse(200, aPage('foundBids', [])) });
    renderApp('/v3/expert-dashboard/my-projects/partners');
    expect(await screen.findByText(/^No partners yet\./)).toBeInTheDocument();
  });
});
