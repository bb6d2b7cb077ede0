import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anError } from '@/testing/account-builders';
import { installFetch, jsonResponse } from '@/testing/fake-fetch';
import { renderApp, signIn } from '@/testing/render-app';

const noNotifications = {
  'GET /api/notification/all/acc-1': () => jsonResponse(200, { foundNotifications: [], count: 0, currentPage: 1, totalPages: 0 }),
};
const query = (url: string) => new URL(url, 'http://x').searchParams;

describe('announcements, events and videos', () => {
  it('announcements: page 1 of size 10, pinned marked, next page on request', async () => {
    signIn();
    const api = installFetch({
      ...noNotifications,
      'GET /api/announcement/search': (call) =>
        jsonResponse(200, {
          foundAnnouncements: [
            {
              id: `a-${query(call.url).get('page')}`,
              title: `Announcement page ${query(call.url).get('page')}`,
              body: 'Beta news',
              audience: 'all',
              pinned: true,
              publishedAt: '2026-11-02T09:00:00Z',
            },
          ],
          count: 11,
          currentPage: Number(query(call.url).get('page')),
          totalPages: 2,
        }),
    });
    const user = userEvent.setup();
    renderApp('/v3/dashboard/announcements');
    expect(await screen.findByRole('heading', { name: 'Announcement page 1' })).toBeInTheDocument();
    expect(screen.getByText('Pinned')).toBeInTheDocument();
    expect(screen.getByText('2 November 2026')).toBeInTheDocument();
    expect(query(api.callsTo('GET', '/api/announcement/search')[0].url).get('limit')).toBe('10');
    expect(query(api.callsTo('GET', '/api/announcement/search')[0].url).get('page')).toBe('1');
    await user.click(within(screen.getByRole('navigation', { name: 'announcements pages' })).getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByRole('heading', { name: 'Announcement page 2' })).toBeInTheDocument();
  });

  it('announcements: empty state', async () => {
    signIn();
    installFetch({
      ...noNotifications,
      'GET /api/announcement/search': () => jsonResponse(200, { foundAnnouncements: [], count: 0, currentPage: 1, totalPages: 0 }),
    });
    renderApp('/v3/dashboard/announcements');
    expect(await screen.findByText('There are no announcements yet.')).toBeInTheDocument();
  });

  it('announcements: error state', async () => {
    signIn({ role: 'expert' });
    installFetch({ ...noNotifications, 'GET /api/announcement/search': () => jsonResponse(500, anError(500, 'SERVER.ERROR', 'Down.')) });
    renderApp('/v3/expert-dashboard/announcements');
    expect(await screen.findByText('The announcements could not be loaded.')).toBeInTheDocument();
  });

  it('events: upcoming first; switching to all events asks again without upcoming', async () => {
    signIn();
    const api = installFetch({
      ...noNotifications,
      'GET /api/events/search': (call) =>
        jsonResponse(200, {
          foundEvents: query(call.url).get('upcoming')
            ? [
                {
                  id: 'e1',
                  title: 'Meet the buyer: Wales',
                  description: 'Briefing',
                  startsAt: '2026-12-03T10:00:00Z',
                  endsAt: null,
                  location: 'Cardiff',
                  url: 'https://events.example/1',
                  imageUrl: null,
                },
              ]
            : [],
          count: query(call.url).get('upcoming') ? 1 : 0,
          currentPage: 1,
          totalPages: 1,
        }),
    });
    const user = userEvent.setup();
    renderApp('/v3/dashboard/events');
    expect(await screen.findByRole('heading', { name: 'Meet the buyer: Wales' })).toBeInTheDocument();
    expect(screen.getByText(/3 Dec 2026, 10:00 · Cardiff/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Event details: Meet the buyer: Wales' })).toHaveAttribute('href', 'https://events.example/1');
    await user.click(screen.getByRole('switch', { name: 'Upcoming events only' }));
    expect(await screen.findByText('There are no events yet.')).toBeInTheDocument();
    expect(query(api.callsTo('GET', '/api/events/search').at(-1)!.url).has('upcoming')).toBe(false);
  });

  it('videos: newest first with a watch link', async () => {
    signIn();
    installFetch({
      ...noNotifications,
      'GET /api/videos/search': () =>
        jsonResponse(200, {
          foundVideos: [
            {
              id: 'v1',
              title: 'Forming a consortium',
              description: null,
              url: 'https://videos.example/v1',
              thumbnailUrl: null,
              durationSeconds: 185,
              tags: ['consortiums'],
              publishedAt: '2026-10-10T00:00:00Z',
            },
          ],
          count: 1,
          currentPage: 1,
          totalPages: 1,
        }),
    });
    renderApp('/v3/dashboard/videos');
    expect(await screen.findByRole('heading', { name: 'Forming a consortium' })).toBeInTheDocument();
    expect(screen.getByText('10 Oct 2026 · 3:05')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Watch: Forming a consortium' })).toHaveAttribute('href', 'https://videos.example/v1');
  });
});

describe('/v3/expert-dashboard', () => {
  it('shows bookmarks, unread notifications, the latest announcements and upcoming events', async () => {
    signIn({ role: 'expert' });
    installFetch({
      'GET /api/notification/all/acc-1': () =>
        jsonResponse(200, {
          foundNotifications: [
            { id: 'n', read: false, recipientAccountId: 'acc-1', title: 'x', body: 'y', message: 'y', createdAt: '2026-11-01T00:00:00Z' },
          ],
          count: 1,
          currentPage: 1,
          totalPages: 1,
        }),
      'GET /api/account/get-bookmark': () => jsonResponse(200, { bookmarks: [], tenderIds: ['a', 'b'], count: 2 }),
      'GET /api/announcement/search': () =>
        jsonResponse(200, {
          foundAnnouncements: [
            { id: 'a', title: 'Beta opens', body: '', audience: 'all', pinned: false, publishedAt: '2026-11-02T00:00:00Z' },
          ],
          count: 1,
          currentPage: 1,
          totalPages: 1,
        }),
      'GET /api/events/search': () => jsonResponse(200, { foundEvents: [], count: 0, currentPage: 1, totalPages: 0 }),
    });
    renderApp('/v3/expert-dashboard');
    expect(await screen.findByRole('heading', { name: 'Expert dashboard', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Beta opens')).toBeInTheDocument();
    expect(screen.getByText('No upcoming events.')).toBeInTheDocument();
    const bookmarks = screen.getByRole('heading', { name: 'Bookmarked tenders' }).parentElement!;
    expect(await within(bookmarks).findByText('2')).toBeInTheDocument();
    expect(within(bookmarks).getByRole('link', { name: 'Open bookmarks' })).toHaveAttribute('href', '/v3/expert-dashboard/bookmarks');
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });
});
