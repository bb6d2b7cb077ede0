#!/usr/bin/env node
// Live channel benchmark (`node scripts/bench-live.mjs`, meant as `npm run bench:live`): the real messages module on
// PostgreSQL, in one process, with in-process events:
//  - opens BENCH_STREAMS (1,000) Server-Sent-Event streams, each for its own account, all participants of one
//    conversation (through a company participant), and reports the memory the open streams take;
//  - posts BENCH_MESSAGES (30) messages one after another and measures, for every stream, the time from the POST
//    being sent to the `message` event arriving (outbox → consumer → live log → NOTIFY → hub → stream): p50/p95/max;
//  - measures the same with a single open stream in the same run (baseline) and prints the ratio.
// PostgreSQL: DATABASE_URL, else an embedded PostgreSQL in a temporary folder. Memory per stream counts both ends
// (server and the benchmark's own client sockets live in this process), so it is an upper bound for the server.
import http from 'node:http';
import os from 'node:os';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { benchLog, fromRoot, loadAverage, startBenchApp, startBenchDatabase, typescriptRequire } from './bench/setup.mjs';

const require = typescriptRequire();
const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 30);
const log = benchLog('bench:live', process.stdout);

const database = await startBenchDatabase({ name: 'bench-live', port: 55434 });

const { AccessTokenIssuer } = fromRoot('services/common/src/auth/index.ts');
const { MessagesModule } = fromRoot('services/messages/src/messages.module.ts');
const { getDataSourceToken } = require('@nestjs/typeorm');

const { app, port } = await startBenchApp({ databaseUrl: database.url, modules: [MessagesModule] });
const db = app.get(getDataSourceToken('messages'));
const issuer = app.get(AccessTokenIssuer);
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

function request(method, url, token, body) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent: false,
        headers: { authorization: `Bearer ${token}`, ...(payload ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () =>
          res.statusCode >= 300
            ? reject(new Error(`${method} ${url}: ${res.statusCode} ${text}`))
            : resolve(text ? JSON.parse(text) : undefined),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Opens one stream; `onMessage(id)` is called with each message id as its event arrives. */
async function openStream(token, onMessage) {
  const { ticket } = await request('POST', '/api/live/ticket', token);
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: `/api/live/stream?ticket=${ticket}`, agent: false }, (res) => {
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (frame.includes('event: ready')) resolve(req);
          else if (frame.includes('event: message\n')) onMessage(JSON.parse(frame.slice(frame.indexOf('data: ') + 6)).message.id);
        }
      });
    });
    req.on('error', reject);
  });
}

