import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { Client } from 'pg';
import { ImportRunLog } from '../src/import/import-run-log';
import { emptySummary } from '../src/import/tender-importer';
import { syntheticReleases } from '../src/seed/synthetic-tenders';
import { call } from '@jointly/common/testing';
import { FeedIngester } from '../src/feed/feed-ingester';
import { aUser, startTendersApp, type TendersTestApp } from './support/tenders-test-app';

const DOWN = 'http://127.0.0.1:9/ocds/releases?limit=100';
const NEVER_RUN = 'http://127.0.0.1:9/other-feed';

describe('admin tender-feeds resource (read-only import status of the OCDS feeds)', () => {
  let t: TendersTestApp;
  let feedServer: http.Server;
  let LIVE = '';
  const admin = aUser('admin');
  const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

  beforeAll(async () => {
    // A live feed: one page, a release package of 30 generated releases (some planning-only, which are skipped).
    const page = JSON.stringify({ uri: 'local', releases: syntheticReleases(30, new Date(), 4242), links: {} });
    feedServer = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(page));
    await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
    LIVE = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/ocds/releases`;
    t = await startTendersApp('admin_feeds', { config: { tenderFeedUrls: [DOWN, NEVER_RUN, LIVE], tenderFeedPollSeconds: 600 } });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => feedServer?.close(resolve));
  });

  it('lists one row per configured feed with its cursor, last run, error and next run', async () => {
    const result = await t.app.get(FeedIngester).runFeed(DOWN);
    expect(result.error).toBeTruthy();
    const res = await call(t.app, 'GET', `/api/admin/tender-feeds?sort=${q(['source', 'ASC'])}&range=${q([0, 9])}`, {
      token: t.token(admin),
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-range']).toBe('tender-feeds 0-2/3');
    const bySource = (url: string) => res.body.find((f: { source: string }) => f.source === url);
    const [down, never] = [bySource(DOWN), bySource(NEVER_RUN)];
    expect(res.body.map((f: { source: string }) => f.source)).toEqual([DOWN, NEVER_RUN, LIVE].sort());
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

  it("shows a successful feed run's counts, and each manual import as a row of its own", async () => {
    const result = await t.app.get(FeedIngester).runFeed(LIVE);
    expect(result.error).toBeNull();
    const runs = new ImportRunLog(t.db);
    const runId = await runs.start('import', 'more-tenders.jsonl');
    const summary = emptySummary();
    const lines = syntheticReleases(5).map((r) => `${JSON.stringify(r).replaceAll('ocds-jointly-sample-', 'ocds-jointly-manual-')}\n`);
    await t.importer.importStream(Readable.from([...lines, '{"ocid": 42}\n']), 'more-tenders.jsonl', summary);
    await runs.finish(runId, summary);

    const res = await call(t.app, 'GET', `/api/admin/tender-feeds?range=${q([0, 49])}`, { token: t.token(admin) });
    const live = res.body.find((f: { source: string }) => f.source === LIVE);
    expect(live).toMatchObject({
      kind: 'feed',
      lastError: null,
      lastSuccessAt: expect.any(String),
      created: result.summary.created,
      updated: 0,
      unchanged: 0,
      skipped: result.summary.skipped,
      rejected: 0,
      pagesRead: 1,
      releasesRead: 30,
    });
    expect(result.summary.created + result.summary.skipped).toBe(30);
    const manual = res.body.find((f: { kind: string }) => f.kind === 'import');
    expect(manual).toMatchObject({
      id: `import-${runId}`,
      source: 'more-tenders.jsonl',
      running: false,
      releasesRead: summary.releases,
      created: summary.created,
      rejected: 1,
      lastError: null,
      nextRunAt: null,
    });
    expect(manual.rejections).toEqual([expect.objectContaining({ source: 'more-tenders.jsonl' })]);
    const imports = await call(t.app, 'GET', `/api/admin/tender-feeds?filter=${q({ kind: 'import' })}`, { token: t.token(admin) });
    expect(imports.body.map((f: { id: string }) => f.id)).toEqual([`import-${runId}`]);
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
    // Read-only: a write method on the resource is 405 (with Allow), the common answer for a path without that method.
    expect((await call(t.app, 'POST', '/api/admin/tender-feeds', { token: t.token(admin), body: {} })).status).toBe(405);
    for (const query of [`sort=${q(['colour', 'ASC'])}`, `filter=${q({ kind: 'rss' })}`, `filter=${q({ running: 'often' })}`]) {
      const res = await call(t.app, 'GET', `/api/admin/tender-feeds?${query}`, { token: t.token(admin) });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/sort field|filter kind|filter running/);
    }
  });
});
