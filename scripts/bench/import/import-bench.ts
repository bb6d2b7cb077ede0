// The OCDS import benchmark behind `npm run bench:import` (see scripts/bench-import.mjs for options).
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import { openServiceDataSource } from '../../../services/common/src/database';
import { OutboxService } from '../../../services/common/src/events';
import { importRecordHash } from '../../../services/tenders/src/import/canonical-json';
import { resolveInputs } from '../../../services/tenders/src/import/ocds-inputs';
import { TenderImporter, type ImportSummary } from '../../../services/tenders/src/import/tender-importer';
import { OcdsReader } from '../../../services/tenders/src/ocds/ocds-reader';
import { releaseToTender } from '../../../services/tenders/src/ocds/release-to-tender';
import { TENDER_RECORDSET_COLUMNS, recordToColumns } from '../../../services/tenders/src/tender/tender.row';
import { prng } from '../../../services/tenders/src/seed/synthetic-tenders';
import { TENDERS_DATABASE } from '../../../services/tenders/src/tenders.database';
import '../../../services/common/src/service'; // the shared migrations a running service applies (as the CLI does)
import { makeRelease } from '../search/generate-tenders';
import { postgresCpuSeconds } from '../search/search-bench';
import { copyFrom, copyValue } from '../search/pg-copy';
import { readRealDistributions } from '../search/real-distributions';

export interface ImportBenchOptions {
  databaseUrl: string;
  dataFolder: string;
  releases: number;
  repeat: number;
  batchSize: number | undefined;
  /** Another checkout whose importer is measured beside this one in each round (before/after in one run). */
  formerRoot: string | null;
  log: (line: string) => void;
}

/** RSS of this process sampled every 100 ms during `work`: start, peak and the slope of the peaks (MB per minute). */
async function sampled<T>(
  postmasterPid: number | null,
  work: () => Promise<T>,
): Promise<{ result: T; seconds: number; peakMb: number; startMb: number; slopeMbPerMin: number; cpu: string }> {
  const samples: Array<[number, number]> = [];
  const t0 = Date.now();
  const pg0 = postgresCpuSeconds(postmasterPid);
  const node0 = process.cpuUsage();
  const sample = () => samples.push([(Date.now() - t0) / 1000, process.memoryUsage().rss / 1024 / 1024]);
  sample();
  const timer = setInterval(sample, 100);
  try {
    const result = await work();
    sample();
    const nodeUsage = process.cpuUsage(node0);
    const pg1 = postgresCpuSeconds(postmasterPid);
    const cpu = `CPU node ${((nodeUsage.user + nodeUsage.system) / 1e6).toFixed(1)} s + PostgreSQL ${pg0 === null || pg1 === null ? '?' : (pg1 - pg0).toFixed(1)} s`;
    const seconds = (Date.now() - t0) / 1000;
    // Garbage collection makes RSS a sawtooth, so the slope is fitted to the peak of each tenth of the run, from the
    // third tenth on (before it: warm-up, JIT, pools, buffers). A leak or an unbounded queue keeps raising the peaks;
    // a flat import's stay level.
    const peaks = Array.from({ length: 10 }, (_, k) => {
      const inWindow = samples.filter(([t]) => t >= (k * seconds) / 10 && t <= ((k + 1) * seconds) / 10).map(([, m]) => m);
      return [((k + 0.5) * seconds) / 10, inWindow.length ? Math.max(...inWindow) : Number.NaN] as [number, number];
    });
    const tail = peaks.slice(2).filter(([, m]) => !Number.isNaN(m));
    const n = tail.length;
    const mt = tail.reduce((s, [t]) => s + t, 0) / n;
    const mm = tail.reduce((s, [, m]) => s + m, 0) / n;
    const cov = tail.reduce((s, [t, m]) => s + (t - mt) * (m - mm), 0);
    const vt = tail.reduce((s, [t]) => s + (t - mt) ** 2, 0);
    return {
      result,
      seconds,
      peakMb: Math.max(...samples.map(([, m]) => m)),
      startMb: samples[0][1],
      slopeMbPerMin: vt > 0 ? (cov / vt) * 60 : 0,
      cpu,
    };
  } finally {
    clearInterval(timer);
  }
}

