#!/usr/bin/env node
// The fault campaign (`npm run chaos`, `npm run chaos -- --short`): distributed mode with two processes of every
// service (one consumer group each) behind two edges, on a private Kafka broker, a private embedded PostgreSQL and a
// private SMTP capture server, all on 127.0.0.1 under one temp folder. Simulated providers drive the real flows over
// HTTP (sign-ups with their e-mail code, searches, bookmarks, consortium invitations and answers, criteria changes
// that re-rate, workspace and consortium edits, messages) while faults strike at seeded random times: `kill -9` of a
// random service process (then restarted), a broker stop/start, a PostgreSQL immediate shutdown and restart, the
// SMTP server away. After each fault it measures the recovery: the time until everything written before the fault
// ended is published and applied by every consumer (limit 30 s). At the end it checks, from the databases and the
// mailbox: every acknowledged write present, every event applied exactly once by every consumer, no dead letter,
// the replicas equal to their sources, every mail received exactly once. Prints the tables; exits 1 on any violation.
// Options: --short (CI: 3–6 minutes), --seed <n> (replay the fault schedule, kill targets included), --keep (leave the temp
// folder). Volume: CHAOS_PROVIDERS seeded providers re-rated by a tender criteria change every CHAOS_FLIP_MS (seed.mjs).
// Ports (below the ephemeral range, so no outgoing connection holds them): Kafka 22092/22093, PostgreSQL from 22433,
// services 22001–22008 and 22101–22108, edges 22000 and 22100.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listConsumers } from './chaos/consumers.mjs';
import { backlog, database, dbNow, eventCounts, finalChecks, pendingMails, timeToZero } from './chaos/checks.mjs';
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
  until,
} from './chaos/flows.mjs';
import { SERVICES, cluster, embeddedPostgres, portInUse, privateKafka, tail } from './chaos/infra.mjs';
import { PASSWORD, chaosLoad, initUserState, newLedger } from './chaos/load.mjs';
import { HOT_CRITERIA, seedProviders } from './chaos/seed.mjs';
import { ROOT, newestMtime, npmRun, startMailSink } from './lib.mjs';

const argv = process.argv.slice(2);
const SHORT = argv.includes('--short');
const KEEP = argv.includes('--keep');
const seedArg =
  argv.find((a) => a.startsWith('--seed='))?.slice(7) ?? (argv.includes('--seed') ? argv[argv.indexOf('--seed') + 1] : undefined);
const SEED = seedArg !== undefined ? Number(seedArg) : Math.floor(Math.random() * 2 ** 31);
if (!Number.isInteger(SEED) || SEED < 0) {
  console.error(`[chaos] --seed must be a non-negative integer, got "${seedArg}"`);
  process.exit(2);
}

// Short: one fault of each kind, for CI. Long: ten faults, the SMTP server away for a minute. The load is paced
// (think time per user) so that the system keeps up between faults: recovery is measured against a steady state.
const MODE = SHORT
  ? {
      name: 'short',
      users: 8,
      thinkMs: 0,
      providers: 1200,
      hotTenders: 3,
      flipMs: 500,
      minLoadSeconds: 30,
      gapSeconds: [1, 3],
      killDownMs: 500,
      brokerDownMs: 1000,
      postgresDownMs: 2000,
      smtpAwayMs: 10_000,
      faults: ['kill', 'broker', 'postgres', 'smtp'],
      // At load average 25–30 the start alone takes ~2 min and each fault ~50 s with its recovery (figures in README).
      budgetSeconds: 480,
    }
  : {
      name: 'long',
      users: 16,
      thinkMs: 100,
      providers: 1500,
      hotTenders: 4,
      flipMs: 500,
      minLoadSeconds: 360,
      gapSeconds: [10, 25],
      killDownMs: 2000,
      brokerDownMs: 10_000,
      postgresDownMs: 5000,
      smtpAwayMs: 60_000,
      faults: ['kill', 'kill', 'kill', 'kill', 'kill', 'broker', 'broker', 'postgres', 'postgres', 'smtp'],
      budgetSeconds: 1500,
    };
