import { randomBytes, randomUUID } from 'node:crypto';
import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AccountEvents } from '@jointly/contracts';
import { JointlyRootModule, createHttpApp } from '@jointly/common/bootstrap';
import { SERVICE_NAMES, type AppConfig } from '@jointly/common/config';
import { IsolatedDatabase, SmtpSink, createIsolatedDatabase, describeKafka, eventually, testConfig } from '@jointly/common/testing';
import { SERVICE_ATTRIBUTE, addSpanProcessor, parseTraceparent, removeSpanProcessor, setupTracing } from '@jointly/common/tracing';
import { AccountsModule } from '../../accounts/src/accounts.module';
import { NotificationsModule } from '../../notifications/src/notifications.module';
import { ProxyEdgeModule } from '../src/proxy/proxy-edge.module';
import { registerProxyRoutes } from '../src/proxy/proxy-routes';

/**
 * Issue 18 item 3: one sign-up is one trace. The edge (proxy mode), accounts and notifications run as three apps with
 * their own ports and databases' schemas; accounts' events reach notifications over a real Kafka broker, so the only
 * thing that carries the trace across is the `traceparent` in the event envelope (and in the mail queue row).
 * Spans are collected by an in-memory exporter and their parent links asserted hop by hop:
 * edge server span → accounts server span → outbox producer span → notifications consumer span → mail send span,
 * and the relay's publish span, a second child of the outbox span (the consumer continues from the envelope).
 */
