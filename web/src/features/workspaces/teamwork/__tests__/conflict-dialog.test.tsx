import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aSection, aWorkspace } from '@/testing/bids-builders';
import { ConflictDialog } from '../conflict-dialog';
import { useConflictStore } from '../conflict-store';

describe('ConflictDialog', () => {
  const current = aWorkspace({
    name: 'Their name',
    version: 7,
    sections: [aSection({ title: 'Method' }), aSection({ id: 's-2', title: 'Pricing' })],
  });
  beforeEach(() => useConflictStore.setState({ conflict: null }));

  it('shows nothing without a conflict', () => {
    render(<ConflictDialog />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the current state and the attempted change, and re-applies it on the current version', async () => {
    const reapply = jest.fn().mockResolvedValue(undefined);
    render(<ConflictDialog />);
    act(() => useConflictStore.getState().show({ current, attempted: 'rename the workspace to “Mine”', reapply }));
    const dialog = await screen.findByRole('dialog', { name: 'Someone changed this workspace' });
    expect(dialog).toHaveTextContent('now version 7');
    expect(dialog).toHaveTextContent('Your change: rename the workspace to “Mine”');
    expect(dialog).toHaveTextContent('Now: “Their name”, draft, 2 sections: Method, Pricing.');
    await userEvent.click(screen.getByRole('button', { name: 'Re-apply my change' }));
    expect(reapply).toHaveBeenCalledWith(current);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useConflictStore.getState().conflict).toBeNull();
  });

  it('keeps their version without writing, and reports a failed re-apply in the dialog', async () => {
    const reapply = jest.fn().mockRejectedValue(new Error('Someone changed it again.'));
    render(<ConflictDialog />);
    act(() => useConflictStore.getState().show({ current, attempted: 'move “Method” to Approved', reapply }));
    await userEvent.click(await screen.findByRole('button', { name: 'Re-apply my change' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Someone changed it again.');
    await userEvent.click(screen.getByRole('button', { name: 'Keep their version' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(reapply).toHaveBeenCalledTimes(1);
  });
});