MODE.users = positiveEnv('CHAOS_USERS', MODE.users);
MODE.thinkMs = positiveEnv('CHAOS_THINK_MS', MODE.thinkMs);
MODE.providers = positiveEnv('CHAOS_PROVIDERS', MODE.providers);
MODE.flipMs = positiveEnv('CHAOS_FLIP_MS', MODE.flipMs);
/** Time kept at the end of the budget for the drain and the checks: no fault is injected after that. */
const RESERVE_SECONDS = 150;
const REPLICAS = 2;
const RECOVERY_LIMIT_S = 30;
const KAFKA_PORT = 22092;
const BASE_PORT = 22000;
const ADMIN = { email: 'admin@chaos.jointly.test', password: 'chaos-admin-password-1', ip: '10.250.0.1' };

function positiveEnv(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`[chaos] ${name} must be a non-negative integer, got "${raw}"`);
    process.exit(2);
  }
  return value;
}

const started = Date.now();
const elapsed = () => ((Date.now() - started) / 1000).toFixed(1).padStart(6);
const log = (line) => console.log(`[chaos ${elapsed()} s] ${line}`);
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** mulberry32: a small seeded generator, so a seed replays the same fault schedule and load mix. */
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
// Two generators: the fault schedule's (order, gaps and which process each kill strikes, drawn up front) and the
// load's (its draws interleave with the answers' timing, so they must not shift the schedule).
const faultRandom = seeded(SEED);
const loadRandom = seeded((SEED ^ 0x5bd1e995) >>> 0);
const between = ([low, high]) => low + faultRandom() * (high - low);
function shuffle(list) {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(faultRandom() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

// ---------------------------------------------------------------------------------------------------------------
// Everything started is stopped on every way out: success, failure, Ctrl-C, the time budget.

const cleanups = [];
let cleaning;
function cleanup() {
  cleaning ??= (async () => {
    for (const step of cleanups.reverse()) {
      try {
        await step();
      } catch (error) {
        console.error(`[chaos] cleanup: ${error.message}`);
      }
    }
  })();
  return cleaning;
}
async function bail(code, message) {
  if (message) console.error(`[chaos] ${message}`);
  if (cleaning) return;
  await cleanup();
  process.exit(code);
}
// Handlers stay installed: a second Ctrl-C must not kill the process half way through the cleanup.
process.on('SIGINT', (s) => void bail(130, `interrupted (${s}): stopping everything`));
process.on('SIGTERM', (s) => void bail(143, `terminated (${s}): stopping everything`));
// The fault schedule, fixed by the seed before anything runs: order, gaps, and the process each kill strikes.
const PROCESS_NAMES = Array.from({ length: REPLICAS }, (_, r) => SERVICES.map((service) => `${service}#${r + 1}`)).flat();
const plan = shuffle(MODE.faults).map((kind) => ({
  kind,
  gapS: between(MODE.gapSeconds),
  target: kind === 'kill' ? PROCESS_NAMES[Math.floor(faultRandom() * PROCESS_NAMES.length)] : undefined,
}));

const budget = setTimeout(
  () => void bail(1, `over the time budget of ${MODE.budgetSeconds} s: stopping everything`),
  MODE.budgetSeconds * 1000,
);
budget.unref();

// ---------------------------------------------------------------------------------------------------------------

async function main() {
  log(
    `mode ${MODE.name}, seed ${SEED} (replay: npm run chaos -- ${SHORT ? '--short ' : ''}--seed ${SEED}); node ${process.version}, ${os.cpus().length} cores; load average ${loadAverage()}`,
  );
  log(`fault plan: ${plan.map((f) => `${f.kind}${f.target ? ` ${f.target}` : ''} after ${f.gapS.toFixed(1)} s`).join(', ')}`);
  const serverEntry = path.join(ROOT, 'dist/services/platform/src/main.js');
  if (!fs.existsSync(serverEntry) || fs.statSync(serverEntry).mtimeMs < newestMtime(path.join(ROOT, 'services'))) {
    log('building services…');
    npmRun('build:services');
    fs.utimesSync(serverEntry, new Date(), new Date());
  }
  for (const port of [KAFKA_PORT, KAFKA_PORT + 1, BASE_PORT, BASE_PORT + 100]) {
    if (await portInUse(port)) throw new Error(`127.0.0.1:${port} is in use: is another campaign running?`);
  }

  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'jointly-chaos-'));
  cleanups.push(() => (KEEP ? log(`kept ${tmp}`) : fs.rmSync(tmp, { recursive: true, force: true })));
  const logDir = path.join(tmp, 'logs');
  fs.mkdirSync(logDir);
  log(`temp folder ${tmp}`);

  const mail = await startMailSink();
  cleanups.push(() => mail.stop());
  const kafka = privateKafka({ port: KAFKA_PORT, home: path.join(tmp, 'kafka'), partitions: REPLICAS * 2 });
  cleanups.push(() => kafka.stop());
  let postgres;
  cleanups.push(() => postgres?.stop());
  await Promise.all([
    kafka.start(),
    embeddedPostgres({ dataDir: path.join(tmp, 'data'), port: 22433 }).then((handle) => (postgres = handle)),
  ]);
  log(`Kafka on ${kafka.brokers}, PostgreSQL on ${postgres.port}, SMTP capture on ${mail.smtpUrl}`);

  const consumers = listConsumers(SERVICES);
  const services = cluster({
    replicas: REPLICAS,
    basePort: BASE_PORT,
    logDir,
    env: {
      DATA_DIR: path.join(tmp, 'data'),
      DATABASE_URL: postgres.url,
      KAFKA_BROKERS: kafka.brokers,
      SMTP_URL: mail.smtpUrl,
      // The services trust the edges (and the load generator) on 127.0.0.1 for X-Forwarded-For.
      TRUSTED_PROXIES: '127.0.0.1',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO_DATA: 'true',
    },
  });
  cleanups.push(() => services.stop());
  await services.start();
  log(
    `${services.processes.length} service processes (${REPLICAS} per service, one consumer group each) and ${services.edges.length} edges up; ${consumers.length} event consumers; load average ${loadAverage()}`,
  );

  const db = database(postgres.url);
  cleanups.push(() => db.end());
  const client = httpClient({ ports: services.edges.map((e) => e.port), retryUnavailableMs: 60_000 });
  cleanups.push(() => client.destroy());

  // Setup: providers signed up through their e-mail codes, approved, each with a consortium and a workspace.
  const setupStarted = Date.now();
  const admin = {
    ...(await client.must(200, 'POST', '/admin/login', { body: { email: ADMIN.email, password: ADMIN.password }, ip: ADMIN.ip })),
    ip: ADMIN.ip,
  };
  const tenderIds = await collectTenderIds(client);
  const runId = SEED.toString(36);
  const users = Array.from({ length: MODE.users }, (_, n) => ({
    n,
    email: `chaos-${runId}-${n}@chaos.jointly.test`,
    password: PASSWORD,
    name: `Chaos User ${n}`,
    company: `Chaos Care ${runId} ${n}`,
    ip: ipOf(n),
  }));
  const codeFor = (email) => until(`the verification e-mail to ${email}`, () => codeFrom(mail.messages, email), 90_000);
  await eachLimited(users, 4, (user) => signUpProvider(client, user, codeFor));
  await approvePartners(client, admin, users);
  await eachLimited(users, 4, (user) => createConsortiumAndWorkspace(client, user, tenderIds));
  users.forEach(initUserState);
  const ledger = newLedger();
  ledger.users = users;
  log(
    `setup: ${users.length} providers signed up (e-mail codes), approved, with a consortium and a workspace each; ${tenderIds.length} tenders; ${((Date.now() - setupStarted) / 1000).toFixed(0)} s`,
  );

  // Bulk seed (scripts/chaos/seed.mjs): providers with facts, written as the services write them (tables and
  // events); the pipeline applies their events before the load starts (every notification needs its recipient).
  const seedStarted = Date.now();
  const seedFrom = await dbNow(db);
  const [{ password_hash: passwordHash }] = (
    await db.query(`SELECT password_hash FROM accounts.account WHERE id = $1`, [users[0].accountId])
  ).rows;
  ledger.seeded = await seedProviders(db, { count: MODE.providers, runId, passwordHash });
  const seedTo = await dbNow(db);
  const seedDrainS = await timeToZero(async () => (await backlog(db, consumers, seedFrom, seedTo)).total, 120_000);
  if (seedDrainS === null) throw new Error("setup: the seeded providers' events were not applied within 120 s");
  const openTenders = (await client.must(200, 'GET', '/tender/search?query=&page=1&limit=50')).foundTenders.map((t) => t.id);
  const hotTenders = openTenders.slice(0, MODE.hotTenders);
  if (hotTenders.length < MODE.hotTenders) throw new Error(`setup: only ${hotTenders.length} open tenders for ${MODE.hotTenders} hot ones`);
  log(
    `seed: ${ledger.seeded.length} providers with facts (bulk, through the services' tables and events), their events applied in ${seedDrainS.toFixed(1)} s; ${((Date.now() - seedStarted) / 1000).toFixed(0)} s; hot tenders ${hotTenders.join(', ')}`,
  );

  // Load and faults.
  const runStart = await dbNow(db);
  const loadClient = httpClient({ ports: services.edges.map((e) => e.port), timeoutMs: 20_000 });
  cleanups.push(() => loadClient.destroy());
  const load = chaosLoad({
    client: loadClient,
    users,
    tenderIds,
    mail,
    ledger,
    random: loadRandom,
    runId,
    thinkMs: MODE.thinkMs,
    admin: { token: admin.accessToken, ip: admin.ip },
    hotTenders,
    flipMs: MODE.flipMs,
    criteria: HOT_CRITERIA,
  });
  const loadStarted = Date.now();
  log(
    `load started (${users.length} users, think time ${MODE.thinkMs} ms; a tender criteria change every ${MODE.flipMs} ms over ${hotTenders.length} hot tenders × ${ledger.seeded.length} seeded providers); load average ${loadAverage()}`,
  );

  const faults = [];
  const violations = [];
  for (const { kind, gapS, target } of plan) {
    await sleep(gapS * 1000);
    if (Date.now() - started > (MODE.budgetSeconds - RESERVE_SECONDS) * 1000) {
      log(`no time left in the budget for more faults: ${MODE.faults.length - faults.length} not injected`);
      violations.push(`${MODE.faults.length - faults.length} fault(s) not injected (time budget)`);
      break;
    }
    const fault = { kind, at: (Date.now() - loadStarted) / 1000 };
    const injected = Date.now();
    fault.injectedAt = injected;
    const since = new Date((await dbNow(db).catch(() => new Date())).getTime() - 30_000);
    if (kind === 'kill') {
      const proc = services.processes.find((p) => p.name === target);
      fault.target = `${proc.name} (pid ${proc.child.pid})`;
      fault.service = proc.service;
      log(`fault: kill -9 ${fault.target}`);
      await services.killAndRestart(proc, MODE.killDownMs);
    } else if (kind === 'broker') {
      fault.target = `Kafka ${kafka.brokers}`;
      log(`fault: broker stop (${MODE.brokerDownMs / 1000} s)`);
      await kafka.stop();
      await sleep(MODE.brokerDownMs);
      await kafka.start();
    } else if (kind === 'postgres') {
      fault.target = `PostgreSQL :${postgres.port}`;
      log(`fault: PostgreSQL immediate shutdown (${MODE.postgresDownMs / 1000} s)`);
      await postgres.crash();
      await sleep(MODE.postgresDownMs);
      await postgres.start();
    } else {
      fault.target = `SMTP ${mail.smtpUrl}`;
      log(`fault: SMTP server away (${MODE.smtpAwayMs / 1000} s)`);
      await mail.away();
      await sleep(MODE.smtpAwayMs);
      await mail.back();
    }
    fault.downS = (Date.now() - injected) / 1000;
    const faultEnd = await dbNow(db).catch(async () => (await sleep(1000), dbNow(db)));
    fault.recoveryS = await timeToZero(async () => (await backlog(db, consumers, since, faultEnd)).total, 2 * RECOVERY_LIMIT_S * 1000);
    if (fault.recoveryS === null) {
      const left = await backlog(db, consumers, since, faultEnd).catch(() => null);
      if (left) log(`  still behind: ${left.unpublished} unpublished; ${left.behind.slice(0, 6).join(', ')}`);
    }
    // The mails queued while the SMTP server was away wait for their retry (30 s backoff): measured meanwhile.
    if (kind === 'smtp') fault.mailRecovery = timeToZero(() => pendingMails(db, faultEnd), 150_000).then((s) => (fault.mailRecoveryS = s));
    log(
      `  back after ${fault.downS.toFixed(1)} s; backlog drained ${fault.recoveryS === null ? `NOT within ${2 * RECOVERY_LIMIT_S} s` : `in ${fault.recoveryS.toFixed(1)} s`}` +
        `; load average ${loadAverage()}`,
    );
    faults.push(fault);
  }
  await Promise.all(faults.map((f) => f.mailRecovery));
  const remaining = MODE.minLoadSeconds * 1000 - (Date.now() - loadStarted);
  if (remaining > 0) await sleep(remaining);
  await load.stop();
  const loadSeconds = (Date.now() - loadStarted) / 1000;
  const runEnd = await dbNow(db);
  const loadAtEnd = loadAverage();
  log(`load stopped after ${loadSeconds.toFixed(0)} s; load average ${loadAtEnd}`);

  // Drain, then the checks.
  const drainS = await timeToZero(async () => (await backlog(db, consumers, runStart, runEnd)).total, 60_000);
  const mailDrainS = await timeToZero(() => pendingMails(db, runEnd), 150_000);
  log(`after the load: events drained in ${drainS ?? '> 60'} s, mails in ${mailDrainS ?? '> 150'} s`);
  const perType = await eventCounts(db, consumers, runStart, runEnd);
  const total = (key) => perType.reduce((sum, t) => sum + t[key], 0);
  const events = total('written');
  const kills = faults.filter((f) => f.kind === 'kill').map((f) => ({ service: f.service, at: f.injectedAt }));
  const result = await finalChecks({ db, consumers, ledger, mail, origin: loadStarted, kills });

  // Report.
  const requests = [...load.stats.values()].reduce((sum, e) => sum + e.count, 0);
  const accepted = [...load.stats.values()].reduce((sum, e) => sum + e.ok, 0);
  console.log(
    `\nFaults (seed ${SEED}, ${MODE.name} mode; recovery = until everything written before the fault ended is published and applied by every consumer, limit ${RECOVERY_LIMIT_S} s)`,
  );
  console.log(
    `${'#'.padStart(2)}  ${'at s'.padStart(6)}  ${'fault'.padEnd(9)}  ${'target'.padEnd(34)}  ${'down s'.padStart(6)}  ${'recovery s'.padStart(10)}  verdict`,
  );
  faults.forEach((f, i) => {
    // The mails queued meanwhile follow the mail retry schedule (30 s, 1 min, … ±10 %), shown beside; that each is
    // delivered once in the end is among the checks.
    const ok = f.recoveryS !== null && f.recoveryS <= RECOVERY_LIMIT_S;
    if (!ok) violations.push(`fault ${i + 1} (${f.kind}) did not recover in time`);
    const mailNote =
      f.kind === 'smtp'
        ? ` (mail queue drained in ${f.mailRecoveryS === null ? '> 150' : f.mailRecoveryS.toFixed(1)} s: mail retry schedule 30 s, 1 min, …)`
        : '';
    console.log(
      `${String(i + 1).padStart(2)}  ${f.at.toFixed(1).padStart(6)}  ${f.kind.padEnd(9)}  ${f.target.padEnd(34)}  ${f.downS.toFixed(1).padStart(6)}  ${(f.recoveryS === null ? `> ${2 * RECOVERY_LIMIT_S}` : f.recoveryS.toFixed(1)).padStart(10)}  ${ok ? 'ok' : 'VIOLATION'}${mailNote}`,
    );
  });
  console.log(`\nChecks (from the databases and the mailbox)`);
  console.log(`${'check'.padEnd(58)}  ${'checked'.padStart(8)}  ${'bad'.padStart(5)}  detail`);
  for (const row of result.rows) {
    if (row.bad) violations.push(`${row.check}: ${row.bad}`);
    console.log(`${row.check.padEnd(58)}  ${String(row.count).padStart(8)}  ${String(row.bad).padStart(5)}  ${row.detail}`);
  }
  const unexpected = services.unexpected.length;
  if (unexpected) {
    violations.push('processes died on their own');
    console.log(`processes that died on their own: ${services.unexpected.join('; ')}`);
  }
  const rate = (n) => (n / loadSeconds).toFixed(0);
  console.log(
    `\nLoad: ${requests} requests in ${loadSeconds.toFixed(0)} s (${rate(requests)}/s), ${accepted} answered as expected; ` +
      `events written to the outboxes ${events} (${rate(events)} events/s); applied by the consumers ${total('applied')} ` +
      `(${rate(total('applied'))}/s; ${total('appliedDuring')} of them during the load, ${rate(total('appliedDuring'))}/s); load average ${loadAtEnd}`,
  );
  console.log(
    `  ${'event type'.padEnd(44)} ${'written'.padStart(8)} ${'/s'.padStart(6)} ${'consumers'.padStart(9)} ${'applied'.padStart(8)} ${'/s'.padStart(6)}`,
  );
  for (const t of perType) {
    console.log(
      `  ${t.type.padEnd(44)} ${String(t.written).padStart(8)} ${rate(t.written).padStart(6)} ${String(t.consumers).padStart(9)} ${String(t.applied).padStart(8)} ${rate(t.applied).padStart(6)}`,
    );
  }
  console.log('  requests by kind:');
  for (const [kind, entry] of [...load.stats.entries()].sort((a, b) => b[1].count - a[1].count)) {
    const statuses = Object.entries(entry.statuses)
      .map(([s, n]) => `${s}×${n}`)
      .join(' ');
    console.log(
      `  ${kind.padEnd(20)} ${String(entry.count).padStart(7)}  ${statuses}${entry.samples.length ? `  e.g. ${entry.samples[0]}` : ''}`,
    );
  }
  const lost = result.eventsMissing + result.mailLost;
  const duplicated = result.eventsForeign + result.mailDuplicates;
  if (result.mailResent) {
    console.log(
      `(${result.mailResent} mail(s) resent with the same Message-ID after kill -9 of the sending process: not counted as duplicated)`,
    );
  }
  console.log(
    `\nSummary: ${faults.length} faults, lost ${lost}, duplicated ${duplicated}, ${violations.length} violation(s)${violations.length ? ` (${violations.join('; ')})` : ''}; ` +
      `${((Date.now() - started) / 1000).toFixed(0)} s wall; load average ${loadAverage()} (at the end of the load ${loadAtEnd})`,
  );
  if (violations.length) {
    for (const proc of [...services.processes, ...services.edges]) {
      const lines = tail(proc.log, 200)
        .split('\n')
        .filter((l) => /error|fatal/i.test(l))
        .slice(-3);
      if (lines.length) console.log(`--- ${proc.name}: last error lines ---\n${lines.join('\n').slice(0, 1500)}`);
    }
  }
  return violations.length ? 1 : 0;
}

main()
  .then((code) => bail(code))
  .catch((error) => bail(1, `failed: ${error.stack ?? error.message}`));
