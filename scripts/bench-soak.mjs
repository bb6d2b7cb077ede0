#!/usr/bin/env node
// Soak benchmark (`npm run bench:soak`): the all-in-one server as `npm start` runs it (embedded PostgreSQL, in-process
// events, the real OCDS demo tenders of ../shared/data/ocds when present, mail to a real SMTP sink), on loopback,
// under BENCH_SOAK_USERS (200) simulated users for BENCH_SOAK_SECONDS (600). Each user is a real provider account
// (signed up, verified with the code from its e-mail, approved as a consortium partner, with a consortium and a bid
// workspace of its own) that arrives during a ramp, signs in, then does what a user does, one thing at a time with a
// think time between (BENCH_SOAK_THINK_MS, mean 1500, uniform ±2/3): searches tenders, views one, adds and removes
// bookmarks, reads its bookmarks and notifications, reads and edits its workspace and consortium; it signs in again
// when its session ends (every BENCH_SOAK_SESSION_SECONDS, mean 240, uniform ±1/2). Clients come through
// X-Forwarded-For, one address each, as behind a proxy (the server trusts 127.0.0.1 for it here).
// Reports: requests, errors (any status other than the one the flow expects, and network errors), p50/p95/p99 per
// kind; the server process's RSS every 10 s with a least-squares slope (MB/min) over the samples after the warm-up
// (the first fifth of the run, at most 60 s); the load average at the start and the end.
// Targets: 0 errors, p99 < 200 ms (every kind), memory flat (slope below 1 MB/min after the warm-up).
// The machine may be shared: read the figures beside the load average. Nothing listens beyond 127.0.0.1.
import fs from 'node:fs';
import os from 'node:os';
import { percentile } from './bench/load.mjs';
import {
  approvePartners,
  codeFrom,
  collectTenderIds,
  createConsortiumAndWorkspace,
  eachLimited,
  httpClient,
  ipOf,
  signUpProvider,
  sleep,
  soakActions,
  until,
  weightedPicker,
} from './chaos/flows.mjs';
import { DEMO_DATA_DIR, E2E_ADMIN, SERVER_ENTRY, startMailSink, startPlatform } from './e2e-server.mjs';
import { benchLog, buildServicesIfStale, loadAverage } from './bench/setup.mjs';

const SECONDS = positive('BENCH_SOAK_SECONDS', 600);
const USERS = positive('BENCH_SOAK_USERS', 200);
const THINK_MS = positive('BENCH_SOAK_THINK_MS', 1500);
const SESSION_SECONDS = positive('BENCH_SOAK_SESSION_SECONDS', 240);
const RAMP_SECONDS = Math.min(30, SECONDS / 6);
const WARM_UP_SECONDS = Math.min(60, SECONDS / 5);
const SAMPLE_EVERY_MS = 10_000;
const TARGET_P99_MS = 200;
const TARGET_SLOPE_MB_PER_MIN = 1;
const PASSWORD = 'Soak-pass-2026';
const log = benchLog('bench:soak', process.stdout);

function positive(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

// ---------------------------------------------------------------------------------------------------------------
// The server, built if its sources are newer than the build (services only: the soak needs no web app).

buildServicesIfStale(SERVER_ENTRY, log);
const demoData = fs.existsSync(DEMO_DATA_DIR);
const sink = await startMailSink();
const server = await startPlatform({
  smtpUrl: sink.smtpUrl,
  name: 'soak',
  web: false,
  demoData,
  timeoutMs: 180_000,
  env: {
    // As `npm start` runs it (production would ask for deployment keys this throwaway server has no use for).
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    TRUSTED_PROXIES: '127.0.0.1',
    // Without the real files the product's own generated sample stands in.
    ...(demoData ? {} : { SEED_DEMO_DATA: 'true' }),
  },
});
const port = Number(new URL(server.baseUrl).port);
let stopped = false;
const shutdown = async () => {
  if (stopped) return;
  stopped = true;
  await server.stop().catch(() => {});
  await sink.stop().catch(() => {});
};
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void shutdown().then(() => process.exit(130)));

// ---------------------------------------------------------------------------------------------------------------
// HTTP: one keep-alive agent, a socket per simulated user at most (the flows are shared with `npm run chaos`).

