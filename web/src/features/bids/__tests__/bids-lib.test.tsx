import { screen } from '@testing-library/react';
import { anInvitation, someStatistics } from '@/testing/bids-builders';
import { formatAcceptanceRate } from '../components/expert-bid-stats-panel';
import { inviterLabel, providersFromAcceptedBids } from '../lib/bid-people';
import { anError } from '@/testing/account-builders';
import { installFetch, jsonResponse } from '@/testing/fake-fetch';
import { renderApp, signIn } from '@/testing/render-app';

describe('inviterLabel', () => {
  it('joins the person and the company it knows', () => {
    expect(inviterLabel(anInvitation())).toBe('Pat Provider, Care & Co');
    expect(inviterLabel(anInvitation({ invitedBy: { accountId: 'a', name: null, companyName: 'Care & Co' } }))).toBe('Care & Co');
    expect(inviterLabel(anInvitation({ invitedBy: { accountId: 'a', name: ' ', companyName: null } }))).toBe('A provider');
  });
});

describe('providersFromAcceptedBids', () => {
  it('keeps accepted invitations only, grouped by company (case-insensitive) or else by inviting account, newest first', () => {
    const partners = providersFromAcceptedBids([
      anInvitation({ id: 'b1', status: 'Accepted', answeredAt: '2026-11-01T00:00:00Z' }),
      anInvitation({ id: 'b2', status: 'Declined', answeredAt: '2026-11-09T00:00:00Z' }),
      anInvitation({
        id: 'b3',
        status: 'Accepted',
        answeredAt: '2026-11-04T00:00:00Z',
        invitedBy: { accountId: 'acc-8', name: 'Sam', companyName: 'CARE & CO' },
      }),
      anInvitation({
        id: 'b4',
        status: 'Accepted',
        answeredAt: '2026-11-02T00:00:00Z',
        invitedBy: { accountId: 'acc-9', name: 'Lee', companyName: null },
      }),
      anInvitation({
        id: 'b5',
        status: 'Accepted',
        answeredAt: '2026-11-03T00:00:00Z',
        invitedBy: { accountId: 'acc-9', name: 'Lee', companyName: null },
      }),
    ]);
    expect(partners.map((p) => [p.name, p.people, p.projects.map((b) => b.id)])).toEqual([
      ['CARE & CO', ['Sam', 'Pat Provider'], ['b3', 'b1']],
      ['Lee', ['Lee'], ['b5', 'b4']],
    ]);
  });
});

describe('the expert dashboard’s invitation figures', () => {
  const dashboardFakes = {
    'GET /api/notification/all/acc-1': () => jsonResponse(200, { foundNotifications: [], count: 0, currentPage: 1, totalPages: 0 }),
    'GET /api/account/get-bookmark': () => jsonResponse(200, { bookmarks: [], tenderIds: [], count: 0 }),
    'GET /api/announcement/search': () => jsonResponse(200, { foundAnnouncements: [], count: 0, currentPage: 1, totalPages: 0 }),
    'GET /api/events/search': () => jsonResponse(200, { foundEvents: [], count: 0, currentPage: 1, totalPages: 0 }),
  };
  beforeEach(() => signIn({ role: 'expert' }));

  it('formats the acceptance rate', () => {
    expect(formatAcceptanceRate(2 / 3)).toBe('67%');
    expect(formatAcceptanceRate(null)).toBe('–');
  });

  it('shows GET /bids/expert/{me}/statistics as figures', async () => {
    const api = installFetch({ ...dashboardFakes, 'GET /api/bids/expert/acc-1/statistics': () => jsonResponse(200, someStatistics()) });
    renderApp('/v3/expert-dashboard');
    expect(await screen.findByRole('heading', { name: 'Your invitations to bid' })).toBeInTheDocument();
    expect(await screen.findByText('Waiting for your answer')).toBeInTheDocument();
    expect(screen.getByText('67%')).toBeInTheDocument();
    expect(screen.getByText(/^2 accepted · 1 declined · 0 withdrawn · last invited/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open invitations' })).toHaveAttribute('href', '/v3/expert-dashboard/my-projects/invitations');
    expect(api.callsTo('GET', '/api/bids/expert/acc-1/statistics')).toHaveLength(1);
  });

  it('says when there are no invitations yet, and shows a load error', async () => {
    installFetch({
      ...dashboardFakes,
      'GET /api/bids/expert/acc-1/statistics': () =>
        jsonResponse(
          200,
          someStatistics({
            invited: 0,
            pending: 0,
            accepted: 0,
            declined: 0,
            acceptanceRate: null,
            activeProjects: 0,
            lastInvitedAt: null,
          }),
        ),
    });
    const first = renderApp('/v3/expert-dashboard');
    expect(await screen.findByText(/^No invitations yet\./)).toBeInTheDocument();
    first.unmount();
  });

  it('shows the error state when the figures cannot be loaded', async () => {
    installFetch({
      ...dashboardFakes,
      'GET /api/bids/expert/acc-1/statistics': () => jsonResponse(404, anError(404, 'EXPERT.NOT_FOUND', 'Expert not found.')),
    });
    renderApp('/v3/expert-dashboard');
    expect(await screen.findByText('Your invitation figures could not be loaded.')).toBeInTheDocument();
  });
});
