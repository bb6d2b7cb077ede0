import { randomUUID } from 'node:crypto';
import * as fs from 'node:fs';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { SERVICE_NAMES } from '@jointly/common/config';
import { AccountEvents } from '@jointly/contracts';
import {
  IsolatedDatabase,
  RunningProcess,
  SmtpSink,
  builtEntry,
  createIsolatedDatabase,
  describeKafka,
  eventually,
  freePort,
  startNode,
  waitForJson,
} from '@jointly/common/testing';

/** A span as an OTLP/JSON export carries it, with the service.name of the process that sent it. */
interface ExportedSpan {
  process: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Array<{ key: string; value: Record<string, unknown> }>;
}

/**
 * Issue 18 item 3, across real processes: the edge (proxy), accounts and notifications started from dist/ as three
 * OS processes, events over a real Kafka broker, mail to a real SMTP server, each process exporting its spans over
 * OTLP/HTTP to a collector in this test (127.0.0.1). One sign-up must arrive as one trace whose parent links cross
 * the three processes: edge → accounts → outbox → (Kafka) → notifications consumer → mail delivery.
 */
describeKafka('one sign-up, one trace across three processes (OTLP export)', (brokers) => {
  const sink = new SmtpSink();
  const spans: ExportedSpan[] = [];
  const processes: RunningProcess[] = [];
  let collector: http.Server;
  let database: IsolatedDatabase;
  let dataDir: string;
  let edgeUrl: string;
  let notificationsUrl: string;
  let accountsUrl: string;

  beforeAll(async () => {
    collector = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        if (req.method === 'POST' && req.url === '/v1/traces' && req.headers['content-type'] === 'application/json') {
          for (const resource of JSON.parse(body).resourceSpans ?? []) {
            const process = resource.resource.attributes.find((a: { key: string }) => a.key === 'service.name')?.value.stringValue;
            for (const scope of resource.scopeSpans) for (const span of scope.spans) spans.push({ process, ...span });
          }
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    await sink.start();
    database = await createIsolatedDatabase('sign_up_trace_processes');
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jointly-trace-'));
    const [accountsPort, notificationsPort, edgePort] = [await freePort(), await freePort(), await freePort()];
    const env = {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      KAFKA_BROKERS: brokers.join(','),
      KAFKA_NAMESPACE: `obs-trace-${randomUUID().slice(0, 8)}`,
      SMTP_URL: sink.url,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      EDGE_MODE: '',
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `http://127.0.0.1:${(collector.address() as AddressInfo).port}/v1/traces`,
      OTEL_BSP_SCHEDULE_DELAY: '100',
    };
    // accounts first: it creates the development keys under the shared DATA_DIR that the others then read.
    const accounts = startNode(builtEntry('accounts'), { ...env, PORT: String(accountsPort) });
    processes.push(accounts);
    await waitForJson(`http://127.0.0.1:${accountsPort}/health`, 120_000, accounts);
    const notifications = startNode(builtEntry('notifications'), { ...env, PORT: String(notificationsPort) });
    processes.push(notifications);
    await waitForJson(`http://127.0.0.1:${notificationsPort}/health`, 120_000, notifications);
    const urls = Object.fromEntries(
      SERVICE_NAMES.map((s) => [
        `${s.toUpperCase()}_URL`,
        `http://127.0.0.1:${s === 'accounts' ? accountsPort : s === 'notifications' ? notificationsPort : 9}`,
      ]),
    );
    accountsUrl = `http://127.0.0.1:${accountsPort}`;
    notificationsUrl = `http://127.0.0.1:${notificationsPort}`;
    const edge = startNode(builtEntry('platform'), { ...env, ...urls, EDGE_MODE: 'proxy', PORT: String(edgePort) });
    processes.push(edge);
    edgeUrl = `http://127.0.0.1:${edgePort}`;
    await waitForJson(`${edgeUrl}/api/edge/routes`, 120_000, edge);
  });
  afterAll(async () => {
    for (const p of processes.reverse()) await p.stop();
    await new Promise((resolve) => collector?.close(resolve));
    await database?.drop();
    await sink.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('links the spans of the edge, accounts and notifications processes into one trace', async () => {
    const email = `trace-proc-${Date.now()}@example.test`;
    const response = await fetch(`${edgeUrl}/api/account/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Trace-pass-2026', companyName: 'Traced Care' }),
    });
    expect(response.status).toBe(201);
    await eventually('the verification mail', () => sink.to(email).length > 0, 30_000);
    const mailed = await eventually('the exported mail span', () => spans.find((s) => s.name.startsWith('mail send')), 30_000);

    const parent = (span: ExportedSpan) => spans.find((s) => s.spanId === span.parentSpanId);
    const chain: ExportedSpan[] = [mailed];
    for (let at = mailed; parent(at); at = parent(at)!) chain.unshift(parent(at)!);
    // OTLP kinds: 2 server, 4 producer, 5 consumer, 3 client.
    expect(chain.map((s) => [s.process, s.kind, s.name])).toEqual([
      ['jointly-platform', 2, 'POST /api/account/*'],
      ['jointly-accounts', 2, 'POST /api/account/register'],
      ['jointly-accounts', 4, `outbox ${AccountEvents.OtpIssued.type}`],
      ['jointly-notifications', 5, `consume ${AccountEvents.OtpIssued.type}`],
      ['jointly-notifications', 3, mailed.name],
    ]);
    expect(chain[0].parentSpanId).toBeFalsy();
    expect(new Set(chain.map((s) => s.traceId)).size).toBe(1);
    // The relay's publish to Kafka is exported too, a second child of the outbox span.
    const relayed = await eventually(
      'the exported relay publish span',
      () => spans.find((s) => s.name === `publish ${AccountEvents.OtpIssued.type}` && s.parentSpanId === chain[2].spanId),
      30_000,
    );
    expect([relayed.process, relayed.kind, relayed.traceId]).toEqual(['jointly-accounts', 4, chain[0].traceId]);
  });

  it("shows the pipeline on each process's /metrics: Kafka lag back to 0, the event applied once, the outbox and mail queue empty", async () => {
    // No METRICS_TOKEN here: /metrics answers loopback callers, as the test is.
    const scrape = async (url: string) => (await fetch(`${url}/metrics`)).text();
    const sample = (text: string, pattern: RegExp) => {
      const line = text.split('\n').find((l) => pattern.test(l));
      return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
    };
    const notifications = await eventually(
      'notifications caught up on accounts.account',
      async () => {
        const text = await scrape(notificationsUrl);
        return sample(text, /^jointly_consumer_lag\{group="[^"]*notifications",topic="[^"]*accounts\.account"\}/) === 0 && text;
      },
      30_000,
    );
    expect(
      sample(notifications, /^jointly_consumer_events\{service="notifications",consumer="SendCodeOnOtpIssued",outcome="processed"\}/),
    ).toBe(1);
    expect(
      sample(notifications, /^jointly_consumer_events\{service="notifications",consumer="SendCodeOnOtpIssued",outcome="duplicate"\}/),
    ).toBe(0);
    expect(sample(notifications, /^jointly_queue_items\{service="notifications",queue="mail",state="pending"\}/)).toBe(0);
    expect(sample(notifications, /^jointly_dead_letters_open\{service="notifications",consumer="SendCodeOnOtpIssued"\}/)).toBe(0);
    const accounts = await scrape(accountsUrl);
    expect(sample(accounts, /^jointly_outbox_backlog\{service="accounts"\}/)).toBe(0);
    expect(
      sample(accounts, /^jointly_http_requests_total\{service="accounts",method="POST",route="\/api\/account\/register",status="201"\}/),
    ).toBe(1);
    const edge = await scrape(edgeUrl);
    expect(sample(edge, /^jointly_http_requests_total\{service="platform",method="POST",route="\/api\/account\/\*",status="201"\}/)).toBe(
      1,
    );
  });
});
