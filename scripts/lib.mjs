// Small helpers shared by the root scripts (start, start:distributed, migrate, test, the e2e server, chaos).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MailSink } from '../services/common/src/testing/mail-sink.cjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Newest modification time of the files under `dir` (ignoring node_modules and dist). */
export function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const mtime = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);

/** Runs an npm script in the foreground, failing loudly. */
export function npmRun(script, ...args) {
  execFileSync('npm', ['run', script, '--silent', ...args], { cwd: ROOT, stdio: 'inherit' });
}

/** Builds what is missing or older than its sources: services, web, console. */
export function buildWhatIsMissing() {
  const servicesOut = path.join(ROOT, 'dist/services/platform/src/main.js');
  const servicesSrc = Math.max(newestMtime(path.join(ROOT, 'services')), mtime(path.join(ROOT, 'tsconfig.json')));
  if (mtime(servicesOut) < servicesSrc) {
    console.log('[start] building services…');
    npmRun('build:services');
    fs.utimesSync(servicesOut, new Date(), new Date());
  }
  for (const app of ['web', 'console']) {
    const out = path.join(ROOT, app, 'dist/index.html');
    if (!fs.existsSync(path.join(ROOT, app, 'package.json')) || !fs.existsSync(path.join(ROOT, app, 'index.html'))) continue;
    if (mtime(out) < newestMtime(path.join(ROOT, app))) {
      console.log(`[start] building ${app}…`);
      npmRun(`build:${app}`);
    }
  }
}

/** Starts a node process whose output lines are prefixed with its name. */
export function startProcess(name, script, env) {
  const child = spawn(process.execPath, [script], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}]`.padEnd(16);
  for (const stream of [child.stdout, child.stderr]) {
    let buffer = '';
    stream.on('data', (chunk) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop();
      for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
    });
  }
  return child;
}

/** Waits until GET url answers 200, or throws after `timeoutMs`. */
export async function waitForHttp(url, timeoutMs = 60_000, child) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

// ---------------------------------------------------------------------------------------------------------------
// Mail sink

const listen = (server, port) =>
  new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });

/**
 * The SMTP capture server of services/common/src/testing/mail-sink.cjs (the jest suites' too), keeping every message
 * it accepts, oldest first, as { to, from, messageId, subject, text, raw, receivedAt (epoch ms) }, and a tiny HTTP
 * endpoint beside it for other processes: GET /mails?to=<address> answers the messages to that address as JSON.
 * `away()` closes the SMTP server and drops its open sessions (a mail server that is gone, not one refusing new
 * clients); `back()` opens it again on the same port. Resolves to { smtpUrl, mailUrl, messages, away(), back(), stop() }.
 */
export async function startMailSink() {
  const smtp = new MailSink({
    keep: ({ envelopeTo, envelopeFrom, receivedAt, raw, messageId, subject, text }) => ({
      to: envelopeTo.map((address) => address.toLowerCase()),
      from: envelopeFrom,
      receivedAt,
      raw,
      messageId,
      subject,
      text,
    }),
  });
  const { messages } = smtp;
  await smtp.start();
  const away = () => smtp.stop();

  const reader = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method !== 'GET' || url.pathname !== '/mails') {
      res.writeHead(404).end();
      return;
    }
    const to = url.searchParams.get('to')?.toLowerCase();
    const found = to ? messages.filter((m) => m.to.includes(to)) : messages;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(found));
  });
  await listen(reader, 0);

  return {
    smtpUrl: smtp.url,
    mailUrl: `http://127.0.0.1:${reader.address().port}`,
    messages,
    away,
    async back() {
      if (!smtp.running) await smtp.start();
    },
    async stop() {
      reader.closeAllConnections?.();
      await Promise.all([new Promise((resolve) => reader.close(() => resolve())), away()]);
    },
  };
}
