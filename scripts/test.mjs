#!/usr/bin/env node
// `npm test`: every test of the repository in one command.
//  1. builds services, web and console (process-level tests start the real entry points, as `npm start` does),
//  2. makes sure a real Kafka is there: KAFKA_BROKERS, else the local broker of infra/kafka (started here and
//     stopped again afterwards); without Java/Maven the Kafka suites skip loudly (and fail with CI=true),
//  3. runs the independent groups in two lanes side by side (the machine has 2 cores):
//       lane 1: type-check web and console, the console's component tests, unit tests, integration tests against real
//               PostgreSQL and Kafka (two jest workers, a database each: the suites wait more than they compute),
//       lane 2: the web app's component tests, then the browser journeys (Playwright in Debian's Chromium against the
//               all-in-one server and a real SMTP sink),
//       then schemathesis over the API document (scripts/schemathesis.mjs) in whichever lane is free first,
//     each group's output prefixed with its name and its time printed when it ends,
//  4. then, alone, the short fault campaign (scripts/chaos.mjs --short, a fixed seed).
// schemathesis needs its Python CLI (SCHEMATHESIS_BIN, else .venv-st/bin/st, as .ci/run installs it): without it the
// group fails with CI=true and is reported as skipped otherwise, with the command that installs it.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, npmRun } from './lib.mjs';

const started = Date.now();
const step = (title) => console.log(`\n=== ${title} ===`);
const failures = [];

step('build (services, web, console)');
npmRun('build');

const env = { ...process.env };
let startedKafka = false;
if (!env.KAFKA_BROKERS) {
  step('local Kafka (infra/kafka)');
  const result = spawnSync('bash', [path.join(ROOT, 'infra/kafka/kafka.sh'), 'start'], { stdio: 'inherit', env });
  if (result.status === 0) {
    env.KAFKA_BROKERS = `127.0.0.1:${env.KAFKA_PORT ?? 9092}`;
    startedKafka = true;
  } else {
    console.error('Could not start the local Kafka (needs Java 17 and Maven): Kafka suites will be skipped.');
  }
}

const totals = { passed: 0, failed: 0, skipped: 0 };
/** Every failed test by group, file and name, repeated at the very end so a truncated log still names them. */
const failedTests = [];
const reportDir = fs.mkdtempSync(path.join(ROOT, '.tmp-test-'));

