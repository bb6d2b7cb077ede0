#!/usr/bin/env node
// Lighthouse-style load figures of the web app, served by the real all-in-one server (scripts/e2e-server.mjs
// startPlatform, with the real OCDS notices of ../shared/data/ocds as its tenders) and measured in headless Debian
// Chromium over loopback with Playwright. Not a test: it prints figures, and a pass/fail per route against the
// targets of issue 16 goal 5 (first paint ≤ 170 KB gzipped, LCP < 1.5 s).
//
//   npm run build && node web/scripts/bench-timings.mjs [--runs=5] [--cpu-slowdown=1] [--only=dashboard,tender]
//
// Routes: / (visitor) and, for a signed-in provider whose company is an approved partner with a consortium and a
// workspace: the dashboard, the tender search, a tender, the consortium page, the workspace and the messages. Each is
// loaded RUNS times, each in a fresh browser context (empty cache), and the median is printed of: TTFB, FCP, LCP,
// DOMContentLoaded, load (Navigation and Paint Timing APIs, largest-contentful-paint entries); the first paint (gzip -9
// of index.html and every script and stylesheet the page requested before its LCP, i.e. what competed with the first
// paint); the JavaScript downloaded until the page settles (files, bytes on the wire, gzip -9); long tasks and the
// total blocking time (sum of their time over 50 ms, from FCP until the page settles). Other helpers may be running
// benchmarks on the same machine: the load average is printed before and after, compare figures of one run.
/* global performance, PerformanceObserver -- the measuring functions run in the page, not in Node */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { E2E_ADMIN, ROOT, startMailSink, startPlatform } from '../../scripts/e2e-server.mjs';

const arg = (name, fallback) => {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  return found ? Number(found.split('=')[1]) : fallback;
};
const RUNS = arg('runs', 5);
const ONLY = (process.argv.find((a) => a.startsWith('--only='))?.split('=')[1] ?? '').split(',').filter(Boolean);
/** Issue 16 goal 5: every route's first paint at most 170 KB gzipped, and its LCP under 1.5 s on loopback. */
const TARGET_FIRST_PAINT_KB = 170;
const TARGET_LCP_MS = 1500;
const CPU_SLOWDOWN = arg('cpu-slowdown', 1);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SETTLE_MS = 1500;

const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Runs in the page before anything else: collects long tasks and LCP entries as they happen. */
function installObservers() {
  window.__bench = { longTasks: [], lcp: 0 };
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    /* not supported */
  }
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.startTime < window.__bench.lcp) continue;
        window.__bench.lcp = entry.startTime;
        const el = entry.element;
        window.__bench.lcpElement = el ? `<${el.tagName.toLowerCase()}> ${(el.textContent ?? '').trim().slice(0, 50)}` : '(removed)';
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {
    /* not supported */
  }
}

