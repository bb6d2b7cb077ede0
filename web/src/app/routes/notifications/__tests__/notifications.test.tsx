import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useDataStore } from '@/stores/data-store';
import { anError } from '@/testing/account-builders';
import { installFetch, jsonResponse } from '@/testing/fake-fetch';
import { renderApp, signIn } from '@/testing/render-app';
import { aNotification } from '@/testing/tender-builders';

describe('notifications', () => {
  it('the bell shows the company’s unread count (GET /notification/unread/{companyId}) and the newest unread', async () => {
    signIn({ companyId: 'co-1' });
    const api = installFetch({
      'GET /api/notification/unread/co-1': () => jsonResponse(200, { unreadCount: 3, foundNotifications: [aNotification()] }),
      'GET /api/tender/calendar-link': () => jsonResponse(200, { url: 'http://x/a.ics', secret: 'a', createdAt: '2026-11-01T00:00:00Z' }),
      'GET /api/account/get-bookmark': () => jsonResponse(200, { bookmarks: [], tenderIds: [], count: 0 }),
    });
    const user = userEvent.setup();
    renderApp('/v3/dashboard/bookmarks');
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(useDataStore.getState().unreadNotifications).toBe(3);
    await user.click(bell);
    const popover = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(popover).getByText('New tenders match “home care”')).toBeInTheDocument();
    expect(within(popover).getByRole('link', { name: 'See all notifications' })).toHaveAttribute('href', '/v3/dashboard/notifications');
    expect(api.callsTo('GET', '/api/notification/unread/co-1')[0].headers.Authorization).toBe('Bearer access-1');
  });

  it('lists the account’s notifications 10 a page, marks one read and all read', async () => {
    signIn();
    let read = new Set<string>();
    const page = () => ({
      foundNotifications: [
        aNotification({ id: 'n-1', read: read.has('n-1') }),
        aNotification({ id: 'n-2', title: 'Your company was approved', read: read.has('n-2') }),
      ],
      count: 12,
      currentPage: 1,
      totalPages: 2,
    });
    const api = installFetch({
      'GET /api/notification/all/acc-1': () => jsonResponse(200, page()),
      'PATCH /api/notification/read/n-1': () => {
        read.add('n-1');
        return jsonResponse(200, aNotification({ id: 'n-1', read: true }));
      },
      'PATCH /api/notification/read-all': () => {
        read = new Set(['n-1', 'n-2']);
        return jsonResponse(200, { updatedCount: 1 });
      },
    });
    const user = userEvent.setup();
    renderApp('/v3/dashboard/notifications');
    expect(await screen.findByRole('heading', { name: /12 notifications · 2 unread/ })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Notifications list' });
    expect(within(list).getAllByText('Unread:')).toHaveLength(2);
    await user.click(within(list).getByRole('button', { name: 'Mark as read: New tenders match “home care”' }));
    await waitFor(() => expect(within(list).getAllByText('Unread:')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/notification/read/n-1')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(within(list).queryAllByText('Unread:')).toHaveLength(0));
    expect(api.callsTo('PATCH', '/api/notification/read-all')).toHaveLength(1);
    // The list asks for pages of 10; the bell (no company) counts the unread among the newest 100.
    const limits = api.callsTo('GET', '/api/notification/all/acc-1').map((call) => new URL(call.url, 'http://x').searchParams.get('limit'));
    expect(limits).toEqual(expect.arrayContaining(['10', '100']));
    expect(screen.getByRole('navigation', { name: 'Notification pages' })).toBeInTheDocument();
  });

  it('says when there are none', async () => {
    signIn();
    installFetch({
      'GET /api/notification/all/acc-1': () => jsonResponse(200, { foundNotifications: [], count: 0, currentPage: 1, totalPages: 0 }),
    });
    renderApp('/v3/dashboard/notifications');
    expect(await screen.findByText(/You have no notifications yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications, none unread' })).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    signIn();
    installFetch({ 'GET /api/notification/all/acc-1': () => jsonResponse(500, anError(500, 'SERVER.ERROR', 'Down for a moment.')) });
    renderApp('/v3/dashboard/notifications');
    expect(await screen.findByText('Your notifications could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
