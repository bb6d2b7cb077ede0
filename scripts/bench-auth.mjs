#!/usr/bin/env node
// Accounts benchmark (`npm run bench:auth`): in one run, against the real accounts module on PostgreSQL
//  - password hashing: verifications per second and CPU-seconds per hash, argon2id (m=19456 KiB, t=2, p=1, today)
//    beside scrypt (N=2^17, r=8, p=1, the former scheme), and their ratio;
//  - a login flood (BENCH_LOGIN_CONCURRENCY anonymous clients signing in as fast as they can) against argon2id
//    accounts and against accounts still holding scrypt hashes (kept scrypt by a benchmark-only trigger, so each of
//    those logins also pays the argon2id re-hash of a first sign-in after the upgrade): logins per second, and the
//    throughput of an authenticated read (GET /api/account/get-bookmark) during each flood beside the same read alone;
//  - throughput of that authenticated read and of the same read unauthenticated (a benchmark-only public route
//    running the same query), and their ratio.
// Targets (issue 11): ≥ 40 argon2id logins/s on 2 cores (login capacity: logins alone); reads during a login flood ≥ 0.8×
// reads without one. Hashing runs on threads at the lowest CPU priority: during the flood, logins get the CPU the reads
// leave, so their rate there depends on how saturated the machine is (printed, not a target).
// PostgreSQL: DATABASE_URL, else an embedded PostgreSQL in a temporary folder. Options (env): BENCH_SECONDS=8,
// BENCH_CONCURRENCY=16, BENCH_LOGIN_CONCURRENCY=8.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { fmt, load } from './bench/load.mjs';
import { benchLog, fromRoot, loadAverage, startBenchApp, startBenchDatabase, typescriptRequire } from './bench/setup.mjs';

const require = typescriptRequire();
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);
const loginConcurrency = Number(process.env.BENCH_LOGIN_CONCURRENCY ?? 8);
const log = benchLog('bench:auth', process.stdout);

const database = await startBenchDatabase({ name: 'bench-auth', port: 55433 });

const { AccountsModule } = fromRoot('services/accounts/src/accounts.module.ts');
const { BookmarkBaselineModule } = fromRoot('scripts/bench/bookmark-baseline.module.ts');