async function api(baseUrl, method, p, body, token) {
  const headers = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${baseUrl}/api${p}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${method} ${p} → ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** Retries `attempt` (the services learn of each other's changes from events) for up to `timeoutMs`. */
async function eventually(attempt, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/**
 * A confirmed provider whose company the admin approved as a consortium partner, leading a consortium, with a
 * workspace on a real tender: what the signed-in routes need to show their full screens.
 */
async function createProvider(baseUrl, sink) {
  const stamp = Date.now().toString(36);
  const email = `bench-${stamp}@bench.jointly.test`;
  const password = 'Bench-pass-2026';
  const company = `Bench Care ${stamp} Ltd`;
  const signup = await api(baseUrl, 'POST', '/account/register', { email, password, name: 'Bea Bench', companyName: company });
  let mail;
  for (let i = 0; i < 150 && !mail; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    mail = sink.messages.find((m) => m.to.includes(email) && /verification code is \d{6}/i.test(m.subject));
  }
  if (!mail) throw new Error('no verification e-mail arrived within 30 s');
  const code = /(\d{6})/.exec(mail.subject)[1];
  const session = await api(baseUrl, 'POST', '/account/verify-and-auth', {
    userId: signup.account.id,
    otp: { id: signup.result.id, code },
  });
  const token = session.accessToken;

  const admin = await api(baseUrl, 'POST', '/admin/login', E2E_ADMIN);
  await api(baseUrl, 'POST', '/partner/request', { motivation: 'We bid for home care frameworks with partners.' }, token);
  const waiting = await api(baseUrl, 'GET', '/partner/unverified', undefined, admin.accessToken);
  const partner = waiting.foundTalents.find((p) => p.companyName === company);
  if (!partner) throw new Error(`${company} is not among the partners waiting for approval`);
  await api(baseUrl, 'PATCH', `/partner/approve/${partner.id}`, {}, admin.accessToken);
  const consortium = await eventually(
    async () => (await api(baseUrl, 'POST', '/consortium/create', { name: `Bench Consortium ${stamp}` }, token)).consortium,
  );
  const tenders = await api(baseUrl, 'GET', '/tenders/filter-search?page=1&limit=1&includeAll=true', undefined, token);
  const tender = tenders.foundTenders?.[0];
  if (!tender?.id) throw new Error(`no tender in GET /tenders/filter-search: ${JSON.stringify(tenders).slice(0, 300)}`);
  const workspace = await eventually(
    async () =>
      (
        await api(
          baseUrl,
          'POST',
          '/workspace/create',
          {
            name: `Bench bid ${stamp}`,
            tender: tender.id,
            description: 'Lot 2: reablement.',
            sections: [{ title: 'Approach', body: 'Our approach.' }],
          },
          token,
        )
      ).workspace,
  );
  const user = { ...session.user, accessToken: token, refreshToken: session.refreshToken, oldUserStatus: false };
  return { user, tenderId: tender.id, consortiumId: consortium.id, workspaceId: workspace.id };
}

async function measure(browser, url, user) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(
    ({ user: signedIn }) => {
      localStorage.setItem('jointly.analytics-consent', 'false');
      if (signedIn) localStorage.setItem('jointly.auth', JSON.stringify({ state: { user: signedIn }, version: 1 }));
    },
    { user },
  );
  await context.addInitScript(installObservers);
  const page = await context.newPage();
  if (CPU_SLOWDOWN > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  }
  // Bodies of the document, scripts and stylesheets, by URL (a fresh context: each is fetched once).
  const bodies = new Map();
  const pending = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet' && type !== 'document') return;
    pending.push(
      response.body().then(
        (body) => bodies.set(response.url(), { type, body }),
        () => undefined,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(SETTLE_MS);
  const figures = await page.evaluate(() => {
    const [nav] = performance.getEntriesByType('navigation');
    const fcp = performance.getEntriesByType('paint').find((p) => p.name === 'first-contentful-paint')?.startTime ?? NaN;
    const scriptsTransferred = performance
      .getEntriesByType('resource')
      .filter((r) => r.initiatorType === 'script' || r.name.endsWith('.js'))
      .reduce((sum, r) => sum + (r.transferSize || r.encodedBodySize || 0), 0);
    const { longTasks, lcp, lcpElement } = window.__bench;
    // What the page asked for before its largest paint: the document, and the scripts and stylesheets requested by then.
    const until = lcp || fcp;
    const beforePaint = performance
      .getEntriesByType('resource')
      .filter((r) => r.startTime < until && (r.initiatorType === 'script' || r.initiatorType === 'link' || /\.(m?js|css)$/.test(r.name)))
      .map((r) => r.name);
    const tbt = longTasks.filter((t) => t.start + t.duration > fcp).reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
    return {
      ttfb: nav.responseStart - nav.startTime,
      fcp,
      lcp: lcp || fcp,
      dcl: nav.domContentLoadedEventEnd - nav.startTime,
      load: nav.loadEventEnd - nav.startTime,
      jsWire: scriptsTransferred,
      longTasks: longTasks.length,
      tbt,
      beforePaint,
      lcpElement,
    };
  });
  await Promise.all(pending);
  const gzipped = ({ body }) => gzipSync(body, { level: 9 }).length;
  const scripts = [...bodies.values()].filter((b) => b.type === 'script');
  figures.jsGzip = scripts.reduce((sum, b) => sum + gzipped(b), 0);
  figures.jsFiles = scripts.length;
  const firstPaint = [...bodies.entries()].filter(([url, b]) => b.type === 'document' || figures.beforePaint.includes(url));
  figures.firstPaintGzip = firstPaint.reduce((sum, [, b]) => sum + gzipped(b), 0);
  figures.firstPaintFiles = firstPaint.length;
  figures.landedOn = new URL(page.url()).pathname;
  await context.close();
  return figures;
}

const ms = (v) => (Number.isFinite(v) ? `${Math.round(v)} ms` : 'n/a');
const kb = (v) => (Number.isFinite(v) ? `${(v / 1024).toFixed(1)} KB` : 'n/a');

/**
 * `--baseline=<built web app folder>` (e.g. an older web/dist copied aside): a second origin that serves that build
 * the way the platform edge does (precompressed assets, index.html for app paths) and forwards /api, WebSockets
 * included, to the same server; every route is then measured on both, runs interleaved, so that the comparison holds
 * under the same machine load.
 */
async function startBaselineEdge(distDir, upstream) {
  const { default: Fastify } = await import('fastify');
  const { default: fastifyStatic } = await import('@fastify/static');
  const { default: proxy } = await import('@fastify/http-proxy');
  const app = Fastify({ logger: false });
  await app.register(proxy, { upstream, prefix: '/api', rewritePrefix: '/api', websocket: true });
  await app.register(fastifyStatic, { root: path.resolve(distDir), preCompressed: true, wildcard: false, index: false });
  app.setNotFoundHandler((_request, reply) => reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html'));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address();
  return { baseUrl: `http://127.0.0.1:${port}`, stop: () => app.close() };
}

const BASELINE = process.argv.find((a) => a.startsWith('--baseline='))?.split('=')[1];

const loadAverage = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');

function printTable(header, table) {
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of table) console.log(line(row));
}

async function main() {
  console.log(`Starting the all-in-one server with the real OCDS tenders (this takes a minute)…`);
  const sink = await startMailSink();
  const server = await startPlatform({ smtpUrl: sink.smtpUrl, name: 'bench', demoData: true, timeoutMs: 180_000 });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
  try {
    console.log(
      `server ${server.baseUrl} with ${server.tenderCount} tenders; Chromium ${browser.version()}; ${RUNS} runs each, cold cache, CPU slowdown ×${CPU_SLOWDOWN}`,
    );
    const { user, tenderId, consortiumId, workspaceId } = await createProvider(server.baseUrl, sink);
    const base = server.baseUrl;
    const pages = [
      { key: 'home', route: '/', url: `${base}/`, user: null },
      { key: 'dashboard', route: '/v3/dashboard', url: `${base}/v3/dashboard`, user },
      { key: 'search', route: '/v3/dashboard/tenders?includeAll…', url: `${base}/v3/dashboard/tenders?includeAll=true&sort=newest`, user },
      { key: 'tender', route: '/tender/{id}', url: `${base}/tender/${tenderId}`, user },
      { key: 'consortium', route: '/consortium/{id}', url: `${base}/consortium/${consortiumId}`, user },
      { key: 'workspace', route: '/v3/dashboard/my-workspace/{id}', url: `${base}/v3/dashboard/my-workspace/${workspaceId}`, user },
      { key: 'messages', route: '/consortium/messages', url: `${base}/consortium/messages`, user },
    ].filter((p) => ONLY.length === 0 || ONLY.includes(p.key));
    const loadBefore = loadAverage();
    console.log(`load average before: ${loadBefore} (${os.cpus().length} cores)`);
    const baselineEdge = BASELINE ? await startBaselineEdge(BASELINE, base) : null;
    if (baselineEdge) console.log(`baseline build ${BASELINE} served at ${baselineEdge.baseUrl}, runs interleaved with this build's`);
    const summary = (route, target, runs) => {
      const pick = (key) => median(runs.map((r) => r[key]));
      return {
        route,
        expected: new URL(target.url).pathname,
        landed: runs[0].landedOn,
        lcpElement: runs[runs.length - 1].lcpElement,
        ...Object.fromEntries(
          ['ttfb', 'fcp', 'lcp', 'dcl', 'load', 'jsFiles', 'jsWire', 'jsGzip', 'longTasks', 'tbt', 'firstPaintGzip', 'firstPaintFiles'].map(
            (key) => [key, pick(key)],
          ),
        ),
      };
    };
    const rows = [];
    const baselineRows = [];
    for (const target of pages) {
      const baselineUrl = baselineEdge ? target.url.replace(base, baselineEdge.baseUrl) : null;
      // One warm-up load each (server caches, query plans), not counted.
      await measure(browser, target.url, target.user);
      if (baselineUrl) await measure(browser, baselineUrl, target.user);
      const runs = [];
      const baselineRuns = [];
      for (let i = 0; i < RUNS; i += 1) {
        runs.push(await measure(browser, target.url, target.user));
        if (baselineUrl) baselineRuns.push(await measure(browser, baselineUrl, target.user));
      }
      rows.push(summary(target.route, target, runs));
      if (baselineUrl) baselineRows.push(summary(`${target.route} (baseline)`, target, baselineRuns));
    }
    const loadAfter = loadAverage();
    if (baselineEdge) await baselineEdge.stop();

    console.log(`\nMedian of ${RUNS} cold loads (1280×800, loopback):`);
    printTable(
      ['route', 'TTFB', 'FCP', 'LCP', 'DOMContentLoaded', 'load', 'JS files', 'JS on the wire', 'JS gzip', 'long tasks', 'TBT'],
      [...rows, ...baselineRows].map((r) => [
        r.route,
        ms(r.ttfb),
        ms(r.fcp),
        ms(r.lcp),
        ms(r.dcl),
        ms(r.load),
        String(r.jsFiles),
        kb(r.jsWire),
        kb(r.jsGzip),
        String(r.longTasks),
        ms(r.tbt),
      ]),
    );
    for (const r of rows) if (r.landed !== r.expected) console.log(`note: ${r.route} landed on ${r.landed}`);

    console.log(
      `\nTargets (issue 16 goal 5): first paint ≤ ${TARGET_FIRST_PAINT_KB} KB gzip (index.html + the JS and CSS requested before LCP), LCP < ${TARGET_LCP_MS} ms`,
    );
    const verdicts = rows.map((r) => {
      const paintOk = r.firstPaintGzip / 1024 <= TARGET_FIRST_PAINT_KB;
      const lcpOk = r.lcp < TARGET_LCP_MS && r.landed === r.expected;
      return { r, paintOk, lcpOk, pass: paintOk && lcpOk };
    });
    printTable(
      ['route', 'first paint gzip', 'files', 'target', 'LCP', 'target', 'result'],
      verdicts.map(({ r, paintOk, lcpOk, pass }) => [
        r.route,
        `${kb(r.firstPaintGzip)} ${paintOk ? 'ok' : 'OVER'}`,
        String(r.firstPaintFiles),
        `≤ ${TARGET_FIRST_PAINT_KB} KB`,
        `${ms(r.lcp)} ${lcpOk ? 'ok' : 'OVER'}`,
        `< ${TARGET_LCP_MS} ms`,
        pass ? 'PASS' : 'FAIL',
      ]),
    );
    for (const r of rows) console.log(`  LCP element of ${r.route}: ${r.lcpElement ?? 'none'}`);
    if (baselineRows.length) {
      console.log('\nThis build against the baseline, same run (ratio = this build / baseline):');
      printTable(
        ['route', 'first paint gzip', 'baseline', 'ratio', 'LCP', 'baseline', 'ratio'],
        rows.map((r, i) => {
          const b = baselineRows[i];
          return [
            r.route,
            kb(r.firstPaintGzip),
            kb(b.firstPaintGzip),
            (r.firstPaintGzip / b.firstPaintGzip).toFixed(2),
            ms(r.lcp),
            ms(b.lcp),
            (r.lcp / b.lcp).toFixed(2),
          ];
        }),
      );
    }
    const failed = verdicts.filter((v) => !v.pass).length;
    console.log(
      `${failed ? `FAIL: ${failed} of ${verdicts.length} routes miss a target` : `PASS: all ${verdicts.length} routes meet both targets`}` +
        ` (load average before ${loadBefore}, after ${loadAfter}; other sessions share this machine)`,
    );

    const sizes = JSON.parse(
      execFileSync(process.execPath, [path.join(ROOT, 'web/scripts/report-bundle-size.mjs'), '--json'], { encoding: 'utf8' }),
    );
    console.log('\nStatic first-paint closure from the build manifest (entry + layout + screen and their static imports, gzip -9):');
    for (const [route, r] of Object.entries(sizes)) {
      console.log(`  ${route.padEnd(26)} ${kb(r.gzip).padStart(9)} gzip (${kb(r.raw)} raw, ${r.files} files with index.html and CSS)`);
    }
    if (failed) process.exitCode = 1;
  } finally {
    await browser.close();
    await server.stop();
    await sink.stop();
  }
}

if (path.resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
