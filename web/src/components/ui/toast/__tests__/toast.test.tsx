import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { registerRouter } from '@/lib/navigation';
import { toast, useToastStore } from '../toast-store';
import { Toaster } from '../toaster';

const messages = () => useToastStore.getState().toasts.map((t) => t.message);

function renderToaster(path = '/v3/dashboard') {
  const router = createMemoryRouter(
    [
      { path: '/v3/dashboard', element: <Toaster /> },
      { path: '/v3/dashboard/tenders', element: <Toaster /> },
      { path: '/v3/login', element: <Toaster /> },
    ],
    { initialEntries: [path] },
  );
  const unregister = registerRouter(router);
  render(<RouterProvider router={router} />);
  return { router, unregister };
}

describe('toast store', () => {
  beforeEach(() => jest.useFakeTimers());

  it('shows one ordinary toast at a time: a later one replaces the earlier', () => {
    toast.success('Request sent successfully');
    jest.advanceTimersByTime(390);
    toast.error('Failed to add bookmark');
    expect(useToastStore.getState().toasts).toEqual([expect.objectContaining({ type: 'error', message: 'Failed to add bookmark' })]);
  });

  it('drops a repeat during the 390 ms lockout and shows the newest different toast when it ends', () => {
    expect(toast.error('First failure')).not.toBeNull();
    jest.advanceTimersByTime(200);
    expect(toast.error('First failure')).toBeNull();
    expect(toast.error('Second failure')).not.toBeNull();
    jest.advanceTimersByTime(100);
    expect(toast.success('Saved after all')).not.toBeNull();
    expect(messages()).toEqual(['First failure']);
    jest.advanceTimersByTime(89);
    expect(messages()).toEqual(['First failure']);
    jest.advanceTimersByTime(1);
    expect(messages()).toEqual(['Saved after all']);
    // It starts a lockout of its own.
    expect(toast.info('Right after')).not.toBeNull();
    expect(messages()).toEqual(['Saved after all']);
    jest.advanceTimersByTime(390);
    expect(messages()).toEqual(['Right after']);
  });

  it('drops a held toast on clear (a sign-out, a new page)', () => {
    toast.error('First failure');
    toast.info('For this page');
    toast.clear();
    jest.advanceTimersByTime(400);
    expect(messages()).toEqual([]);
  });

  it('lets "multiple" toasts stack and skip the lockout', () => {
    toast.success('Saved');
    toast.info('Upload 1 finished', { multiple: true });
    toast.info('Upload 2 finished', { multiple: true });
    expect(messages()).toEqual(['Saved', 'Upload 1 finished', 'Upload 2 finished']);
    jest.advanceTimersByTime(400);
    toast.error('Replaced the ordinary one only');
    expect(messages()).toEqual(['Upload 1 finished', 'Upload 2 finished', 'Replaced the ordinary one only']);
  });
});

describe('<Toaster />', () => {
  it('shows toasts at the top centre and closes them after 3000 ms', async () => {
    jest.useFakeTimers();
    const { unregister } = renderToaster();
    act(() => {
      toast.success('Logged in successfully');
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    const placement = window.getComputedStyle(region);
    expect([placement.position, placement.left, placement.transform]).toEqual(['fixed', '50%', 'translateX(-50%)']);
    const item = within(region).getByRole('status');
    expect(item).toHaveTextContent('Logged in successfully');
    expect(item).toHaveAttribute('data-toast-type', 'success');

    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByText('Logged in successfully')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Logged in successfully')).not.toBeInTheDocument();
    unregister();
  });

  it('announces errors as alerts and can be closed by hand', async () => {
    const { unregister } = renderToaster();
    act(() => {
      toast.error('Failed to remove tender');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to remove tender');
    await userEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    unregister();
  });

  it('clears the toasts of the previous page when the URL changes', async () => {
    const { router, unregister } = renderToaster('/v3/dashboard');
    act(() => {
      toast.error('Failed to add bookmark');
    });
    expect(screen.getByText('Failed to add bookmark')).toBeInTheDocument();
    await act(() => router.navigate('/v3/dashboard/tenders'));
    expect(screen.queryByText('Failed to add bookmark')).not.toBeInTheDocument();
    expect(useToastStore.getState().toasts).toEqual([]);
    unregister();
  });

  it('keeps a toast raised for the page being navigated to', async () => {
    jest.useFakeTimers();
    const { router, unregister } = renderToaster('/v3/dashboard');
    act(() => {
      toast.success('Logged out successfully', { path: '/v3/login' });
    });
    await act(() => router.navigate('/v3/login'));
    expect(screen.getByText('Logged out successfully')).toBeInTheDocument();
    unregister();
  });
});
