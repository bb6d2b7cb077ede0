#!/usr/bin/env node
// Lighthouse-style load figures of the web app, served by the real all-in-one server (scripts/e2e-server.mjs
// startPlatform, with the real OCDS notices of ../shared/data/ocds as its tenders) and measured in headless Debian
// Chromium over loopback with Playwright. Not a test: it prints figures.
//
//   npm run build && node web/scripts/bench-timings.mjs [--runs=5] [--cpu-slowdown=1]
//
// For / (visitor) and /v3/dashboard (a signed-in provider) it loads the page RUNS times, each in a fresh browser
// context (empty cache), and prints the median of: TTFB, FCP, LCP, DOMContentLoaded, load (Navigation and Paint
// Timing APIs, largest-contentful-paint entries), the JavaScript downloaded by the page until it settles (bytes on the
// wire and gzip -9 of the same bodies), and long tasks with the total blocking time (sum of their time over 50 ms,
// from FCP until the page settles). Then the gzip first-paint sizes of both routes from the build manifest
// (web/scripts/report-bundle-size.mjs).
/* global performance, PerformanceObserver -- the measuring functions run in the page, not in Node */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { ROOT, startMailSink, startPlatform } from '../../scripts/e2e-server.mjs';

const arg = (name, fallback) => {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  return found ? Number(found.split('=')[1]) : fallback;
};
const RUNS = arg('runs', 5);
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
      for (const entry of list.getEntries()) window.__bench.lcp = Math.max(window.__bench.lcp, entry.startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {
    /* not supported */
  }
}

async function createProvider(baseUrl, sink) {
  const email = `bench-${Date.now().toString(36)}@bench.jointly.test`;
  const password = 'Bench-pass-2026';
  const post = async (p, body) => {
    const response = await fetch(`${baseUrl}/api${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = await response.json();
    if (!response.ok) throw new Error(`POST ${p} → ${response.status} ${JSON.stringify(json)}`);
    return json;
  };
  const signup = await post('/account/register', { email, password, name: 'Bea Bench', companyName: 'Bench Care Ltd' });
  let mail;
  for (let i = 0; i < 150 && !mail; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    mail = sink.messages.find((m) => m.to.includes(email) && /verification code is \d{6}/i.test(m.subject));
  }
  if (!mail) throw new Error('no verification e-mail arrived within 30 s');
  const code = /(\d{6})/.exec(mail.subject)[1];
  const session = await post('/account/verify-and-auth', { userId: signup.account.id, otp: { id: signup.result.id, code } });
  return { ...session.user, accessToken: session.accessToken, refreshToken: session.refreshToken, oldUserStatus: false };
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
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      scripts.push(await response.body());
    } catch {
      /* body not kept */
    }
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
    const { longTasks, lcp } = window.__bench;
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
    };
  });
  figures.jsGzip = scripts.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
  figures.jsFiles = scripts.length;
  figures.landedOn = new URL(page.url()).pathname;
  await context.close();
  return figures;
}

const ms = (v) => (Number.isFinite(v) ? `${Math.round(v)} ms` : 'n/a');
const kb = (v) => (Number.isFinite(v) ? `${(v / 1024).toFixed(1)} KB` : 'n/a');

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
    const user = await createProvider(server.baseUrl, sink);
    const pages = [
      { route: '/', url: `${server.baseUrl}/`, user: null },
      { route: '/v3/dashboard (signed in)', url: `${server.baseUrl}/v3/dashboard`, user },
    ];
    const rows = [];
    for (const target of pages) {
      // One warm-up load (server caches, query plans), not counted.
      await measure(browser, target.url, target.user);
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await measure(browser, target.url, target.user));
      const landed = runs[0].landedOn;
      const pick = (key) => median(runs.map((r) => r[key]));
      rows.push({
        route: target.route,
        landed,
        ttfb: pick('ttfb'),
        fcp: pick('fcp'),
        lcp: pick('lcp'),
        dcl: pick('dcl'),
        load: pick('load'),
        jsFiles: pick('jsFiles'),
        jsWire: pick('jsWire'),
        jsGzip: pick('jsGzip'),
        longTasks: pick('longTasks'),
        tbt: pick('tbt'),
      });
    }

    const header = [
      'route',
      'TTFB',
      'FCP',
      'LCP',
      'DOMContentLoaded',
      'load',
      'JS files',
      'JS on the wire',
      'JS gzip',
      'long tasks',
      'TBT',
    ];
    const table = rows.map((r) => [
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
    ]);
    const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
    const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
    console.log(`\nMedian of ${RUNS} cold loads (1280×800, loopback):`);
    console.log(line(header));
    console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
    for (const row of table) console.log(line(row));
    for (const r of rows) if (!r.landed.startsWith(r.route.split(' ')[0])) console.log(`note: ${r.route} landed on ${r.landed}`);

    const sizes = JSON.parse(
      execFileSync(process.execPath, [path.join(ROOT, 'web/scripts/report-bundle-size.mjs'), '--json'], { encoding: 'utf8' }),
    );
    console.log('\nFirst-paint JavaScript from the build manifest (gzip -9):');
    for (const [route, key] of [
      ['/', '/ (home)'],
      ['/v3/dashboard', '/v3/dashboard (search)'],
    ]) {
      const r = sizes[key];
      console.log(
        `  ${route.padEnd(15)} ${kb(r.js.gzip).padStart(9)} JS gzip (${kb(r.js.raw)} raw, ${r.files} files with index.html and CSS: ${kb(r.gzip)} gzip)`,
      );
    }
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
