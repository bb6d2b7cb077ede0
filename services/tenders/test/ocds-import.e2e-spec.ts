import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Client } from 'pg';
import { TenderEvents } from '@jointly/contracts';
import { REPO_ROOT } from '@jointly/common/testing';
import { resolveInputs } from '../src/import/ocds-inputs';
import { ImportSummary } from '../src/import/tender-importer';
import { OCDS_DIR, countIndependently, ocdsFiles } from './support/ocds-counter';
import { TendersTestApp, outboxEvents, startTendersApp } from './support/tenders-test-app';

const FOLDERS = fs
  .readdirSync(OCDS_DIR, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .flatMap((region) =>
    fs
      .readdirSync(path.join(OCDS_DIR, region.name), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => `${region.name}/${e.name}`),
  )
  .sort();

async function tenderCount(t: TendersTestApp): Promise<number> {
  const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM tenders.tender');
  return n;
}

async function row(t: TendersTestApp, ocid: string) {
  const [found] = await t.db.query('SELECT * FROM tenders.tender WHERE ocid = $1', [ocid]);
  return found;
}

function runCli(args: string[], env: Record<string, string | undefined>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts/tenders-import.mjs'), ...args], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

describe('OCDS import of every shared file (UK and international)', () => {
  let t: TendersTestApp;
  const all = countIndependently();
  const firstRun: Record<string, ImportSummary> = {};
  let tmp: string;

  beforeAll(async () => {
    t = await startTendersApp('import');
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tenders-import-'));
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('finds the shared data where CI keeps it: every folder, bare releases and packages', () => {
    expect(FOLDERS).toEqual(
      expect.arrayContaining(['uk/contracts-finder-2014-2015', 'uk/contracts-finder-2025', 'uk/find-a-tender-2026', 'intl/armenia']),
    );
    expect(all.files).toBe(ocdsFiles().length);
    expect(all.files).toBeGreaterThan(700);
    // Several releases for one ocid, and ocids that only ever had a planning notice.
    expect([...all.releasesByOcid.values()].some((list) => list.length > 1)).toBe(true);
    expect(all.planningOnlyOcids.size).toBeGreaterThan(0);
  });

  it('imports each folder: one tender per ocid with a tender section, planning-only releases skipped, nothing rejected', async () => {
    for (const folder of FOLDERS) {
      const expected = countIndependently(ocdsFiles(path.join(OCDS_DIR, folder)));
      const before = await tenderCount(t);
      const { inputs, missing } = resolveInputs([path.join(OCDS_DIR, folder)]);
      expect(missing).toEqual([]);
      const summary = await t.importer.importInputs(inputs);
      firstRun[folder] = summary;
      const context = `${folder}: ${JSON.stringify({ ...summary, rejections: summary.rejections.slice(0, 3) })}`;
      expect({ folder, rejected: summary.rejected, rejections: summary.rejections }).toEqual({ folder, rejected: 0, rejections: [] });
      expect({ context, stored: (await tenderCount(t)) - before }).toEqual({ context, stored: expected.tenderOcids.size });
      expect(summary.created).toBe(expected.tenderOcids.size);
      expect(summary.releases).toBe(expected.releases);
      expect(summary.skipped).toBe(expected.releasesWithoutTender);
      expect(summary.created + summary.updated + summary.unchanged).toBe(expected.releases - expected.releasesWithoutTender);
    }
    expect(await tenderCount(t)).toBe(all.tenderOcids.size);
  });

  it('stores no tender for planning-only ocids (they are reported as skipped)', async () => {
    const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM tenders.tender WHERE ocid = ANY($1::text[])', [
      [...all.planningOnlyOcids],
    ]);
    expect(n).toBe(0);
    const skipped = Object.values(firstRun).reduce((sum, s) => sum + s.skipped, 0);
    expect(skipped).toBe(all.releasesWithoutTender);
    expect(firstRun['intl/armenia'].skippedReasons).toEqual({ 'planning-only notice (no tender section)': all.releasesWithoutTender });
  });

  it('publishes one TenderPublished per stored tender through the outbox, and TenderUpdated for later releases', async () => {
    const published = await outboxEvents(t.db, TenderEvents.TenderPublished.type);
    expect(published).toHaveLength(all.tenderOcids.size);
    expect(new Set(published.map((e) => e.payload.ocid))).toEqual(all.tenderOcids);
    const sample = published.find((e) => e.payload.ocid === 'ocds-h6vhtk-078219')!;
    expect(sample.payload).toMatchObject({
      title: expect.stringContaining('Aldbanks Supported Living'),
      buyerName: 'Central Bedfordshire Council',
      cpvCodes: ['85311000'],
      value: 2772000,
      currency: 'GBP',
    });
    expect(sample.aggregateId).toBe(sample.payload.tenderId);
  });

  it('changes nothing when the same files are imported again', async () => {
    const eventsBefore = (await t.db.query('SELECT count(*)::int AS n FROM tenders.outbox_message'))[0].n;
    const [{ stamp: before }] = await t.db.query('SELECT max(updated_at) AS stamp FROM tenders.tender');
    const { inputs } = resolveInputs([OCDS_DIR]);
    const again = await t.importer.importInputs(inputs);
    expect(again).toMatchObject({
      created: 0,
      updated: 0,
      rejected: 0,
      unchanged: all.releases - all.releasesWithoutTender,
      skipped: all.releasesWithoutTender,
    });
    expect((await t.db.query('SELECT count(*)::int AS n FROM tenders.outbox_message'))[0].n).toBe(eventsBefore);
    const [{ stamp: after }] = await t.db.query('SELECT max(updated_at) AS stamp FROM tenders.tender');
    expect(after).toEqual(before);
  });

  it('merges several releases of one ocid: the newest wins, awards and release ids accumulate', async () => {
    const multi = [...all.releasesByOcid.entries()].filter(([, list]) => list.length > 1 && list.every((r) => r.tender));
    expect(multi.length).toBeGreaterThan(3);
    for (const [ocid, releases] of multi) {
      const stored = await row(t, ocid);
      const newest = [...releases].sort((a, b) => (`${Date.parse(a.date)}|${a.id}` < `${Date.parse(b.date)}|${b.id}` ? 1 : -1))[0];
      expect({ ocid, title: stored.title }).toEqual({ ocid, title: newest.tender.title.replace(/\s+/g, ' ').trim() });
      expect(stored.details.releaseIds).toEqual([...new Set(releases.map((r) => r.id))].sort());
      const awardIds = new Set(releases.flatMap((r) => (r.awards ?? []).map((a: { id: string }) => a.id)));
      expect(new Set(stored.details.awards.map((a: { id: string }) => a.id))).toEqual(awardIds);
    }
  });

  it('reads the three UK shapes: old Contracts Finder (contract period, not a deadline), current Contracts Finder, EU-profile and Procurement Act', async () => {
    // Contracts Finder 2014-15: tenderPeriod is the contract period → no closing date, shown as the contract period.
    const cf2014 = await t.db.query(
      `SELECT * FROM tenders.tender WHERE ocid LIKE 'ocds-b5fd17-%' AND details->>'closingDateNote' IS NOT NULL`,
    );
    expect(cf2014.length).toBe(firstRun['uk/contracts-finder-2014-2015'].created);
    expect(cf2014.filter((r: any) => r.closing_date !== null || !r.details.contractPeriod?.endDate)).toEqual([]);
    // Only a minimum value was published in that export.
    expect(cf2014.filter((r: any) => r.value_amount !== null && r.details.valueSource !== 'minValue')).toEqual([]);
    const havering = await row(t, 'ocds-b5fd17-36ad0a97-adc8-11e6-9901-0019b9f3037b');
    expect(havering).toMatchObject({
      buyer_name: 'London Borough of Havering',
      value_amount: '2000000.00',
      value_currency: 'GBP',
      main_cpv: '34928500',
      status: 'closed',
    });
    // Current Contracts Finder: the tenderPeriod end is the bid deadline; parties give the buyer contact.
    const [cf2025] = await t.db.query(`SELECT * FROM tenders.tender WHERE ocid = 'ocds-b5fd17-e3b5f385-5989-4cf1-8849-01c247fc9c30'`);
    expect(cf2025).toMatchObject({
      buyer_name: 'London Borough of Merton',
      status: 'awarded',
      notice_url: expect.stringContaining('contractsfinder.service.gov.uk/Notice/'),
    });
    expect(cf2025.closing_date.toISOString()).toBe('2024-12-21T12:00:00.000Z');
    expect(cf2025.buyer_contact).toMatchObject({ email: 'Commercial.services@merton.gov.uk' });
    expect(cf2025.details.awards[0]).toMatchObject({ value: 93007, suppliers: [{ name: 'Marstons holdings plc' }] });
    // Public Contracts Scotland / Sell2Wales: NUTS regions, lots, notice documents.
    const [pcs] = await t.db.query(`SELECT * FROM tenders.tender WHERE ocid = 'ocds-r6ebe6-0000581860'`);
    expect(pcs).toMatchObject({
      regions: ['Scotland'],
      procurement_method: 'selective',
      notice_url: 'https://www.publiccontractsscotland.gov.uk/search/show/search_view.aspx?ID=APR352786',
    });
    expect(pcs.details.regionCodes).toContain('UKM82');
    expect(pcs.details.lots[0]).toMatchObject({ id: '1', status: 'active' });
    const [{ n: welsh }] = await t.db.query(
      `SELECT count(*)::int AS n FROM tenders.tender WHERE ocid LIKE 'ocds-kuma6s-%' AND 'Wales' = ANY(regions)`,
    );
    expect(welsh).toBeGreaterThan(80);
    // Find a Tender (Procurement Act): CPV on award items, PPON ids, value net of VAT.
    const [fts] = await t.db.query(`SELECT * FROM tenders.tender WHERE ocid = 'ocds-h6vhtk-06d285'`);
    expect(fts.cpv_codes).toEqual(['85300000']);
    expect(fts.regions).toEqual(['East Midlands']);
    const [aldbanks] = await t.db.query(`SELECT * FROM tenders.tender WHERE ocid = 'ocds-h6vhtk-078219'`);
    expect(aldbanks).toMatchObject({
      buyer_id: 'GB-PPON-PVNH-1137-QJBX',
      value_amount: '2772000.00',
      regions: ['East of England'],
      source_publisher: 'Cabinet Office',
    });
    expect(aldbanks.cpv).toEqual([
      {
        code: '85311000',
        label: 'Social work services with accommodation',
        division: '85',
        divisionLabel: 'Health and social work services',
      },
    ]);
  });

  it('maps non-standard and international statuses to planned, active, closed, awarded or cancelled', async () => {
    const statuses = await t.db.query(`SELECT ocds_status, status, count(*)::int AS n FROM tenders.tender GROUP BY 1, 2 ORDER BY 1, 2`);
    const map = new Map<string, number>(statuses.map((s: any) => [`${s.ocds_status}→${s.status}`, s.n]));
    expect(map.get('Executarea contractului→awarded')).toBeGreaterThan(0);
    expect([...map.keys()].filter((k) => k.startsWith('Evaluarea ofertelor→'))).toEqual(['Evaluarea ofertelor→closed']);
    expect(map.get('unsuccessful→closed')).toBeGreaterThan(100);
    expect(map.get('cancelled→cancelled')).toBeGreaterThan(0);
    expect(map.get('planned→planned') ?? 0).toBeGreaterThan(0);
    for (const s of statuses) expect(['planned', 'active', 'closed', 'awarded', 'cancelled']).toContain(s.status);
  });

  it('reports a truncated file clearly and keeps every release before the cut', async () => {
    const source = path.join(OCDS_DIR, 'intl/armenia/6.json');
    const text = fs.readFileSync(source, 'utf8');
    const json = JSON.parse(text);
    // Cut in the middle of the 41st release.
    const cut = text.indexOf(`"${json.releases[40].id}"`);
    const file = path.join(tmp, 'armenia-truncated.json');
    fs.writeFileSync(file, text.slice(0, cut));
    const summary = await t.importer.importInputs(resolveInputs([file]).inputs);
    const keptTender = json.releases.slice(0, 40).filter((r: any) => r.tender).length;
    expect(summary).toMatchObject({ rejected: 1, unchanged: keptTender, created: 0, skipped: 40 - keptTender });
    expect(summary.rejections[0]).toMatchObject({
      source: file,
      where: expect.stringContaining('releases[40]'),
      reason: expect.stringMatching(/ends inside releases\[40\].*truncated/),
    });
  });

  it('reports malformed records with the reason, skips them and imports the rest', async () => {
    const good = (n: number) => ({
      ocid: `ocds-test-ok-${n}`,
      id: `r${n}`,
      date: '2026-01-0' + n + 'T00:00:00Z',
      tender: { title: `Good tender ${n}`, status: 'active' },
    });
    const lines = [
      JSON.stringify(good(1)),
      '{"ocid": "ocds-test-broken", "tender": {"title": "Broken", }}',
      JSON.stringify({ id: 'no-ocid', tender: { title: 'No ocid' } }),
      JSON.stringify({ ocid: 'ocds-test-bad-tender', tender: 'not an object' }),
      '[1, 2',
      JSON.stringify(good(2)),
      '"just a string"',
      JSON.stringify(good(3)),
    ];
    const file = path.join(tmp, 'mixed.jsonl');
    fs.writeFileSync(file, lines.join('\n') + '\n');
    const summary = await t.importer.importInputs(resolveInputs([file]).inputs);
    // Rejected: the broken field (line 2), no ocid, a non-object tender, the two numbers of the unfinished array and
    // the array itself (line 5, which ends where line 6 starts a new value), and the bare string.
    expect(summary).toMatchObject({ created: 3, rejected: 7 });
    const reasons = summary.rejections.map((r) => r.reason);
    expect(reasons).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/not valid JSON/),
        'the release has no ocid',
        expect.stringMatching(/"tender" must be an object/),
        expect.stringMatching(/expected an OCDS release, record or package/),
      ]),
    );
    expect(await row(t, 'ocds-test-ok-3')).toMatchObject({ title: 'Good tender 3' });
  });

  it('the CLI imports into the database the server uses and prints a summary; a missing path is reported', async () => {
    const dataDir = fs.mkdtempSync(path.join(tmp, 'data-'));
    const folder = path.join(OCDS_DIR, 'uk/find-a-tender-2026');
    const expected = countIndependently(ocdsFiles(folder));
    const { code, out } = await runCli([folder, path.join(tmp, 'nothing-here')], { DATABASE_URL: t.config.databaseUrl, DATA_DIR: dataDir });
    expect(out).toContain('cannot read');
    expect(out).toMatch(/unchanged: +\d+/);
    expect(code).toBe(1); // one input could not be read; the rest was imported
    expect(out).toContain(`unchanged: ${expected.releases - expected.releasesWithoutTender}`);
  });

  it('the CLI finds the embedded PostgreSQL a running server announced under DATA_DIR', async () => {
    // Stand in for a running all-in-one server: its embedded PostgreSQL (user and database "jointly") announces its
    // port in DATA_DIR/postgres.port. Here the test PostgreSQL plays it, with that role and database.
    const admin = new Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const dbName = 'jointly';
    try {
      try {
        await admin.query(`CREATE ROLE jointly LOGIN SUPERUSER PASSWORD 'jointly'`);
      } catch (error) {
        if (!/already exists/.test((error as Error).message)) throw error;
      }
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${dbName} OWNER jointly`);
    } catch (error) {
      process.stderr.write(`[tenders tests] skipping the running-server CLI check: ${(error as Error).message}\n`);
      await admin.end();
      return;
    }
    try {
      const dataDir = fs.mkdtempSync(path.join(tmp, 'running-'));
      fs.writeFileSync(path.join(dataDir, 'postgres.port'), new URL(process.env.DATABASE_URL!).port);
      const folder = path.join(OCDS_DIR, 'uk/find-a-tender-2026');
      const { code, out } = await runCli([folder], { DATA_DIR: dataDir });
      expect(out).toContain('using the embedded PostgreSQL already running');
      expect(out).toMatch(/created: +6/);
      expect(code).toBe(0);
      const check = new Client({
        connectionString: `postgres://jointly:jointly@127.0.0.1:${new URL(process.env.DATABASE_URL!).port}/${dbName}`,
      });
      await check.connect();
      const { rows } = await check.query('SELECT count(*)::int AS n FROM tenders.tender');
      await check.end();
      expect(rows[0].n).toBe(6);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
      await admin.end();
    }
  });
});
