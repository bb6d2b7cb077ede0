import * as fs from 'node:fs';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { APP_CONFIG } from '@jointly/common/config';
import { OutboxService } from '@jointly/common/events';
import { FeedIngester, firstPageUrl } from '../src/feed/feed-ingester';
import { OCDS_DIR, countIndependently, ocdsFiles } from './support/ocds-counter';
import { createIsolatedDatabase, type IsolatedDatabase } from '@jointly/common/testing';
import { TendersTestApp, startTendersApp } from './support/tenders-test-app';

const PAGE_SIZE = 40;

async function waitUntil(check: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the first replica to start reading');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

interface FeedServer {
  base: string;
  /** Every request's path and query, in order. */
  requests: string[];
  /** Fail this many requests for the given page cursor with HTTP 503. */
  failCursor(cursor: number, times: number): void;
  close(): Promise<void>;
}

/**
 * A stand-in for the Find a Tender API on 127.0.0.1: `/<feed>?updatedFrom=…&cursor=…` answers release packages of
 * PAGE_SIZE releases (by date, then id) with `links.next` while more remain. Feed `uk` serves every UK file,
 * `intl` every international one.
 */
async function startFeedServer(): Promise<FeedServer> {
  const feeds: Record<string, Array<Record<string, any>>> = {};
  for (const name of ['uk', 'intl']) {
    const releases = ocdsFiles(path.join(OCDS_DIR, name)).flatMap((file) => {
      const json = JSON.parse(fs.readFileSync(file, 'utf8'));
      return Array.isArray(json.releases) ? json.releases : [json];
    });
    feeds[name] = releases.sort((a, b) => Date.parse(a.date) - Date.parse(b.date) || String(a.id).localeCompare(String(b.id)));
  }
  const requests: string[] = [];
  const failures = new Map<number, number>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(`${url.pathname}${url.search}`);
    const list = feeds[url.pathname.slice(1)];
    if (!list) {
      res.writeHead(404).end();
      return;
    }
    const cursor = Number(url.searchParams.get('cursor') ?? 0);
    const left = failures.get(cursor) ?? 0;
    if (left > 0) {
      failures.set(cursor, left - 1);
      res.writeHead(503, { 'content-type': 'text/plain' }).end('try again later');
      return;
    }
    const from = url.searchParams.get('updatedFrom');
    const since = from ? Date.parse(`${from}Z`) : -Infinity;
    const matching = list.filter((r) => Date.parse(r.date) >= since);
    const page = matching.slice(cursor, cursor + PAGE_SIZE);
    const next = cursor + PAGE_SIZE < matching.length ? new URL(url.toString()) : null;
    if (next) {
      next.host = req.headers.host!;
      next.searchParams.set('cursor', String(cursor + PAGE_SIZE));
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        uri: url.toString(),
        publisher: { name: 'Test feed' },
        releases: page,
        ...(next ? { links: { next: next.toString() } } : {}),
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    requests,
    failCursor: (cursor, times) => failures.set(cursor, times),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('feed ingester: paged OCDS endpoints with an updated-since cursor', () => {
  let feed: FeedServer;
  let database: IsolatedDatabase;
  let t: TendersTestApp;
  const cursor = async (url: string) => (await t.db.query('SELECT * FROM tenders.feed_cursor WHERE feed_url = $1', [url]))[0];

  beforeAll(async () => {
    feed = await startFeedServer();
    database = await createIsolatedDatabase('feed');
    t = await startTendersApp('feed', { databaseUrl: database.url });
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
    await feed?.close();
  });

  it('puts the cursor into the first page URL the way Find a Tender and Contracts Finder expect it', () => {
    const since = new Date('2026-10-06T15:44:10.123Z');
    expect(firstPageUrl('https://www.find-tender.service.gov.uk/api/1.0/ocdsReleasePackages?limit=100', since)).toBe(
      'https://www.find-tender.service.gov.uk/api/1.0/ocdsReleasePackages?limit=100&updatedFrom=2026-10-06T15%3A44%3A10',
    );
    expect(firstPageUrl('https://www.contractsfinder.service.gov.uk/Published/Notices/OCDS/Search?size=100', since)).toContain(
      'publishedFrom=2026-10-06T15%3A44%3A10',
    );
    expect(firstPageUrl('https://x.test/feed?since=2020-01-01', since)).toBe('https://x.test/feed?since=2026-10-06T15%3A44%3A10');
    expect(firstPageUrl('https://x.test/feed', null)).toBe('https://x.test/feed');
  });

  it('reads every page by links.next, imports them and moves the cursor to the newest release', async () => {
    const url = `${feed.base}/uk`;
    const expected = countIndependently(ocdsFiles(path.join(OCDS_DIR, 'uk')));
    const result = await t.app.get(FeedIngester).runFeed(url);
    expect(result).toMatchObject({ error: null, nextPageUrl: null, pages: Math.ceil(expected.releases / PAGE_SIZE) });
    expect(result.summary).toMatchObject({ releases: expected.releases, created: expected.tenderOcids.size, rejected: 0 });
    const stored = await cursor(url);
    const newest = Math.max(...[...expected.releasesByOcid.values()].flat().map((r) => Date.parse(r.date)));
    expect(stored.updated_since.getTime()).toBe(newest);
    expect(stored).toMatchObject({
      next_page_url: null,
      last_error: null,
      pages_read: String(result.pages),
      releases_read: String(expected.releases),
    });
  });

  it('asks only for what changed since the cursor on the next poll', async () => {
    const url = `${feed.base}/uk`;
    feed.requests.length = 0;
    const result = await t.app.get(FeedIngester).runFeed(url);
    expect(feed.requests).toHaveLength(1);
    expect(feed.requests[0]).toMatch(/^\/uk\?updatedFrom=\d{4}-\d\d-\d\dT\d\d%3A\d\d%3A\d\d$/);
    expect(result.summary.created + result.summary.updated).toBe(0);
    expect(result.summary.releases).toBeLessThan(5);
  });

  it('resumes from the stored page after a failure and a restart', async () => {
    const url = `${feed.base}/intl`;
    const expected = countIndependently(ocdsFiles(path.join(OCDS_DIR, 'intl')));
    feed.failCursor(2 * PAGE_SIZE, 1);
    const failed = await t.app.get(FeedIngester).runFeed(url);
    expect(failed).toMatchObject({ pages: 2, error: 'HTTP 503', nextPageUrl: expect.stringContaining(`cursor=${2 * PAGE_SIZE}`) });
    expect(await cursor(url)).toMatchObject({ next_page_url: failed.nextPageUrl, last_error: 'HTTP 503', updated_since: null });

    // Restart: a new process on the same database.
    await t.close();
    t = await startTendersApp('feed', { databaseUrl: database.url });
    feed.requests.length = 0;
    const resumed = await t.app.get(FeedIngester).runFeed(url);
    expect(feed.requests[0]).toBe(`/intl?cursor=${2 * PAGE_SIZE}`);
    expect(resumed).toMatchObject({ error: null, nextPageUrl: null, pages: Math.ceil(expected.releases / PAGE_SIZE) - 2 });
    const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM tenders.tender WHERE ocid = ANY($1::text[])`, [
      [...expected.tenderOcids],
    ]);
    expect(n).toBe(expected.tenderOcids.size);
    expect(await cursor(url)).toMatchObject({ next_page_url: null, last_error: null, releases_read: String(expected.releases) });
  });

  it('two replicas polling the same feed at once: one reads every page once, the other skips the tick', async () => {
    const url = `${feed.base}/uk?replicas=1`;
    const pages = Math.ceil(countIndependently(ocdsFiles(path.join(OCDS_DIR, 'uk'))).releases / PAGE_SIZE);
    feed.requests.length = 0;
    // The second ingester on a pool of its own, as another tenders process would run it.
    const replicaDb = new DataSource({ ...t.db.options } as DataSourceOptions);
    await replicaDb.initialize();
    try {
      const replica = new FeedIngester(replicaDb, t.app.get(APP_CONFIG), new OutboxService('tenders'));
      const first = t.app.get(FeedIngester).runFeed(url);
      // The first holds the feed's lock from before its first request until its run ends.
      await waitUntil(() => feed.requests.some((r) => r.includes('replicas=1')));
      const second = await replica.runFeed(url);
      expect(second).toMatchObject({ skipped: 'locked', pages: 0 });
      expect(await first).toMatchObject({ error: null, nextPageUrl: null, pages });
      const requested = feed.requests.filter((r) => r.includes('replicas=1'));
      expect(requested).toHaveLength(pages);
      expect(new Set(requested).size).toBe(pages);
      expect(await cursor(url)).toMatchObject({ next_page_url: null, pages_read: String(pages) });
    } finally {
      await replicaDb.destroy();
    }
  });

  it('a second replica does not read a feed another one is reading', async () => {
    const url = `${feed.base}/uk`;
    const lock = t.db.createQueryRunner();
    await lock.connect();
    try {
      await lock.query('SELECT pg_advisory_lock(hashtext($1))', [`jointly-tenders-feed:${url}`]);
      const result = await t.app.get(FeedIngester).runFeed(url);
      expect(result.skipped).toBe('locked');
    } finally {
      await lock.query('SELECT pg_advisory_unlock_all()');
      await lock.release();
    }
  });
});