/** Runs a command with its output lines prefixed by `name`; resolves to its exit code. */
function run(name, command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    const prefix = `[${name}] `;
    for (const stream of [child.stdout, child.stderr]) {
      let buffer = '';
      stream.on('data', (chunk) => {
        buffer += chunk;
        const lines = buffer.split('\n');
        buffer = lines.pop();
        for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
      });
      stream.on('end', () => buffer && process.stdout.write(`${prefix}${buffer}\n`));
    }
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/**
 * The first lines of a failure (the expectation, its diff and the test's own line), so the summary at the very end of a
 * truncated CI log still says what differed and where.
 */
function failureDetail(message = '') {
  const colours = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
  const lines = message
    .replace(colours, '')
    .split('\n')
    .map((line) => line.trimEnd());
  const head = lines.filter((line) => line.trim() && !/^\s+at /.test(line)).slice(0, 14);
  const where = lines.find((line) => /^\s+at .*(spec|test)\.tsx?:\d+/.test(line) && !line.includes('node_modules'));
  return [...head, ...(where ? [where.trim()] : [])].map((line) => line.slice(0, 240)).join('\n      ');
}

const timings = [];
/** Runs one group (a title and a command), recording its time and whether it failed. */
async function group(title, command, args, options = {}) {
  const began = Date.now();
  console.log(`\n=== ${title} (started) ===`);
  const code = await run(title, command, args, options);
  const seconds = Math.round((Date.now() - began) / 1000);
  timings.push(`${title}: ${seconds} s`);
  console.log(`\n=== ${title}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s ===`);
  if (code !== 0) failures.push(title);
}

/** Runs one jest group, adding its counts (read from jest's JSON report) to the totals. */
async function jestGroup(title, args) {
  const report = path.join(reportDir, `${title.replace(/\W+/g, '-')}.json`);
  const jest = path.join(ROOT, 'node_modules/jest/bin/jest.js');
  await group(title, process.execPath, [jest, ...args, '--ci', '--json', `--outputFile=${report}`]);
  if (fs.existsSync(report)) {
    const counts = JSON.parse(fs.readFileSync(report, 'utf8'));
    totals.passed += counts.numPassedTests;
    totals.failed += counts.numFailedTests;
    totals.skipped += counts.numPendingTests + counts.numTodoTests;
    if (counts.numFailedTestSuites > counts.numFailedTests) totals.failed += counts.numFailedTestSuites - counts.numFailedTests;
    for (const suite of counts.testResults ?? []) {
      const file = path.relative(ROOT, suite.name);
      const failed = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
      for (const test of failed) failedTests.push(`${title} | ${file} | ${test.fullName} | ${failureDetail(test.failureMessages?.[0])}`);
      if (!failed.length && suite.status === 'failed') {
        failedTests.push(
          `${title} | ${file} | (suite) | ${
            (suite.message ?? '')
              .split('\n')
              .find((line) => line.trim())
              ?.trim()
              .slice(0, 240) ?? ''
          }`,
        );
      }
    }
  } else {
    totals.failed += 1;
  }
}

/** Browser journeys: Playwright in Debian's Chromium against the all-in-one server and a real SMTP sink. */
async function browserJourneys() {
  if (!fs.existsSync(path.join(ROOT, 'web/playwright.config.ts'))) return;
  const title = 'browser journeys (Playwright, Chromium)';
  const report = path.join(reportDir, 'playwright.json');
  const cli = path.join(ROOT, 'node_modules/@playwright/test/cli.js');
  await group(title, process.execPath, [cli, 'test', '-c', 'web/playwright.config.ts', '--reporter=list,json'], {
    env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  });
  if (fs.existsSync(report)) {
    const { stats, suites } = JSON.parse(fs.readFileSync(report, 'utf8'));
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) {
        if (!spec.ok) failedTests.push(`browser journeys | ${spec.file} | ${spec.title}`);
      }
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of suites ?? []) walk(suite);
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
  } else {
    totals.failed += 1;
  }
}

/** schemathesis over the API document (every operation, all checks), against the built all-in-one server. */
async function schemathesis() {
  const title = 'schemathesis (API document)';
  const bin = env.SCHEMATHESIS_BIN ?? path.join(ROOT, '.venv-st/bin/st');
  if (!fs.existsSync(bin) && spawnSync(bin, ['--version']).status !== 0) {
    const install = 'python3 -m venv .venv-st && .venv-st/bin/pip install schemathesis==4.32.5';
    if (env.CI === 'true') {
      console.error(`\n=== ${title}: FAILED, ${bin} is missing (install: ${install}) ===`);
      failures.push(title);
      totals.failed += 1;
    } else {
      console.log(`\n=== ${title}: skipped, ${bin} is missing (install: ${install}) ===`);
      totals.skipped += 1;
    }
    return;
  }
  await group(title, process.execPath, [path.join(ROOT, 'scripts/schemathesis.mjs')], { env: { ...env, SCHEMATHESIS_BIN: bin } });
}

