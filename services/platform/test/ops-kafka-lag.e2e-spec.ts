import { randomBytes } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { call, createTestApp, describeKafka, testConfig } from '@jointly/common/testing';
import { SERVICE_NAMES } from '@jointly/common/config';
import { allInOneModules } from '../src/all-service-modules';

const ADMIN = { email: 'kafka-ops-admin@jointly.test', password: 'Kafka-ops-password-2026' };

describeKafka('ops over Kafka: outboxes say kafka, consumers carry their group lag', (brokers) => {
  let app: NestFastifyApplication;
  let admin: string;

  beforeAll(async () => {
    const config = testConfig({
      adminEmail: ADMIN.email,
      adminPassword: ADMIN.password,
      kafkaBrokers: brokers,
      kafkaNamespace: `ops${randomBytes(4).toString('hex')}`,
    });
    app = await createTestApp({ config, modules: allInOneModules() });
    admin = (await call(app, 'POST', '/api/admin/login', { body: ADMIN })).body.accessToken;
  });
  afterAll(() => app?.close());

  it('reports the Kafka transport per outbox and a numeric lag per consumer', async () => {
    const outboxes = await call(app, 'GET', '/api/admin/outboxes', { token: admin });
    expect(outboxes.status).toBe(200);
    expect(outboxes.body.map((o: { transport: string }) => o.transport)).toEqual(Array(SERVICE_NAMES.length).fill('kafka'));
    const deadline = Date.now() + 60_000;
    let consumers: Array<{ id: string; lag: number | null; group: string }> = [];
    for (;;) {
      consumers = (await call(app, 'GET', `/api/admin/consumers?range=${encodeURIComponent('[0,199]')}`, { token: admin })).body;
      if (consumers.length && consumers.every((c) => c.lag !== null)) break;
      if (Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(consumers.length).toBeGreaterThan(5);
    for (const consumer of consumers) expect([consumer.id, typeof consumer.lag]).toEqual([consumer.id, 'number']);
    expect(consumers.find((c) => c.id === 'notifications:AlertOnSavedSearchMatched')).toMatchObject({ group: 'notifications' });
  });
});
