/**
 * docker-compose.yml, checked without a Docker engine:
 *  1. it is valid against the Compose Specification JSON schema (vendored in infra/compose/, nothing downloaded);
 *  2. every Nest application in nest-cli.json runs as a compose service;
 *  3. Jointly's rules (infra/compose/compose-checks.ts): healthchecks, depends_on conditions, restart policies,
 *     DATABASE_URL / KAFKA_BROKERS, the edge's proxy wiring, host ports, builds, pinned images, volumes, JWT keys,
 *     Kafka listeners;
 *  4. each service's environment passes the real config loader (services/common/src/config/app-config.ts);
 *  5. the helpers the stack relies on work: the jwt-keys job, healthcheck.cjs and docker-entrypoint.sh;
 *  6. monitoring: Prometheus scrapes every application's /metrics with the generated token, Grafana is provisioned
 *     with it and with dashboards that query only metrics the processes expose;
 *  and the rules do catch the mistakes they are meant to catch.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { JWT_ALGORITHM } from '@jointly/common/auth/signing-keys';
import { loadConfig, SERVICE_PORTS } from '@jointly/common/config/app-config';
import { ProcessMetrics } from '@jointly/common/metrics/process-metrics';
import {
  checkComposeRules,
  checkDockerfile,
  ComposeFile,
  interpolate,
  Json,
  nestApplications,
  parseCompose,
  Rule,
  RuleContext,
  RULES,
  serviceEnvironment,
  validateComposeSpec,
} from '../compose/compose-checks';

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const COMPOSE_FILE = path.join(REPO_ROOT, 'docker-compose.yml');
const NEST_CLI_FILE = path.join(REPO_ROOT, 'nest-cli.json');
const DOCKERFILE = path.join(REPO_ROOT, 'infra', 'docker', 'Dockerfile');
const DOCKERIGNORE = path.join(REPO_ROOT, '.dockerignore');
const HEALTHCHECK_SCRIPT = path.join(REPO_ROOT, 'infra', 'compose', 'healthcheck.cjs');
const ENTRYPOINT_SCRIPT = path.join(REPO_ROOT, 'infra', 'compose', 'docker-entrypoint.sh');

/** Nest projects whose compose service has another name: the edge may be called "edge". */
const SERVICE_NAME_ALIASES: Record<string, string[]> = { platform: ['platform', 'edge'] };
const EDGE_PROJECT = 'platform';
const EDGE_PORT = 3000;
/** The one-shot job that generates the access-token keys. */
const JWT_KEYS_JOB = 'jwt-keys';

const CONTEXT_BASE: Omit<RuleContext, 'applications'> = {
  repoRoot: REPO_ROOT,
  serviceNames: SERVICE_NAME_ALIASES,
  edgeProject: EDGE_PROJECT,
  servicePorts: SERVICE_PORTS,
  edgePort: EDGE_PORT,
  tokenSigner: 'accounts',
  // The edge serves the product; Mailpit's web UI lets operators read the mail. Nothing else reaches the host.
  // The UIs of Prometheus and Grafana, published on loopback only like Mailpit's.
  hostPorts: { edge: [EDGE_PORT], platform: [EDGE_PORT], mailpit: [8025], prometheus: [9090], grafana: [3000] },
  requiredEnvironment: ['DATABASE_URL', 'KAFKA_BROKERS'],
  serviceBuildArg: 'SERVICE',
  monitoring: { prometheus: 'prometheus', grafana: 'grafana', metricNames: exposedMetricNames() },
};

/** Every metric a Jointly process exposes at GET /metrics (what the dashboards may query). */
function exposedMetricNames(): string[] {
  return new ProcessMetrics().registry.getMetricsAsArray().map((m) => m.name);
}

function readNestApplications(): string[] {
  if (!fs.existsSync(NEST_CLI_FILE)) {
    throw new Error(`${NEST_CLI_FILE} does not exist: the compose checks need the Nest monorepo config to know the applications`);
  }
  const apps = nestApplications(JSON.parse(fs.readFileSync(NEST_CLI_FILE, 'utf8')));
  if (apps.length === 0) throw new Error(`${NEST_CLI_FILE} lists no project of type "application"`);
  return apps;
}

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

