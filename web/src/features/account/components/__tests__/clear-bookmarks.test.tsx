import { screen, waitFor, waitForElementToBeRemoved } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetch, jsonResponse } from '@/testing/fake-fetch';
import { renderApp, signIn } from '@/testing/render-app';
import { aTenderItem } from '@/testing/tender-builders';

const list = (ids: string[]) => ({
  bookmarks: ids.map((tenderId) => ({ tenderId, createdAt: '2026-11-20T10:00:00Z' })),
  tenderIds: ids,
  count: ids.length,
});

function fakes(clear: () => Response) {
  let ids = ['t-1', 't-2'];
  return installFetch({
    'GET /api/notification/all/acc-1': () => jsonResponse(200, { foundNotifications: [], count: 0, currentPage: 1, totalPages: 0 }),
    'GET /api/tender/calendar-link': () =>
      jsonResponse(200, { url: 'http://127.0.0.1/c.ics', secret: 's', createdAt: '2026-11-01T00:00:00Z' }),
    'GET /api/account/get-bookmark': () => jsonResponse(200, list(ids)),
    'POST /api/tender/fetch-multiple': () =>
      jsonResponse(200, { foundTenders: [aTenderItem(), aTenderItem({ id: 't-2', title: 'Supported living' })], count: 2 }),
    'GET /api/account/clear-bookmark': () => {
      const answer = clear();
      if (answer.ok) ids = [];
      return answer;
    },
  });
}

describe('clear all bookmarks (GET /account/clear-bookmark)', () => {
  it('asks first; Cancel (focused first) keeps everything', async () => {
    signIn();
    const api = fakes(() => jsonResponse(200, { ...list([]), message: 'Bookmarks cleared' }));
    const user = userEvent.setup();
    renderApp('/v3/dashboard/bookmarks');
    await user.click(await screen.findByRole('button', { name: 'Remove all bookmarks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove all 2 bookmarks?' });
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitForElementToBeRemoved(dialog);
    expect(api.callsTo('GET', '/api/account/clear-bookmark')).toHaveLength(0);
  });

  it('confirmed, removes every bookmark and shows the empty state', async () => {
    signIn();
    const api = fakes(() => jsonResponse(200, { ...list([]), message: 'Bookmarks cleared' }));
    const user = userEvent.setup();
    renderApp('/v3/dashboard/bookmarks');
    await user.click(await screen.findByRole('button', { name: 'Remove all bookmarks' }));
    await user.click(await screen.findByRole('button', { name: 'Remove all' }));
    expect(await screen.findByText('No bookmarks yet.')).toBeInTheDocument();
    expect(await screen.findByText('Bookmarks cleared')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/account/clear-bookmark')).toHaveLength(1);
  });

  it('a failure stays in the dialog with the reason, and the bookmarks stay', async () => {
    signIn();
    fakes(() => jsonResponse(503, { message: 'The accounts service is unavailable.' }));
    const user = userEvent.setup();
    renderApp('/v3/dashboard/bookmarks');
    await user.click(await screen.findByRole('button', { name: 'Remove all bookmarks' }));
    await user.click(await screen.findByRole('button', { name: 'Remove all' }));
    expect(await screen.findByText('The accounts service is unavailable.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: '2 bookmarked tenders' })).toBeInTheDocument();
  });
});
