import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anError } from '@/testing/account-builders';
import { installFetch, jsonResponse } from '@/testing/fake-fetch';
import { renderApp, signIn } from '@/testing/render-app';
import { aTenderItem } from '@/testing/tender-builders';

const common = {
  'GET /api/notification/all/acc-1': () => jsonResponse(200, { foundNotifications: [], count: 0, currentPage: 1, totalPages: 0 }),
  'GET /api/tender/calendar-link': () =>
    jsonResponse(200, {
      url: 'http://127.0.0.1/api/tender/calendar/abcdefghijklmnopqrstuvwx.ics',
      secret: 'abcdefghijklmnopqrstuvwx',
      createdAt: '2026-11-01T00:00:00Z',
    }),
};
const list = (ids: string[]) => ({
  bookmarks: ids.map((tenderId) => ({ tenderId, createdAt: '2026-11-20T10:00:00Z' })),
  tenderIds: ids,
  count: ids.length,
});

describe('/v3/dashboard/bookmarks', () => {
  it('lists the bookmarked tenders from fetch-multiple, shows the calendar link with a copy button, and removes one', async () => {
    signIn();
    let ids = ['t-1', 't-2'];
    const api = installFetch({
      ...common,
      'GET /api/account/get-bookmark': () => jsonResponse(200, list(ids)),
      'POST /api/tender/fetch-multiple': () =>
        jsonResponse(200, {
          foundTenders: [aTenderItem(), aTenderItem({ id: 't-2', title: 'Supported living' })].filter((t) => ids.includes(t.id)),
          count: ids.length,
        }),
      'PATCH /api/account/remove-bookmark': () => {
        ids = ['t-2'];
        return jsonResponse(200, { ...list(ids), message: 'Tender removed from bookmarks' });
      },
    });
    const user = userEvent.setup();
    renderApp('/v3/dashboard/bookmarks');
    expect(await screen.findByRole('heading', { name: '2 bookmarked tenders' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/tender/fetch-multiple')[0].body).toEqual({ 'id[0]': 't-1', 'id[1]': 't-2' });
    const items = within(screen.getByRole('list', { name: 'Bookmarked tenders' })).getAllByRole('article');
    expect(within(items[0]).getByRole('link', { name: 'Home care and reablement services' })).toHaveAttribute('href', '/tender/t-1');
    expect(screen.getAllByText('Bookmarked 20 Nov 2026')).toHaveLength(2);

    const calendar = await screen.findByRole('textbox', { name: 'Calendar address (iCal)' });
    expect(calendar).toHaveValue('http://127.0.0.1/api/tender/calendar/abcdefghijklmnopqrstuvwx.ics');
    await user.click(screen.getByRole('button', { name: 'Copy the calendar address' }));
    // user-event puts a clipboard stub in place of the browser's.
    await expect(navigator.clipboard.readText()).resolves.toBe('http://127.0.0.1/api/tender/calendar/abcdefghijklmnopqrstuvwx.ics');
    expect(await screen.findByText('Calendar address copied')).toBeInTheDocument();

    await new Promise((resolve) => setTimeout(resolve, 400));
    await user.click(screen.getByRole('button', { name: 'Remove bookmark: Home care and reablement services' }));
    expect(await screen.findByRole('heading', { name: '1 bookmarked tender' })).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/account/remove-bookmark')[0].body).toEqual({ tender: ['t-1'] });
  });

  it('invites a search when there are no bookmarks', async () => {
    signIn();
    const api = installFetch({ ...common, 'GET /api/account/get-bookmark': () => jsonResponse(200, list([])) });
    renderApp('/v3/dashboard/bookmarks');
    expect(await screen.findByText('No bookmarks yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find tenders' })).toHaveAttribute('href', '/v3/dashboard');
    expect(api.callsTo('POST', '/api/tender/fetch-multiple')).toHaveLength(0);
  });

  it('shows an error with a retry when the tenders cannot be fetched', async () => {
    signIn();
    installFetch({
      ...common,
      'GET /api/account/get-bookmark': () => jsonResponse(200, list(['t-1'])),
      'POST /api/tender/fetch-multiple': () => jsonResponse(503, anError(503, 'SERVICE.UNAVAILABLE', 'Tenders are unavailable.')),
    });
    renderApp('/v3/dashboard/bookmarks');
    expect(await screen.findByText('The bookmarked tenders could not be loaded.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument());
  });

  it('makes a new calendar address after confirmation, and shows it', async () => {
    signIn();
    const api = installFetch({
      ...common,
      'GET /api/account/get-bookmark': () => jsonResponse(200, list([])),
      'POST /api/tender/calendar-link/rotate': () =>
        jsonResponse(201, {
          url: 'http://127.0.0.1/api/tender/calendar/zyxwvutsrqponmlkjihgfedc.ics',
          secret: 'zyxwvutsrqponmlkjihgfedc',
          createdAt: '2026-11-22T00:00:00Z',
          message: 'Calendar link rotated',
        }),
    });
    const confirm = jest.spyOn(window, 'confirm');
    const user = userEvent.setup();
    renderApp('/v3/dashboard/bookmarks');
    const rotate = await screen.findByRole('button', { name: 'Get a new address (stops the old one)' });
    confirm.mockReturnValueOnce(false);
    await user.click(rotate);
    expect(api.callsTo('POST', '/api/tender/calendar-link/rotate')).toHaveLength(0);
    confirm.mockReturnValueOnce(true);
    await user.click(rotate);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Calendar address (iCal)' })).toHaveValue(
        'http://127.0.0.1/api/tender/calendar/zyxwvutsrqponmlkjihgfedc.ics',
      ),
    );
    expect(await screen.findByText('New calendar address ready; the old one no longer works')).toBeInTheDocument();
    confirm.mockRestore();
  });
});
