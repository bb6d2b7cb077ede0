import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { AccountEvents, TenderEvents, type EventEnvelope, type SavedSearchMatched, type TenderClosed } from '@jointly/contracts';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { OutboxService, createEvent } from '@jointly/common/events';
import { call } from '@jointly/common/testing';
import { resolveInputs } from '../src/import/ocds-inputs';
import { TenderImporter } from '../src/import/tender-importer';
import { CloseDueTendersJob } from '../src/jobs/close-due-tenders.job';
import { DailyDigestJob } from '../src/saved-search/daily-digest.job';
import { OCDS_DIR } from './support/ocds-counter';
import { TendersTestApp, aUser, eventually, outboxEvents, startTendersApp } from './support/tenders-test-app';

const DAY = 86_400_000;
const alice = aUser('provider');
const bob = aUser('provider');
const carol = aUser('expert');

/** An OCDS release as a feed would publish it. */
function release(ocid: string, title: string, cpv: string, closingInMs: number, extra: Record<string, unknown> = {}) {
  return {
    ocid,
    id: `${ocid}-1`,
    date: new Date(Date.now() - DAY).toISOString(),
    tag: ['tender'],
    language: 'en',
    buyer: { id: 'GB-TEST-1', name: 'Kelderby County Council' },
    tender: {
      title,
      description: `${title}. Test notice for saved-search alerts.`,
      status: 'active',
      classification: { scheme: 'CPV', id: cpv },
      items: [{ id: '1', deliveryAddresses: [{ region: 'UKE2' }] }],
      value: { amount: 250000, currency: 'GBP' },
      tenderPeriod: { endDate: new Date(Date.now() + closingInMs).toISOString() },
      ...extra,
    },
  };
}

