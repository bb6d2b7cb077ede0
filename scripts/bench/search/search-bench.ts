// The search benchmark behind `npm run bench:search` (see scripts/bench-search.mjs for options).
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Pool } from 'pg';
import { JointlyRootModule, createHttpApp } from '../../../services/common/src/bootstrap';
import { loadConfig } from '../../../services/common/src/config';
import { openServiceDataSource } from '../../../services/common/src/database';
import { OutboxService } from '../../../services/common/src/events';
import { resolveInputs } from '../../../services/tenders/src/import/ocds-inputs';
import { TenderImporter } from '../../../services/tenders/src/import/tender-importer';
import { parseSearchCriteria } from '../../../services/tenders/src/search/search-criteria';
import { TenderSearch } from '../../../services/tenders/src/search/tender-search';
import { prng } from '../../../services/tenders/src/seed/synthetic-tenders';
import { TENDERS_DATABASE } from '../../../services/tenders/src/tenders.database';
import { TendersModule } from '../../../services/tenders/src/tenders.module';
import { SearchIndexesService } from '../../../services/tenders/src/search/in-memory/search-indexes.service';
import { judgedRelevance } from './judged-relevance';
import { generateTenders, makeRelease } from './generate-tenders';
import { readRealDistributions, type RealDistributions } from './real-distributions';
import { postgresCpuSeconds } from './cpu';

export { postgresCpuSeconds };

export interface LoadResult {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  statuses: Record<string, number>;
}

/** HTTP load from a child process (scripts/bench/search/load-child.mjs), so client and server do not share a thread. */
function httpLoad(port: number, concurrency: number, seconds: number, paths: string[]): Promise<LoadResult & { clientCpuSeconds: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(__dirname, 'load-child.mjs')], { stdio: ['pipe', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`load child exited with ${code}`))));
    child.stdin.end(JSON.stringify({ port, concurrency, seconds, paths }));
  });
}

/** A tenders server in a child process (scripts/bench/search/server-child.ts); resolves once it listens with its index ready. */
function startServerChild(databaseUrl: string, dataDir: string, index: boolean): Promise<{ port: number; stop: () => Promise<void> }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-r', '@swc-node/register', path.join(__dirname, 'server-child.ts')], {
      stdio: ['pipe', 'pipe', 'inherit'],
      env: process.env,
    });
    let out: string | null = '';
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`server child exited with ${code}`)));
    child.stdout.on('data', (chunk) => {
      if (out === null) return; // started: the rest is the server's log
      out += chunk;
      const line = out.split('\n').find((l) => l.startsWith('{"port":'));
      if (!line) return;
      out = null;
      const { port } = JSON.parse(line) as { port: number };
      resolve({
        port,
        stop: () =>
          new Promise<void>((done) => {
            child.removeAllListeners('exit');
            child.once('exit', () => done());
            child.stdin.end();
          }),
      });
    });
    child.stdin.write(`${JSON.stringify({ databaseUrl, dataDir, index })}\n`);
  });
}

/** Closed-loop load spread over several servers: one load process per server, the clients split between them. */
async function spreadLoad(
  ports: number[],
  concurrency: number,
  seconds: number,
  paths: string[],
): Promise<{ rps: number; p95: number; clientMs: number }> {
  const runs = await Promise.all(ports.map((port) => httpLoad(port, Math.ceil(concurrency / ports.length), seconds, paths)));
  const requests = runs.reduce((sum, r) => sum + r.requests, 0);
  return {
    rps: runs.reduce((sum, r) => sum + r.rps, 0),
    p95: Math.max(...runs.map((r) => r.p95)),
    // The load client's CPU per request: it shares the machine's cores with the servers being compared.
    clientMs: (runs.reduce((sum, r) => sum + r.clientCpuSeconds, 0) * 1000) / Math.max(1, requests),
  };
}

export interface SearchBenchOptions {
  databaseUrl: string;
  dataFolder: string;
  tenders: number;
  seconds: number;
  concurrency: number;
  importReleases: number;
  scopes: Array<'open' | 'all'>;
  kinds: string[] | null;
  explain: boolean;
  /** Also measure one vs two server processes on the same PostgreSQL (goal: two give >= 1.6x the throughput). */
  scaleOut: boolean;
  log: (line: string) => void;
}