describeKafka('one sign-up, one trace (edge → accounts → outbox → Kafka → notifications → mail)', (brokers) => {
  const exporter = new InMemorySpanExporter();
  const processor = new SimpleSpanProcessor(exporter);
  const sink = new SmtpSink();
  const apps: NestFastifyApplication[] = [];
  let database: IsolatedDatabase;
  let edgeUrl: string;

  const start = async (name: string, config: AppConfig, modules: any[], events = true) => {
    const app = await createHttpApp(
      JointlyRootModule.create({ config, health: { mode: events ? 'service' : 'proxy', version: 'test' }, modules, events }),
      { name, config, docs: false },
    );
    apps.push(app);
    return app;
  };
  const listen = async (app: NestFastifyApplication) => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
  };

  beforeAll(async () => {
    setupTracing({ processName: 'test' });
    addSpanProcessor(processor);
    await sink.start();
    database = await createIsolatedDatabase('sign_up_trace');
    const namespace = `obs-trace-${randomUUID().slice(0, 8)}`;
    // accounts seals the code with this key and notifications opens it: one key for both, as in production.
    const otpCodeKey = randomBytes(32);
    const serviceConfig = () =>
      testConfig({ databaseUrl: database.url, smtpUrl: sink.url, kafkaBrokers: brokers, kafkaNamespace: namespace, otpCodeKey });
    const notifications = await start('notifications', serviceConfig(), [NotificationsModule]);
    await listen(notifications);
    const accounts = await start('accounts', serviceConfig(), [AccountsModule]);
    const accountsUrl = await listen(accounts);
    // Every other service is unreachable: the sign-up only needs accounts.
    const serviceUrls = Object.fromEntries(SERVICE_NAMES.map((s) => [s, s === 'accounts' ? accountsUrl : 'http://127.0.0.1:9']));
    const edgeConfig = testConfig({ edgeMode: 'proxy', serviceUrls, trustedProxies: [] });
    const edge = await start('platform', edgeConfig, [ProxyEdgeModule], false);
    registerProxyRoutes(edge.getHttpAdapter().getInstance(), serviceUrls);
    edgeUrl = await listen(edge);
  });
  afterAll(async () => {
    for (const app of apps.reverse()) await app.close();
    removeSpanProcessor(processor);
    await database?.drop();
    await sink.stop();
  });

  it('joins the HTTP request, the outbox, the Kafka consumer and the mail delivery in one trace', async () => {
    const email = `trace-${Date.now()}@example.test`;
    const response = await fetch(`${edgeUrl}/api/account/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Trace-pass-2026', companyName: 'Traced Care' }),
    });
    expect(response.status).toBe(201);
    await eventually('the verification mail', () => sink.to(email).length > 0);

    const spans = await eventually('the mail send span', () => {
      const all = exporter.getFinishedSpans();
      return all.some((s) => s.name.startsWith('mail send') && s.attributes['jointly.mail.attempt'] !== undefined) && all;
    });
    const byId = new Map(spans.map((s) => [s.spanContext().spanId, s]));
    const parentOf = (span: ReadableSpan) => (span.parentSpanContext ? byId.get(span.parentSpanContext.spanId) : undefined);
    const one = (predicate: (s: ReadableSpan) => boolean, what: string) => {
      const found = spans.filter(predicate);
      if (found.length !== 1) throw new Error(`expected one ${what}, got ${found.map((s) => s.name).join(', ') || 'none'}`);
      return found[0];
    };

    const edgeSpan = one(
      (s) => s.kind === SpanKind.SERVER && s.attributes[SERVICE_ATTRIBUTE] === 'platform' && s.name.startsWith('POST /api/account'),
      'edge server span',
    );
    const accountsSpan = one((s) => s.kind === SpanKind.SERVER && s.attributes[SERVICE_ATTRIBUTE] === 'accounts', 'accounts server span');
    expect(accountsSpan.name).toBe('POST /api/account/register');
    expect(accountsSpan.attributes['http.route']).toBe('/api/account/register');
    expect(accountsSpan.attributes['http.response.status_code']).toBe(201);
    const trace = edgeSpan.spanContext().traceId;
    expect(edgeSpan.parentSpanContext).toBeUndefined();
    expect(parentOf(accountsSpan)).toBe(edgeSpan);

    const produced = one(
      (s) => s.kind === SpanKind.PRODUCER && s.name === `outbox ${AccountEvents.OtpIssued.type}`,
      'OtpIssued outbox span',
    );
    expect(produced.attributes[SERVICE_ATTRIBUTE]).toBe('accounts');
    expect(parentOf(produced)).toBe(accountsSpan);

    // The envelope that went through Kafka carries the producer span's context.
    const accountsDb = apps[1].get<DataSource>(getDataSourceToken('accounts'));
    const [row] = (await accountsDb.query(`SELECT envelope FROM accounts.outbox_message WHERE type = $1 AND published_at IS NOT NULL`, [
      AccountEvents.OtpIssued.type,
    ])) as Array<{ envelope: { traceparent?: string } }>;
    expect(parseTraceparent(row.envelope.traceparent)).toMatchObject({ traceId: trace, spanId: produced.spanContext().spanId });

    // The relay's publish to Kafka is a span of its own, child of the context stored in the envelope.
    const relayed = one(
      (s) => s.kind === SpanKind.PRODUCER && s.name === `publish ${AccountEvents.OtpIssued.type}`,
      'OtpIssued relay publish span',
    );
    expect(relayed.attributes).toMatchObject({
      [SERVICE_ATTRIBUTE]: 'accounts',
      'messaging.system': 'kafka',
      'messaging.destination.name': AccountEvents.OtpIssued.topic,
    });
    expect(relayed.parentSpanContext?.isRemote).toBe(true);
    expect(parentOf(relayed)).toBe(produced);

    const consumed = one(
      (s) =>
        s.kind === SpanKind.CONSUMER &&
        s.attributes[SERVICE_ATTRIBUTE] === 'notifications' &&
        s.name === `consume ${AccountEvents.OtpIssued.type}`,
      'notifications consumer span of OtpIssued',
    );
    expect(consumed.parentSpanContext?.isRemote).toBe(true);
    expect(parentOf(consumed)).toBe(produced);

    const mailed = one((s) => s.name.startsWith('mail send'), 'mail send span');
    expect(mailed.kind).toBe(SpanKind.CLIENT);
    expect(mailed.attributes[SERVICE_ATTRIBUTE]).toBe('notifications');
    expect(parentOf(mailed)).toBe(consumed);

    for (const span of [edgeSpan, accountsSpan, produced, relayed, consumed, mailed]) expect(span.spanContext().traceId).toBe(trace);
  });

  it("continues a caller's trace, carrying its tracestate through the edge, the envelope, the Kafka headers and the consumer", async () => {
    const callerTrace = randomBytes(16).toString('hex');
    const email = `trace-state-${Date.now()}@example.test`;
    const response = await fetch(`${edgeUrl}/api/account/register`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        traceparent: `00-${callerTrace}-${randomBytes(8).toString('hex')}-01`,
        tracestate: 'vendor=abc,other=1',
      },
      body: JSON.stringify({ email, password: 'Trace-pass-2026', companyName: 'Stateful Care' }),
    });
    expect(response.status).toBe(201);
    const { account } = (await response.json()) as { account: { id: string } };
    await eventually('the verification mail', () => sink.to(email).length > 0);
    const spans = await eventually('the mail send span of the caller trace', () => {
      const inTrace = exporter.getFinishedSpans().filter((s) => s.spanContext().traceId === callerTrace);
      return inTrace.some((s) => s.name.startsWith('mail send')) && inTrace;
    });
    const named = (name: string) => spans.find((s) => s.name === name);
    for (const name of [
      `outbox ${AccountEvents.OtpIssued.type}`,
      `publish ${AccountEvents.OtpIssued.type}`,
      `consume ${AccountEvents.OtpIssued.type}`,
    ]) {
      expect(named(name)?.spanContext().traceState?.serialize()).toBe('vendor=abc,other=1');
    }

    const accountsDb = apps[1].get<DataSource>(getDataSourceToken('accounts'));
    const [row] = (await accountsDb.query(`SELECT envelope FROM accounts.outbox_message WHERE type = $1 AND key = $2`, [
      AccountEvents.OtpIssued.type,
      account.id,
    ])) as Array<{ envelope: { traceparent?: string; tracestate?: string } }>;
    expect(parseTraceparent(row.envelope.traceparent)?.traceId).toBe(callerTrace);
    expect(row.envelope.tracestate).toBe('vendor=abc,other=1');
  });
});