/** A release package file of `count` releases (one `releases` array, like an OCDS bulk download). */
async function writePackage(file: string, count: number, dataFolder: string): Promise<void> {
  const d = readRealDistributions(dataFolder);
  const rand = prng(7);
  const now = Date.now();
  const out = fs.createWriteStream(file);
  const write = async (text: string) => {
    if (!out.write(text)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  };
  await write(
    '{"uri":"https://example.org/bench","publishedDate":"2026-01-01T00:00:00Z","publisher":{"name":"Bench"},"version":"1.1","releases":[\n',
  );
  for (let n = 1; n <= count; n++) await write(`${n > 1 ? ',\n' : ''}${JSON.stringify(makeRelease(n, d, rand, now))}`);
  await write('\n]}\n');
  await new Promise<void>((resolve) => out.end(() => resolve()));
}

const COPY_COLUMNS = TENDER_RECORDSET_COLUMNS.split(', ')
  .map((c) => c.split(' ') as [string, string])
  .filter(([c]) => c !== 'id');

/**
 * The floor: the same file read by the same stream scanner, each release derived the same way, and the rows sent with
 * one COPY per 50,000 into the same table with all its indexes (no merge, no outbox, no re-import detection).
 */
async function copyBaseline(pool: Pool, file: string): Promise<number> {
  const client = await pool.connect();
  let rows = 0;
  try {
    const now = new Date();
    const pending: string[] = [];
    const reader = new OcdsReader({
      release: ({ release, packagePublisher }) => {
        const outcome = releaseToTender(release, { packagePublisher, now });
        if (outcome.kind !== 'tender') return;
        const columns: Record<string, unknown> = {
          ...recordToColumns(outcome.record),
          overrides: {},
          imported_values: {},
          content_hash: importRecordHash(outcome.record),
        };
        pending.push(`${COPY_COLUMNS.map(([c, type]) => copyValue(columns[c], type)).join('\t')}\n`);
      },
      rejected: () => undefined,
    });
    const sql = `COPY tenders.tender (${COPY_COLUMNS.map(([c]) => c).join(', ')}) FROM STDIN`;
    const send = async () => {
      const lines = pending.splice(0);
      if (lines.length) rows += await copyFrom(client, sql, [lines.join('')]);
    };
    await client.query('BEGIN');
    for await (const chunk of fs.createReadStream(file, { highWaterMark: 256 * 1024 })) {
      reader.push(chunk as Buffer);
      if (pending.length >= 2000) await send();
    }
    reader.end();
    await send();
    await client.query('COMMIT');
  } finally {
    client.release();
  }
  return rows;
}

export async function runImportBench(o: ImportBenchOptions): Promise<string> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'jointly-bench-import-'));
  const dataSource: DataSource = await openServiceDataSource({ databaseUrl: o.databaseUrl }, TENDERS_DATABASE, (m) =>
    /slow query/.test(m) ? undefined : o.log(m),
  );
  const pool = new Pool({ connectionString: o.databaseUrl, max: 2 });
  pool.on('error', () => undefined); // idle clients cut when the embedded PostgreSQL stops at the end
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
  const lines: string[] = [];
  try {
    const file = path.join(tmp, 'bench-releases.json');
    const t0 = Date.now();
    await writePackage(file, o.releases, o.dataFolder);
    const mb = fs.statSync(file).size / 1024 / 1024;
    o.log(
      `generated ${o.releases.toLocaleString('en-GB')} releases (${mb.toFixed(0)} MB release package) in ${((Date.now() - t0) / 1000).toFixed(0)} s`,
    );
    const empty = async () => {
      await pool.query('TRUNCATE tenders.tender CASCADE');
      await pool.query('TRUNCATE tenders.outbox_message');
      await pool.query('VACUUM tenders.tender');
    };
    const importer = new TenderImporter(dataSource, new OutboxService('tenders'), o.batchSize ? { batchSize: o.batchSize } : {});
    const importOnce = () => importWith(importer);
    const importWith = async (importer: TenderImporter) => {
      const summary = await importer.importInputs(resolveInputs([file]).inputs);
      await importer.flushIndexes();
      return summary;
    };
    const backend = (await pool.query('SELECT pg_backend_pid() AS pid')).rows[0].pid as number;
    const postmaster = (() => {
      try {
        return Number(fs.readFileSync(`/proc/${backend}/stat`, 'utf8').split(') ')[1]?.split(' ')[1] ?? 0) || null;
      } catch {
        return null; // PostgreSQL is not on this machine
      }
    })();
    const rate = (n: number, s: number) => Math.round(n / s);
    const fmt = (n: number) => n.toLocaleString('en-GB');
    lines.push(
      `OCDS import of ${fmt(o.releases)} releases (${mb.toFixed(0)} MB release package) into an empty tenders table with all indexes, ` +
        `${os.cpus().length} CPUs, ${o.repeat} round(s):`,
    );
    const ratios: number[] = [];
    const Former = o.formerRoot
      ? (require(path.join(o.formerRoot, 'services/tenders/src/import/tender-importer.ts')) as { TenderImporter: typeof TenderImporter })
          .TenderImporter
      : null;
    const former = Former ? new Former(dataSource, new OutboxService('tenders'), o.batchSize ? { batchSize: o.batchSize } : {}) : null;
    const formerRates: number[] = [];
    for (let round = 1; round <= o.repeat; round++) {
      await empty();
      const base = await sampled(postmaster, () => copyBaseline(pool, file));
      const loadBase = load();
      let formerLine: string | null = null;
      if (former) {
        await empty();
        const run = await sampled(postmaster, () => importWith(former));
        formerRates.push(rate(run.result.created, run.seconds));
        formerLine = `    former importer (${o.formerRoot}): ${fmt(formerRates.at(-1)!)} new releases/s (${run.seconds.toFixed(1)} s; RSS ${run.startMb.toFixed(0)} → peak ${run.peakMb.toFixed(0)} MB, slope of peaks ${run.slopeMbPerMin.toFixed(1)} MB/min; ${run.cpu}; load ${load()})`;
      }
      await empty();
      const first = await sampled(postmaster, importOnce);
      const loadFirst = load();
      const again = await sampled(postmaster, importOnce);
      const loadAgain = load();
      const [{ events }] = (await pool.query('SELECT count(*)::int AS events FROM tenders.outbox_message')).rows as Array<{
        events: number;
      }>;
      const s1: ImportSummary = first.result;
      const s2: ImportSummary = again.result;
      const newRate = rate(s1.created, first.seconds);
      const baseRate = rate(base.result, base.seconds);
      ratios.push(newRate / baseRate);
      lines.push(
        `  round ${round}`,
        `    baseline (stream-read + derive + COPY): ${fmt(baseRate)} rows/s (${base.seconds.toFixed(1)} s; RSS peak ${base.peakMb.toFixed(0)} MB; ${base.cpu}; load ${loadBase})`,
        ...(formerLine ? [formerLine] : []),
        `    new:         ${fmt(newRate)} releases/s (${s1.created} created, ${s1.rejected} rejected, ${first.seconds.toFixed(1)} s; RSS ${first.startMb.toFixed(0)} → peak ${first.peakMb.toFixed(0)} MB, slope of peaks ${first.slopeMbPerMin.toFixed(1)} MB/min; ${first.cpu}; load ${loadFirst})`,
        `    re-imported: ${fmt(rate(s2.releases, again.seconds))} releases/s (${s2.unchanged} unchanged, ${again.seconds.toFixed(1)} s; RSS peak ${again.peakMb.toFixed(0)} MB, slope of peaks ${again.slopeMbPerMin.toFixed(1)} MB/min; ${again.cpu}; load ${loadAgain})`,
        `    outbox events written: ${fmt(events)} (one TenderPublished per new tender, none on re-import)`,
        `    import / baseline: ${(newRate / baseRate).toFixed(2)}${formerRates.length ? `; import / former importer: ${(newRate / formerRates.at(-1)!).toFixed(2)}` : ''}; aim ≥ 2,000 new releases/s: ${newRate >= 2000 ? 'met' : 'MISSED'}`,
      );
      o.log(lines.slice(former ? -7 : -6).join('\n'));
    }
    if (o.repeat > 1) lines.push(`  import / baseline over the rounds: ${ratios.map((r) => r.toFixed(2)).join(', ')}`);
  } finally {
    await pool.end();
    await dataSource.destroy();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  return lines.join('\n');
}
