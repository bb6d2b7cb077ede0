// Generates N tenders straight into tenders.tender: words, buyers, CPV sets, values and regions sampled from the real
// data's distributions; publication dates spread over three years and closing 10–90 days later, so about 5% are
// open at any time (as on a live tender portal, where most notices are history). Bulk-load practice: secondary
// indexes are dropped, rows go in with COPY … FROM STDIN (text format) over two connections, then the indexes are
// rebuilt from the migration's own definitions with a large maintenance_work_mem.
import * as os from 'node:os';
import type { Pool } from 'pg';
import { postgresCpuSeconds } from './cpu';
import { copyFrom, copyValue } from './pg-copy';
import { cpvPrefixes } from '../../../services/tenders/src/ocds/cpv/cpv';
import { prng } from '../../../services/tenders/src/seed/synthetic-tenders';
import type { RealDistributions } from './real-distributions';

const DAY = 86_400_000;
/** Rows per COPY statement (one transaction each) and per chunk sent. */
const BATCH = 50_000;
const CHUNK = 1_000;

export interface GeneratedRow {
  ocid: string;
  title: string;
  description: string;
  buyer_name: string;
  buyer_id: string;
  status: string;
  ocds_status: string;
  value_amount: number | null;
  value_currency: string | null;
  closing_date: string | null;
  published_at: string;
  last_release_key: string;
  main_cpv: string | null;
  cpv_codes: string[];
  cpv_prefixes: string[];
  cpv_divisions: string[];
  cpv: unknown[];
  regions: string[];
  procurement_method: string | null;
  notice_url: string | null;
  source_platform: string;
  source_publisher: string;
  content_hash: string;
}

/** Normal(0,1) by Box–Muller. */
const gauss = (rand: () => number) => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());

export function makeRow(n: number, d: RealDistributions, rand: () => number, now: number): GeneratedRow {
  const titleWords: string[] = [];
  const titleLength = d.titleLengths.pick(rand);
  for (let i = 0; i < titleLength; i++) titleWords.push(d.titleWords.pick(rand));
  const target = d.descriptionLengths.pick(rand);
  let description = '';
  while (description.length < target) description += (description ? (rand() < 0.08 ? '. ' : ' ') : '') + d.descriptionWords.pick(rand);
  const published = now - Math.floor(rand() * 3 * 365 * DAY);
  const closing = published + (10 + Math.floor(rand() * 80)) * DAY + 12 * 3_600_000;
  const open = closing > now;
  const r = rand();
  const status = open
    ? r < 0.04
      ? 'planned'
      : r < 0.06
        ? 'cancelled'
        : 'active'
    : r < 0.4
      ? 'awarded'
      : r < 0.45
        ? 'cancelled'
        : 'closed';
  const baseValue = d.values.pick(rand);
  const value = baseValue === null ? null : Math.round(baseValue * Math.exp(0.3 * gauss(rand)) * 100) / 100;
  const cpv = d.cpvSets.pick(rand);
  const codes = cpv.map((c) => c.code);
  const buyer = d.buyers.pick(rand);
  const ocid = `ocds-bench-${n}`;
  return {
    ocid,
    title: titleWords.join(' '),
    description,
    buyer_name: buyer,
    buyer_id: `BENCH-${buyer.length}-${buyer.charCodeAt(0)}`,
    status,
    ocds_status: status === 'awarded' ? 'complete' : status,
    value_amount: value,
    value_currency: value === null ? null : d.currencies.pick(rand),
    closing_date: status === 'planned' ? null : new Date(closing).toISOString(),
    published_at: new Date(published).toISOString(),
    last_release_key: `${new Date(published).toISOString()}|${ocid}-1`,
    main_cpv: codes[0] ?? null,
    cpv_codes: codes,
    cpv_prefixes: [...new Set(codes.flatMap(cpvPrefixes))],
    cpv_divisions: [...new Set(codes.map((c) => c.slice(0, 2)))],
    cpv,
    regions: d.regionSets.pick(rand),
    procurement_method: d.methods.pick(rand),
    notice_url: rand() < 0.85 ? `https://notices.example.org/bench/${n}` : null,
    source_platform: 'Benchmark (synthetic)',
    source_publisher: 'Benchmark (synthetic)',
    content_hash: `bench-${n}`,
  };
}

const COLUMNS: Array<[string, string]> = [
  ['ocid', 'text'],
  ['title', 'text'],
  ['description', 'text'],
  ['buyer_name', 'text'],
  ['buyer_id', 'text'],
  ['status', 'text'],
  ['ocds_status', 'text'],
  ['value_amount', 'numeric'],
  ['value_currency', 'text'],
  ['closing_date', 'timestamptz'],
  ['published_at', 'timestamptz'],
  ['last_release_key', 'text'],
  ['main_cpv', 'text'],
  ['cpv_codes', 'text[]'],
  ['cpv_prefixes', 'text[]'],
  ['cpv_divisions', 'text[]'],
  ['cpv', 'jsonb'],
  ['regions', 'text[]'],
  ['procurement_method', 'text'],
  ['notice_url', 'text'],
  ['source_platform', 'text'],
  ['source_publisher', 'text'],
  ['content_hash', 'text'],
];