describe('saved searches, alerts, the calendar feed and scheduled jobs', () => {
  let t: TendersTestApp;
  let tmp: string;
  const tok = (u = alice) => t.token(u);
  const writeJsonl = (name: string, releases: object[]) => {
    const file = path.join(tmp, name);
    fs.writeFileSync(file, releases.map((r) => JSON.stringify(r)).join('\n') + '\n');
    return file;
  };
  const importFile = (file: string) => t.importer.importInputs(resolveInputs([file]).inputs);
  const idOf = async (ocid: string) => (await t.db.query('SELECT id FROM tenders.tender WHERE ocid = $1', [ocid]))[0].id as string;

  beforeAll(async () => {
    t = await startTendersApp('alerts', { withAccounts: true });
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tenders-alerts-'));
    await t.importer.importInputs(resolveInputs([path.join(OCDS_DIR, 'uk/sell2wales-2025')]).inputs);
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  describe('/api/saved-search CRUD (owner only)', () => {
    let id: string;

    it('saves a search with its query, filters and delivery; filters come back as search parameters', async () => {
      const res = await call(t.app, 'POST', '/api/saved-search', {
        token: tok(),
        body: {
          name: 'Care in Yorkshire',
          query: '"supported living"',
          filters: { cpv: ['853'], region: 'UKE', min: '100000' },
          delivery: 'daily',
        },
      });
      expect(res.status).toBe(201);
      expect(res.body.savedSearch).toMatchObject({
        name: 'Care in Yorkshire',
        query: '"supported living"',
        filters: { cpv: ['85300000'], region: ['Yorkshire and the Humber'], min: 100000 },
        delivery: 'daily',
        lastMatchedAt: null,
      });
      id = res.body.savedSearch.id;
    });

    it.each([
      [{ name: 'x', delivery: 'weekly' }, 'delivery must be instant, daily or none'],
      [{ query: 'care' }, 'name must be a string'],
      [{ name: 'x', filters: { sort: 'best' } }, 'Unknown sort "best"'],
      [{ name: 'x', filters: { page: 2 } }, 'Unknown search parameter "page"'],
      [{ name: 'x', filters: { closingFrom: 'soon' } }, 'closingFrom must be a date like 2026-12-31'],
      // JSON filters have the document's types, and the parameters' own names (an alias is an unknown parameter here).
      [{ name: 'x', filters: { region: [5] } }, 'filters.region must be a list of text.'],
      [{ name: 'x', filters: { min: 0.5 } }, 'filters.min must be a whole amount'],
      [{ name: 'x', filters: { maxValue: 'x' } }, 'Unknown search parameter "maxValue"'],
      [{ name: 'x', owner: 'someone-else' }, 'property owner should not exist'],
    ])('refuses %j with 400', async (body, message) => {
      const res = await call(t.app, 'POST', '/api/saved-search', { token: tok(), body });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
    });

    it('needs a signed-in user and hides other people’s searches (404)', async () => {
      expect((await call(t.app, 'GET', '/api/saved-search')).status).toBe(401);
      expect((await call(t.app, 'GET', '/api/saved-search', { token: tok(bob) })).body).toEqual({ foundSavedSearches: [], count: 0 });
      for (const [method, url] of [
        ['GET', `/api/saved-search/${id}`],
        ['PATCH', `/api/saved-search/${id}`],
        ['DELETE', `/api/saved-search/${id}`],
        ['GET', `/api/saved-search/${id}/results`],
      ] as const) {
        const res = await call(t.app, method, url, { token: tok(bob), body: method === 'PATCH' ? { name: 'mine now' } : undefined });
        expect({ method, status: res.status, code: res.body.code }).toEqual({ method, status: 404, code: 'SAVED_SEARCH.NOT_FOUND' });
      }
    });

    it('lists, reads, runs, updates and deletes the owner’s search', async () => {
      const list = await call(t.app, 'GET', '/api/saved-search', { token: tok() });
      expect(list.body).toMatchObject({ count: 1, foundSavedSearches: [{ id }] });
      expect((await call(t.app, 'GET', `/api/saved-search/${id}`, { token: tok() })).body).toMatchObject({ id, name: 'Care in Yorkshire' });
      const results = await call(t.app, 'GET', `/api/saved-search/${id}/results?limit=5`, { token: tok() });
      expect(results.body).toMatchObject({ currentPage: 1, limit: 5 });
      const updated = await call(t.app, 'PATCH', `/api/saved-search/${id}`, {
        token: tok(),
        body: { name: 'Renamed', delivery: 'instant', filters: { includeAll: true } },
      });
      expect(updated.body.savedSearch).toMatchObject({
        name: 'Renamed',
        delivery: 'instant',
        query: '"supported living"',
        filters: { includeAll: true },
      });
      const deleted = await call(t.app, 'DELETE', `/api/saved-search/${id}`, { token: tok() });
      expect(deleted.body).toMatchObject({ id, deleted: true });
      expect((await call(t.app, 'GET', `/api/saved-search/${id}`, { token: tok() })).status).toBe(404);
    });
  });

  describe('alerts from new tenders (TenderPublished → SavedSearchMatched)', () => {
    let instantId: string;
    let dailyId: string;
    let cleaningId: string;
    let file: string;

    beforeAll(async () => {
      const save = async (user: typeof alice, body: object) =>
        (await call(t.app, 'POST', '/api/saved-search', { token: tok(user), body })).body.savedSearch.id as string;
      instantId = await save(alice, {
        name: 'Supported living',
        query: 'supported living',
        filters: { cpv: '85000000' },
        delivery: 'instant',
      });
      dailyId = await save(bob, { name: 'Living (daily)', query: 'supported living', delivery: 'daily' });
      cleaningId = await save(carol, { name: 'Cleaning', query: 'cleaning', delivery: 'instant' });
      file = writeJsonl('alerts.jsonl', [
        release('ocds-alert-a', 'Supported Living Service for Adults – Leeds', '85311000', 30 * DAY),
        release('ocds-alert-b', 'Supported living for young adults leaving care', '85311000', 12 * DAY),
        release('ocds-alert-c', 'Supported living framework (closed)', '85311000', -5 * DAY),
        release('ocds-alert-d', 'Window cleaning of council offices', '90911300', 20 * DAY),
      ]);
      const summary = await importFile(file);
      expect(summary.created).toBe(4);
    });

    it('alerts each matching instant search of every open tender that matches, exactly once (one event per delivered batch)', async () => {
      // The import's TenderPublished events reach the consumer in one batch or several (as the relay delivers them);
      // each batch gives each matching search one SavedSearchMatched. What holds whatever the batching: every matching
      // open tender is announced to each matching search once, and nothing else is.
      const titlesOf = (events: Array<EventEnvelope<SavedSearchMatched>>, searchId: string) =>
        events.filter((e) => e.payload.savedSearchId === searchId).flatMap((e) => e.payload.tenders.map((x) => x.title));
      const matched = await eventually('instant alerts', async () => {
        const events = await outboxEvents<SavedSearchMatched>(t.db, TenderEvents.SavedSearchMatched.type);
        return titlesOf(events, instantId).length >= 2 && titlesOf(events, cleaningId).length >= 1 ? events : null;
      });
      const alices = matched.filter((e) => e.payload.savedSearchId === instantId);
      for (const alert of alices)
        expect(alert.payload).toMatchObject({ accountId: alice.id, searchName: 'Supported living', delivery: 'instant' });
      expect(titlesOf(matched, instantId).sort()).toEqual([
        'Supported Living Service for Adults – Leeds',
        'Supported living for young adults leaving care',
      ]);
      expect(alices[0].payload.tenders[0]).toEqual({
        tenderId: expect.any(String),
        title: expect.any(String),
        buyerName: 'Kelderby County Council',
        closingDate: expect.any(String),
      });
      expect(titlesOf(matched, cleaningId)).toEqual(['Window cleaning of council offices']);
      expect(matched.filter((e) => e.payload.savedSearchId === dailyId)).toEqual([]);
    });

    it('keeps daily matches for the digest, which goes out once a day with delivery "daily"', async () => {
      await eventually('pending daily matches', async () => {
        const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM tenders.saved_search_pending_match WHERE saved_search_id = $1', [
          dailyId,
        ]);
        return n === 2;
      });
      const job = t.app.get(DailyDigestJob);
      const now = new Date();
      expect(await job.runDigest(now)).toBe(1);
      const digests = (await outboxEvents<SavedSearchMatched>(t.db, TenderEvents.SavedSearchMatched.type)).filter(
        (e) => e.payload.delivery === 'daily',
      );
      expect(digests).toHaveLength(1);
      expect(digests[0].payload).toMatchObject({ savedSearchId: dailyId, accountId: bob.id, searchName: 'Living (daily)' });
      expect(digests[0].payload.tenders.map((x) => x.title)).toEqual([
        'Supported living for young adults leaving care',
        'Supported Living Service for Adults – Leeds',
      ]);
      expect(await job.runDigest(now)).toBeNull();
      const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM tenders.saved_search_pending_match');
      expect(n).toBe(0);
    });

    it("two replicas running the next day's digest at the same moment send it once", async () => {
      const before = (await outboxEvents<SavedSearchMatched>(t.db, TenderEvents.SavedSearchMatched.type)).filter(
        (e) => e.payload.delivery === 'daily',
      );
      // A match waiting for tomorrow's digest (the consumer's row, written here directly).
      const [tender] = (await t.db.query(
        `SELECT id FROM tenders.tender WHERE title = 'Supported living for young adults leaving care'`,
      )) as Array<{
        id: string;
      }>;
      await t.db.query('INSERT INTO tenders.saved_search_pending_match (saved_search_id, tender_id) VALUES ($1, $2)', [dailyId, tender.id]);
      const tomorrow = new Date(Date.now() + DAY);
      // The second job on a pool of its own, as another tenders process would run it.
      const replicaDb = new DataSource({ ...t.db.options } as DataSourceOptions);
      await replicaDb.initialize();
      try {
        const jobs = [t.app.get(DailyDigestJob), new DailyDigestJob(replicaDb, new OutboxService('tenders'))];
        const results = await Promise.all([...jobs, ...jobs].map((job) => job.runDigest(tomorrow)));
        expect(results.filter((r) => r !== null)).toEqual([1]);
        const digests = (await outboxEvents<SavedSearchMatched>(t.db, TenderEvents.SavedSearchMatched.type)).filter(
          (e) => e.payload.delivery === 'daily' && !before.some((b) => b.id === e.id),
        );
        expect(digests).toHaveLength(1);
        expect(digests[0].payload).toMatchObject({ savedSearchId: dailyId, accountId: bob.id });
        expect(digests[0].payload.tenders.map((x) => x.tenderId)).toEqual([tender.id]);
        expect(await Promise.all(jobs.map((job) => job.runDigest(tomorrow)))).toEqual([null, null]);
      } finally {
        await replicaDb.destroy();
      }
    });

    it('sends nothing when the same tenders are imported again', async () => {
      const before = (await outboxEvents(t.db, TenderEvents.SavedSearchMatched.type)).length;
      const again = await importFile(file);
      expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 4 });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await outboxEvents(t.db, TenderEvents.SavedSearchMatched.type)).length).toBe(before);
    });
  });

  describe('scheduled closing (TenderClosed)', () => {
    it('closes active tenders whose closing date has passed and publishes TenderClosed for each', async () => {
      // Time is the job's and the importer's argument, not the wall clock's: the test cannot race a busy machine.
      const file = writeJsonl('closing.jsonl', [release('ocds-closing-soon', 'Closes in a moment', '85311000', 60 * 60_000)]);
      const closing = Date.now() + 60 * 60_000;
      let clock = new Date();
      const importer = new TenderImporter(t.db, new OutboxService('tenders'), { now: () => clock });
      expect((await importer.importInputs(resolveInputs([file]).inputs)).created).toBe(1);
      const id = await idOf('ocds-closing-soon');
      const job = t.app.get(CloseDueTendersJob);
      expect(await job.runOnce(new Date(closing - 60_000))).toBe(0);
      clock = new Date(closing + 60_000);
      expect(await job.runOnce(clock)).toBe(1);
      const [row] = await t.db.query('SELECT status FROM tenders.tender WHERE id = $1', [id]);
      expect(row.status).toBe('closed');
      const closed = (await outboxEvents<TenderClosed>(t.db, TenderEvents.TenderClosed.type)).filter((e) => e.payload.tenderId === id);
      expect(closed).toHaveLength(1);
      expect(closed[0].payload.closingDate).toEqual(expect.any(String));
      // Importing the same notice later agrees with the job: nothing changes.
      expect(await importer.importInputs(resolveInputs([file]).inputs)).toMatchObject({ unchanged: 1, updated: 0 });
    });

    it('two replicas closing at the same moment close each due tender once, with one TenderClosed each', async () => {
      const ocids = Array.from({ length: 30 }, (_, i) => `ocds-replicas-${i}`);
      const file = writeJsonl(
        'replicas.jsonl',
        ocids.map((ocid, i) => release(ocid, `Replica closing ${i}`, '85311000', 60 * 60_000)),
      );
      const closing = Date.now() + 60 * 60_000;
      const importer = new TenderImporter(t.db, new OutboxService('tenders'), { now: () => new Date() });
      expect((await importer.importInputs(resolveInputs([file]).inputs)).created).toBe(30);
      const ids = await Promise.all(ocids.map((ocid) => idOf(ocid)));
      // The second job on a pool of its own, as another tenders process would run it.
      const replicaDb = new DataSource({ ...t.db.options } as DataSourceOptions);
      await replicaDb.initialize();
      try {
        const jobs = [t.app.get(CloseDueTendersJob), new CloseDueTendersJob(replicaDb, new OutboxService('tenders'))];
        const at = new Date(closing + 60_000);
        const counts = await Promise.all([...jobs, ...jobs].map((job) => job.runOnce(at)));
        expect(counts.reduce((sum, n) => sum + n, 0)).toBe(30);
        const closed = (await outboxEvents<TenderClosed>(t.db, TenderEvents.TenderClosed.type)).filter((e) =>
          ids.includes(e.payload.tenderId),
        );
        expect(closed.map((e) => e.payload.tenderId).sort()).toEqual([...ids].sort());
        expect(await Promise.all(jobs.map((job) => job.runOnce(at)))).toEqual([0, 0]);
      } finally {
        await replicaDb.destroy();
      }
    });
  });

  describe('iCal feed of bookmarked tenders (bookmarks from AccountEvents.BookmarksChanged)', () => {
    let secret: string;
    let a: string;

    const ics = async (s = secret) => t.app.inject({ method: 'GET', url: `/api/tender/calendar/${s}.ics` });
    const bookmarks = async (payload: { added?: string[]; removed?: string[]; cleared?: boolean }) => {
      const before = (await t.db.query('SELECT count(*)::int AS n FROM tenders.processed_event'))[0].n;
      await t.accounts!.publish(
        createEvent(AccountEvents.BookmarksChanged, {
          aggregateId: alice.id,
          payload: { accountId: alice.id, added: payload.added ?? [], removed: payload.removed ?? [], cleared: payload.cleared ?? false },
        }),
      );
      await eventually(
        'the bookmark read model',
        async () => (await t.db.query('SELECT count(*)::int AS n FROM tenders.processed_event'))[0].n > before,
      );
    };

    beforeAll(async () => {
      a = await idOf('ocds-alert-a');
    });

    it('gives each user a secret feed URL (created on first use, stable until rotated)', async () => {
      expect((await call(t.app, 'GET', '/api/tender/calendar-link')).status).toBe(401);
      const link = await call(t.app, 'GET', '/api/tender/calendar-link', { token: tok() });
      expect(link.body.url).toMatch(new RegExp(`^${t.config.publicUrl}/api/tender/calendar/[A-Za-z0-9_-]{32}\\.ics$`));
      secret = link.body.secret;
      expect((await call(t.app, 'GET', '/api/tender/calendar-link', { token: tok() })).body.secret).toBe(secret);
      expect((await call(t.app, 'GET', '/api/tender/calendar-link', { token: tok(bob) })).body.secret).not.toBe(secret);
    });

    it('lists a VEVENT for the closing date of each bookmarked open tender (by id or ocid), publicly by secret', async () => {
      // ocds-alert-c closed five days ago: not open, so not in the feed (contracts' one meaning of open).
      await bookmarks({ added: [a, 'ocds-alert-b', 'ocds-alert-c', 'ocds-unknown-tender'] });
      const res = await ics();
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      const body = res.body;
      expect(body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
      expect(body.match(/BEGIN:VEVENT/g)).toHaveLength(2);
      expect(body).toContain(`UID:tender-${a}@`);
      expect(body.replace(/\r\n /g, '')).toContain('SUMMARY:Tender closes: Supported Living Service for Adults – Leeds');
      const [row] = await t.db.query('SELECT closing_date FROM tenders.tender WHERE id = $1', [a]);
      expect(body).toContain(
        `DTEND:${row.closing_date
          .toISOString()
          .replace(/[-:]/g, '')
          .replace(/\.\d{3}/, '')}`,
      );
      for (const line of body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    });

    it('follows removals and clearing', async () => {
      await bookmarks({ removed: [a] });
      expect((await ics()).body.match(/BEGIN:VEVENT/g)).toHaveLength(1);
      await bookmarks({ removed: ['ocds-alert-b', 'ocds-alert-c', 'ocds-unknown-tender'], cleared: true });
      expect((await ics()).body).not.toContain('BEGIN:VEVENT');
    });

    it('rotating the secret retires the old URL; unknown secrets are 404', async () => {
      const rotated = await call(t.app, 'POST', '/api/tender/calendar-link/rotate', { token: tok() });
      expect(rotated.status).toBe(201);
      expect(rotated.body.secret).not.toBe(secret);
      expect((await ics()).statusCode).toBe(404);
      expect((await ics(rotated.body.secret)).statusCode).toBe(200);
      const bad = await t.app.inject({ method: 'GET', url: '/api/tender/calendar/not-a-secret' });
      expect(bad.statusCode).toBe(404);
      expect(bad.json().message).toBe('No calendar at this address; get your current link from your account.');
    });
  });
});