interface Kind {
  name: string;
  path: string;
  facets: boolean;
  valueRange: boolean;
  /** Query strings (without the scope parameter), cycled through. */
  queries: string[];
}

/** CPU used while `work` runs: this Node process and the local PostgreSQL (null when it is not local). */
async function withCpu<T>(postmasterPid: number | null, work: () => Promise<T>): Promise<{ result: T; node: number; pg: number | null }> {
  const pg0 = postgresCpuSeconds(postmasterPid);
  const node0 = process.cpuUsage();
  const result = await work();
  const node = process.cpuUsage(node0);
  const pg1 = postgresCpuSeconds(postmasterPid);
  return { result, node: (node.user + node.system) / 1e6, pg: pg0 === null || pg1 === null ? null : pg1 - pg0 };
}

/** The six kinds of request, each with 200 parameter sets drawn from the real distributions. */
export function kinds(d: RealDistributions, seed = 99): Kind[] {
  const rand = prng(seed);
  const words = () => (rand() < 0.6 ? d.searchWords.pick(rand) : `${d.searchWords.pick(rand)} ${d.searchWords.pick(rand)}`);
  const enc = encodeURIComponent;
  const n = 200;
  const list = (make: () => string) => Array.from({ length: n }, make);
  const quantile = (q: number) => d.sortedValues[Math.floor(q * (d.sortedValues.length - 1))];
  return [
    { name: 'keywords', path: '/api/tender/search', facets: false, valueRange: false, queries: list(() => `query=${enc(words())}`) },
    {
      name: 'keywords + 3 filters',
      path: '/api/tender/search',
      facets: false,
      valueRange: false,
      queries: list(
        () =>
          `query=${enc(words())}&cpv=${d.cpvDivisions.pick(rand)}000000&region=${enc(d.regions.pick(rand))}&min=${Math.round(quantile(rand() * 0.5))}`,
      ),
    },
    {
      name: 'filters only (+facets)',
      path: '/api/tenders/filter-search',
      facets: true,
      valueRange: false,
      queries: list(() => `cpv=${d.cpvDivisions.pick(rand)}000000&region=${enc(d.regions.pick(rand))}`),
    },
    {
      name: 'value range',
      path: '/api/tenders/value-search',
      facets: false,
      valueRange: true,
      queries: list(() => {
        const a = quantile(rand() * 0.9);
        return `min=${Math.round(a)}&max=${Math.round(a * (2 + rand() * 20))}`;
      }),
    },
    {
      name: 'sort by closing date',
      path: '/api/tender/search',
      facets: false,
      valueRange: false,
      queries: list(() => `sort=closing-soonest&cpv=${d.cpvDivisions.pick(rand)}000000`),
    },
    {
      name: 'page 50',
      path: '/api/tender/search',
      facets: false,
      valueRange: false,
      queries: list(() => `query=${enc(d.searchWords.pick(rand))}&page=50`),
    },
  ];
}

function parseQuery(query: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(query).entries());
}

const ms = (x: number) => `${x.toFixed(1)}`.padStart(7);
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

