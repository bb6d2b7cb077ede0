import { TenderEvents, type TenderEventAdded } from '@jointly/contracts';
import { call } from '@jointly/common/testing';
import { TendersTestApp, aUser, outboxEvents, startTendersApp } from './support/tenders-test-app';

const admin = aUser('admin');
const provider = aUser('provider');
const expert = aUser('expert');
const DAY = 86_400_000;
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString();

describe('events, videos and announcements', () => {
  let t: TendersTestApp;
  const as = (user = admin) => t.token(user);

  beforeAll(async () => {
    t = await startTendersApp('content');
  });
  afterAll(() => t?.close());

  describe('events', () => {
    const created: string[] = [];

    it('admins add events (POST /events/add); TenderEventAdded goes through the outbox', async () => {
      for (const [title, start, location] of [
        ['Meet the buyer: adult social care', 10, 'Leeds Civic Hall'],
        ['Webinar: social value in bids', 3, 'Online'],
        ['Market engagement: home care 2025', -30, 'Online'],
      ] as const) {
        const res = await call(t.app, 'POST', '/api/events/add', {
          token: as(),
          body: {
            title,
            startsAt: inDays(start),
            endsAt: inDays(start + 0.1),
            location,
            url: 'https://events.example.org/x',
            description: `${title}.`,
          },
        });
        expect(res.status).toBe(201);
        expect(res.body).toMatchObject({ event: { title, location }, message: 'Event added' });
        created.push(res.body.event.id);
      }
      const added = await outboxEvents<TenderEventAdded>(t.db, TenderEvents.TenderEventAdded.type);
      expect(added.map((e) => e.payload.eventId)).toEqual(created);
      expect(added[0].payload).toEqual({ eventId: created[0], title: 'Meet the buyer: adult social care', startsAt: expect.any(String) });
      expect(added[0].actorId).toBe(admin.id);
    });

    it('GET /events/search → { foundEvents, count }: upcoming first (soonest first), keywords, upcoming only, paging', async () => {
      const all = await call(t.app, 'GET', '/api/events/search');
      expect(all.status).toBe(200);
      expect(all.body).toMatchObject({ count: 3, currentPage: 1 });
      expect(all.body.foundEvents.map((e: { title: string }) => e.title)).toEqual([
        'Webinar: social value in bids',
        'Meet the buyer: adult social care',
        'Market engagement: home care 2025',
      ]);
      expect((await call(t.app, 'GET', '/api/events/search?upcoming=true')).body.count).toBe(2);
      const care = await call(t.app, 'GET', '/api/events/search?query=care');
      expect(care.body.foundEvents.map((e: { title: string }) => e.title).sort()).toEqual([
        'Market engagement: home care 2025',
        'Meet the buyer: adult social care',
      ]);
      const page2 = await call(t.app, 'GET', '/api/events/search?limit=2&page=2');
      expect(page2.body).toMatchObject({
        count: 3,
        currentPage: 2,
        totalPages: 2,
        foundEvents: [{ title: 'Market engagement: home care 2025' }],
      });
      expect((await call(t.app, 'GET', '/api/events/search?page=0')).status).toBe(400);
      // What the document now states (whole numbers, true/false): `null` and empty are refused with the reason.
      expect((await call(t.app, 'GET', '/api/events/search?page=null')).body.message).toBe(
        'page must be a whole number from 1 to 100000, got "null".',
      );
      expect((await call(t.app, 'GET', '/api/events/search?page=')).status).toBe(400);
      expect((await call(t.app, 'GET', '/api/events/search?upcoming=null')).body.message).toBe(
        'upcoming must be true or false, got "null".',
      );
      expect((await call(t.app, 'GET', '/api/events/search?from=tomorrow')).body.message).toContain('from must be a date like 2026-12-31');
    });

    it('admins edit and delete events; others may not', async () => {
      const edited = await call(t.app, 'PATCH', `/api/events/update/${created[0]}`, { token: as(), body: { location: 'Online' } });
      expect(edited.body.event).toMatchObject({ id: created[0], location: 'Online', title: 'Meet the buyer: adult social care' });
      const backwards = await call(t.app, 'PATCH', `/api/events/update/${created[0]}`, { token: as(), body: { endsAt: inDays(1) } });
      expect(backwards).toMatchObject({ status: 400, body: { message: 'endsAt must not be before startsAt.' } });
      expect(
        (await call(t.app, 'PATCH', `/api/events/update/${created[0]}`, { token: as(provider), body: { location: 'x' } })).status,
      ).toBe(403);
      expect(
        (await call(t.app, 'POST', '/api/events/add', { token: as(provider), body: { title: 'Mine', startsAt: inDays(1) } })).status,
      ).toBe(403);
      expect((await call(t.app, 'POST', '/api/events/add', { body: { title: 'Mine', startsAt: inDays(1) } })).status).toBe(401);
      const bad = await call(t.app, 'POST', '/api/events/add', { token: as(), body: { title: 'Bad', startsAt: 'next week' } });
      expect(bad).toMatchObject({ status: 400, body: { message: expect.stringContaining('startsAt must be an ISO date and time') } });
      const deleted = await call(t.app, 'DELETE', `/api/events/delete/${created[2]}`, { token: as() });
      expect(deleted.body.event.id).toBe(created[2]);
      expect((await call(t.app, 'DELETE', `/api/events/delete/${created[2]}`, { token: as() })).status).toBe(404);
      expect((await call(t.app, 'GET', `/api/events/view/${created[0]}`)).body.title).toBe('Meet the buyer: adult social care');
    });
  });

  describe('videos', () => {
    it('admins add, edit and delete videos; GET /videos/search → { foundVideos, count }', async () => {
      const ids: string[] = [];
      for (const [title, tags] of [
        ['Writing a winning method statement', ['bid writing']],
        ['Social value explained', ['social value', 'bid writing']],
      ] as const) {
        const res = await call(t.app, 'POST', '/api/videos/add', {
          token: as(),
          body: { title, url: 'https://videos.example.org/v', tags, durationSeconds: 300 },
        });
        expect(res.status).toBe(201);
        ids.push(res.body.video.id);
      }
      const all = await call(t.app, 'GET', '/api/videos/search');
      expect(all.body).toMatchObject({ count: 2 });
      expect(all.body.foundVideos[0]).toMatchObject({ title: 'Social value explained', tags: ['social value', 'bid writing'] });
      expect((await call(t.app, 'GET', '/api/videos/search?query=statement')).body.count).toBe(1);
      expect((await call(t.app, 'GET', '/api/videos/search?tag=social%20value')).body.count).toBe(1);
      const edited = await call(t.app, 'PATCH', `/api/videos/update/${ids[0]}`, {
        token: as(),
        body: { title: 'Method statements that score' },
      });
      expect(edited.body.video.title).toBe('Method statements that score');
      const badUrl = await call(t.app, 'POST', '/api/videos/add', { token: as(), body: { title: 'No link', url: 'video' } });
      expect(badUrl).toMatchObject({
        status: 400,
        body: { message: expect.stringContaining('url must be a web address starting with https://') },
      });
      expect((await call(t.app, 'POST', '/api/videos/add', { token: as(expert), body: { title: 'x', url: 'https://a.b/c' } })).status).toBe(
        403,
      );
      expect((await call(t.app, 'DELETE', `/api/videos/delete/${ids[1]}`, { token: as() })).body.video.id).toBe(ids[1]);
      expect((await call(t.app, 'GET', '/api/videos/search')).body.count).toBe(1);
      expect((await call(t.app, 'PATCH', `/api/videos/update/nope`, { token: as(), body: { title: 'Unknown video' } })).status).toBe(404);
    });
  });

  describe('announcements', () => {
    it('GET /announcement/search?limit&page → { foundAnnouncements, count }, page 1 size 10 by default, pinned first, per audience', async () => {
      for (let i = 1; i <= 12; i++) {
        const res = await call(t.app, 'POST', '/api/announcement/add', {
          token: as(),
          body: { title: `Update ${i}`, body: `Release notes ${i}`, publishedAt: new Date(Date.now() - (20 - i) * 60_000).toISOString() },
        });
        expect(res.status).toBe(201);
      }
      await call(t.app, 'POST', '/api/announcement/add', {
        token: as(),
        body: { title: 'For experts', body: 'Expert news', audience: 'expert' },
      });
      const pinned = await call(t.app, 'POST', '/api/announcement/add', {
        token: as(),
        body: { title: 'Pinned notice', body: 'Planned maintenance', pinned: true, publishedAt: new Date(Date.now() - DAY).toISOString() },
      });
      await call(t.app, 'POST', '/api/announcement/add', {
        token: as(),
        body: { title: 'Scheduled', body: 'Later', publishedAt: inDays(2) },
      });

      const guest = await call(t.app, 'GET', '/api/announcement/search');
      expect(guest.body).toMatchObject({ count: 13, currentPage: 1, totalPages: 2 });
      expect(guest.body.foundAnnouncements).toHaveLength(10);
      expect(guest.body.foundAnnouncements[0]).toMatchObject({ id: pinned.body.announcement.id, pinned: true });
      expect(guest.body.foundAnnouncements[1].title).toBe('Update 12');
      const page2 = await call(t.app, 'GET', '/api/announcement/search?limit=10&page=2');
      expect(page2.body.foundAnnouncements).toHaveLength(3);
      expect((await call(t.app, 'GET', '/api/announcement/search', { token: as(expert) })).body.count).toBe(14);
      expect((await call(t.app, 'GET', '/api/announcement/search', { token: as() })).body.count).toBe(15);
      expect((await call(t.app, 'GET', '/api/announcement/search?limit=500')).status).toBe(400);
    });

    it('admins edit and delete announcements', async () => {
      const [first] = (await call(t.app, 'GET', '/api/announcement/search?limit=1')).body.foundAnnouncements;
      const edited = await call(t.app, 'PATCH', `/api/announcement/update/${first.id}`, {
        token: as(),
        body: { pinned: false, title: 'Maintenance done' },
      });
      expect(edited.body.announcement).toMatchObject({ title: 'Maintenance done', pinned: false });
      const bad = await call(t.app, 'PATCH', `/api/announcement/update/${first.id}`, { token: as(), body: { audience: 'everyone' } });
      expect(bad.body.message).toContain('audience must be one of all, provider, expert, staff');
      expect((await call(t.app, 'DELETE', `/api/announcement/delete/${first.id}`, { token: as(provider) })).status).toBe(403);
      expect((await call(t.app, 'DELETE', `/api/announcement/delete/${first.id}`, { token: as() })).body.announcement.id).toBe(first.id);
    });
  });
});
