import { fireEvent, screen, waitFor } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { renderAdmin } from '../../testing/render-admin';
import { StaffPowers } from '../staff-powers';

const staff = { id: 'u-3', email: 'ops@jointly.example', accountType: 'staff' };
const contentGrant = { id: 'g-1', accountId: 'u-3', power: 'content', grantedAt: '2026-11-25T10:00:00.000Z' };

function setup(account: Record<string, unknown>, dataProvider: Record<string, jest.Mock>) {
  renderAdmin(
    <RecordContextProvider value={account}>
      <StaffPowers />
    </RecordContextProvider>,
    { dataProvider, resource: 'users' },
  );
}

const switchFor = (name: RegExp) => screen.findByRole('switch', { name });

describe('staff powers on the user show page', () => {
  it('shows the granted powers of a staff account, grants one and revokes another', async () => {
    const getList = jest.fn(async () => ({ data: [contentGrant], total: 1 }));
    const create = jest.fn(async (_: string, { data }: { data: Record<string, unknown> }) => ({ data: { id: 'g-2', ...data } }));
    const deleteOne = jest.fn(async () => ({ data: contentGrant }));
    setup(staff, { getList, create, delete: deleteOne });

    expect(await switchFor(/^Content/)).toBeChecked();
    expect(await switchFor(/^Tender criteria/)).not.toBeChecked();
    expect(getList).toHaveBeenCalledWith('staff-grants', expect.objectContaining({ filter: { accountId: 'u-3' } }));

    fireEvent.click(await switchFor(/^Tender criteria/));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        'staff-grants',
        expect.objectContaining({ data: { accountId: 'u-3', power: 'tender-criteria' } }),
      ),
    );
    expect(await screen.findByText('Tender criteria granted')).toBeInTheDocument();

    fireEvent.click(await switchFor(/^Content/));
    await waitFor(() => expect(deleteOne).toHaveBeenCalledWith('staff-grants', expect.objectContaining({ id: 'g-1' })));
    expect(await screen.findByText('Content revoked')).toBeInTheDocument();
  });

  it('shows the server refusal as an error toast', async () => {
    const getList = jest.fn(async () => ({ data: [], total: 0 }));
    const create = jest.fn(async () => Promise.reject(new Error('ops@jointly.example already holds the content power.')));
    setup(staff, { getList, create, delete: jest.fn() });
    fireEvent.click(await switchFor(/^Content/));
    expect(await screen.findByText('ops@jointly.example already holds the content power.')).toBeInTheDocument();
  });

  it('offers nothing to providers, experts and admins, and asks the server nothing', async () => {
    const getList = jest.fn();
    setup({ id: 'u-1', accountType: 'provider' }, { getList });
    expect(await screen.findByText('Only staff accounts can be granted platform-wide powers.')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(getList).not.toHaveBeenCalled();
  });
});