function runNode(args: string[], env: Record<string, string>): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, args, { env: { PATH: process.env.PATH ?? '', ...env }, encoding: 'utf8', timeout: 20_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Runs the jwt-keys job's script (taken from the compose file) against a directory; returns the key files. */
function runJwtKeysJob(
  doc: ComposeFile,
  keysDir: string,
): { privateKey: string; publicKey: string; otpCodeKey: string; metricsToken: string; stdout: string } {
  const command = doc.services[JWT_KEYS_JOB]?.command as Json[] | undefined;
  if (!Array.isArray(command) || command[0] !== 'node' || command[1] !== '-e' || typeof command[2] !== 'string') {
    throw new Error(`service "${JWT_KEYS_JOB}" must run ["node", "-e", <script>]; got ${JSON.stringify(command)}`);
  }
  const result = runNode(['-e', command[2]], { KEYS_DIR: keysDir, APP_UID: String(process.getuid?.() ?? 10001) });
  if (result.status !== 0) throw new Error(`the ${JWT_KEYS_JOB} script failed (${result.status}):\n${result.stderr}`);
  return {
    privateKey: fs.readFileSync(path.join(keysDir, 'private', 'jwt-private.pem'), 'utf8'),
    publicKey: fs.readFileSync(path.join(keysDir, 'public', 'jwt-public.pem'), 'utf8'),
    otpCodeKey: fs.readFileSync(path.join(keysDir, 'otp', 'otp-code.key'), 'utf8'),
    metricsToken: fs.readFileSync(path.join(keysDir, 'metrics', 'metrics-token'), 'utf8'),
    stdout: result.stdout,
  };
}

/** Key type each JWT algorithm needs (node:crypto names). */
const KEY_TYPES: Record<string, { type: string; curve?: string; hash: string; dsaEncoding?: 'ieee-p1363' }> = {
  ES256: { type: 'ec', curve: 'prime256v1', hash: 'sha256', dsaEncoding: 'ieee-p1363' },
  ES384: { type: 'ec', curve: 'secp384r1', hash: 'sha384', dsaEncoding: 'ieee-p1363' },
  RS256: { type: 'rsa', hash: 'sha256' },
  EdDSA: { type: 'ed25519', hash: '' },
};

let tmpRoot: string;
let raw: Json;
let doc: ComposeFile;
let interpolationErrors: string[];
let keys: { privateKey: string; publicKey: string; metricsToken: string; otpCodeKey: string };

beforeAll(() => {
  tmpRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'jointly-compose-'));
  raw = parseCompose(fs.readFileSync(COMPOSE_FILE, 'utf8'));
  interpolationErrors = [];
  // An empty environment: what an operator gets from `docker compose up` without an .env file.
  doc = interpolate(raw, {}, interpolationErrors) as unknown as ComposeFile;
  keys = runJwtKeysJob(doc, path.join(tmpRoot, 'keys'));
});

afterAll(() => {
  if (tmpRoot) fs.rmSync(tmpRoot, { recursive: true, force: true });
});

