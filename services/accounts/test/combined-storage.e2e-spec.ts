import { randomUUID } from 'node:crypto';
import * as path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AccountEvents, MessageEvents, type EventEnvelope } from '@jointly/contracts';
import { createEvent } from '@jointly/common/events';
import {
  BillingEventsPublisher,
  FakeBillingModule,
  FakeMessagesModule,
  MessagesEventsPublisher,
  type ServiceTestApp,
  call,
  expectPlanLimitReached,
  eventually,
  filesUnder,
  pdfOfSize,
  putCompanyOnPlan,
  startServiceTestApp,
} from '@jointly/common/testing';
import { AccountsModule } from '../src/accounts.module';
import { CompanyStorageUsage1767100000000 } from '../src/migrations/1767100000000-company-storage-usage';
import { signUp, uploadDocument } from './accounts-harness';

const KB = 1024;

/**
 * The plan's storage is one total across accounts' documents and messages' attachments. Accounts hears of the
 * attachments from messages' AttachmentStorageChanged (here published by a stand-in, over the real transport into
 * the real inbox) and tells messages of its documents with DocumentStorageChanged.
 */
describe('accounts: documents and message attachments share the plan’s storage', () => {
  let s: ServiceTestApp;
  let app: NestFastifyApplication;
  let db: DataSource;
  let messages: MessagesEventsPublisher;

  beforeAll(async () => {
    s = await startServiceTestApp({
      service: 'accounts',
      label: 'accounts_combined_storage',
      modules: [AccountsModule, FakeMessagesModule.register(), FakeBillingModule.register()],
    });
    ({ app, db } = s);
    messages = app.get(MessagesEventsPublisher);
  });
  afterAll(() => s?.close());

  const company = async (storageMb: number) => {
    const owner = await signUp(app, 'provider');
    const companyId = owner.session.partner.id as string;
    await putCompanyOnPlan({ billing: app.get(BillingEventsPublisher), db, schema: 'accounts' }, companyId, { storageMb });
    return { token: owner.accessToken, accountId: owner.accountId, companyId };
  };
  const upload = (token: string, name: string, size: number) => uploadDocument(app, token, name, pdfOfSize(size));
  const attachments = (companyId: string, deltaBytes: number, reason: 'post' | 'delete' = 'post') =>
    createEvent(MessageEvents.AttachmentStorageChanged, {
      aggregateId: companyId,
      payload: { companyId, deltaBytes, reason, messageId: randomUUID() },
    });
  const attachmentBytesKnown = async (companyId: string): Promise<number> => {
    const rows = (await db.query('SELECT bytes::text AS bytes FROM accounts.company_attachment_usage WHERE company_id = $1', [
      companyId,
    ])) as Array<{ bytes: string }>;
    return rows[0] ? Number(rows[0].bytes) : 0;
  };
  const storageUsage = async (token: string) =>
    ((await call(app, 'GET', '/api/plan-usage/accounts', { token })).body as Array<{ limit: string }>).find((u) => u.limit === 'storageMb');
  const filesOnDisk = () => filesUnder(path.join(s.config.dataDir, 'uploads', 'accounts'));
  const documentEvents = async (companyId: string) =>
    (
      (await db.query(`SELECT envelope FROM accounts.outbox_message WHERE type = $1 AND key = $2 ORDER BY seq`, [
        AccountEvents.DocumentStorageChanged.type,
        companyId,
      ])) as Array<{ envelope: EventEnvelope<{ companyId: string; deltaBytes: number; reason: string }> }>
    ).map((r) => r.envelope.payload);

  it('attachments fill the plan: a document is refused and nothing written; the usage shows both; freeing attachments lets it in', async () => {
    const { token, companyId } = await company(1);
    await messages.publish(attachments(companyId, 700 * KB));
    await eventually('accounts counts the attachments', async () => (await attachmentBytesKnown(companyId)) === 700 * KB);
    expect(await storageUsage(token)).toEqual({ limit: 'storageMb', used: 0.7, max: 1 });

    const before = filesOnDisk();
    const refused = await upload(token, 'policy.pdf', 400 * KB);
    expectPlanLimitReached(refused, 'allows 1 MB of storage and you have 0.7');
    expect(filesOnDisk()).toBe(before);
    expect((await db.query('SELECT count(*)::int AS n FROM accounts.stored_file WHERE company_id = $1', [companyId]))[0].n).toBe(0);
    expect(await documentEvents(companyId)).toEqual([]);

    // A smaller document still fits beside the attachments.
    expect((await upload(token, 'cqc.pdf', 200 * KB)).status).toBe(201);
    expect(await storageUsage(token)).toEqual({ limit: 'storageMb', used: 0.9, max: 1 });

    // Messages deletes the attachments: the room is back.
    await messages.publish(attachments(companyId, -700 * KB, 'delete'));
    await eventually('accounts sees the attachments gone', async () => (await attachmentBytesKnown(companyId)) === 0);
    expect((await upload(token, 'policy.pdf', 400 * KB)).status).toBe(201);
    expect(await storageUsage(token)).toEqual({ limit: 'storageMb', used: 0.6, max: 1 });
  });

  it('tells messages of every document added and deleted (signed bytes, keyed by company), and nothing of a refused one', async () => {
    const { token, companyId } = await company(1);
    const doc = await upload(token, 'insurance.pdf', 300 * KB);
    expect(doc.status).toBe(201);
    expect((await upload(token, 'too-big.pdf', 800 * KB)).status).toBe(403);
    expect((await call(app, 'DELETE', `/api/file/${doc.body.file.id}`, { token })).status).toBe(200);
    expect(await documentEvents(companyId)).toEqual([
      { companyId, deltaBytes: 300 * KB, reason: 'upload' },
      { companyId, deltaBytes: -300 * KB, reason: 'delete' },
    ]);
  });

  it('counts a redelivered attachment event once (inbox)', async () => {
    const { companyId } = await company(1);
    const event = attachments(companyId, 100 * KB);
    await messages.publish(event);
    await eventually('the first delivery', async () => (await attachmentBytesKnown(companyId)) === 100 * KB);
    // The same envelope again under another outbox row (as a relay retry would send it), then a fresh one behind it.
    const messagesDb = app.get<DataSource>(getDataSourceToken('messages'));
    await messagesDb.query(
      `INSERT INTO messages.outbox_message (id, topic, key, type, envelope) SELECT $2, topic, key, type, envelope FROM messages.outbox_message WHERE id = $1`,
      [event.id, randomUUID()],
    );
    await messages.publish(attachments(companyId, 50 * KB));
    await eventually('the later event', async () => (await attachmentBytesKnown(companyId)) !== 100 * KB);
    expect(await attachmentBytesKnown(companyId)).toBe(150 * KB);
  });

  it('the migration tells messages of the documents that were there before (one baseline event per company)', async () => {
    const { token, companyId } = await company(5);
    expect((await upload(token, 'a.pdf', 300 * KB)).status).toBe(201);
    expect((await upload(token, 'b.pdf', 200 * KB)).status).toBe(201);
    const migration = new CompanyStorageUsage1767100000000();
    const runner = db.createQueryRunner();
    try {
      await migration.down(runner);
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    const [baseline] = (await db.query(
      `SELECT topic, key, type, envelope FROM accounts.outbox_message WHERE type = $1 AND key = $2 AND envelope->'payload'->>'reason' = 'baseline'`,
      [AccountEvents.DocumentStorageChanged.type, companyId],
    )) as Array<{ topic: string; key: string; type: string; envelope: EventEnvelope }>;
    expect(baseline).toMatchObject({ topic: AccountEvents.DocumentStorageChanged.topic, key: companyId });
    const model = createEvent(AccountEvents.DocumentStorageChanged, {
      aggregateId: companyId,
      payload: { companyId, deltaBytes: 0, reason: 'baseline' },
    });
    expect(Object.keys(baseline.envelope).sort()).toEqual(Object.keys(model).sort());
    expect(baseline.envelope).toMatchObject({
      type: model.type,
      version: model.version,
      aggregateType: model.aggregateType,
      aggregateId: companyId,
      payload: { companyId, deltaBytes: 500 * KB, reason: 'baseline' },
    });
    expect(new Date(baseline.envelope.occurredAt).toISOString()).toBe(baseline.envelope.occurredAt);
  });
});