export async function runSearchBench(o: SearchBenchOptions): Promise<string> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'jointly-bench-search-'));
  const config = {
    ...loadConfig({ DATABASE_URL: o.databaseUrl, DATA_DIR: tmp, LOG_LEVEL: 'warn', PORT: '0', SEED_DEMO_DATA: 'false' }),
    kafkaBrokers: [],
  };
  const quiet = (m: string) => (/slow query/.test(m) ? undefined : o.log(m));
  const dataSource = await openServiceDataSource(config, TENDERS_DATABASE, quiet);
  const pool = new Pool({ connectionString: o.databaseUrl, max: 10, options: '-c search_path=tenders,public -c jit=off -c work_mem=16MB' });
  const lines: string[] = [];
  try {
    const t0 = Date.now();
    const d = readRealDistributions(o.dataFolder);
    o.log(
      `distributions from ${d.tenders} real tenders in ${o.dataFolder}: ${d.titleWords.items.length} title words, ${new Set(d.buyers.items).size} buyers, ${new Set(d.cpvSets.items.flat().map((c) => c.code)).size} CPV codes (${Date.now() - t0} ms)`,
    );
    const [{ n: existing }] = (await pool.query('SELECT count(*)::int AS n FROM tenders.tender')).rows;
    let generation = 'reused';
    if (existing !== o.tenders) {
      o.log(`generating ${o.tenders.toLocaleString('en-GB')} tenders (${existing} present; replaced)…`);
      await pool.query('TRUNCATE tenders.tender CASCADE');
      // The load's own CPU (this process generating rows + PostgreSQL storing and indexing them) next to the wall time,
      // which on a shared machine depends on the other processes.
      const backend = (await pool.query('SELECT pg_backend_pid() AS pid')).rows[0].pid as number;
      const postmaster = Number(fs.readFileSync(`/proc/${backend}/stat`, 'utf8').split(') ')[1]?.split(' ')[1] ?? 0) || null;
      const run = await withCpu(postmaster, () => generateTenders(pool, d, o.tenders, o.log, postmaster));
      generation = `${run.result.seconds.toFixed(0)} s with COPY, load average ${os.loadavg()[0].toFixed(1)}; CPU: node ${run.node.toFixed(0)} s + PostgreSQL ${run.pg === null ? '?' : run.pg.toFixed(0)} s; aim < 300 s: ${run.result.seconds < 300 ? 'met' : 'MISSED'}`;
    }
    const settings = (
      await pool.query(
        `SELECT name, setting, unit FROM pg_settings WHERE name IN ('shared_buffers', 'work_mem', 'effective_cache_size', 'max_parallel_workers_per_gather', 'jit', 'random_page_cost')`,
      )
    ).rows;
    const [{ version }] = (await pool.query('SHOW server_version')).rows.map((r) => ({ version: r.server_version }));
    const [{ size }] = (await pool.query(`SELECT pg_size_pretty(pg_total_relation_size('tenders.tender')) AS size`)).rows;
    const backendPid = (await pool.query('SELECT pg_backend_pid() AS pid')).rows[0].pid as number;
    const postmasterPid = (() => {
      try {
        const text = fs.readFileSync(`/proc/${backendPid}/stat`, 'utf8');
        return Number(text.slice(text.lastIndexOf(')') + 2).split(' ')[1]);
      } catch {
        return null; // PostgreSQL on another machine: no CPU figures for it
      }
    })();
    const [{ open }] = (
      await pool.query(
        `SELECT count(*)::int AS open FROM tenders.tender WHERE status = 'active' AND (closing_date > now() OR closing_date IS NULL)`,
      )
    ).rows;
    lines.push(
      `Search benchmark: ${o.tenders.toLocaleString('en-GB')} tenders (${open.toLocaleString('en-GB')} open; table + indexes ${size}; generated ${generation}), ${o.concurrency} concurrent clients, ${o.seconds} s per run`,
      `node ${process.version}, ${os.cpus().length} CPUs, PostgreSQL ${version}; ${settings.map((s) => `${s.name}=${s.setting}${s.unit ?? ''}`).join(', ')}`,
      `Machine load average at start: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(
          ' ',
        )} (other processes share these CPUs; the CPU ms per request below, Node + PostgreSQL, do not depend on that). HTTP load comes from a separate client process.`,
    );

    // Two servers on the same data, both computing every search (the result cache off): one as shipped, default-scope
    // searches answered by the in-process open-tender index; the baseline with the index off (every search on
    // PostgreSQL, as before the index) and every-tender searches reading their candidates as before the broad plans
    // (TENDER_SEARCH_BROAD=false). Each figure is printed beside the baseline's, measured in the same run.
    const serve = async (index: boolean) => {
      const served = { ...config, tenderSearchCacheEntries: 0, tenderSearchIndex: index, tenderSearchBroad: index };
      const server = await createHttpApp(
        JointlyRootModule.create({ config: served, health: { mode: 'service', version: 'bench' }, modules: [TendersModule] }),
        { name: 'bench', config: served, docs: false, requestLog: false },
      );
      await server.listen({ port: 0, host: '127.0.0.1' });
      return { server, port: (server.getHttpAdapter().getInstance().server.address() as { port: number }).port };
    };
    const { server: app, port } = await serve(true);
    const { sync, filterSync } = app.get(SearchIndexesService);
    const built = Date.now();
    while (!sync!.ready || !filterSync!.ready) await new Promise((r) => setTimeout(r, 100));
    lines.push(
      `Open-tender index: ${sync!.index.size.toLocaleString('en-GB')} tenders read and indexed in ${(sync!.stats.lastFullMs / 1000).toFixed(1)} s; ` +
        `filter index of every tender: ${filterSync!.index.size.toLocaleString('en-GB')} tenders in ${(filterSync!.stats.lastFullMs / 1000).toFixed(1)} s after it; ` +
        `${((Date.now() - built) / 1000).toFixed(1)} s in all at start; the filter index's typed arrays ${mb(filterSync!.index.bytes)} MB ` +
        `(its text ${mb(filterSync!.index.textBytes)} MB); this process: ${mb(process.memoryUsage().heapUsed)} MB heap, ${mb(process.memoryUsage().rss)} MB resident`,
    );
    const { server: baseApp, port: basePort } = await serve(false);
    const search = new TenderSearch({ query: (sql: string, params?: unknown[]) => pool.query(sql, params).then((r) => r.rows) });
    const all = kinds(d).filter((k) => !o.kinds || o.kinds.some((name) => k.name.startsWith(name)));
    const results: Array<{ scope: string; kind: string; http: LoadResult; base: LoadResult }> = [];
    try {
      for (const scope of o.scopes) {
        const suffix = scope === 'all' ? '&includeAll=true' : '';
        lines.push(
          '',
          `Scope: ${scope === 'all' ? 'every tender (includeAll=true; PostgreSQL in both; baseline: the candidate scan for every search)' : 'open tenders (the default)'}`,
        );
        lines.push(
          `${'kind'.padEnd(24)} | HTTP p50     p95     p99   req/s  cpu ms/req | baseline p50  p95     p99   req/s  cpu ms/req | p95 ratio | req/s ratio | load | counts`,
        );
        for (const kind of all) {
          const sample = await app.inject({ method: 'GET', url: `${kind.path}?${kind.queries[0]}${suffix}` });
          const body = sample.json() as { count?: number; countIsEstimate?: boolean; message?: string };
          if (sample.statusCode !== 200) throw new Error(`${kind.name}: ${sample.statusCode} ${body.message}`);
          if (o.explain) await explain(pool, search, kind, suffix, o.log);
          const paths = kind.queries.map((query) => `${kind.path}?${query}${suffix}`);
          const load = os.loadavg()[0];
          await httpLoad(port, o.concurrency, Math.min(2, o.seconds), paths); // warm-up
          const http = await withCpu(postmasterPid, () => httpLoad(port, o.concurrency, o.seconds, paths));
          await httpLoad(basePort, o.concurrency, Math.min(2, o.seconds), paths); // warm-up
          const base = await withCpu(postmasterPid, () => httpLoad(basePort, o.concurrency, o.seconds, paths));
          const counts = await sampleCounts(search, kind, suffix);
          const bad = [...Object.entries(http.result.statuses), ...Object.entries(base.result.statuses)].filter(([s]) => s !== '200');
          // CPU per request: the server process (both servers live in this process) + PostgreSQL.
          const cpu = (r: { result: LoadResult; node: number; pg: number | null }) =>
            `${((r.node * 1000) / r.result.requests).toFixed(2)}+${r.pg === null ? '?' : ((r.pg * 1000) / r.result.requests).toFixed(2)}`.padStart(
              11,
            );
          const h = http.result;
          const b = base.result;
          lines.push(
            `${kind.name.padEnd(24)} | ${ms(h.p50)} ${ms(h.p95)} ${ms(h.p99)} ${h.rps.toFixed(0).padStart(6)} ${cpu(http)} | ${ms(b.p50)} ${ms(b.p95)} ${ms(b.p99)} ${b.rps.toFixed(0).padStart(6)} ${cpu(base)} | ${(h.p95 / b.p95).toFixed(2).padStart(9)} | ${(h.rps / b.rps).toFixed(2).padStart(11)} | ${load.toFixed(1).padStart(4)} | ${counts}${bad.length ? ` | non-200: ${JSON.stringify(Object.fromEntries(bad))}` : ''}`,
          );
          o.log(lines[lines.length - 1]);
          results.push({ scope, kind: kind.name, http: h, base: b });
        }
      }
      const answered = app.get(TenderSearch).answered;
      if (answered.index || answered.filterIndex || answered.sql)
        lines.push(
          '',
          `Shipped server: ${answered.index} searches from the index (${answered.approximate} of them partial or misspelt words), ${answered.filterIndex} from the filter index of every tender, ${answered.sql} on PostgreSQL (${answered.walk} broad ones paged by the sort's index walk, ${answered.sample} ranked or faceted from a fixed sample); highlights of ${answered.nodeHighlights} page tenders made in Node, ${answered.sqlHighlights} by ts_headline`,
        );
    } finally {
      await app.close();
      await baseApp.close();
    }

    if (results.length) {
      lines.push('', 'Aims (computed, cache off): open p95 < 50 ms and >= 1,000 searches/s; all statuses p95 < 150 ms.');
      for (const r of results) {
        const aimP95 = r.scope === 'all' ? 150 : 50;
        const misses = [
          r.http.p95 >= aimP95 ? `p95 ${r.http.p95.toFixed(0)} ms` : '',
          r.scope === 'open' && r.http.rps < 1000 ? `${r.http.rps.toFixed(0)} req/s` : '',
        ].filter(Boolean);
        lines.push(`  ${r.scope.padEnd(4)} ${r.kind.padEnd(24)} ${misses.length ? `MISSED: ${misses.join(', ')}` : 'met'}`);
      }
    }

    if (o.scaleOut) {
      // Read capacity: the same open-scope searches against one server process, then two (each its own process and
      // index) on the same PostgreSQL, the clients split between them.
      lines.push('', `Scale-out (distributed mode): 1 vs 2 tenders processes on one PostgreSQL, ${o.concurrency} clients, open scope`);
      const one = [await startServerChild(o.databaseUrl, tmp, true)];
      const two = [...one, await startServerChild(o.databaseUrl, tmp, true)];
      try {
        for (const kind of all) {
          const paths = kind.queries.map((query) => `${kind.path}?${query}`);
          await spreadLoad([one[0].port], o.concurrency, Math.min(2, o.seconds), paths); // warm-up
          const single = await spreadLoad([one[0].port], o.concurrency, o.seconds, paths);
          await spreadLoad(
            two.map((s) => s.port),
            o.concurrency,
            Math.min(2, o.seconds),
            paths,
          ); // warm-up
          const double = await spreadLoad(
            two.map((s) => s.port),
            o.concurrency,
            o.seconds,
            paths,
          );
          const ratio = double.rps / single.rps;
          lines.push(
            `  ${kind.name.padEnd(24)} 1 process ${single.rps.toFixed(0).padStart(6)} req/s (p95 ${single.p95.toFixed(1)} ms), 2 processes ${double.rps.toFixed(0).padStart(6)} req/s (p95 ${double.p95.toFixed(1)} ms): ${ratio.toFixed(2)}x, aim >= 1.6x on ${os.cpus().length} CPUs: ${ratio >= 1.6 ? 'met' : 'MISSED'} (load ${os.loadavg()[0].toFixed(1)}; load client ${double.clientMs.toFixed(3)} ms CPU per request)`,
          );
          o.log(lines[lines.length - 1]);
        }
      } finally {
        for (const server of two) await server.stop();
      }
    }

    lines.push('', ...(await judgedRelevance(pool, dataSource, o)));

    if (o.importReleases > 0) {
      const file = path.join(tmp, 'bench-releases.jsonl');
      const rand = prng(7);
      const now = Date.now();
      const out = fs.createWriteStream(file);
      for (let n = 1; n <= o.importReleases; n++) {
        if (!out.write(`${JSON.stringify(makeRelease(n, d, rand, now))}\n`))
          await new Promise<void>((resolve) => out.once('drain', () => resolve()));
      }
      await new Promise<void>((resolve) => out.end(() => resolve()));
      const mb = fs.statSync(file).size / 1024 / 1024;
      await pool.query(`DELETE FROM tenders.tender WHERE ocid LIKE 'ocds-bench-import-%'`);
      const importer = new TenderImporter(dataSource, new OutboxService('tenders'));
      // Wall time includes merging the GIN pending lists at the end, as the CLI does.
      const importRun = () =>
        withCpu(postmasterPid, async () => {
          const started = Date.now();
          const summary = await importer.importInputs(resolveInputs([file]).inputs);
          await importer.flushIndexes();
          return { summary, seconds: (Date.now() - started) / 1000 };
        });
      const load = os.loadavg()[0];
      const first = await importRun();
      const again = await importRun();
      const perCpu = (r: typeof first) =>
        r.pg === null
          ? ''
          : `, ${Math.round(r.result.summary.releases / (r.node + r.pg)).toLocaleString('en-GB')} per CPU-second (node ${r.node.toFixed(1)} s + PostgreSQL ${r.pg.toFixed(1)} s)`;
      lines.push(
        '',
        `Import of ${first.result.summary.releases.toLocaleString('en-GB')} releases (${mb.toFixed(0)} MB JSON Lines, load average ${load.toFixed(1)}) into the ${o.tenders.toLocaleString('en-GB')}-tender table with all indexes:`,
        `  new:         ${Math.round(first.result.summary.releases / first.result.seconds).toLocaleString('en-GB')} releases/s (${first.result.summary.created} created, ${first.result.summary.rejected} rejected)${perCpu(first)}`,
        `  re-imported: ${Math.round(again.result.summary.releases / again.result.seconds).toLocaleString('en-GB')} releases/s (${again.result.summary.unchanged} unchanged)${perCpu(again)}`,
        `  aim ≥ 2,000 releases/s: ${first.result.summary.releases / first.result.seconds >= 2000 ? 'met' : 'MISSED'}`,
      );
      await pool.query(`DELETE FROM tenders.tender WHERE ocid LIKE 'ocds-bench-import-%'`);
      await pool.query(`DELETE FROM tenders.outbox_message`);
    }
  } finally {
    await pool.end();
    await dataSource.destroy();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  return lines.join('\n');
}