/** A conversation whose participant company has `people` accounts, plus a poster in another company. */
async function scenario(people) {
  const companyA = randomUUID();
  const companyB = randomUUID();
  const accounts = Array.from({ length: people }, () => randomUUID());
  const poster = randomUUID();
  await db.query(`INSERT INTO messages.account (account_id, company_id, name) SELECT unnest($1::uuid[]), $2, 'Reader'`, [
    accounts,
    companyA,
  ]);
  await db.query(`INSERT INTO messages.account (account_id, company_id, name) VALUES ($1, $2, 'Poster')`, [poster, companyB]);
  const [{ id }] = await db.query(
    `INSERT INTO messages.conversation (kind, subject_id, title) VALUES ('consortium', $1, 'Bench') RETURNING id`,
    [randomUUID()],
  );
  await db.query(`INSERT INTO messages.participant (conversation_id, party, party_id) VALUES ($1, 'company', $2), ($1, 'company', $3)`, [
    id,
    companyA,
    companyB,
  ]);
  const token = (sub, cid) => issuer.issue({ sub, role: 'provider', email: `${sub.slice(0, 8)}@bench.test`, cid, sid: randomUUID() });
  return { conversationId: id, readers: accounts.map((a) => token(a, companyA)), poster: token(poster, companyB) };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function run(people, messages) {
  const s = await scenario(people);
  const pending = new Map(); // message id → { sentAt, arrivals[] }
  const early = new Map(); // id → arrival times seen before the POST answered
  const onMessage = (id) => {
    const now = performance.now();
    const entry = pending.get(id);
    if (entry) entry.arrivals.push(now);
    else early.set(id, [...(early.get(id) ?? []), now]);
  };
  globalThis.gc?.();
  const before = process.memoryUsage();
  const streams = [];
  for (let i = 0; i < people; i += 50) {
    streams.push(...(await Promise.all(s.readers.slice(i, i + 50).map((t) => openStream(t, onMessage)))));
    if (process.env.BENCH_DEBUG) log(`${streams.length} streams open`);
  }
  await new Promise((r) => setTimeout(r, 500));
  globalThis.gc?.();
  const after = process.memoryUsage();
  const latencies = [];
  if (process.env.BENCH_DEBUG) {
    const timer = setTimeout(async () => {
      const rows = await db.query(
        `SELECT state, wait_event_type, wait_event, left(query, 120) AS q FROM pg_stat_activity WHERE datname = current_database()`,
      );
      console.log(rows);
      console.log(
        'unread',
        await fetch(`http://127.0.0.1:${port}/api/messages/unread`, { headers: { authorization: `Bearer ${s.poster}` } }).then(
          (r) => r.status,
          (e) => e.message,
        ),
      );
      console.log(
        'health',
        await fetch(`http://127.0.0.1:${port}/api/health`).then(
          (r) => r.status,
          (e) => e.message,
        ),
      );
      console.log('pool', db.driver.master.totalCount, db.driver.master.idleCount, db.driver.master.waitingCount);
    }, 3000);
    timer.unref();
  }
  for (let n = 0; n < messages; n++) {
    const sentAt = performance.now();
    const { message } = await request('POST', `/api/messages/conversations/${s.conversationId}/messages`, s.poster, { body: `bench ${n}` });
    const entry = { sentAt, arrivals: early.get(message.id) ?? [] };
    pending.set(message.id, entry);
    const deadline = Date.now() + (process.env.BENCH_DEBUG ? 5_000 : 30_000);
    while (entry.arrivals.length < people && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    if (entry.arrivals.length < people)
      throw new Error(`message ${n}: only ${entry.arrivals.length}/${people} streams got it (${early.size} early ids)`);
    latencies.push(...entry.arrivals.map((t) => t - sentAt));
  }
  for (const req of streams) req.destroy();
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    max: latencies[latencies.length - 1],
    samples: latencies.length,
    heapPerStreamKb: (after.heapUsed - before.heapUsed) / people / 1024,
    rssPerStreamKb: (after.rss - before.rss) / people / 1024,
  };
}

try {
  log(`machine: ${os.cpus().length} cores; load average ${loadAverage()}`);
  const baseline = await run(1, MESSAGES);
  log(
    `baseline, 1 stream: fan-out p50 ${baseline.p50.toFixed(1)} ms, p95 ${baseline.p95.toFixed(1)} ms, max ${baseline.max.toFixed(1)} ms (${baseline.samples} deliveries)`,
  );
  const loaded = await run(STREAMS, MESSAGES);
  log(
    `${STREAMS} streams: fan-out p50 ${loaded.p50.toFixed(1)} ms, p95 ${loaded.p95.toFixed(1)} ms, max ${loaded.max.toFixed(1)} ms (${loaded.samples} deliveries)`,
  );
  log(
    `memory per open stream (server + bench client in one process): heap ${loaded.heapPerStreamKb.toFixed(1)} KB, rss ${loaded.rssPerStreamKb.toFixed(1)} KB`,
  );
  log(
    `ratio p95 ${STREAMS} streams / 1 stream: ${(loaded.p95 / baseline.p95).toFixed(2)}×; target p95 < 200 ms: ${loaded.p95 < 200 ? 'met' : 'NOT met'}`,
  );
  log(`after: load average ${loadAverage()}`);
} finally {
  agent.destroy();
  await app.close();
  await database.stop();
}
