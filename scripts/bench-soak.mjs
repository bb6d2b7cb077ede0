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
import http from 'node:http';
import os from 'node:os';
import { percentile } from './bench/load.mjs';
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
// HTTP: one keep-alive agent, a socket per simulated user at most.

const agent = new http.Agent({ keepAlive: true, maxSockets: USERS + 8 });

/** One request; answers { status, body, ms }. Status 0 is a network error (body: its message). */
function call(method, url, { body, token, ip = '127.0.0.1' } = {}) {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers = { accept: 'application/json', 'x-forwarded-for': ip };
    if (payload !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    const t0 = process.hrtime.bigint();
    const req = http.request({ host: '127.0.0.1', port, method, path: `/api${url}`, agent, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const ms = Number(process.hrtime.bigint() - t0) / 1e6;
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed = text;
        try {
          parsed = text ? JSON.parse(text) : null;
        } catch {
          /* not JSON: keep the text */
        }
        resolve({ status: res.statusCode ?? 0, body: parsed, ms });
      });
      res.on('error', (error) => resolve({ status: 0, body: error.message, ms: Number(process.hrtime.bigint() - t0) / 1e6 }));
    });
    req.on('error', (error) => resolve({ status: 0, body: error.message, ms: Number(process.hrtime.bigint() - t0) / 1e6 }));
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

/** A setup call that must answer `expected`; throws with the answer otherwise. */
async function must(expected, method, url, options) {
  const answer = await call(method, url, options);
  if (answer.status !== expected) {
    throw new Error(
      `setup: ${method} ${url} answered ${answer.status}, expected ${expected}: ${JSON.stringify(answer.body).slice(0, 300)}`,
    );
  }
  return answer.body;
}

/** Runs `work` over `items`, `concurrency` at a time. */
async function eachLimited(items, concurrency, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index], index);
      }
    }),
  );
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const jitter = (mean, spread) => mean * (1 - spread + 2 * spread * Math.random());

async function until(what, check, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`setup: timed out waiting for ${what}`);
    await sleep(200);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Setup (not measured): tenders to work with, the admin, and USERS provider accounts made through the real flows.

const setupStarted = Date.now();
const tenderIds = [];
const KEYWORDS = ['care', 'health', 'support', 'services', 'home care', 'mental health', 'framework', 'children', 'training', 'cleaning'];
for (const query of ['', ...KEYWORDS]) {
  for (const page of [1, 2, 3]) {
    const found = await must(200, 'GET', `/tender/search?query=${encodeURIComponent(query)}&includeAll=true&page=${page}&limit=50`);
    for (const tender of found.foundTenders) if (!tenderIds.includes(tender.id)) tenderIds.push(tender.id);
  }
}
if (tenderIds.length === 0) throw new Error('setup: the demo import left no searchable tenders');

