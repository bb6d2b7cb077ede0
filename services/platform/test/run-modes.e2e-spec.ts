import { randomUUID } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Client } from 'pg';
import { SERVICE_NAMES } from '@jointly/common/config';
import {
  REPO_ROOT,
  RunningProcess,
  builtEntry,
  describeKafka,
  eventually,
  freePort,
  startNode,
  waitForJson,
} from '@jointly/common/testing';

const tmpDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));
const embeddedUrl = (dataDir: string) =>
  `postgres://jointly:jointly@127.0.0.1:${fs.readFileSync(path.join(dataDir, 'postgres.port'), 'utf8')}/jointly`;

async function sql<T = any>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

const EMBEDDED_DEFAULTS = { DATABASE_URL: '', KAFKA_BROKERS: '', SMTP_URL: '', EDGE_MODE: '' };

/** The all-in-one server on its embedded defaults: no DATABASE_URL, no KAFKA_BROKERS, no SMTP_URL. */
function startAllInOne(dataDir: string, port: number): RunningProcess {
  return startNode(builtEntry('platform'), { ...EMBEDDED_DEFAULTS, DATA_DIR: dataDir, PORT: String(port) });
}

/** Exactly what `npm start` runs: scripts/start.mjs builds whatever is missing, then starts the edge. */
function npmStart(dataDir: string, port: number): RunningProcess {
  return startNode(path.join(REPO_ROOT, 'scripts/start.mjs'), { ...EMBEDDED_DEFAULTS, DATA_DIR: dataDir, PORT: String(port) });
}

describe('all-in-one server on embedded defaults', () => {
  const running: RunningProcess[] = [];
  afterAll(async () => {
    await Promise.all(running.map((p) => p.stop()));
  });

  it('answers /api/health with the six modules and the database up, and keeps its data across a restart', async () => {
    const dataDir = tmpDir('jointly-run-');
    const port = await freePort();
    const first = npmStart(dataDir, port);
    running.push(first);
    const health = await waitForJson(`http://127.0.0.1:${port}/api/health`, 110_000, first);
    expect(health).toMatchObject({ status: 'up', mode: 'all-in-one', database: { status: 'up' } });
    expect(Object.keys(health.services).sort()).toEqual([...SERVICE_NAMES].sort());
    for (const service of SERVICE_NAMES) expect(health.services[service].status).toBe('up');

    const url = embeddedUrl(dataDir);
    await sql(url, 'CREATE TABLE IF NOT EXISTS public.restart_probe (note text)');
    await sql(url, 'INSERT INTO public.restart_probe VALUES ($1)', ['written before the restart']);

    expect(await first.stop('SIGTERM')).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'postgres.port'))).toBe(false); // embedded PostgreSQL stopped with it
    expect(first.output()).not.toMatch(/"level":"error"/);
    expect(first.output()).toMatch(
      /"msg":"request","method":"GET","url":"\/api\/health","status":200,"ms":\d+,"requestId":"[0-9a-f-]{36}"/,
    );

    const second = npmStart(dataDir, port);
    running.push(second);
    await waitForJson(`http://127.0.0.1:${port}/api/health`, 110_000, second);
    expect(await sql(embeddedUrl(dataDir), 'SELECT note FROM public.restart_probe')).toEqual([{ note: 'written before the restart' }]);
    expect(await second.stop('SIGINT')).toBe(130);
  });

  it('runs two instances side by side with their own PORT and DATA_DIR', async () => {
    const [portA, portB] = [await freePort(), await freePort()];
    const a = startAllInOne(tmpDir('jointly-a-'), portA);
    const b = startAllInOne(tmpDir('jointly-b-'), portB);
    running.push(a, b);
    const [healthA, healthB] = await Promise.all([
      waitForJson(`http://127.0.0.1:${portA}/api/health`, 90_000, a),
      waitForJson(`http://127.0.0.1:${portB}/api/health`, 90_000, b),
    ]);
    expect(healthA.status).toBe('up');
    expect(healthB.status).toBe('up');
    await Promise.all([a.stop(), b.stop()]);
  });

  it('refuses to start on a bad variable, naming it', async () => {
    const proc = startNode(builtEntry('platform'), { PORT: 'eighty', DATA_DIR: tmpDir('jointly-bad-') });
    const code = await new Promise((resolve) => proc.child.once('exit', resolve));
    expect(code).toBe(1);
    expect(proc.output()).toContain('Invalid configuration: PORT must be a whole number, got "eighty"');
  });
});