const { app, port } = await startBenchApp({
  databaseUrl: database.url,
  modules: [AccountsModule, BookmarkBaselineModule],
  // The load generator plays many clients through X-Forwarded-For, as a proxy in front of the service would.
  env: { TRUSTED_PROXIES: '127.0.0.1' },
});
let client = 0;
const api = async (method, url, body, token) => {
  const headers = {
    'content-type': 'application/json',
    'x-forwarded-for': `10.8.${Math.floor(client / 250) % 250}.${client++ % 250}`,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
  const res = await fetch(`http://127.0.0.1:${port}${url}`, { method, headers, body: body && JSON.stringify(body) });
  return { status: res.status, body: await res.json() };
};

// A verified provider with 20 bookmarks.
const email = `bench-${Date.now()}@example.test`;
const password = 'Bench-password-2026';
const reg = await api('POST', '/api/account/register', { email, password, companyName: 'Bench Care Ltd' });
const { getDataSourceToken } = require('@nestjs/typeorm');
const ds = app.get(getDataSourceToken('accounts'));
// OtpIssued carries the code sealed for the code mail; open it with the same key.
const { OtpCodeCipher } = fromRoot('services/common/src/auth/index.ts');
const codeOf = (p) => app.get(OtpCodeCipher, { strict: false }).open(p.sealedCode, p.otpId);
const [{ payload }] = await ds.query(
  `SELECT envelope->'payload' AS payload FROM accounts.outbox_message WHERE type = 'accounts.account.otp-issued' AND key = $1`,
  [reg.body.account.id],
);
const verified = await api('POST', '/api/account/verify-and-auth', {
  userId: reg.body.account.id,
  otp: { id: payload.otpId, code: codeOf(payload) },
});
const token = verified.body.accessToken;
await api('PATCH', '/api/account/add-bookmark', { tender: Array.from({ length: 20 }, (_, i) => `ocds-bench-${i}`) }, token);
await ds.query('DELETE FROM accounts.attempt_counter');

log(`node ${process.version}, ${os.cpus().length} cores, PostgreSQL ${(await ds.query('SHOW server_version'))[0].server_version}`);
// The machine may be shared: every figure below is relative to its own baseline measured in this run, and the load
// average says how much of the machine the run had.
log(`load average at start: ${loadAverage()}`);
// Rate limits would stop a login benchmark after 10 tries per account: spread logins over many accounts and addresses.
const accounts = [];
for (let i = 0; i < 40; i++) {
  const e = `bench-login-${i}-${Date.now()}@example.test`;
  const r = await api('POST', '/api/expert/register', { email: e, password });
  const [{ payload: p }] = await ds.query(
    `SELECT envelope->'payload' AS payload FROM accounts.outbox_message WHERE type = 'accounts.account.otp-issued' AND key = $1`,
    [r.body.expert.id],
  );
  await api('POST', '/api/expert/verify-and-auth', { userId: r.body.expert.id, otp: { id: p.otpId, code: codeOf(p) } });
  accounts.push(e);
}
await ds.query('DELETE FROM accounts.attempt_counter');

// 1. The hashing primitives side by side, in this process, as many at once as the login clients would ask for.
const hasher = fromRoot('services/accounts/src/identity/password-hasher.ts');
log(
  `hashing: at most ${hasher.HASHING_CONCURRENCY} hash(es) at once (cores - 1), on threads at nice ${JSON.stringify(hasher.hashingThreadPriorities())}`,
);
const hashRate = async (label, stored, count) => {
  const cpu0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  let next = 0;
  await Promise.all(
    Array.from({ length: loginConcurrency }, async () => {
      while (next++ < count) await hasher.verifyPassword(password, stored);
    }),
  );
  const wall = Number(process.hrtime.bigint() - t0) / 1e9;
  const cpu = process.cpuUsage(cpu0);
  const r = { perSecond: count / wall, cpuPerHash: (cpu.user + cpu.system) / 1e6 / count };
  log(`${label}: ${count} verifications in ${wall.toFixed(1)} s = ${r.perSecond.toFixed(1)}/s, ${r.cpuPerHash.toFixed(3)} CPU-s per hash`);
  return r;
};
const scryptHash = await hasher.hashPasswordScrypt(password);
const rawScrypt = await hashRate('scrypt N=2^17 r=8 p=1 (former)', scryptHash, 12);
const rawArgon = await hashRate('argon2id m=19456 KiB t=2 p=1   ', await hasher.hashPassword(password), 120);
log(`ratio argon2id / scrypt verifications per second: ${(rawArgon.perSecond / rawScrypt.perSecond).toFixed(1)}x`);

// 2. Reads alone, then reads during a login flood (argon2id accounts, then accounts still on scrypt).
const read = () => ({ method: 'GET', path: '/api/account/get-bookmark', headers: { authorization: `Bearer ${token}` } });
await load({ port, concurrency, seconds: 1, request: read });
const readsAlone = await load({ port, concurrency, seconds, request: read });
log(`reads alone (${concurrency} concurrent): ${fmt(readsAlone)}`);
/** The i-th sign-in of a flood: the bench accounts in turn, each from its own address in 10.<net>.x.y. */
const loginRequest = (net) => (i) => ({
  method: 'POST',
  path: '/api/account/login',
  body: JSON.stringify({ email: accounts[i % accounts.length], password }),
  headers: { 'x-forwarded-for': `10.${net}.${Math.floor(i / 40) % 250}.${i % 250}` },
});
const flood = async (label) => {
  // Rate limits would stop a flood after 50 tries per address and 10 per account: the benchmark forgets the counts.
  const forget = setInterval(() => void ds.query('DELETE FROM accounts.attempt_counter').catch(() => {}), 200);
  const [logins, reads] = await Promise.all([
    load({
      port,
      concurrency: loginConcurrency,
      seconds,
      request: loginRequest(9),
    }),
    load({ port, concurrency, seconds, request: read }),
  ]);
  clearInterval(forget);
  await ds.query('DELETE FROM accounts.attempt_counter');
  log(`login flood, ${label} (${loginConcurrency} concurrent): ${fmt(logins)}`);
  log(`reads during it (${concurrency} concurrent): ${fmt(reads)}`);
  log(
    `ratio reads during the flood / reads alone: ${(reads.rps / readsAlone.rps).toFixed(2)} (p50 ${(reads.p50 / readsAlone.p50).toFixed(2)}x)`,
  );
  return { logins, reads };
};
// Login capacity: logins alone, as fast as 8 clients can sign in; and what one login costs the event loop (the thread
// that also serves every read).
let loginsAlone;
{
  const forget = setInterval(() => void ds.query('DELETE FROM accounts.attempt_counter').catch(() => {}), 200);
  const elu0 = performance.eventLoopUtilization();
  const alone = await load({
    port,
    concurrency: loginConcurrency,
    seconds,
    request: loginRequest(7),
  });
  const elu = performance.eventLoopUtilization(elu0);
  clearInterval(forget);
  await ds.query('DELETE FROM accounts.attempt_counter');
  log(`logins alone (${loginConcurrency} concurrent): ${fmt(alone)}`);
  loginsAlone = alone;
  log(
    `event loop busy ${(elu.utilization * 100).toFixed(0)} %: ${(elu.active / alone.requests).toFixed(2)} ms of the event loop per login (load generator included)`,
  );
}
const argonFlood = await flood('argon2id accounts');
await ds.query(`UPDATE accounts.account SET password_hash = $1 WHERE email = ANY($2)`, [scryptHash, accounts]);
await ds.query(`CREATE FUNCTION accounts.bench_keep_hash() RETURNS trigger LANGUAGE plpgsql AS
  $$ BEGIN NEW.password_hash := OLD.password_hash; RETURN NEW; END $$`);
await ds.query(`CREATE TRIGGER bench_keep_hash BEFORE UPDATE ON accounts.account FOR EACH ROW EXECUTE FUNCTION accounts.bench_keep_hash()`);
const scryptFlood = await flood('scrypt accounts (former scheme + re-hash)');
await ds.query('DROP TRIGGER bench_keep_hash ON accounts.account; DROP FUNCTION accounts.bench_keep_hash()');
// Each login waits for one argon2id verification in the same queue as the raw figure above: logins/s over that raw
// rate says what the rest of a login (limits, account, session, signing, HTTP) costs on top of the hash.
log(
  `logins/s over raw argon2id verifications/s measured above: ${(argonFlood.logins.rps / rawArgon.perSecond).toFixed(2)} ` +
    `(1.00 = a login costs no more than its hash)`,
);
log(`load average at the end: ${loadAverage()}`);
log(
  `SUMMARY login capacity (logins alone) ${loginsAlone.rps.toFixed(1)}/s (target ≥ 40); reads during a login flood / alone: ` +
    `argon2id ${(argonFlood.reads.rps / readsAlone.rps).toFixed(2)}, scrypt ${(scryptFlood.reads.rps / readsAlone.rps).toFixed(2)} (target ≥ 0.8); ` +
    `logins/s during the read load (hashing gets the CPU reads leave): argon2id ${argonFlood.logins.rps.toFixed(1)} vs scrypt ${scryptFlood.logins.rps.toFixed(1)}`,
);

const warm = { port, concurrency, seconds: 1 };
await load({ ...warm, request: () => ({ method: 'GET', path: `/api/bench/bookmarks/${reg.body.account.id}` }) });
await load({
  ...warm,
  request: () => ({ method: 'GET', path: '/api/account/get-bookmark', headers: { authorization: `Bearer ${token}` } }),
});
const baseline = await load({
  port,
  concurrency,
  seconds,
  request: () => ({ method: 'GET', path: `/api/bench/bookmarks/${reg.body.account.id}` }),
});
const authed = await load({
  port,
  concurrency,
  seconds,
  request: () => ({ method: 'GET', path: '/api/account/get-bookmark', headers: { authorization: `Bearer ${token}` } }),
});
log(`bookmarks read, unauthenticated baseline (${concurrency} concurrent): ${fmt(baseline)}`);
log(`bookmarks read, authenticated           (${concurrency} concurrent): ${fmt(authed)}`);
log(
  `ratio authenticated / unauthenticated throughput: ${(authed.rps / baseline.rps).toFixed(2)} (p50 ${(authed.p50 / baseline.p50).toFixed(2)}x)`,
);

await app.close();
await database.stop();
