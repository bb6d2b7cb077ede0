import { Readable } from 'node:stream';
import { TenderEvents } from '@jointly/contracts';
import { OutboxService } from '@jointly/common/events';
import { TenderImporter, emptySummary } from '../src/import/tender-importer';
import { TendersTestApp, outboxEvents, startTendersApp } from './support/tenders-test-app';

/** A release of `ocid` (n-th of it: a later date and a different value each time). */
const release = (prefix: string, ocid: number, n = 1, extra: Record<string, unknown> = {}) => ({
  ocid: `${prefix}-${ocid}`,
  id: `${prefix}-${ocid}-r${n}`,
  date: `2026-02-${String(n).padStart(2, '0')}T10:00:00Z`,
  tag: ['tender'],
  buyer: { name: `Buyer ${ocid % 7}` },
  tender: {
    title: `Tender ${ocid} release ${n}`,
    status: 'active',
    value: { amount: 1000 * ocid + n, currency: 'GBP' },
    tenderPeriod: { endDate: '2099-01-01T12:00:00Z' },
    ...extra,
  },
});

/** JSON Lines, one release per chunk read (the importer fills its batches between chunks). */
const jsonl = (releases: unknown[]) => Readable.from(releases.map((r) => Buffer.from(`${JSON.stringify(r)}\n`)));

/** Imports one stream and resolves to its summary. */
async function importOne(importer: TenderImporter, stream: Readable, source: string) {
  const summary = emptySummary();
  await importer.importStream(stream, source, summary);
  return summary;
}

async function rows(t: TendersTestApp, prefix: string) {
  return (await t.db.query(
    `SELECT ocid, title, value_amount::float AS value, content_hash FROM tenders.tender WHERE ocid LIKE $1 ORDER BY ocid`,
    [`${prefix}-%`],
  )) as Array<{ ocid: string; title: string; value: number; content_hash: string }>;
}

async function events(t: TendersTestApp, prefix: string) {
  const published = (await outboxEvents(t.db, TenderEvents.TenderPublished.type)).filter((e) => e.payload.ocid.startsWith(`${prefix}-`));
  const updated = (await outboxEvents(t.db, TenderEvents.TenderUpdated.type)).filter((e) => e.payload.ocid.startsWith(`${prefix}-`));
  return { published, updated };
}

describe('OCDS import batches', () => {
  let t: TendersTestApp;
  const importer = (batchSize: number, lanes = 2) => new TenderImporter(t.db, new OutboxService('tenders'), { batchSize, lanes });

  beforeAll(async () => {
    t = await startTendersApp('import-batches');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores the same tenders whatever the batch size, one ocid’s releases in order across batch boundaries', async () => {
    // 23 ocids, the first five with a second and third release further down the file (they land in later batches).
    const input = (prefix: string) => [
      ...Array.from({ length: 23 }, (_, i) => release(prefix, i + 1)),
      ...Array.from({ length: 5 }, (_, i) => release(prefix, i + 1, 2)),
      ...Array.from({ length: 5 }, (_, i) => release(prefix, i + 1, 3)),
    ];
    const results: Array<Array<{ ocid: string; title: string; value: number }>> = [];
    for (const [prefix, batchSize, lanes] of [
      ['bb-one', 1, 1],
      ['bb-three', 3, 2],
      ['bb-seven', 7, 3],
      ['bb-all', 500, 2],
    ] as const) {
      const summary = await importOne(importer(batchSize, lanes), jsonl(input(prefix)), prefix);
      expect(summary).toMatchObject({ releases: 33, created: 23, updated: 10, unchanged: 0, rejected: 0 });
      // The content hash covers the ocid, which differs by prefix: the rest must not.
      results.push((await rows(t, prefix)).map(({ ocid, title, value }) => ({ ocid: ocid.replace(prefix, 'x'), title, value })));
      const { published, updated } = await events(t, prefix);
      expect(published).toHaveLength(23);
      // Every batch that changes a stored tender says so: with one release per batch, each later release is an update.
      if (batchSize === 1) expect(updated).toHaveLength(10);
      for (const e of updated) expect(e.payload.changedFields).toEqual(expect.arrayContaining(['title', 'value']));
    }
    for (const r of results.slice(1)) expect(r).toEqual(results[0]);
    expect(results[0].find((r) => r.ocid === 'x-3')).toMatchObject({ title: 'Tender 3 release 3', value: 3003 });
  });

  it('reports a release the database refuses in the middle of a batch and writes every other release of it', async () => {
    const prefix = 'bad-mid';
    const input = [
      ...Array.from({ length: 6 }, (_, i) => release(prefix, i + 1)),
      // A NUL character: valid JSON and kept by the derivation, refused by PostgreSQL (text cannot hold it).
      release(prefix, 7, 1, { title: 'Tender \u0000 7' }),
      ...Array.from({ length: 6 }, (_, i) => release(prefix, i + 8)),
    ];
    const summary = await importOne(importer(10, 1), jsonl(input), 'mixed.jsonl');
    expect(summary).toMatchObject({ releases: 13, created: 12, rejected: 1 });
    expect(summary.rejections).toEqual([
      {
        source: 'mixed.jsonl',
        where: expect.stringContaining('line 7'),
        reason: 'bad-mid-7: the database refused it: unsupported Unicode escape sequence',
      },
    ]);
    const stored = await rows(t, prefix);
    expect(stored.map((r) => r.ocid)).not.toContain('bad-mid-7');
    expect(stored).toHaveLength(12);
    const { published } = await events(t, prefix);
    expect(published.map((e) => e.payload.ocid).sort()).toEqual(stored.map((r) => r.ocid));
  });

  it('re-imports the same file as unchanged: no write, no event, same content hashes', async () => {
    const prefix = 'again';
    const input = () => jsonl([...Array.from({ length: 40 }, (_, i) => release(prefix, i + 1)), release(prefix, 2, 2)]);
    const first = await importOne(importer(8), input(), 'a');
    expect(first).toMatchObject({ created: 40, updated: 1 });
    const before = await rows(t, prefix);
    const [{ stamp: stampBefore }] = await t.db.query(`SELECT max(updated_at) AS stamp FROM tenders.tender WHERE ocid LIKE 'again-%'`);
    const eventsBefore = await events(t, prefix);
    for (const batchSize of [8, 3, 500]) {
      const again = await importOne(importer(batchSize), input(), 'a');
      expect(again).toMatchObject({ releases: 41, created: 0, updated: 0, unchanged: 41, rejected: 0 });
    }
    expect(await rows(t, prefix)).toEqual(before);
    const [{ stamp: stampAfter }] = await t.db.query(`SELECT max(updated_at) AS stamp FROM tenders.tender WHERE ocid LIKE 'again-%'`);
    expect(stampAfter).toEqual(stampBefore);
    const eventsAfter = await events(t, prefix);
    expect(eventsAfter.published).toHaveLength(eventsBefore.published.length);
    expect(eventsAfter.updated).toHaveLength(eventsBefore.updated.length);
  });
});