/** A few result counts of a kind (exact or ~estimated) so the figures can be read against result sizes. */
async function sampleCounts(search: TenderSearch, kind: Kind, suffix: string): Promise<string> {
  const counts: string[] = [];
  for (const query of kind.queries.slice(0, 5)) {
    const result = await search.search(parseSearchCriteria(parseQuery(`${query}${suffix}`), { valueRange: kind.valueRange }));
    counts.push(`${result.countIsEstimate ? '~' : ''}${result.count}`);
  }
  return counts.join(' ');
}

export async function explain(pool: Pool, search: TenderSearch, kind: Kind, suffix: string, log: (m: string) => void): Promise<void> {
  const statements: Array<{ sql: string; params: unknown[] }> = [];
  const spy = new TenderSearch({
    query: (sql: string, params?: unknown[]) => {
      statements.push({ sql, params: params ?? [] });
      return pool.query(sql, params).then((r) => r.rows);
    },
  });
  await spy.search(parseSearchCriteria(parseQuery(`${kind.queries[1]}${suffix}`), { valueRange: kind.valueRange }), {
    facets: kind.facets,
  });
  for (const s of statements) {
    if (s.sql.startsWith('EXPLAIN')) continue;
    const plan = (await pool.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT TEXT) ${s.sql}`, s.params)).rows
      .map((r) => r['QUERY PLAN'])
      .join('\n');
    log(`EXPLAIN ${kind.name} ${kind.queries[1]}${suffix}\n${plan}`);
  }
  void search;
}