const client = httpClient({ ports: [port], sockets: USERS + 8 });
const { call, must, agent } = client;
const jitter = (mean, spread) => mean * (1 - spread + 2 * spread * Math.random());

// ---------------------------------------------------------------------------------------------------------------
// Setup (not measured): tenders to work with, the admin, and USERS provider accounts made through the real flows.

const setupStarted = Date.now();
const tenderIds = await collectTenderIds(client);
const admin = { ...(await must(200, 'POST', '/admin/login', { body: E2E_ADMIN, ip: '10.250.0.1' })), ip: '10.250.0.1' };
const codeFor = (email) => until(`the verification e-mail to ${email}`, () => codeFrom(sink.messages, email));

const runId = Date.now().toString(36);
const users = Array.from({ length: USERS }, (_, n) => ({
  n,
  email: `soak-${runId}-${n}@bench.jointly.test`,
  password: PASSWORD,
  name: `Soak User ${n}`,
  ip: ipOf(n),
  company: `Soak Care ${runId} ${n}`,
  bookmarks: [],
}));
// Sign-ups hash passwords (argon2id): a few at a time, as the registration limit is per client anyway.
await eachLimited(users, 4, (user) => signUpProvider(client, user, codeFor));
await approvePartners(client, admin, users);
await eachLimited(users, 4, (user) => createConsortiumAndWorkspace(client, user, tenderIds));
log(
  `setup: ${USERS} provider accounts signed up through e-mail codes, approved as partners, each with a consortium and a ` +
    `workspace; ${tenderIds.length} tenders to work with (${demoData ? 'real OCDS demo data' : 'generated sample'}) ` +
    `in ${((Date.now() - setupStarted) / 1000).toFixed(0)} s`,
);

// ---------------------------------------------------------------------------------------------------------------
// The soak.

/** Per kind: latencies (ms), statuses, error samples. */
const stats = new Map();
function record(kind, expected, answer) {
  let entry = stats.get(kind);
  if (!entry) stats.set(kind, (entry = { latencies: [], statuses: {}, errors: 0, samples: [] }));
  entry.latencies.push(answer.ms);
  const status = answer.status === 0 ? 'network' : String(answer.status);
  entry.statuses[status] = (entry.statuses[status] ?? 0) + 1;
  if (answer.status !== expected) {
    entry.errors += 1;
    if (entry.samples.length < 3) entry.samples.push(`${status} ${JSON.stringify(answer.body).slice(0, 200)}`);
  }
  return answer.status === expected;
}
async function act(kind, expected, method, url, user, body) {
  const answer = await call(method, url, { body, token: user.token, ip: user.ip });
  return { ok: record(kind, expected, answer), body: answer.body };
}

const ACTIONS = soakActions(act, tenderIds);
const randomAction = weightedPicker(ACTIONS);

async function signIn(user) {
  const { ok, body } = await act('sign-in', 200, 'POST', '/account/login', user, { email: user.email, password: PASSWORD });
  if (ok) user.token = body.accessToken;
  user.sessionEndsAt = Date.now() + jitter(SESSION_SECONDS, 0.5) * 1000;
}

async function simulate(user, endsAt) {
  await sleep(Math.random() * RAMP_SECONDS * 1000);
  user.token = undefined;
  while (Date.now() < endsAt) {
    if (!user.token || Date.now() >= user.sessionEndsAt) await signIn(user);
    else await randomAction()[2](user);
    await sleep(jitter(THINK_MS, 2 / 3));
  }
}

const pid = server.pid;
const rssMb = () => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? NaN) / 1024;
};