const admin = await must(200, 'POST', '/admin/login', { body: E2E_ADMIN, ip: '10.250.0.1' });
const ipOf = (n) => `10.${100 + Math.floor(n / 62500)}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
const codeFor = (email) =>
  until(`the verification e-mail to ${email}`, () => {
    const mail = sink.messages.findLast((m) => m.to.includes(email) && /verification code is (\d{6})/i.test(m.subject));
    return mail && /verification code is (\d{6})/i.exec(mail.subject)[1];
  });

const runId = Date.now().toString(36);
const users = Array.from({ length: USERS }, (_, n) => ({
  n,
  email: `soak-${runId}-${n}@bench.jointly.test`,
  ip: ipOf(n),
  company: `Soak Care ${runId} ${n}`,
  bookmarks: [],
}));
// Sign-ups hash passwords (argon2id): a few at a time, as the registration limit is per client anyway.
await eachLimited(users, 4, async (user) => {
  const signup = await must(201, 'POST', '/account/register', {
    body: { email: user.email, password: PASSWORD, name: `Soak User ${user.n}`, companyName: user.company },
    ip: user.ip,
  });
  const code = await codeFor(user.email);
  const auth = await must(200, 'POST', '/account/verify-and-auth', {
    body: { userId: signup.account.id, otp: { id: signup.result.id, code } },
    ip: user.ip,
  });
  user.token = auth.accessToken;
  user.accountId = auth.user.id;
  user.companyId = auth.user.companyId;
  await must(201, 'POST', '/partner/request', {
    body: { motivation: 'We bid for care frameworks with partners.' },
    token: user.token,
    ip: user.ip,
  });
});
const waiting = await must(200, 'GET', '/partner/unverified', { token: admin.accessToken, ip: '10.250.0.1' });
const byCompany = new Map(waiting.foundTalents.map((p) => [p.companyName, p.id]));
await eachLimited(users, 4, async (user) => {
  const partnerId = byCompany.get(user.company);
  if (!partnerId) throw new Error(`setup: ${user.company} is not among the partners waiting for approval`);
  await must(200, 'PATCH', `/partner/approve/${partnerId}`, { body: {}, token: admin.accessToken, ip: '10.250.0.1' });
});
await eachLimited(users, 4, async (user) => {
  // The approval reaches the consortiums module as an event: retry until it has.
  const created = await until(`${user.company}'s consortium`, async () => {
    const answer = await call('POST', '/consortium/create', {
      body: { name: `Soak alliance ${user.n}`, description: 'Care providers bidding together' },
      token: user.token,
      ip: user.ip,
    });
    if (answer.status === 201) return answer.body;
    if (answer.status !== 403) throw new Error(`setup: POST /consortium/create answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return null;
  });
  user.consortiumId = created.consortium.id;
  const workspace = await until(`${user.company}'s workspace`, async () => {
    const answer = await call('POST', '/workspace/create', {
      body: { name: `Soak bid ${user.n}`, tender: pick(tenderIds), description: 'Our bid', sections: [{ title: 'Method statement' }] },
      token: user.token,
      ip: user.ip,
    });
    if (answer.status === 201) return answer.body.workspace;
    // The tender may not have reached the bids module's read model yet.
    if (answer.status !== 404 && answer.status !== 400) {
      throw new Error(`setup: POST /workspace/create answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
    return null;
  });
  user.workspace = { id: workspace.id, version: workspace.version };
});
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

const ACTIONS = [
  [
    'tender search',
    30,
    // Half the searches are over open tenders only (the default), half include closed ones (the "show all" toggle).
    (u) => {
      const all = Math.random() < 0.5 ? '&includeAll=true' : '';
      const page = 1 + Math.floor(Math.random() * 3);
      return act('tender search', 200, 'GET', `/tender/search?query=${encodeURIComponent(pick(KEYWORDS))}${all}&page=${page}&limit=10`, u);
    },
  ],
  ['tender view', 22, (u) => act('tender view', 200, 'GET', `/tender/view/${pick(tenderIds)}`, u)],
  [
    'bookmark add',
    7,
    async (u) => {
      const tender = pick(tenderIds);
      const { ok } = await act('bookmark add', 200, 'PATCH', '/account/add-bookmark', u, { tender: [tender] });
      if (ok && !u.bookmarks.includes(tender)) u.bookmarks.push(tender);
    },
  ],
  [
    'bookmark remove',
    6,
    async (u) => {
      if (u.bookmarks.length === 0) return ACTIONS[2][2](u);
      const tender = u.bookmarks.splice(Math.floor(Math.random() * u.bookmarks.length), 1)[0];
      await act('bookmark remove', 200, 'PATCH', '/account/remove-bookmark', u, { tender: [tender] });
    },
  ],
  ['bookmarks read', 5, (u) => act('bookmarks read', 200, 'GET', '/account/get-bookmark', u)],
  ['notifications read', 6, (u) => act('notifications read', 200, 'GET', `/notification/all/${u.accountId}?page=1&limit=10`, u)],
  ['notifications unread', 5, (u) => act('notifications unread', 200, 'GET', `/notification/unread/${u.companyId}`, u)],
  ['workspace read', 6, (u) => act('workspace read', 200, 'GET', '/workspace/search?page=1&limit=300', u)],
  [
    'workspace edit',
    3,
    async (u) => {
      const { ok, body } = await act('workspace edit', 200, 'PATCH', `/workspace/update/${u.workspace.id}`, u, {
        version: u.workspace.version,
        description: `Our bid, draft ${Date.now()}`,
      });
      if (ok) u.workspace.version = body.workspace.version;
    },
  ],
  ['consortium read', 6, (u) => act('consortium read', 200, 'GET', `/consortium/view/${u.consortiumId}`, u)],
  [
    'consortium edit',
    4,
    (u) =>
      act('consortium edit', 200, 'PATCH', '/consortium/create', u, { id: u.consortiumId, description: `Care providers, ${Date.now()}` }),
  ],
];
const totalWeight = ACTIONS.reduce((sum, [, weight]) => sum + weight, 0);
const randomAction = () => {
  let roll = Math.random() * totalWeight;
  for (const action of ACTIONS) if ((roll -= action[1]) < 0) return action;
  return ACTIONS[0];
};

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
