// Small helpers shared by the root scripts (start, start:distributed, migrate, test, the e2e server, chaos).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

function decodeBody(body, encoding) {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return Buffer.from(
        body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
    default:
      return body;
  }
}

function headersOf(block) {
  const headers = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function splitPart(part) {
  const cut = part.search(/\r?\n\r?\n/);
  if (cut < 0) return { headers: headersOf(part), body: '' };
  return { headers: headersOf(part.slice(0, cut)), body: part.slice(cut).replace(/^\r?\n\r?\n/, '') };
}

/** Just enough MIME for nodemailer's messages: the Message-ID, the decoded subject and the plain-text part. */
function parseMail(raw) {
  const { headers, body } = splitPart(raw);
  let text = '';
  const visit = (partHeaders, partBody) => {
    const type = partHeaders['content-type'] ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (/^multipart\//i.test(type) && boundary) {
      for (const piece of partBody.split(`--${boundary}`).slice(1)) {
        if (piece.startsWith('--')) break;
        const sub = splitPart(piece.replace(/^\r?\n/, ''));
        visit(sub.headers, sub.body);
      }
    } else if (/^text\/plain/i.test(type)) {
      text += decodeBody(partBody, partHeaders['content-transfer-encoding']);
    }
  };
  visit(headers, body);
  const subject = (headers.subject ?? '').replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, kind, data) =>
    kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeBody(data.replace(/_/g, ' '), 'quoted-printable'),
  );
  return { messageId: headers['message-id'] ?? '', subject, text };
}

const listen = (server, port) =>
  new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });

/**
 * A real SMTP server (npm smtp-server) on 127.0.0.1 that keeps every message it accepts, oldest first, as
 * { to, from, messageId, subject, text, raw, receivedAt (epoch ms) }, and a tiny HTTP endpoint beside it for other
 * processes: GET /mails?to=<address> answers the messages to that address as JSON. `away()` closes the SMTP server
 * and drops its open sessions (a mail server that is gone, not one refusing new clients); `back()` opens it again on
 * the same port. Resolves to { smtpUrl, mailUrl, messages, away(), back(), stop() }.
 */
export async function startMailSink() {
  // Loaded here, not at the top: smtp-server is a dev dependency and `npm start` imports this file too.
  const { SMTPServer } = await import('smtp-server');
  const messages = [];
  let smtp;
  let smtpPort = 0;
  const open = async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks = [];
        stream.on('data', (chunk) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          messages.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            receivedAt: Date.now(),
            raw,
            ...parseMail(raw),
          });
          callback();
        });
      },
    });
    await listen(smtp, smtpPort);
    smtpPort = smtp.server.address().port;
  };
  const close = (server) =>
    new Promise((resolve) => {
      for (const connection of server.connections ?? []) connection._socket?.destroy?.();
      server.close(() => resolve());
    });
  await open();
  let up = true;
  const away = async () => {
    if (!up) return;
    up = false;
    await close(smtp);
  };

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
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    mailUrl: `http://127.0.0.1:${reader.address().port}`,
    messages,
    away,
    async back() {
      if (up) return;
      await open();
      up = true;
    },
    async stop() {
      reader.closeAllConnections?.();
      await Promise.all([new Promise((resolve) => reader.close(() => resolve())), away()]);
    },
  };
}