const tsc = path.join(ROOT, 'node_modules/typescript/bin/tsc');
/** schemathesis goes in whichever lane finishes first (the other lane only waits for it at the end). */
let schemathesisRun;
const schemathesisInFirstFreeLane = () => (schemathesisRun ??= schemathesis());
const lanes = [
  (async () => {
    // The services' build type-checks their code but not their tests, and the front
    // ends' Vite builds do not type-check: the root project (services with their tests) and each front end are here
    // (the root's with a build-info file of its own, so the services' next build stays incremental).
    await group('typecheck services with their tests', process.execPath, [
      tsc,
      '-p',
      path.join(ROOT, 'tsconfig.json'),
      '--noEmit',
      '--tsBuildInfoFile',
      path.join(ROOT, 'dist/.tsbuildinfo-typecheck'),
    ]);
    for (const app of ['web', 'console']) {
      await group(`typecheck ${app}`, process.execPath, [tsc, '-p', path.join(ROOT, app, 'tsconfig.json'), '--noEmit']);
    }
    if (fs.existsSync(path.join(ROOT, 'console/jest.config.cjs'))) {
      await jestGroup('console component tests', ['-c', path.join(ROOT, 'console/jest.config.cjs'), '--maxWorkers=1']);
    }
    await jestGroup('unit tests', ['--selectProjects', 'unit', '--maxWorkers=1']);
    // Two jest workers: the suites spend much of their time waiting (a relay's poll, a consumer group's join, a child
    // process starting), so two side by side share the cores with lane 2 without slowing it much; each worker has a
    // database of its own (services/common/src/testing/global-setup.mjs). TEST_INTEGRATION_WORKERS=1 runs them in band.
    const workers = Math.max(1, Number(env.TEST_INTEGRATION_WORKERS ?? 2) || 1);
    await jestGroup('integration tests (PostgreSQL, Kafka)', [
      '--selectProjects',
      'integration',
      ...(workers === 1 ? ['--runInBand'] : [`--maxWorkers=${workers}`]),
    ]);
    await schemathesisInFirstFreeLane();
  })(),
  (async () => {
    if (fs.existsSync(path.join(ROOT, 'web/jest.config.cjs'))) {
      await jestGroup('web component tests', ['-c', path.join(ROOT, 'web/jest.config.cjs'), '--maxWorkers=1']);
    }
    await browserJourneys();
    await schemathesisInFirstFreeLane();
  })(),
];
await Promise.all(lanes);
// The short fault campaign (issue 18): its own broker, PostgreSQL and SMTP, two processes of every service, faults at
// seeded times; alone at the end, so its 30 s recovery limit is not measured against the other lanes' load. A fixed
// seed keeps the schedule the same on every run: the faults' order, their gaps and the process each kill -9 strikes
// (`npm run chaos -- --short --seed <n>` replays another).
if (env.KAFKA_BROKERS || env.CI === 'true') {
  // At CI's volume (30 seeded providers, a criteria change every 2 s: every fault and check, a fraction of the events,
  // about the load of the campaign before the seeding) it takes about two minutes; the ≥ 1,000 events/s runs are
  // `npm run chaos -- --short` and `npm run chaos` at their own volume (README table).
  await group('fault campaign (chaos --short)', process.execPath, [path.join(ROOT, 'scripts/chaos.mjs'), '--short', '--seed', '20261127'], {
    env: { ...env, CHAOS_PROVIDERS: env.CHAOS_PROVIDERS ?? '30', CHAOS_FLIP_MS: env.CHAOS_FLIP_MS ?? '2000' },
  });
} else {
  console.log('\n=== fault campaign (chaos --short): skipped, it needs Java 17 and Maven for its own Kafka broker ===');
  totals.skipped += 1;
}

fs.rmSync(reportDir, { recursive: true, force: true });

if (startedKafka && !process.env.JOINTLY_KEEP_KAFKA) {
  execFileSync('bash', [path.join(ROOT, 'infra/kafka/kafka.sh'), 'stop'], { stdio: 'inherit' });
}
const seconds = ((Date.now() - started) / 1000).toFixed(0);
console.log(`\n${timings.join('\n')}`);
if (failedTests.length) console.log(`\nfailed tests:\n${failedTests.map((line) => `  ${line}`).join('\n')}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
if (failures.length) {
  console.error(`\nFAILED after ${seconds} s: ${failures.join(', ')}`);
  process.exit(1);
}
console.log(`\nAll test groups passed in ${seconds} s.`);