log(`node ${process.version}, ${os.cpus().length} cores; server pid ${pid} on ${server.baseUrl}`);
log(`${USERS} users for ${SECONDS} s (ramp ${RAMP_SECONDS.toFixed(0)} s, think ${THINK_MS} ms mean, session ${SESSION_SECONDS} s mean)`);
log(`load average at start: ${loadAverage()}`);
const started = Date.now();
const samples = [{ t: 0, mb: rssMb() }];
log(`RSS   0 s: ${samples[0].mb.toFixed(1)} MB`);
const sampler = setInterval(() => {
  const sample = { t: (Date.now() - started) / 1000, mb: rssMb() };
  samples.push(sample);
  const requests = [...stats.values()].reduce((sum, e) => sum + e.latencies.length, 0);
  const errors = [...stats.values()].reduce((sum, e) => sum + e.errors, 0);
  log(`RSS ${sample.t.toFixed(0).padStart(3)} s: ${sample.mb.toFixed(1)} MB; ${requests} requests, ${errors} errors so far`);
}, SAMPLE_EVERY_MS);
const endsAt = started + SECONDS * 1000;
await Promise.all(users.map((user) => simulate(user, endsAt)));
clearInterval(sampler);
const elapsed = (Date.now() - started) / 1000;
samples.push({ t: elapsed, mb: rssMb() });
const loadAtEnd = loadAverage();
agent.destroy();
await shutdown();

// ---------------------------------------------------------------------------------------------------------------
// Report.

/** Least-squares slope of MB over minutes. */
function slope(points) {
  if (points.length < 2) return NaN;
  const xs = points.map((p) => p.t / 60);
  const ys = points.map((p) => p.mb);
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  let num = 0;
  let den = 0;
  for (let i = 0; i < xs.length; i++) {
    num += (xs[i] - mx) * (ys[i] - my);
    den += (xs[i] - mx) ** 2;
  }
  return num / den;
}

const all = [];
let total = 0;
let errors = 0;
log('per kind: requests, errors, p50 / p95 / p99 ms, statuses');
const kinds = [...stats.keys()].sort((a, b) => stats.get(b).latencies.length - stats.get(a).latencies.length);
let worstP99 = 0;
for (const kind of kinds) {
  const entry = stats.get(kind);
  const sorted = entry.latencies.sort((a, b) => a - b);
  all.push(...sorted);
  total += sorted.length;
  errors += entry.errors;
  const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(sorted, p));
  worstP99 = Math.max(worstP99, p99);
  log(
    `  ${kind.padEnd(21)} ${String(sorted.length).padStart(7)} ${String(entry.errors).padStart(5)}   ` +
      `${p50.toFixed(1).padStart(6)} / ${p95.toFixed(1).padStart(6)} / ${p99.toFixed(1).padStart(6)}   ${JSON.stringify(entry.statuses)}`,
  );
  for (const sample of entry.samples) log(`      error sample: ${sample}`);
}
all.sort((a, b) => a - b);
const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(all, p));
log(
  `  ${'all'.padEnd(21)} ${String(total).padStart(7)} ${String(errors).padStart(5)}   ` +
    `${p50.toFixed(1).padStart(6)} / ${p95.toFixed(1).padStart(6)} / ${p99.toFixed(1).padStart(6)}   ${(total / elapsed).toFixed(1)} req/s`,
);
const steady = samples.filter((s) => s.t >= WARM_UP_SECONDS);
const steadySlope = slope(steady);
const wholeSlope = slope(samples);
log(`RSS samples (s: MB): ${samples.map((s) => `${s.t.toFixed(0)}: ${s.mb.toFixed(1)}`).join(', ')}`);
log(
  `RSS slope: ${steadySlope.toFixed(2)} MB/min over ${steady.length} samples after the ${WARM_UP_SECONDS.toFixed(0)} s warm-up ` +
    `(${wholeSlope.toFixed(2)} MB/min over the whole run, warm-up included)`,
);
log(`load average at the end: ${loadAtEnd}`);
const verdict = (ok) => (ok ? 'met' : 'NOT met');
log(
  `SUMMARY ${USERS} users, ${elapsed.toFixed(0)} s: ${total} requests (${(total / elapsed).toFixed(1)}/s), ${errors} errors ` +
    `[target 0: ${verdict(errors === 0)}]; p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, ` +
    `worst kind p99 ${worstP99.toFixed(1)} ms [target < ${TARGET_P99_MS} ms: ${verdict(worstP99 < TARGET_P99_MS)}]; ` +
    `RSS ${samples[0].mb.toFixed(0)} → ${samples.at(-1).mb.toFixed(0)} MB, slope ${steadySlope.toFixed(2)} MB/min after warm-up ` +
    `[target flat, < ${TARGET_SLOPE_MB_PER_MIN} MB/min: ${verdict(steadySlope < TARGET_SLOPE_MB_PER_MIN)}]`,
);
process.exit(0);