describe('docker-compose.yml', () => {
  it('matches the Compose Specification schema', () => {
    expect(validateComposeSpec(doc)).toEqual([]);
  });

  it('starts without an .env file (no required variable is left unset)', () => {
    expect(interpolationErrors).toEqual([]);
  });

  describe('follows the Jointly rules', () => {
    let problems: Record<Rule, string[]>;
    beforeAll(() => {
      problems = checkComposeRules(doc, { ...CONTEXT_BASE, applications: readNestApplications() });
    });
    it.each(RULES)('%s', (rule) => {
      expect(problems[rule]).toEqual([]);
    });
  });

  it("gives every application an environment the services' config loader accepts", () => {
    const failures: string[] = [];
    const services = new Map<string, string>();
    for (const app of readNestApplications()) {
      const name = (SERVICE_NAME_ALIASES[app] ?? [app]).find((n) => n in doc.services);
      if (name) services.set(app, name);
    }
    expect([...services.keys()]).toEqual(expect.arrayContaining(Object.keys(SERVICE_PORTS)));
    for (const [app, name] of services) {
      const env = serviceEnvironment(doc.services[name]);
      // What infra/compose/docker-entrypoint.sh does with the *_FILE variables, using keys made by the jwt-keys job.
      if (env.JWT_PUBLIC_KEY_FILE) env.JWT_PUBLIC_KEY = keys.publicKey;
      if (env.JWT_PRIVATE_KEY_FILE) env.JWT_PRIVATE_KEY = keys.privateKey;
      if (env.OTP_CODE_KEY_FILE) env.OTP_CODE_KEY = keys.otpCodeKey;
      try {
        const config = loadConfig(env);
        if (!config.databaseUrl) failures.push(`${name}: no database URL (an embedded PostgreSQL would start in the container)`);
        if (config.kafkaBrokers.length === 0) failures.push(`${name}: no Kafka brokers (events would stay in-process)`);
        if (!config.jwtPublicKey) failures.push(`${name}: no JWT public key`);
        if (app === CONTEXT_BASE.tokenSigner && !config.jwtPrivateKey) failures.push(`${name}: signs tokens but has no JWT private key`);
        // accounts seals one-time codes, notifications opens them; with NODE_ENV=production both need the shared key.
        if ((app === 'accounts' || app === 'notifications') && !config.otpCodeKey) failures.push(`${name}: no OTP_CODE_KEY`);
        if (app === EDGE_PROJECT && config.edgeMode !== 'proxy') failures.push(`${name}: edge mode is ${config.edgeMode}, not proxy`);
      } catch (error) {
        failures.push(`${name}: ${(error as Error).message}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("lets the services believe forwarded headers from the edge's fixed address only, and the edge from no one by default", () => {
    const edge = doc.services.edge as unknown as { networks?: Record<string, { ipv4_address?: string }> };
    const edgeAddress = edge.networks?.default?.ipv4_address;
    expect(edgeAddress).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    const failures: string[] = [];
    for (const service of Object.keys(SERVICE_PORTS)) {
      const config = loadConfig({ ...serviceEnvironment(doc.services[service]), JWT_PUBLIC_KEY: keys.publicKey });
      if (JSON.stringify(config.trustedProxies) !== JSON.stringify([edgeAddress]))
        failures.push(`${service} trusts ${JSON.stringify(config.trustedProxies)}, not the edge (${edgeAddress})`);
    }
    const edgeConfig = loadConfig({ ...serviceEnvironment(doc.services.edge), JWT_PUBLIC_KEY: keys.publicKey });
    if (edgeConfig.trustedProxies.length) failures.push(`the edge trusts ${JSON.stringify(edgeConfig.trustedProxies)} by default`);
    // No other container may be handed the edge's address: it lies outside the dynamic range of the network.
    const ipam = (doc as unknown as { networks?: Record<string, { ipam?: { config?: Array<{ ip_range?: string }> } }> }).networks?.default
      ?.ipam;
    const range = ipam?.config?.[0]?.ip_range;
    if (!range) failures.push('the default network has no ip_range keeping dynamic addresses away from the edge');
    else {
      const [base, bits] = range.split('/');
      const toInt = (ip: string) => ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
      const size = 2 ** (32 - Number(bits));
      const start = toInt(base);
      const edgeInt = toInt(String(edgeAddress));
      if (edgeInt >= start && edgeInt < start + size) failures.push(`the edge's ${edgeAddress} lies inside the dynamic range ${range}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('infra/grafana/dashboards/jointly.json', () => {
  it('shows every figure operators need: HTTP rate, errors and latency, outbox, lag, dead letters, mail queue, pools', () => {
    const dashboard = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'infra', 'grafana', 'dashboards', 'jointly.json'), 'utf8')) as {
      panels: Array<{ targets: Array<{ expr: string }> }>;
    };
    const queries = dashboard.panels.flatMap((p) => p.targets.map((t) => t.expr)).join('\n');
    const missing = [
      'jointly_http_requests_total',
      'status=~"5.."',
      'jointly_http_request_duration_seconds_bucket',
      'jointly_outbox_backlog',
      'jointly_outbox_oldest_pending_seconds',
      'jointly_consumer_lag',
      'jointly_consumer_events',
      'jointly_dead_letters_open',
      'jointly_queue_items{queue="mail"}',
      'jointly_db_pool_connections',
    ].filter((needle) => !queries.includes(needle));
    expect(missing).toEqual([]);
  });
});

describe(`the ${JWT_KEYS_JOB} job`, () => {
  it(`writes a ${JWT_ALGORITHM} key pair that the services accept and that signs and verifies`, () => {
    const expected = KEY_TYPES[JWT_ALGORITHM];
    expect(expected).toBeDefined();
    const privateKey = crypto.createPrivateKey(keys.privateKey);
    const publicKey = crypto.createPublicKey(keys.publicKey);
    expect(privateKey.asymmetricKeyType).toBe(expected.type);
    if (expected.curve) expect(privateKey.asymmetricKeyDetails?.namedCurve).toBe(expected.curve);
    const config = loadConfig({ JWT_PRIVATE_KEY: keys.privateKey, JWT_PUBLIC_KEY: keys.publicKey });
    expect(config.jwtPrivateKey).toBe(keys.privateKey.trim());
    expect(config.jwtPublicKey).toBe(keys.publicKey.trim());
    const data = Buffer.from('header.payload');
    const options = expected.dsaEncoding ? { dsaEncoding: expected.dsaEncoding } : {};
    const signature = crypto.sign(expected.hash || null, data, { key: privateKey, ...options });
    expect(crypto.verify(expected.hash || null, data, { key: publicKey, ...options }, signature)).toBe(true);
  });

  it('writes the one-time code key (32 bytes of base64) that the config accepts, readable by its owner only', () => {
    expect(loadConfig({ OTP_CODE_KEY: keys.otpCodeKey }).otpCodeKey).toHaveLength(32);
    expect(fs.statSync(path.join(tmpRoot, 'keys', 'otp', 'otp-code.key')).mode & 0o077).toBe(0);
  });

  it('writes the /metrics token the config accepts (group-readable for Prometheus) and a Grafana admin password (owner only)', () => {
    const keysDir = path.join(tmpRoot, 'keys');
    expect(loadConfig({ METRICS_TOKEN: keys.metricsToken }).metricsToken).toBe(keys.metricsToken);
    expect(fs.statSync(path.join(keysDir, 'metrics', 'metrics-token')).mode & 0o777).toBe(0o640);
    const grafana = path.join(keysDir, 'grafana', 'admin-password');
    expect(fs.readFileSync(grafana, 'utf8')).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(fs.statSync(grafana).mode & 0o077).toBe(0);
  });

  it('keeps the existing pair when it runs again', () => {
    const again = runJwtKeysJob(doc, path.join(tmpRoot, 'keys'));
    expect(again.privateKey).toBe(keys.privateKey);
    expect(again.publicKey).toBe(keys.publicKey);
    expect(again.otpCodeKey).toBe(keys.otpCodeKey);
    expect(again.metricsToken).toBe(keys.metricsToken);
    expect(again.stdout).toContain('keeping the existing key pair');
  });

  it('keeps the private key out of the public volume', () => {
    expect(fs.readdirSync(path.join(tmpRoot, 'keys', 'public'))).toEqual(['jwt-public.pem']);
    expect(fs.statSync(path.join(tmpRoot, 'keys', 'private', 'jwt-private.pem')).mode & 0o077).toBe(0);
  });
});

describe('infra/compose/healthcheck.cjs', () => {
  let server: http.Server;
  let port: number;
  let status = 200;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      res.writeHead(req.url === '/health' ? status : 404, { 'content-type': 'application/json' }).end('{"status":"up"}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('exits 0 when GET /health on $PORT answers 200', async () => {
    status = 200;
    const result = await runNodeAsync([HEALTHCHECK_SCRIPT], { PORT: String(port) });
    expect(result).toMatchObject({ status: 0 });
  });

  it('exits 1 when /health answers 503', async () => {
    status = 503;
    const result = await runNodeAsync([HEALTHCHECK_SCRIPT], { PORT: String(port) });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('HTTP 503');
  });

  it('exits 1 when nothing listens', async () => {
    const closed = await new Promise<number>((resolve) => {
      const probe = http.createServer().listen(0, '127.0.0.1', () => {
        const p = (probe.address() as AddressInfo).port;
        probe.close(() => resolve(p));
      });
    });
    const result = await runNodeAsync([HEALTHCHECK_SCRIPT], { PORT: String(closed) });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('ECONNREFUSED');
  });
});

/** Like runNode, but does not block the event loop (the health-check tests need their server to answer). */
function runNodeAsync(args: string[], env: Record<string, string>): Promise<{ status: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { PATH: process.env.PATH ?? '', ...env } });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.resume();
    child.on('error', reject);
    child.on('close', (status: number | null) => resolve({ status, stderr }));
  });
}