describeKafka('distributed mode: six service processes and the proxy edge on one Kafka', (brokers) => {
  let cluster: RunningProcess;
  let edgePort: number;

  beforeAll(async () => {
    edgePort = await freePort();
    cluster = startNode(path.join(REPO_ROOT, 'scripts/start-distributed.mjs'), {
      PORT: String(edgePort),
      SERVICE_PORT_OFFSET: String(20_000 + (edgePort % 1000) * 10),
      KAFKA_BROKERS: brokers.join(','),
      KAFKA_NAMESPACE: `run-modes-${edgePort}`,
      DATABASE_URL: process.env.DATABASE_URL,
      DATA_DIR: tmpDir('jointly-dist-'),
    });
    await waitForJson(`http://127.0.0.1:${edgePort}/health`, 150_000, cluster);
  });
  afterAll(() => cluster?.stop());

  it('reports each service through the edge', async () => {
    // A relay may back off once while the broker settles (a transient the relay mends itself and health reports as up):
    // wait until every relay reports its steady state, then check the whole answer.
    const steady = (health: any) => SERVICE_NAMES.every((s) => /relay running/.test(health.services?.[s]?.checks?.events?.detail ?? ''));
    let last: any;
    const health = await eventually('every relay running', async () => {
      last = await waitForJson(`http://127.0.0.1:${edgePort}/api/health`, 30_000, cluster);
      return steady(last) && last;
    }).catch((error: Error) => {
      throw new Error(`${error.message}\n${JSON.stringify(last?.services, null, 1)}\n${cluster.output().slice(-3000)}`);
    });
    expect(health.mode).toBe('proxy');
    expect(health.events).toMatchObject({ transport: 'kafka', status: 'up' });
    expect(health.database.status).toBe('up');
    expect(Object.keys(health.services).sort()).toEqual([...SERVICE_NAMES].sort());
    for (const service of SERVICE_NAMES) {
      expect(health.services[service]).toMatchObject({
        status: 'up',
        checks: {
          database: { status: 'up' },
          events: { status: 'up', detail: expect.stringContaining('relay running') },
          reachable: { status: 'up' },
        },
      });
    }
  });

  it('routes /api/<prefix> to the owning service and answers unknown API paths with JSON', async () => {
    const response = await fetch(`http://127.0.0.1:${edgePort}/api/tender/view/does-not-exist-yet`);
    expect(response.headers.get('content-type')).toContain('application/json');
    const body = (await response.json()) as { statusCode: number; requestId: string };
    expect(body.statusCode).toBeGreaterThanOrEqual(400);
    expect(body.requestId).toEqual(expect.any(String));
    const docs = (await (await fetch(`http://127.0.0.1:${edgePort}/api/docs-json`)).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(docs.paths)).toEqual(expect.arrayContaining(['/api/health']));
  });

  it('keeps per-address limits through the edge (a made-up X-Forwarded-For is replaced) and sends the security headers', async () => {
    const verify = (forwardedFor: string) =>
      fetch(`http://127.0.0.1:${edgePort}/api/account/verify-otp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
        body: JSON.stringify({ email: 'nobody@example.test', otp: { id: randomUUID(), code: '000000' } }),
      });
    // Earlier tests of this run may have spent part of the loopback address's budget (30 code checks per 15 minutes):
    // count until the limit answers, each call with a new made-up address, which must not reset anything.
    const statuses: number[] = [];
    for (let i = 0; i < 31 && statuses.at(-1) !== 429; i++) statuses.push((await verify(`10.77.${i}.1`)).status);
    expect(statuses.at(-1)).toBe(429);
    // An unknown code answers 404 (the same for an unknown address: nothing is revealed), until the limit's 429.
    expect(statuses.slice(0, -1).every((s) => s === 404)).toBe(true);
    const blocked = await verify('10.77.99.1');
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(blocked.headers.get('x-content-type-options')).toBe('nosniff');
    const evil = await fetch(`http://127.0.0.1:${edgePort}/api/health`, { headers: { origin: 'https://evil.example' } });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
  });
});
