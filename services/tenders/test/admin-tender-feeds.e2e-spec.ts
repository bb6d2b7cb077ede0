import { Client } from 'pg';
import { call } from '@jointly/common/testing';
import { FeedIngester } from '../src/feed/feed-ingester';
import { aUser, startTendersApp, type TendersTestApp } from './support/tenders-test-app';

const DOWN = 'http://127.0.0.1:9/ocds/releases?limit=100';
const NEVER_RUN = 'http://127.0.0.1:9/other-feed';

describe('admin tender-feeds resource (read-only import status of the OCDS feeds)', () => {
  let t: TendersTestApp;
  const admin = aUser('admin');
  const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

  beforeAll(async () => {
    t = await startTendersApp('admin_feeds', { config: { tenderFeedUrls: [DOWN, NEVER_RUN], tenderFeedPollSeconds: 600 } });
  });
  afterAll(() => t?.close());

  it('lists one row per configured feed with its cursor, last run, error and next run', async () => {
    const result = await t.app.get(FeedIngester).runFeed(DOWN);
    expect(result.error).toBeTruthy();
    const res = await call(t.app, 'GET', `/api/admin/tender-feeds?sort=${q(['source', 'ASC'])}&range=${q([0, 9])}`, {
      token: t.token(admin),
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-range']).toBe('tender-feeds 0-1/2');
    const [down, never] = res.body;
    expect(down).toMatchObject({
      id: expect.stringMatching(/^feed-[0-9a-f]{16}$/),
      kind: 'feed',
      source: DOWN,
      cursor: DOWN,
      lastRunAt: expect.any(String),
      lastSuccessAt: null,
      lastError: result.error,
      pagesRead: 0,
      running: false,
    });
    expect(Date.parse(down.nextRunAt) - Date.parse(down.lastRunAt)).toBe(600_000);
    expect(never).toMatchObject({ source: NEVER_RUN, cursor: null, lastRunAt: null, nextRunAt: null, lastError: null, running: false });
    const one = await call(t.app, 'GET', `/api/admin/tender-feeds/${down.id}`, { token: t.token(admin) });
    expect(one.body).toEqual(down);
    expect((await call(t.app, 'GET', '/api/admin/tender-feeds/feed-0000000000000000', { token: t.token(admin) })).status).toBe(404);
  });

  it('shows a feed as running while a replica holds its lock', async () => {
    const client = new Client({ connectionString: t.config.databaseUrl });
    await client.connect();
    try {
      await client.query('SELECT pg_advisory_lock(hashtext($1))', [`jointly-tenders-feed:${NEVER_RUN}`]);
      const running = await call(t.app, 'GET', `/api/admin/tender-feeds?filter=${q({ running: true })}`, { token: t.token(admin) });
      expect(running.body.map((f: { source: string }) => f.source)).toEqual([NEVER_RUN]);
    } finally {
      await client.end();
    }
    const after = await call(t.app, 'GET', `/api/admin/tender-feeds?filter=${q({ running: true })}`, { token: t.token(admin) });
    expect(after.body).toEqual([]);
  });

  it('is read-only, for admins, and refuses bad list parameters', async () => {
    expect((await call(t.app, 'GET', '/api/admin/tender-feeds')).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/admin/tender-feeds', { token: t.token(aUser('expert')) })).status).toBe(403);
    expect((await call(t.app, 'POST', '/api/admin/tender-feeds', { token: t.token(admin), body: {} })).status).toBe(404);
    for (const query of [`sort=${q(['colour', 'ASC'])}`, `filter=${q({ kind: 'rss' })}`, `filter=${q({ running: 'often' })}`]) {
      const res = await call(t.app, 'GET', `/api/admin/tender-feeds?${query}`, { token: t.token(admin) });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/sort field|filter kind|filter running/);
    }
  });
});
