#!/usr/bin/env node
// Live co-editing benchmark: `npm run bench:cowriting` (builds the services first when their sources are newer).
//
// Starts the built bids service as its own process (PostgreSQL: DATABASE_URL, else an embedded one in a temporary
// folder) and drives it over the real socket with Yjs/Hocuspocus clients in this process:
//  1. fan-out: BENCH_EDITORS (20) editors on one section, each typing BENCH_RATE (5) keystrokes/s for BENCH_SECONDS
//     (20); latency = a keystroke typed by one editor until it is in each other editor's document (every update is
//     committed to PostgreSQL before the server acknowledges and relays it). Target p95 < 100 ms on 2 cores.
//     Baseline, same run and load: a bare Hocuspocus server in this process (no authentication, no persistence).
//  2. load: a workspace of BENCH_SECTIONS (50) sections × BENCH_WORDS (2,000) words opened by one client (one socket,
//     one document per section) until every section is synced — cold (first open: seeded from the REST bodies) and
//     warm (stored state) — and the REST view with the 50 projected bodies.
//  3. memory: the bids process's resident memory (VmRSS) before and after those 50 documents are open, per document.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  ROOT,
  benchLog,
  buildServicesIfStale,
  fromRoot,
  freePort,
  loadAverage,
  startBenchDatabase,
  typescriptRequire,
  wholeNumber,
} from './bench/setup.mjs';

const require = typescriptRequire();
const Y = require('yjs');
const WebSocket = require('ws');
const { HocuspocusProvider, HocuspocusProviderWebsocket } = require('@hocuspocus/provider');
const { Hocuspocus } = require('@hocuspocus/server');
const { JwtService } = require('@nestjs/jwt');
const { loadSigningKeys } = fromRoot('services/common/src/auth/signing-keys.ts');

const int = (name, fallback) => wholeNumber(name, fallback, { min: 1 });
const EDITORS = int('BENCH_EDITORS', 20);
const RATE = int('BENCH_RATE', 5);
const SECONDS = int('BENCH_SECONDS', 20);
const SECTIONS = int('BENCH_SECTIONS', 50);
const WORDS = int('BENCH_WORDS', 2000);
const log = benchLog('bench');
const entry = path.join(ROOT, 'dist/services/bids/src/main.js');
buildServicesIfStale(entry, log);

const percentile = (values, p) => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'jointly-bench-cowriting-'));
const database = await startBenchDatabase({ name: 'bench-cowriting', log });
const databaseUrl = database.url;

const keys = loadSigningKeys({ dataDir: tmp });
const token = new JwtService({}).sign(
  { sub: randomUUID(), role: 'provider', email: 'bench@example.test', cid: randomUUID(), sid: randomUUID(), typ: 'access' },
  { privateKey: keys.privateKey, algorithm: 'ES256', expiresIn: 3600, issuer: 'jointly' },
);