describe('infra/compose/docker-entrypoint.sh', () => {
  const run = (env: Record<string, string>, ...command: string[]) =>
    spawnSync('sh', [ENTRYPOINT_SCRIPT, ...command], { env: { PATH: process.env.PATH ?? '', ...env }, encoding: 'utf8' });

  it('exports NAME from NAME_FILE, keeping the PEM line breaks', () => {
    const file = path.join(tmpRoot, 'public.pem');
    fs.writeFileSync(file, keys.publicKey);
    const result = run({ JWT_PUBLIC_KEY_FILE: file }, 'node', '-e', 'process.stdout.write(process.env.JWT_PUBLIC_KEY)');
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe(keys.publicKey.trimEnd());
  });

  it('prefers NAME when both are set', () => {
    const result = run(
      { ADMIN_PASSWORD: 'from-env-123', ADMIN_PASSWORD_FILE: '/nonexistent' },
      'node',
      '-e',
      'process.stdout.write(process.env.ADMIN_PASSWORD)',
    );
    expect(result.status).toBe(0);
    expect(result.stdout).toBe('from-env-123');
  });

  it('stops with a clear message when NAME_FILE is unreadable', () => {
    const result = run({ JWT_PUBLIC_KEY_FILE: path.join(tmpRoot, 'missing.pem') }, 'true');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('JWT_PUBLIC_KEY_FILE=');
    expect(result.stderr).toContain('is not a readable file');
  });

  it('starts dist/services/$SERVICE/src/main.js when given no command', () => {
    const cwd = path.join(tmpRoot, 'app');
    fs.mkdirSync(path.join(cwd, 'dist', 'services', 'bids', 'src'), { recursive: true });
    fs.writeFileSync(path.join(cwd, 'dist', 'services', 'bids', 'src', 'main.js'), 'process.stdout.write("bids started")');
    const out = execFileSync('sh', [ENTRYPOINT_SCRIPT], { cwd, env: { PATH: process.env.PATH ?? '', SERVICE: 'bids' }, encoding: 'utf8' });
    expect(out).toBe('bids started');
  });
});

