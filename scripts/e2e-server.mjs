#!/usr/bin/env node
// Starts what the browser tests (web/e2e, Playwright) talk to:
//  - a mail sink (startMailSink of scripts/lib.mjs): a real SMTP server on 127.0.0.1 that keeps every message, and a
//    tiny HTTP endpoint beside it for the test workers: GET /mails?to=<address> answers the messages to that address
//    as JSON ({ to, from, messageId, subject, text, raw, receivedAt }), oldest first;
//  - the all-in-one server (dist/services/platform/src/main.js) on a free port, with a fresh DATA_DIR (embedded
//    PostgreSQL starts there), SMTP_URL pointing at the sink and in-process events; ready once /api/health answers.
//    With `demoData: true` it imports the real OCDS notices of ../shared/data/ocds (resolved from the repository
//    root, never copied into it) as demo tenders and waits until they are searchable.
// web/playwright.config.ts uses it from its globalSetup/globalTeardown. Run it by hand to poke at the same setup:
//   node scripts/e2e-server.mjs          (Ctrl-C stops everything)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT, startMailSink } from './lib.mjs';

export { ROOT, startMailSink };
export const SERVER_ENTRY = path.join(ROOT, 'dist/services/platform/src/main.js');
const WEB_BUILD = path.join(ROOT, 'web/dist/index.html');
/** The real OCDS files the product's demo data comes from (outside the repository; never copied into it). */
export const DEMO_DATA_DIR = path.resolve(ROOT, '..', 'shared', 'data', 'ocds');
/** The first admin every e2e server creates (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: 'admin@e2e.jointly.test', password: 'e2e-admin-password-1' };

/** Fails with a clear message when the server or the web app has not been built. */
export function assertBuilt({ web = true } = {}) {
  const missing = (web ? [SERVER_ENTRY, WEB_BUILD] : [SERVER_ENTRY]).filter((file) => !fs.existsSync(file));
  if (missing.length) {
    throw new Error(
      `The browser tests need the built server and web app, but ${missing.map((f) => path.relative(ROOT, f)).join(' and ')} ` +
        `${missing.length > 1 ? 'are' : 'is'} missing. Run \`npm run build\` first (\`npm test\` builds before it tests).`,
    );
  }
}

/** A port that was free a moment ago (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl, child, logFile, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited (${child.exitCode ?? child.signalCode}) before it was ready.\n${tail(logFile)}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
      last = `HTTP ${response.status}: ${(await response.text()).slice(0, 300)}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`The server did not become healthy within ${timeoutMs} ms (last: ${last}).\n${tail(logFile)}`);
}

function tail(file, lines = 40) {
  try {
    return `--- last lines of ${file} ---\n${fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n')}`;
  } catch {
    return '';
  }
}

/**
 * Waits until the background demo import has finished: the number of tenders (every status) is above zero and has
 * not changed for three polls in a row.
 */
async function waitForDemoTenders(baseUrl, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let last = -1;
  let stable = 0;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${baseUrl}/api/tender/search?includeAll=true&limit=1`, { signal: AbortSignal.timeout(5000) });
      if (response.ok) {
        const { count } = await response.json();
        stable = count > 0 && count === last ? stable + 1 : 0;
        last = count;
        if (stable >= 3) return count;
      }
    } catch {
      /* not yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The demo tenders were not imported within ${timeoutMs} ms (last count ${last}).`);
}

/**
 * Starts the all-in-one server on a free port with a fresh DATA_DIR and waits for /api/health.
 * `env` adds or overrides variables (e.g. ACCESS_TOKEN_TTL). `demoData: true` loads the real OCDS files of
 * ../shared/data/ocds as demo tenders (DEMO_DATA_PATHS) and waits until they are imported.
 * `web: false` starts the API without requiring the web app's build (API-only tools such as schemathesis).
 * Resolves to { baseUrl, dataDir, logFile, pid, tenderCount, stop() }.
 */
export async function startPlatform({ smtpUrl, env = {}, name = 'server', timeoutMs = 60_000, demoData = false, web = true } = {}) {
  assertBuilt({ web });
  if (demoData && !fs.existsSync(DEMO_DATA_DIR)) {
    throw new Error(`demoData needs the real OCDS files at ${DEMO_DATA_DIR} (../shared/data/ocds from the repository root).`);
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `jointly-e2e-${name}-`));
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      KAFKA_BROKERS: '',
      DATABASE_URL: '',
      EDGE_MODE: 'all-in-one',
      LOG_LEVEL: 'warn',
      SMTP_URL: smtpUrl ?? '',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Demo tenders only when asked for (the real OCDS files); never the live feeds.
      SEED_DEMO_DATA: demoData ? 'true' : 'false',
      DEMO_DATA_PATHS: demoData ? DEMO_DATA_DIR : '',
      TENDER_FEED_URLS: '',
      ...env,
    },
  });
  fs.closeSync(log);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
  };
  let tenderCount = null;
  try {
    await waitForHealth(baseUrl, child, logFile, timeoutMs);
    if (demoData) tenderCount = await waitForDemoTenders(baseUrl, timeoutMs);
  } catch (error) {
    const logText = tail(logFile, 200);
    await stop();
    if (logText && !String(error.message).includes('last lines')) error.message += `\n${logText}`;
    throw error;
  }
  return { baseUrl, dataDir, logFile, pid: child.pid, tenderCount, stop };
}

// By hand: node scripts/e2e-server.mjs [--demo-data]
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const sink = await startMailSink();
  const demoData = process.argv.includes('--demo-data');
  const server = await startPlatform({ smtpUrl: sink.smtpUrl, demoData, env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' } });
  console.log(
    `web + API: ${server.baseUrl}\nmail sink: ${sink.smtpUrl} (read: ${sink.mailUrl}/mails?to=<address>)\nlog: ${server.logFile}` +
      (demoData ? `\ndemo tenders: ${server.tenderCount} from ${DEMO_DATA_DIR}` : '') +
      `\nadmin: ${E2E_ADMIN.email} / ${E2E_ADMIN.password}`,
  );
  const shutdown = async () => {
    await server.stop();
    await sink.stop();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}
