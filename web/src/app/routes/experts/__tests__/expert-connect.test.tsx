import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anError, someEnums } from '@/testing/account-builders';
import { installFetch, jsonResponse } from '@/testing/fake-fetch';
import { renderApp, signIn } from '@/testing/render-app';
import { aTenderItem } from '@/testing/tender-builders';

const anEntry = (overrides: Record<string, unknown> = {}) => ({
  id: 'ec-1',
  accountId: 'exp-1',
  headline: 'Social care bid writer',
  expertise: ['bid writing'],
  sectors: ['85'],
  regions: ['Wales'],
  yearsExperience: 12,
  dayRate: 650,
  availability: 'available',
  bio: 'Former commissioner with twelve years in adult social care.',
  createdAt: '2026-11-01T10:00:00Z',
  updatedAt: '2026-11-01T10:00:00Z',
  ...overrides,
});
const found = (items: unknown[]) => ({ foundCriteria: items, count: items.length, currentPage: 1, totalPages: items.length ? 1 : 0 });
const statistics = {
  expertAccountId: 'exp-1',
  invited: 8,
  pending: 1,
  accepted: 5,
  declined: 2,
  withdrawn: 0,
  acceptanceRate: 5 / 7,
  activeProjects: 2,
  lastInvitedAt: '2026-11-18T10:00:00Z',
};

describe('Expert Connect', () => {
  it('asks visitors to log in before showing the directory, and returns them here', async () => {
    const api = installFetch({});
    renderApp('/expert-connect');
    expect(await screen.findByRole('heading', { name: 'Expert Connect', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/Log in or create a free account to search the expert directory/)).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/v3/login?next=%2Fexpert-connect');
    expect(within(main).getByRole('link', { name: 'Join as an expert' })).toHaveAttribute('href', '/v3/register?type=expert');
    expect(api.calls).toHaveLength(0);
  });

  it('shows the directory to signed-in users', async () => {
    signIn();
    installFetch({
      'GET /api/generic-apis/all-enum': () => jsonResponse(200, someEnums()),
      'GET /api/expert-criteria/search': () => jsonResponse(200, found([anEntry()])),
    });
    renderApp('/expert-connect');
    const directory = await screen.findByRole('list', { name: 'Expert directory' });
    expect(within(directory).getByRole('link', { name: 'Social care bid writer' })).toHaveAttribute('href', '/expert-connect/exp-1');
    expect(within(directory).getByRole('button', { name: 'Invite Social care bid writer to bid' })).toBeInTheDocument();
  });

  it('shows one expert with their bidding record, and invites them to the tender they came from', async () => {
    signIn();
    const api = installFetch({
      'GET /api/expert-criteria/search': () => jsonResponse(200, found([anEntry()])),
      'GET /api/bids/expert/exp-1/statistics': () => jsonResponse(200, statistics),
      'GET /api/account/get-bookmark': () => jsonResponse(200, { bookmarks: [], tenderIds: [], count: 0 }),
      'POST /api/tender/fetch-multiple': () => jsonResponse(200, { foundTenders: [aTenderItem()] }),
      'POST /api/bids/create': () => jsonResponse(201, { bid: { id: 'b-1' }, message: 'Invitation sent successfully!' }),
    });
    renderApp('/expert-connect/exp-1?tender=t-1');
    expect(await screen.findByRole('article', { name: 'Social care bid writer' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/expert-criteria/search')[0].url).toBe('/api/expert-criteria/search?account[0]=exp-1');
    expect(screen.getByText('Former commissioner with twelve years in adult social care.')).toBeInTheDocument();
    const figures = await screen.findByLabelText('Bidding record');
    expect(figures).toHaveTextContent('Invitations8');
    expect(figures).toHaveTextContent('Accepted5');
    expect(figures).toHaveTextContent('Acceptance rate71%');
    expect(figures).toHaveTextContent('Active projects2');
    expect(screen.getByText('Last invited 18 Nov 2026')).toBeInTheDocument();

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Invite to bid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite Social care bid writer to bid' });
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent successfully!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/bids/create')[0].body).toEqual({ tender: 't-1', expert: 'exp-1' });
  });

  it('says when an expert is not listed, and when the record cannot be loaded', async () => {
    signIn();
    installFetch({
      'GET /api/expert-criteria/search': () => jsonResponse(200, found([])),
    });
    const app = renderApp('/expert-connect/nobody');
    expect(await screen.findByText('This expert is not listed in the directory.')).toBeInTheDocument();
    app.unmount();

    installFetch({
      'GET /api/expert-criteria/search': () => jsonResponse(200, found([anEntry()])),
      'GET /api/bids/expert/exp-1/statistics': () => jsonResponse(404, anError(404, 'EXPERT.NOT_FOUND', 'Expert not found.')),
    });
    renderApp('/expert-connect/exp-1');
    expect(await screen.findByText('The expert’s record could not be loaded.')).toBeInTheDocument();
  });
});
