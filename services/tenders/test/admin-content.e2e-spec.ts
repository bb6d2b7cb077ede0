import { AdminActionEvents, TenderEvents, type AdminActionRecorded, type TenderEventAdded } from '@jointly/contracts';
import { call } from '@jointly/common/testing';
import { aUser, outboxEvents, startTendersApp, type TendersTestApp } from './support/tenders-test-app';

const DAY = 86_400_000;
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString();
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe('admin events, videos and announcements (ra-data-simple-rest CRUD with audit)', () => {
  let t: TendersTestApp;
  const admin = aUser('admin');
  const provider = aUser('provider');
  const as = (user = admin) => ({ token: t.token(user) });
  const audit = async () => (await outboxEvents<AdminActionRecorded>(t.db, AdminActionEvents.tenders.type)).map((e) => e.payload);

  beforeAll(async () => {
    t = await startTendersApp('admin_content');
  });
  afterAll(() => t?.close());

  describe('events', () => {
    const ids: Record<string, string> = {};

    it('creates events: answers the record, publishes TenderEventAdded and records event.create', async () => {
      for (const [key, title, start] of [
        ['meet', 'Meet the buyer: adult social care', 10],
        ['webinar', 'Webinar: social value in bids', 3],
        ['past', 'Market engagement: home care 2025', -30],
      ] as const) {
        const res = await call(t.app, 'POST', '/api/admin/events', {
          ...as(),
          body: { title, startsAt: inDays(start), endsAt: inDays(start + 0.1), location: 'Leeds', url: 'https://events.example.org/x' },
        });
        expect(res.status).toBe(201);
        expect(res.body).toMatchObject({ id: expect.any(String), title, location: 'Leeds', description: null });
        ids[key] = res.body.id;
      }
      const added = await outboxEvents<TenderEventAdded>(t.db, TenderEvents.TenderEventAdded.type);
      expect(added.map((e) => e.payload.eventId)).toEqual([ids.meet, ids.webinar, ids.past]);
      const created = (await audit()).filter((a) => a.action === 'event.create');
      expect(created.map((a) => a.resourceId)).toEqual([ids.meet, ids.webinar, ids.past]);
      expect(created[0]).toMatchObject({
        resource: 'events',
        actorEmail: admin.email,
        changes: { title: { from: null, to: 'Meet the buyer: adult social care' }, location: { from: null, to: 'Leeds' } },
      });
      // The public list shows it (same table).
      const pub = await call(t.app, 'GET', '/api/events/search?query=buyer');
      expect(pub.body.foundEvents.map((e: { id: string }) => e.id)).toContain(ids.meet);
    });

    it('lists with Content-Range, sort, q, from/to, upcoming, getMany', async () => {
      const res = await call(t.app, 'GET', `/api/admin/events?sort=${q(['startsAt', 'ASC'])}&range=${q([0, 1])}`, as());
      expect(res.status).toBe(200);
      expect(res.headers['content-range']).toBe('events 0-1/3');
      expect(res.body.map((e: { id: string }) => e.id)).toEqual([ids.past, ids.webinar]);
      const byTitle = await call(t.app, 'GET', `/api/admin/events?sort=${q(['title', 'DESC'])}`, as());
      expect(byTitle.body.map((e: { title: string }) => e.title)).toEqual([
        'Webinar: social value in bids',
        'Meet the buyer: adult social care',
        'Market engagement: home care 2025',
      ]);
      const search = await call(t.app, 'GET', `/api/admin/events?filter=${q({ q: 'social care' })}`, as());
      expect(search.body.map((e: { id: string }) => e.id)).toEqual([ids.meet]);
      const future = await call(t.app, 'GET', `/api/admin/events?filter=${q({ from: new Date().toISOString().slice(0, 10) })}`, as());
      expect(future.headers['content-range']).toBe('events 0-1/2');
      const before = await call(t.app, 'GET', `/api/admin/events?filter=${q({ to: inDays(5) })}`, as());
      expect(before.body.map((e: { id: string }) => e.id).sort()).toEqual([ids.past, ids.webinar].sort());
      const upcoming = await call(t.app, 'GET', `/api/admin/events?filter=${q({ upcoming: true })}`, as());
      expect(upcoming.body).toHaveLength(2);
      const many = await call(t.app, 'GET', `/api/admin/events?filter=${q({ id: [ids.meet, ids.past] })}`, as());
      expect(many.body.map((e: { id: string }) => e.id).sort()).toEqual([ids.meet, ids.past].sort());
      const one = await call(t.app, 'GET', `/api/admin/events/${ids.meet}`, as());
      expect(one.body).toMatchObject({ id: ids.meet, title: 'Meet the buyer: adult social care' });
      expect((await call(t.app, 'GET', '/api/admin/events/0d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a', as())).status).toBe(404);
    });

    it('updates with the whole record: only changed fields are written and audited', async () => {
      const record = (await call(t.app, 'GET', `/api/admin/events/${ids.meet}`, as())).body;
      const res = await call(t.app, 'PUT', `/api/admin/events/${ids.meet}`, {
        ...as(),
        body: { ...record, location: 'Bradford City Hall', startsAt: record.startsAt.replace('.000Z', 'Z') },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: ids.meet, location: 'Bradford City Hall', startsAt: record.startsAt });
      const update = (await audit()).filter((a) => a.action === 'event.update');
      expect(update).toHaveLength(1);
      expect(update[0].changes).toEqual({ location: { from: 'Leeds', to: 'Bradford City Hall' } });
      const unchanged = await call(t.app, 'PUT', `/api/admin/events/${ids.meet}`, { ...as(), body: res.body });
      expect(unchanged.status).toBe(200);
      expect((await audit()).filter((a) => a.action === 'event.update')).toHaveLength(1);
    });

    it('deletes: answers the deleted record and records event.delete', async () => {
      const res = await call(t.app, 'DELETE', `/api/admin/events/${ids.past}`, as());
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: ids.past, title: 'Market engagement: home care 2025' });
      expect((await call(t.app, 'GET', `/api/admin/events/${ids.past}`, as())).status).toBe(404);
      expect((await audit()).filter((a) => a.action === 'event.delete').map((a) => a.resourceId)).toEqual([ids.past]);
      expect((await call(t.app, 'DELETE', `/api/admin/events/${ids.past}`, as())).status).toBe(404);
    });

    it('400s name the problem and record nothing', async () => {
      const before = (await audit()).length;
      const cases: Array<[string, string, unknown, RegExp]> = [
        ['POST', '/api/admin/events', { title: 'No start' }, /startsAt must be an ISO date/],
        ['POST', '/api/admin/events', { title: 'Backwards', startsAt: inDays(2), endsAt: inDays(1) }, /endsAt must not be before startsAt/],
        ['POST', '/api/admin/events', { title: 'Extra', startsAt: inDays(2), colour: 'red' }, /colour/],
        ['PUT', `/api/admin/events/${ids.meet}`, { title: null }, /title/],
        ['PUT', `/api/admin/events/${ids.meet}`, { url: 'ftp://x' }, /url must be a web address/],
      ];
      for (const [method, url, body, message] of cases) {
        const res = await call(t.app, method as 'POST' | 'PUT', url, { ...as(), body });
        expect(res.status).toBe(400);
        expect(res.body.message).toMatch(message);
      }
      for (const query of [
        `sort=${q(['colour', 'ASC'])}`,
        `filter=${q({ from: 'soon' })}`,
        `filter=${q({ upcoming: 'maybe' })}`,
        'range=[9,0]',
      ]) {
        expect((await call(t.app, 'GET', `/api/admin/events?${query}`, as())).status).toBe(400);
      }
      expect((await audit()).length).toBe(before);
    });

    it('is for admins only', async () => {
      expect((await call(t.app, 'GET', '/api/admin/events')).status).toBe(401);
      expect((await call(t.app, 'POST', '/api/admin/events', { ...as(provider), body: {} })).status).toBe(403);
      expect((await call(t.app, 'DELETE', `/api/admin/events/${ids.meet}`, as(provider))).status).toBe(403);
    });
  });

  describe('videos', () => {
    it('full CRUD with tags, tag filter and published dates', async () => {
      const a = await call(t.app, 'POST', '/api/admin/videos', {
        ...as(),
        body: {
          title: 'Answering social value questions',
          url: 'https://videos.example.org/sv',
          tags: ['bid writing'],
          durationSeconds: 540,
        },
      });
      expect(a.status).toBe(201);
      expect(a.body).toMatchObject({ tags: ['bid writing'], durationSeconds: 540, publishedAt: expect.any(String) });
      const b = await call(t.app, 'POST', '/api/admin/videos', {
        ...as(),
        body: { title: 'CQC evidence', url: 'https://videos.example.org/cqc', publishedAt: '2026-01-05T09:00:00Z' },
      });
      expect(b.status).toBe(201);
      const tagged = await call(t.app, 'GET', `/api/admin/videos?filter=${q({ tag: 'bid writing' })}`, as());
      expect(tagged.body.map((v: { id: string }) => v.id)).toEqual([a.body.id]);
      const old = await call(t.app, 'GET', `/api/admin/videos?filter=${q({ to: '2026-06-01' })}`, as());
      expect(old.body.map((v: { id: string }) => v.id)).toEqual([b.body.id]);
      const newest = await call(t.app, 'GET', '/api/admin/videos', as());
      expect(newest.headers['content-range']).toBe('videos 0-1/2');
      expect(newest.body[0].id).toBe(a.body.id);
      const put = await call(t.app, 'PUT', `/api/admin/videos/${b.body.id}`, { ...as(), body: { ...b.body, tags: ['cqc', 'quality'] } });
      expect(put.body.tags).toEqual(['cqc', 'quality']);
      expect((await call(t.app, 'PUT', `/api/admin/videos/${b.body.id}`, { ...as(), body: { url: null } })).status).toBe(400);
      expect((await call(t.app, 'DELETE', `/api/admin/videos/${a.body.id}`, as())).body.id).toBe(a.body.id);
      const actions = (await audit()).filter((x) => x.resource === 'videos').map((x) => x.action);
      expect(actions).toEqual(['video.create', 'video.create', 'video.update', 'video.delete']);
      expect((await audit()).find((x) => x.action === 'video.update')!.changes).toEqual({ tags: { from: [], to: ['cqc', 'quality'] } });
    });
  });

  describe('announcements', () => {
    it('full CRUD with defaults, audience and pinned filters', async () => {
      const a = await call(t.app, 'POST', '/api/admin/announcements', {
        ...as(),
        body: { title: 'Saved searches are here', body: 'Daily digests.' },
      });
      expect(a.status).toBe(201);
      expect(a.body).toMatchObject({ audience: 'all', pinned: false });
      const b = await call(t.app, 'POST', '/api/admin/announcements', {
        ...as(),
        body: { title: 'Experts: new profile fields', body: 'Tell us more.', audience: 'expert', pinned: true },
      });
      expect(
        (await call(t.app, 'GET', `/api/admin/announcements?filter=${q({ audience: 'expert' })}`, as())).body.map(
          (x: { id: string }) => x.id,
        ),
      ).toEqual([b.body.id]);
      expect(
        (await call(t.app, 'GET', `/api/admin/announcements?filter=${q({ pinned: false })}`, as())).body.map((x: { id: string }) => x.id),
      ).toEqual([a.body.id]);
      const sorted = await call(t.app, 'GET', `/api/admin/announcements?sort=${q(['pinned', 'DESC'])}`, as());
      expect(sorted.body[0].id).toBe(b.body.id);
      expect((await call(t.app, 'GET', `/api/admin/announcements?filter=${q({ audience: 'martians' })}`, as())).status).toBe(400);
      expect((await call(t.app, 'POST', '/api/admin/announcements', { ...as(), body: { title: 'No body' } })).status).toBe(400);
      const put = await call(t.app, 'PUT', `/api/admin/announcements/${a.body.id}`, { ...as(), body: { ...a.body, pinned: true } });
      expect(put.body.pinned).toBe(true);
      expect((await call(t.app, 'DELETE', `/api/admin/announcements/${b.body.id}`, as())).status).toBe(200);
      const actions = (await audit()).filter((x) => x.resource === 'announcements').map((x) => x.action);
      expect(actions).toEqual(['announcement.create', 'announcement.create', 'announcement.update', 'announcement.delete']);
    });
  });
});