/** Wall time and CPU (this process, the local PostgreSQL) of each phase of the load, logged as it ends. */
function phases(postmasterPid: number | null, log: (m: string) => void) {
  const profile: Array<{ name: string; wall: number; node: number; pg: number | null }> = [];
  return {
    profile,
    async run<T>(name: string, work: () => Promise<T>): Promise<T> {
      const t0 = Date.now();
      const n0 = process.cpuUsage();
      const p0 = postgresCpuSeconds(postmasterPid);
      const result = await work();
      const n = process.cpuUsage(n0);
      const p1 = postgresCpuSeconds(postmasterPid);
      const entry = {
        name,
        wall: (Date.now() - t0) / 1000,
        node: (n.user + n.system) / 1e6,
        pg: p0 === null || p1 === null ? null : p1 - p0,
      };
      profile.push(entry);
      log(
        `  ${name}: ${entry.wall.toFixed(1)} s wall, CPU node ${entry.node.toFixed(1)} s + PostgreSQL ${entry.pg === null ? '?' : entry.pg.toFixed(1)} s (load ${os.loadavg()[0].toFixed(1)})`,
      );
      return result;
    },
  };
}

export async function generateTenders(
  pool: Pool,
  d: RealDistributions,
  count: number,
  log: (m: string) => void,
  postmasterPid: number | null = null,
): Promise<{ seconds: number }> {
  const started = Date.now();
  const phase = phases(postmasterPid, log);
  const indexes = (await pool.query(`SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'tenders' AND tablename = 'tender'`))
    .rows as Array<{
    indexname: string;
    indexdef: string;
  }>;
  const secondary = indexes.filter((i) => !/_pkey$|_ocid_key$/.test(i.indexname));
  for (const index of secondary) await pool.query(`DROP INDEX tenders.${index.indexname}`);
  const copy = `COPY tenders.tender (${COLUMNS.map(([c]) => c).join(', ')}) FROM STDIN`;
  const now = Date.now();
  let next = 0;
  let done = 0;
  let lastLog = Date.now();
  const worker = async (seed: number) => {
    const rand = prng(seed);
    const client = await pool.connect();
    try {
      await client.query('SET synchronous_commit = off');
      for (;;) {
        const start = next;
        if (start >= count) return;
        const end = Math.min(count, start + BATCH);
        next = end;
        function* chunks() {
          for (let from = start; from < end; from += CHUNK) {
            let text = '';
            for (let n = from; n < Math.min(end, from + CHUNK); n++) {
              const row = makeRow(n + 1, d, rand, now) as unknown as Record<string, unknown>;
              text += COLUMNS.map(([c, type]) => copyValue(row[c], type)).join('\t') + '\n';
            }
            yield text;
          }
        }
        const rows = await copyFrom(client, copy, chunks());
        done += rows; // (not `done += await …`: that adds to the value read before the wait, losing the other worker's rows)
        if (Date.now() - lastLog > 10_000) {
          lastLog = Date.now();
          log(`  ${done.toLocaleString('en-GB')} tenders written (${Math.round(done / ((Date.now() - started) / 1000))}/s)`);
        }
      }
    } finally {
      client.release();
    }
  };
  await phase.run(`${count.toLocaleString('en-GB')} rows generated and sent with COPY`, () => Promise.all([worker(11), worker(23)]));
  // The indexes are built on two connections at once: the multicolumn GIN (most of the build) on one, the other eleven
  // one after another on the second, so the second CPU is not left to the GIN's parallel workers alone.
  const big = secondary.filter((i) => /USING gin/i.test(i.indexdef) && !/WHERE/i.test(i.indexdef));
  const rest = secondary.filter((i) => !big.includes(i));
  const builder = async (list: typeof secondary) => {
    const client = await pool.connect();
    try {
      // A GIN build gathers its entries in maintenance_work_mem and writes them out each time it is full: a larger
      // budget means fewer, larger merges into the index.
      await client.query(`SET maintenance_work_mem = '2GB'`);
      await client.query('SET max_parallel_maintenance_workers = 2');
      for (const index of list) {
        const t0 = Date.now();
        await client.query(index.indexdef);
        log(`  index ${index.indexname} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
      }
    } finally {
      client.release();
    }
  };
  await phase.run(`${secondary.length} indexes built on two connections`, () => Promise.all([builder(big), builder(rest)]));
  await phase.run('VACUUM (ANALYZE)', () => pool.query('VACUUM (ANALYZE) tenders.tender'));
  return { seconds: (Date.now() - started) / 1000 };
}

/** OCDS releases (JSON Lines) shaped like current Contracts Finder notices, for the import throughput run. */
export function makeRelease(n: number, d: RealDistributions, rand: () => number, now: number): Record<string, unknown> {
  const row = makeRow(n, d, rand, now);
  return {
    ocid: `ocds-bench-import-${n}`,
    id: `bench-import-${n}-1`,
    date: row.published_at,
    tag: ['tender'],
    initiationType: 'tender',
    language: 'en',
    parties: [
      {
        id: row.buyer_id,
        name: row.buyer_name,
        roles: ['buyer'],
        address: { region: row.regions[0] ?? 'England', countryName: 'United Kingdom' },
      },
    ],
    buyer: { id: row.buyer_id, name: row.buyer_name },
    tender: {
      id: `T-${n}`,
      title: row.title,
      description: row.description,
      status: row.status === 'awarded' ? 'complete' : row.status,
      ...(row.cpv_codes.length ? { classification: { scheme: 'CPV', id: row.cpv_codes[0] } } : {}),
      items: row.cpv_codes.slice(1).map((code, i) => ({
        id: String(i + 1),
        classification: { scheme: 'CPV', id: code },
        deliveryAddresses: row.regions.map((region) => ({ region })),
      })),
      ...(row.value_amount === null ? {} : { value: { amount: row.value_amount, currency: row.value_currency } }),
      procurementMethod: row.procurement_method,
      ...(row.closing_date ? { tenderPeriod: { endDate: row.closing_date } } : {}),
      documents: row.notice_url ? [{ id: `notice-${n}`, documentType: 'tenderNotice', url: row.notice_url, format: 'text/html' }] : [],
    },
  };
}