const port = await freePort();
const child = spawn(process.execPath, [entry], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    DATA_DIR: tmp,
    KAFKA_BROKERS: '',
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: 'false',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/health`)).ok) break;
  } catch {
    // not up yet
  }
  if (i > 600 || child.exitCode !== null) throw new Error('the bids service did not start');
  await sleep(200);
}

const api = async (method, url, body) => {
  const response = await fetch(`${base}/api${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
};

/** A client: one socket, any number of section documents. */
function client(url, withToken = token) {
  const socket = new HocuspocusProviderWebsocket({ url, WebSocketPolyfill: WebSocket, maxDelay: 1000 });
  const open = (name) => {
    const doc = new Y.Doc();
    const provider = new HocuspocusProvider({ websocketProvider: socket, name, document: doc, token: withToken });
    provider.attach();
    const synced = new Promise((resolve) => (provider.isSynced ? resolve() : provider.on('synced', () => resolve())));
    return { doc, provider, synced };
  };
  return { socket, open, close: () => socket.destroy() };
}

const textOf = (doc) => {
  const fragment = doc.getXmlFragment('default');
  let paragraph = fragment.get(0);
  if (!(paragraph instanceof Y.XmlElement)) {
    paragraph = new Y.XmlElement('paragraph');
    fragment.insert(0, [paragraph]);
  }
  let text = paragraph.get(0);
  if (!(text instanceof Y.XmlText)) {
    text = new Y.XmlText();
    paragraph.insert(0, [text]);
  }
  return text;
};

/** Fan-out: EDITORS editors on one document at RATE keystrokes/s each; latencies (ms) typed → in every other doc. */
async function fanOut(url, name, withToken) {
  const sent = new Map();
  const latencies = [];
  const editors = [];
  for (let i = 0; i < EDITORS; i++) {
    const c = client(url, withToken);
    const e = c.open(name);
    editors.push({ c, ...e });
  }
  await Promise.all(editors.map((e) => e.synced));
  for (const e of editors) {
    e.doc.on('update', (update, origin) => {
      if (origin !== e.provider) return;
      const now = performance.now();
      for (const struct of Y.decodeUpdate(update).structs) {
        const str = struct.content?.str;
        if (!str) continue;
        for (const key of str.match(/\[\d+:\d+\]/g) ?? []) {
          const at = sent.get(key);
          if (at !== undefined) latencies.push(now - at);
        }
      }
    });
  }
  const total = RATE * SECONDS;
  const started = performance.now();
  await Promise.all(
    editors.map(async (e, i) => {
      await sleep(Math.random() * (1000 / RATE));
      for (let k = 0; k < total; k++) {
        const key = `[${i}:${k}]`;
        const text = textOf(e.doc);
        sent.set(key, performance.now());
        text.insert(Math.floor(Math.random() * (text.length + 1)), key);
        const due = started + ((k + 1) * 1000) / RATE;
        await sleep(Math.max(0, due - performance.now()));
      }
    }),
  );
  const expected = EDITORS * (EDITORS - 1) * total;
  for (let i = 0; latencies.length < expected && i < 200; i++) await sleep(50);
  const converged = editors.every((e) => textOf(e.doc).toString() === textOf(editors[0].doc).toString());
  for (const e of editors) e.c.close();
  return { latencies, expected, converged };
}

const words = (n, seed) => {
  const vocabulary = [
    'care',
    'quality',
    'safeguarding',
    'staff',
    'training',
    'visits',
    'service',
    'users',
    'local',
    'social',
    'value',
    'outcomes',
    'we',
    'will',
    'deliver',
    'across',
    'every',
    'the',
    'and',
    'with',
  ];
  return Array.from({ length: n }, (_, i) => vocabulary[(i * 7 + seed) % vocabulary.length]).join(' ');
};

try {
  const collabUrl = `ws://127.0.0.1:${port}/api/workspace/collab`;

  // 1. Fan-out through the bids service, then the bare Hocuspocus baseline.
  const { workspace } = await api('POST', '/workspace/create', { name: 'Fan-out', sections: [{ title: 'Method', body: '' }] });
  const name = `${workspace.id}/${workspace.sections[0].id}`;
  log(`fan-out: ${EDITORS} editors × ${RATE} keystrokes/s × ${SECONDS} s through the bids service…`);
  const bids = await fanOut(collabUrl, name, token);

  const bare = new Hocuspocus({ quiet: true });
  const bareServer = new WebSocket.Server({ host: '127.0.0.1', port: 0 });
  bareServer.on('connection', (ws, request) => bare.handleConnection(ws, request));
  await new Promise((resolve) => bareServer.once('listening', resolve));
  log('fan-out baseline: the same load on a bare Hocuspocus server (no auth, no PostgreSQL) in this process…');
  const baseline = await fanOut(`ws://127.0.0.1:${bareServer.address().port}`, 'baseline', 'none');
  bareServer.close();

  // 2. and 3. A workspace of SECTIONS × WORDS: cold and warm loads, REST view, memory per open document.
  const sections = Array.from({ length: SECTIONS }, (_, i) => ({ title: `Section ${i + 1}`, body: words(WORDS, i) }));
  const big = (await api('POST', '/workspace/create', { name: 'Large bid', sections })).workspace;
  await sleep(3000); // let the fan-out document's compaction and unload finish before measuring memory
  const rssBefore = rssKb(child.pid);
  const load = async () => {
    const c = client(collabUrl);
    const started = performance.now();
    const docs = big.sections.map((s) => c.open(`${big.id}/${s.id}`));
    await Promise.all(docs.map((d) => d.synced));
    const ms = performance.now() - started;
    const chars = docs.reduce((n, d) => n + d.doc.getXmlFragment('default').toString().length, 0);
    return { c, ms, chars };
  };
  const cold = await load();
  await sleep(500);
  const rssOpen = rssKb(child.pid);
  cold.c.close();
  await sleep(4000); // unload: last connection gone → stored → unloaded
  const warm = await load();
  warm.c.close();
  const restStarted = performance.now();
  const view = await api('GET', `/workspace/search?id[0]=${big.id}`);
  const restMs = performance.now() - restStarted;
  const restBodies = view.foundWorkspaces[0].sections.filter((s) => s.body.length > 1000).length;

  const p = (values, q) => percentile(values, q).toFixed(1);
  console.log(`\nLive co-editing benchmark (${os.cpus().length} cores; load average ${loadAverage()})`);
  console.log(
    `fan-out, ${EDITORS} editors × ${RATE} keystrokes/s × ${SECONDS} s on one section (each keystroke to ${EDITORS - 1} others):`,
  );
  for (const [label, r] of [
    ['bids service (persist before ack, PostgreSQL)', bids],
    ['baseline: bare Hocuspocus, no persistence', baseline],
  ])
    console.log(
      `  ${label.padEnd(48)} p50 ${p(r.latencies, 50)} ms  p95 ${p(r.latencies, 95)} ms  p99 ${p(r.latencies, 99)} ms  max ${p(r.latencies, 100)} ms  ` +
        `(${r.latencies.length}/${r.expected} deliveries, converged: ${r.converged})`,
    );
  console.log(
    `  p95 ratio bids / baseline: ${(percentile(bids.latencies, 95) / percentile(baseline.latencies, 95)).toFixed(2)}  target p95 < 100 ms: ${percentile(bids.latencies, 95) < 100 ? 'met' : 'NOT met'}`,
  );
  console.log(`workspace of ${SECTIONS} sections × ${WORDS} words (${(cold.chars / 1e6).toFixed(2)} M chars of XML):`);
  console.log(`  open every section over one socket, cold (seeded from the bodies): ${cold.ms.toFixed(0)} ms`);
  console.log(`  open every section over one socket, warm (stored Yjs state):      ${warm.ms.toFixed(0)} ms`);
  console.log(`  REST view with ${restBodies} projected bodies: ${restMs.toFixed(0)} ms`);
  console.log(
    `memory: bids process RSS ${(rssBefore / 1024).toFixed(1)} MB → ${(rssOpen / 1024).toFixed(1)} MB with ${SECTIONS} open documents: ${((rssOpen - rssBefore) / SECTIONS).toFixed(0)} KB per document of ${WORDS} words`,
  );
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  await database.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
}
process.exit(0);