describe('infra/docker/Dockerfile and .dockerignore', () => {
  it('builds any service by SERVICE, from pinned base images, running as a non-root user', () => {
    expect(checkDockerfile(fs.readFileSync(DOCKERFILE, 'utf8'), 'SERVICE')).toEqual([]);
  });

  it('keeps dependencies, build output, local state and secrets out of the build context', () => {
    const entries = fs
      .readFileSync(DOCKERIGNORE, 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'));
    const covers = (name: string) => entries.some((e) => e === name || e === `**/${name}`);
    const missing = ['node_modules', 'dist', '.data', '.kafka-local', '.tmp', '.git', '.env'].filter((n) => !covers(n));
    expect(missing).toEqual([]);
    // The image needs these helpers, so they must not be ignored.
    expect(entries.filter((e) => /^(infra|infra\/compose)\/?$/.test(e))).toEqual([]);
  });
});

describe('the rules catch mistakes', () => {
  let applications: string[];
  const check = (mutate: (d: ComposeFile) => void, apps?: string[]) => {
    const copy = clone(doc);
    mutate(copy);
    return checkComposeRules(copy, { ...CONTEXT_BASE, applications: apps ?? applications });
  };
  const env = (d: ComposeFile, service: string) => d.services[service].environment as Record<string, Json>;
  beforeAll(() => {
    applications = readNestApplications();
  });

  it('an unknown key fails the schema', () => {
    const copy = clone(doc);
    (copy.services.accounts as Record<string, Json>).healthchek = {};
    expect(validateComposeSpec(copy)).toContain('services.accounts: unknown property "healthchek"');
  });

  it('a Nest application without a service', () => {
    expect(check(() => undefined, [...applications, 'invoicing'])['applications are services']).toEqual([
      'Nest application "invoicing" has no compose service (expected a service named "invoicing")',
    ]);
  });

  it('a service without a healthcheck, and its dependents', () => {
    const problems = check((d) => delete d.services.tenders.healthcheck);
    expect(problems.healthchecks).toContain(
      'service "tenders" has no healthcheck (add one; only a one-shot job with restart "no" whose dependents wait for service_completed_successfully may go without)',
    );
    expect(problems['depends_on conditions'].join('\n')).toContain(
      'service "edge" depends on "tenders" with condition service_healthy, but "tenders" has no healthcheck',
    );
  });

  it('a dependency that does not wait for health', () => {
    const problems = check((d) => {
      (d.services.bids.depends_on as Record<string, Json>).postgres = { condition: 'service_started' };
    });
    expect(problems['depends_on conditions']).toEqual([
      'service "bids" depends on "postgres" with condition service_started; "postgres" has a healthcheck, so use service_healthy',
    ]);
  });

  it('a missing restart policy', () => {
    expect(check((d) => delete d.services.kafka.restart)['restart policies']).toEqual([
      'long-running service "kafka" has restart unset; use "unless-stopped" (or "always" / "on-failure")',
    ]);
  });

  it('an application without KAFKA_BROKERS or on the wrong port', () => {
    const problems = check((d) => {
      delete env(d, 'eligibility').KAFKA_BROKERS;
      env(d, 'notifications').PORT = '4000';
    });
    expect(problems['application environment']).toEqual([
      'service "eligibility" (Nest application "eligibility") does not set KAFKA_BROKERS',
      'service "notifications" sets PORT=4000; "notifications" listens on 3006',
    ]);
  });

  it('the edge pointing at the wrong port, or not waiting for a service', () => {
    const problems = check((d) => {
      env(d, 'edge').ACCOUNTS_URL = 'http://accounts:3000';
      delete (d.services.edge.depends_on as Record<string, Json>).bids;
    });
    expect(problems['edge wiring']).toEqual([
      'service "edge": ACCOUNTS_URL=http://accounts:3000, but "accounts" is service "accounts" listening on 3001 (expected http://accounts:3001)',
      'service "edge" must depend on "bids" with condition service_healthy (got no dependency)',
    ]);
  });

  it('a domain service publishing a host port', () => {
    expect(check((d) => (d.services.consortiums.ports = ['3003:3003']))['host ports']).toEqual([
      'service "consortiums" publishes container port 3003 on the host; only edge and mailpit and prometheus and grafana may publish ports (use expose: for the internal network)',
    ]);
  });

  it('Mailpit publishing SMTP', () => {
    expect(check((d) => (d.services.mailpit.ports as Json[]).push('1025:1025'))['host ports']).toEqual([
      'service "mailpit" publishes container port 1025; it may only publish 8025',
    ]);
  });

  it('a build argument naming no service', () => {
    const problems = check((d) => ((d.services.bids.build as Record<string, Record<string, Json>>).args.SERVICE = 'bid'));
    expect(problems.builds).toEqual([
      'service "bids" has SERVICE=bid, but services/bid/src/main.ts does not exist',
      'service "bids" runs Nest application "bids" but builds SERVICE=bid',
    ]);
  });

  it('an unpinned image', () => {
    const problems = check((d) => {
      d.services.postgres.image = 'postgres:latest';
      d.services.mailpit.image = 'axllent/mailpit';
    });
    expect(problems['images pinned']).toEqual([
      'service "postgres" uses image "postgres:latest"; pin a version instead of :latest',
      'service "mailpit" uses image "axllent/mailpit" without a tag (that means :latest); pin a version',
    ]);
  });

  it('a verifier without the public key, and the private key handed to a verifier', () => {
    const problems = check((d) => {
      delete env(d, 'tenders').JWT_PUBLIC_KEY_FILE;
      env(d, 'bids').JWT_PRIVATE_KEY_FILE = '/run/jwt/public/jwt-private.pem';
    });
    expect(problems['token keys']).toEqual([
      'service "bids" receives the private signing key (JWT_PRIVATE_KEY_FILE); only "accounts" signs tokens',
      'service "tenders" sets neither JWT_PUBLIC_KEY nor JWT_PUBLIC_KEY_FILE; without shared keys each container generates its own and tokens fail verification elsewhere',
    ]);
  });

  it('a broker that advertises localhost', () => {
    expect(check((d) => (env(d, 'kafka').KAFKA_ADVERTISED_LISTENERS = 'PLAINTEXT://localhost:9092')).kafka).toEqual([
      'service "kafka" does not advertise kafka:9092 (KAFKA_ADVERTISED_LISTENERS=PLAINTEXT://localhost:9092); clients in other containers would be sent elsewhere',
    ]);
  });

  it('a Dockerfile on :latest running as root', () => {
    expect(checkDockerfile('FROM node:latest AS base\nARG SERVICE\nCMD node main.js\n', 'SERVICE')).toEqual([
      'FROM node:latest: pin a version instead of :latest',
      'the final stage runs as root (add USER with a non-root user)',
    ]);
  });

  it('an application Prometheus does not scrape, or scrapes without the shared token', () => {
    const problems = check(
      (d) => {
        d.services.reports = { ...clone(d.services.bids), environment: { ...env(d, 'bids'), PORT: '3099' } };
        env(d, 'tenders').METRICS_TOKEN = 'an-inline-metrics-token-0123456789';
        delete env(d, 'eligibility').METRICS_TOKEN_FILE;
      },
      [...applications, 'reports'],
    );
    expect(problems.monitoring).toEqual([
      'service "eligibility" sets no METRICS_TOKEN_FILE: its /metrics answers loopback only and Prometheus cannot scrape it',
      'service "tenders" sets METRICS_TOKEN inline; give it METRICS_TOKEN_FILE from a volume (no secret in plain values)',
      'service "reports" (Nest application "reports") is not scraped: add reports:3099 to a scrape job in infra/prometheus/prometheus.yml',
    ]);
  });

  it('a token file Prometheus cannot read, and no monitoring at all', () => {
    const problems = check((d) => {
      d.services.prometheus.volumes = (d.services.prometheus.volumes as string[]).filter((v) => !v.startsWith('metrics-token:'));
    });
    expect(problems.monitoring).toContain(
      'scrape job "jointly" sends no token from a volume Prometheus mounts (authorization.credentials_file)',
    );
    const none = check((d) => {
      delete d.services.prometheus;
      delete d.services.grafana;
    });
    expect(none.monitoring).toEqual([
      'no "prometheus" service: nothing scrapes the services\' /metrics',
      'no "grafana" service shows the dashboards',
    ]);
  });

  it('a dashboard that queries a metric no process exposes, and a plain Grafana password', () => {
    const problems = checkComposeRules(
      (() => {
        const copy = clone(doc);
        (copy.services.grafana.environment as Record<string, Json>).GF_SECURITY_ADMIN_PASSWORD = 'admin';
        return copy;
      })(),
      {
        ...CONTEXT_BASE,
        applications,
        monitoring: {
          ...CONTEXT_BASE.monitoring,
          metricNames: CONTEXT_BASE.monitoring.metricNames.filter((n) => n !== 'jointly_outbox_backlog'),
        },
      },
    );
    expect(problems.monitoring).toEqual([
      'service "grafana" sets GF_SECURITY_ADMIN_PASSWORD inline; use GF_SECURITY_ADMIN_PASSWORD__FILE from a volume',
      'dashboard jointly.json, panel "Outbox backlog (events not yet published)" queries jointly_outbox_backlog, which no process exposes',
    ]);
  });
});
