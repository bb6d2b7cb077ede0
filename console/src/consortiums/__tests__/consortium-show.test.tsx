import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin } from '../../testing/render-admin';
import ConsortiumShow from '../consortium-show';

const consortium = {
  id: 'c-1',
  name: 'Yorkshire Care Alliance',
  description: 'Domiciliary care across West Yorkshire',
  leadCompanyId: 'p-lead',
  leadCompanyName: 'Acme Care Ltd',
  createdBy: 'u-lead',
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-02T09:00:00.000Z',
  memberCount: 2,
  pendingRequests: 1,
  bidCount: 1,
  members: [
    { companyId: 'p-lead', companyName: 'Acme Care Ltd', role: 'lead', joinedAt: '2026-11-01T09:00:00.000Z', addedBy: 'u-lead' },
    { companyId: 'p-2', companyName: 'Bright Homes', role: 'member', joinedAt: '2026-11-03T09:00:00.000Z', addedBy: 'u-2' },
  ],
  requests: [
    {
      id: 'r-1',
      fromCompanyName: 'Acme Care Ltd',
      toCompanyName: 'Calder Nursing',
      status: 'Pending',
      message: 'Join us for the Leeds lot',
      createdAt: '2026-11-04T09:00:00.000Z',
      answeredAt: null,
    },
    {
      id: 'r-0',
      fromCompanyName: 'Acme Care Ltd',
      toCompanyName: 'Bright Homes',
      status: 'Approve',
      message: null,
      createdAt: '2026-11-02T09:00:00.000Z',
      answeredAt: '2026-11-03T09:00:00.000Z',
    },
  ],
  bids: [
    {
      id: 'b-1',
      tenderId: 't-1',
      tender: {
        id: 't-1',
        title: 'Home care, Leeds',
        buyerName: 'Leeds City Council',
        closingDate: '2026-12-15T12:00:00.000Z',
        status: 'open',
      },
      title: 'Leeds home care bid',
      notes: 'Lot 2 only',
      createdBy: 'u-lead',
      createdAt: '2026-11-05T09:00:00.000Z',
    },
  ],
};

const companies: Record<string, { id: string; companyName: string }> = {
  'p-lead': { id: 'p-lead', companyName: 'Acme Care Ltd' },
  'p-2': { id: 'p-2', companyName: 'Bright Homes' },
};

function setup(record: Record<string, unknown>) {
  const dataProvider = {
    getOne: jest.fn(async () => ({ data: record })),
    getMany: jest.fn(async (resource: string, { ids }: { ids: string[] }) => ({
      data:
        resource === 'partners'
          ? ids.map((id) => companies[id]).filter(Boolean)
          : resource === 'users'
            ? ids.map((id) => ({ id, email: `${id}@example.org` }))
            : ids.map((id) => ({ id, title: 'Home care, Leeds' })),
    })),
  };
  renderAdmin(<ConsortiumShow />, {
    dataProvider,
    resource: 'consortiums',
    path: '/consortiums/c-1/show',
    route: '/consortiums/:id/show/*',
  });
  return dataProvider;
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .queryAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('consortium show', () => {
  it('shows the consortium and its member companies with their roles', async () => {
    const dataProvider = setup(consortium);
    expect(await screen.findByText('Domiciliary care across West Yorkshire')).toBeInTheDocument();
    expect(dataProvider.getOne).toHaveBeenCalledWith('consortiums', expect.objectContaining({ id: 'c-1' }));
    expect(await screen.findByText('Bright Homes')).toBeInTheDocument();
    const table = screen.getAllByRole('table')[0];
    const rows = rowsOf(table);
    expect(rows.map((r) => r[0])).toEqual(['Acme Care Ltd', 'Bright Homes']);
    expect(rows.map((r) => r[1])).toEqual(['Lead', 'Member']);
  });

  it('lists requests with their status and bids with their tender', async () => {
    setup(consortium);
    await userEvent.click(await screen.findByRole('tab', { name: 'Requests' }));
    expect(await screen.findByText('Calder Nursing')).toBeInTheDocument();
    expect(screen.getByText('Waiting for an answer')).toBeInTheDocument();
    expect(screen.getByText('Accepted')).toBeInTheDocument();
    expect(screen.getByText('Join us for the Leeds lot')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Bids' }));
    expect(await screen.findByText('Leeds home care bid')).toBeInTheDocument();
    expect(screen.getByText('Leeds City Council')).toBeInTheDocument();
    expect(screen.getByText('Lot 2 only')).toBeInTheDocument();
  });

  it('says so when nothing has happened yet', async () => {
    setup({
      ...consortium,
      memberCount: 1,
      pendingRequests: 0,
      bidCount: 0,
      members: consortium.members.slice(0, 1),
      requests: [],
      bids: [],
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Requests' }));
    expect(await screen.findByText('No requests sent yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Bids' }));
    expect(await screen.findByText('No bids yet.')).toBeInTheDocument();
  });
});
