import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { IsolatedDatabase, SmtpSink, createIsolatedDatabase, createTestApp, eventually, testConfig } from '@jointly/common/testing';
import { AccountsModule } from '../../accounts/src/accounts.module';
import { NotificationsModule } from '../../notifications/src/notifications.module';

const TOKEN = 'scrape-token-0123456789abcdef';

/**
 * Issue 18 item 3: GET /metrics of a Jointly process (here accounts and notifications in one, events in-process):
 * Prometheus text with the HTTP figures by route pattern, the outbox, consumers, dead letters, the mail queue and the
 * database pools; only with the bearer token (or from loopback when no token is configured).
 */
describe('GET /metrics', () => {
  const sink = new SmtpSink();
  let database: IsolatedDatabase;
  let app: NestFastifyApplication;

  const scrape = async (authorization = `Bearer ${TOKEN}`) => {
    const res = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization }, remoteAddress: '10.1.2.3' });
    return { status: res.statusCode, body: res.body, type: String(res.headers['content-type']) };
  };
  /** The value of one sample, e.g. value(text, 'jointly_outbox_backlog{service="accounts"}'). */
  const value = (text: string, sample: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`${sample} `));
    return line === undefined ? undefined : Number(line.slice(sample.length + 1));
  };

  beforeAll(async () => {
    await sink.start();
    database = await createIsolatedDatabase('metrics_endpoint');
    app = await createTestApp({
      modules: [AccountsModule, NotificationsModule],
      config: testConfig({ databaseUrl: database.url, smtpUrl: sink.url, metricsToken: TOKEN }),
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
    await sink.stop();
  });

  it('answers 404 without the token, with a wrong one, and to a remote caller', async () => {
    expect((await scrape('')).status).toBe(404);
    expect((await scrape(`Bearer ${TOKEN.slice(0, -1)}x`)).status).toBe(404);
    expect((await scrape(`Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}`)).status).toBe(404);
  });

  it('counts requests by route pattern (never the raw URL) and status, and shows the event pipeline, mail queue and pools', async () => {
    for (const id of ['4f1c9b1e-0000-4000-8000-000000000001', '4f1c9b1e-0000-4000-8000-000000000002']) {
      await app.inject({ method: 'GET', url: `/api/account/${id}` });
    }
    const email = `metrics-${Date.now()}@example.test`;
    const registered = await app.inject({
      method: 'POST',
      url: '/api/account/register',
      payload: { email, password: 'Metrics-pass-2026', companyName: 'Metered Care' },
    });
    expect(registered.statusCode).toBe(201);
    await eventually('the verification mail', () => sink.to(email).length > 0);
    // The sink has the mail a moment before the sender records it as sent: scrape once the queue says so.
    let scraped = await scrape();
    await eventually('the mail queue empty in the metrics', async () => {
      scraped = await scrape();
      return value(scraped.body, 'jointly_queue_items{service="notifications",queue="mail",state="pending"}') === 0;
    });
    const { status, body, type } = scraped;
    expect(status).toBe(200);
    expect(type).toContain('text/plain');
    expect(value(body, 'jointly_http_requests_total{service="test",method="POST",route="/api/account/register",status="201"}')).toBe(1);
    expect(body).not.toContain('4f1c9b1e-0000');
    expect(body).toMatch(
      /jointly_http_request_duration_seconds_bucket\{le="0\.005",service="test",method="POST",route="\/api\/account\/register"\}/,
    );
    for (const service of ['accounts', 'notifications']) {
      expect(value(body, `jointly_outbox_backlog{service="${service}"}`)).toBeGreaterThanOrEqual(0);
      expect(value(body, `jointly_outbox_oldest_pending_seconds{service="${service}"}`)).toBeGreaterThanOrEqual(0);
      expect(value(body, `jointly_db_pool_connections{service="${service}",state="max"}`)).toBe(10);
      expect(value(body, `jointly_db_pool_connections{service="${service}",state="total"}`)).toBeGreaterThan(0);
    }
    expect(
      value(body, 'jointly_consumer_events{service="notifications",consumer="SendCodeOnOtpIssued",outcome="processed"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(value(body, 'jointly_dead_letters_open{service="notifications",consumer="SendCodeOnOtpIssued"}')).toBe(0);
    expect(value(body, 'jointly_queue_items{service="notifications",queue="mail",state="pending"}')).toBe(0);
    expect(value(body, 'jointly_queue_items{service="notifications",queue="mail",state="failed"}')).toBe(0);
    expect(body).toContain('jointly_consumer_lag');
    expect(body).toContain('process_resident_memory_bytes');
    expect(body).not.toMatch(/^jointly_metrics_collect_errors\{/m);
  });
});
