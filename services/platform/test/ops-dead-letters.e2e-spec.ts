import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AccountEvents, TenderEvents, type EventEnvelope } from '@jointly/contracts';
import { SERVICE_NAMES } from '@jointly/common/config';
import { transaction } from '@jointly/common/database';
import { OutboxService, createEvent } from '@jointly/common/events';
import { call, createTestApp, testConfig } from '@jointly/common/testing';
import { allInOneModules } from '../src/all-service-modules';
import { EdgeOpsModule } from '../src/ops/edge-ops.module';

const ADMIN = { email: 'ops-admin@jointly.test', password: 'Ops-admin-password-2026' };
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

async function eventually<T>(what: string, check: () => Promise<T | undefined | null | false>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The ops resources over the all-in-one process, and the same through an edge in proxy mode: a consumer fails for a
 * real reason (an alert for an account notifications has not heard of), its event is dead-lettered, the data
 * arrives, the replay succeeds; a replay that fails again is a 409; every replay and discard is in the audit log.
 */
describe('ops: dead letters, outboxes, consumers, service health', () => {
  let app: NestFastifyApplication;
  let edge: NestFastifyApplication;
  let admin: string;
  const fixedAccount = randomUUID();
  const unknownAccount = randomUUID();
  const letters: Record<'fixed' | 'unknown', string> = { fixed: '', unknown: '' };

  const publish = (service: string, event: EventEnvelope) =>
    transaction(app.get<DataSource>(getDataSourceToken(service)), (m) => new OutboxService(service).add(m, event));
  const savedSearchMatched = (accountId: string) =>
    createEvent(TenderEvents.SavedSearchMatched, {
      aggregateId: randomUUID(),
      payload: {
        savedSearchId: randomUUID(),
        accountId,
        searchName: 'Home care in Kent',
        delivery: 'instant',
        tenders: [{ tenderId: randomUUID(), title: 'Home care framework', buyerName: 'Kent County Council', closingDate: null }],
      },
    });
  const auditOf = (resourceId: string) =>
    call(app, 'GET', `/api/admin/audit-log?filter=${q({ resourceId })}`, { token: admin }).then(
      (r) => r.body as Array<Record<string, any>>,
    );

  beforeAll(async () => {
    const config = testConfig({ adminEmail: ADMIN.email, adminPassword: ADMIN.password });
    app = await createTestApp({ config, modules: allInOneModules() });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const login = await call(app, 'POST', '/api/admin/login', { body: ADMIN });
    expect(login.status).toBe(200);
    admin = login.body.accessToken;
    const base = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
    // An edge in proxy mode whose every service URL is this process (it serves /api/ops/<service>/… for all six).
    edge = await createTestApp({ config, modules: [EdgeOpsModule.remote(Object.fromEntries(SERVICE_NAMES.map((s) => [s, base])))] });

    await publish('tenders', savedSearchMatched(fixedAccount));
    await publish('tenders', savedSearchMatched(unknownAccount));
    const pending = await eventually('two dead letters in notifications', async () => {
      const res = await call(app, 'GET', `/api/admin/dead-letters?filter=${q({ service: 'notifications', status: 'pending' })}`, {
        token: admin,
      });
      return res.body.length === 2 && (res.body as Array<{ id: string; payload: EventEnvelope<{ accountId: string }> }>);
    });
    letters.fixed = pending.find((l) => l.payload.payload.accountId === fixedAccount)!.id;
    letters.unknown = pending.find((l) => l.payload.payload.accountId === unknownAccount)!.id;
  });
  afterAll(async () => {
    await edge?.close();
    await app?.close();
  });

  it('lists dead letters with the failure, the event and Content-Range; filters, sorts and shows one', async () => {
    const res = await call(app, 'GET', `/api/admin/dead-letters?sort=${q(['failedAt', 'ASC'])}&range=${q([0, 9])}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.headers['content-range']).toBe('dead-letters 0-1/2');
    expect(res.body.map((l: { id: string }) => l.id)).toEqual([letters.fixed, letters.unknown]);
    expect(res.body[0]).toEqual({
      id: expect.stringMatching(/^notifications:[0-9a-f-]{36}$/),
      service: 'notifications',
      consumer: 'AlertOnSavedSearchMatched',
      eventName: TenderEvents.SavedSearchMatched.type,
      eventId: expect.any(String),
      aggregateId: expect.any(String),
      error: expect.stringContaining(`No recipient known yet for account ${fixedAccount}`),
      attempts: 5,
      payload: expect.objectContaining({
        type: TenderEvents.SavedSearchMatched.type,
        payload: expect.objectContaining({ accountId: fixedAccount }),
      }),
      failedAt: expect.any(String),
      status: 'pending',
    });
    expect((await call(app, 'GET', `/api/admin/dead-letters?filter=${q({ service: 'tenders' })}`, { token: admin })).body).toEqual([]);
    expect(
      (
        await call(app, 'GET', `/api/admin/dead-letters?filter=${q({ consumer: 'AlertOnSavedSearchMatched', id: [letters.unknown] })}`, {
          token: admin,
        })
      ).body.map((l: { id: string }) => l.id),
    ).toEqual([letters.unknown]);
    // react-admin encodes ids in paths (`notifications%3A…`).
    const one = await call(app, 'GET', `/api/admin/dead-letters/${encodeURIComponent(letters.fixed)}`, { token: admin });
    expect(one.body).toEqual(res.body[0]);
    expect((await call(app, 'GET', `/api/admin/dead-letters/notifications:${randomUUID()}`, { token: admin })).status).toBe(404);
    expect((await call(app, 'GET', '/api/admin/dead-letters/bogus', { token: admin })).status).toBe(404);
    for (const query of [
      `filter=${q({ service: 'nowhere' })}`,
      `filter=${q({ status: 'open' })}`,
      `sort=${q(['payload', 'ASC'])}`,
      'range=[2,1]',
    ]) {
      const bad = await call(app, 'GET', `/api/admin/dead-letters?${query}`, { token: admin });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(
        /filter service must be one of|filter status must be one of|sort field must be one of|range must be/,
      );
    }
  });

  it('a replay that fails again answers 409 with the new error; the letter stays pending and nothing is audited', async () => {
    const res = await call(app, 'POST', `/api/admin/dead-letters/${letters.unknown}/replay`, { token: admin });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain(`No recipient known yet for account ${unknownAccount}`);
    const after = await call(app, 'GET', `/api/admin/dead-letters/${letters.unknown}`, { token: admin });
    expect(after.body).toMatchObject({ status: 'pending', attempts: 6 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await auditOf(letters.unknown)).toEqual([]);
  });

  it('a replay after the missing data arrived applies the event, answers the replayed record and is audited', async () => {
    // Accounts announces the account (as a sign-up does); notifications learns the recipient from it.
    await publish(
      'accounts',
      createEvent(AccountEvents.AccountRegistered, {
        aggregateId: fixedAccount,
        payload: {
          accountId: fixedAccount,
          email: 'late@example.test',
          accountType: 'provider',
          companyName: 'Late Ltd',
          name: 'Lee Late',
        },
      }),
    );
    const notifications = app.get<DataSource>(getDataSourceToken('notifications'));
    await eventually(
      'the recipient',
      async () => (await notifications.query('SELECT 1 FROM notifications.recipient WHERE account_id = $1', [fixedAccount])).length,
    );
    const res = await call(app, 'POST', `/api/admin/dead-letters/${letters.fixed}/replay`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: letters.fixed, status: 'replayed' });
    const alerts = await notifications.query('SELECT title FROM notifications.notification WHERE recipient_account_id = $1', [
      fixedAccount,
    ]);
    expect(alerts).toEqual([{ title: '1 new tender matches "Home care in Kent"' }]);
    const [entry] = await eventually('the replay in the audit log', async () => {
      const found = await auditOf(letters.fixed);
      return found.length ? found : null;
    });
    expect(entry).toMatchObject({
      action: 'dead-letter.replay',
      service: 'notifications',
      resource: 'dead-letters',
      actorEmail: ADMIN.email,
    });
    const again = await call(app, 'POST', `/api/admin/dead-letters/${letters.fixed}/replay`, { token: admin });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already replayed/);
  });

  it('discard closes a letter without applying it and is audited', async () => {
    const res = await call(app, 'POST', `/api/admin/dead-letters/${letters.unknown}/discard`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: letters.unknown, status: 'discarded' });
    expect((await call(app, 'POST', `/api/admin/dead-letters/${letters.unknown}/discard`, { token: admin })).status).toBe(409);
    const [entry] = await eventually('the discard in the audit log', async () => {
      const found = await auditOf(letters.unknown);
      return found.length ? found : null;
    });
    expect(entry).toMatchObject({ action: 'dead-letter.discard', changes: { status: { from: 'pending', to: 'discarded' } } });
    const pending = await call(app, 'GET', `/api/admin/dead-letters?filter=${q({ status: 'pending' })}`, { token: admin });
    expect(pending.body).toEqual([]);
  });

  it('outboxes: one per service with backlog and relay state', async () => {
    const res = await call(app, 'GET', `/api/admin/outboxes?sort=${q(['service', 'ASC'])}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.headers['content-range']).toBe(`outboxes 0-${SERVICE_NAMES.length - 1}/${SERVICE_NAMES.length}`);
    expect(res.body.map((o: { id: string }) => o.id)).toEqual([...SERVICE_NAMES].sort());
    for (const outbox of res.body)
      expect(outbox).toMatchObject({
        service: outbox.id,
        transport: 'in-process',
        relayState: 'running',
        backlog: expect.any(Number),
        oldestPendingSeconds: expect.any(Number),
      });
    // The relay counts a round once it commits; the dead letters above can exist before that (a round whose publish
    // failed is retried after its back-off), so wait for the count rather than read it once.
    const tenders = await eventually('the tenders relay counting both events it published', async () => {
      const now = await call(app, 'GET', '/api/admin/outboxes/tenders', { token: admin });
      return now.body.publishedTotal >= 2 && now.body;
    });
    expect(tenders.publishedTotal).toBeGreaterThanOrEqual(2);
    expect((await call(app, 'GET', `/api/admin/outboxes?filter=${q({ service: 'bids' })}`, { token: admin })).body).toHaveLength(1);
    expect((await call(app, 'GET', '/api/admin/outboxes/notifications', { token: admin })).body.id).toBe('notifications');
  });

  it('consumers: counters per service and consumer, lag null in-process', async () => {
    const res = await call(app, 'GET', `/api/admin/consumers?filter=${q({ service: 'notifications' })}&range=${q([0, 99])}`, {
      token: admin,
    });
    expect(res.status).toBe(200);
    const alert = res.body.find((c: { consumer: string }) => c.consumer === 'AlertOnSavedSearchMatched');
    expect(alert).toEqual({
      id: 'notifications:AlertOnSavedSearchMatched',
      service: 'notifications',
      consumer: 'AlertOnSavedSearchMatched',
      group: 'notifications',
      topics: ['tenders.saved-search'],
      lag: null,
      processed: 1,
      failed: 10,
      deadLettered: 2,
    });
    const audit = await call(app, 'GET', '/api/admin/consumers/accounts:RecordAuditEntryOnAdminActionRecorded', { token: admin });
    expect(audit.body.topics).toEqual(expect.arrayContaining(['tenders.admin-action', 'notifications.admin-action', 'accounts.partner']));
    const byFailed = await call(app, 'GET', `/api/admin/consumers?sort=${q(['failed', 'DESC'])}&range=${q([0, 0])}`, { token: admin });
    expect(byFailed.body[0].id).toBe('notifications:AlertOnSavedSearchMatched');
  });

  it('service-health: every service up with its checks', async () => {
    const res = await call(app, 'GET', '/api/admin/service-health', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.map((s: { id: string }) => s.id)).toEqual([...SERVICE_NAMES].sort());
    for (const service of res.body) {
      expect(service).toMatchObject({ status: 'up', url: null, version: expect.any(String) });
      expect(service.checks).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'database', status: 'up' })]));
    }
  });

  it('proxy mode: an edge merges the same resources from each service /api/ops/<service>/… with the admin token', async () => {
    const direct = await call(app, 'GET', `/api/admin/dead-letters?filter=${q({ status: 'replayed' })}`, { token: admin });
    const merged = await call(edge, 'GET', `/api/admin/dead-letters?filter=${q({ status: 'replayed' })}`, { token: admin });
    expect(merged.status).toBe(200);
    expect(merged.headers['content-range']).toBe(direct.headers['content-range']);
    expect(merged.body).toEqual(direct.body);
    const replayed = await call(edge, 'POST', `/api/admin/dead-letters/${letters.fixed}/replay`, { token: admin });
    expect(replayed.status).toBe(409);
    expect(replayed.body.message).toMatch(/already replayed/);
    expect((await call(edge, 'GET', '/api/admin/outboxes', { token: admin })).body.map((o: { id: string }) => o.id).sort()).toEqual(
      [...SERVICE_NAMES].sort(),
    );
    const consumers = await call(edge, 'GET', `/api/admin/consumers?filter=${q({ service: 'notifications' })}&range=${q([0, 99])}`, {
      token: admin,
    });
    expect(consumers.body.map((c: { id: string }) => c.id)).toContain('notifications:AlertOnSavedSearchMatched');
    const health = await call(edge, 'GET', '/api/admin/service-health', { token: admin });
    expect(health.body).toHaveLength(SERVICE_NAMES.length);
    expect(health.body[0]).toMatchObject({ status: 'up', url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/) });
    expect((await call(edge, 'GET', '/api/admin/dead-letters')).status).toBe(401);
  });
});
