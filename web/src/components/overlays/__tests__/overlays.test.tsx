import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConsortiumMatchingDialog, type ConsortiumMatchingDialogProps } from '@/features/consortiums/components/consortium-matching-dialog';
import { useDialogStore } from '@/stores/dialog-store';
import { LoadingOverlay } from '../loading-overlay';

describe('loading overlay', () => {
  it('follows the dialog store isLoading flag', () => {
    render(<LoadingOverlay />);
    expect(screen.queryByRole('progressbar', { name: 'Loading' })).not.toBeInTheDocument();
    act(() => useDialogStore.getState().setLoading(true));
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    act(() => useDialogStore.getState().setLoading(false));
    expect(screen.queryByRole('progressbar', { name: 'Loading' })).not.toBeInTheDocument();
  });
});

describe('consortium matching dialog', () => {
  const props = (overrides: Partial<ConsortiumMatchingDialogProps> = {}): ConsortiumMatchingDialogProps => ({
    open: true,
    onClose: jest.fn(),
    consortiums: [
      { id: 'c1', name: 'North West Care Alliance' },
      { id: 'c2', name: 'Yorkshire Home Support' },
    ],
    selectedConsortiumId: null,
    onSelectConsortium: jest.fn(),
    matchingCompanies: [],
    interestedRequests: [],
    onSendRequest: jest.fn(),
    onAccept: jest.fn(),
    onDecline: jest.fn(),
    ...overrides,
  });

  it('selects the first consortium by default and lets the user pick another', async () => {
    const p = props();
    render(<ConsortiumMatchingDialog {...p} />);
    const select = screen.getByRole('combobox', { name: 'Consortium' });
    expect(select).toHaveTextContent('North West Care Alliance');
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Yorkshire Home Support' }));
    expect(p.onSelectConsortium).toHaveBeenCalledWith('c2');
  });

  it('shows the empty texts of both tabs', async () => {
    render(<ConsortiumMatchingDialog {...props()} />);
    expect(screen.getByRole('tab', { name: 'Matching Companies' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('No Matching Companies found.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Has Indicated Interest' }));
    expect(screen.getByText('No Companies indicated interest.')).toBeInTheDocument();
  });

  it('lists matching companies with an initial avatar and Send Request', async () => {
    const p = props({
      matchingCompanies: [{ id: 'co-1', company: 'bright Futures Care', companyName: 'bright Futures Care', accountId: 'acc-9' }],
    });
    render(<ConsortiumMatchingDialog {...p} />);
    const row = screen.getByText('bright Futures Care').closest('li') as HTMLElement;
    expect(within(row).getByText('B')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Send Request to bright Futures Care' }));
    expect(p.onSendRequest).toHaveBeenCalledWith(p.matchingCompanies[0]);
  });

  it('lists the interest requests with the consortium, the company that asked, Accept and Decline', async () => {
    const request = { id: 'r1', consortium: { id: 'c9', name: 'Midlands Nursing Group' }, fromCompanyName: 'Midlands Care Ltd' };
    const p = props({ interestedRequests: [request] });
    render(<ConsortiumMatchingDialog {...p} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Has Indicated Interest' }));
    await userEvent.click(screen.getByRole('button', { name: 'Accept Midlands Care Ltd into Midlands Nursing Group' }));
    await userEvent.click(screen.getByRole('button', { name: 'Decline Midlands Care Ltd for Midlands Nursing Group' }));
    expect(screen.getByText('Midlands Nursing Group')).toBeInTheDocument();
    expect(screen.getByText('Midlands Care Ltd would like to join')).toBeInTheDocument();
    expect(p.onAccept).toHaveBeenCalledWith(request);
    expect(p.onDecline).toHaveBeenCalledWith(request);
  });

  it('closes with the close button', async () => {
    const p = props();
    render(<ConsortiumMatchingDialog {...p} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(p.onClose).toHaveBeenCalled();
  });
});
