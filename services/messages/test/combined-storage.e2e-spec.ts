import { randomUUID } from 'node:crypto';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AccountEvents, MessageEvents, type EventEnvelope } from '@jointly/contracts';
import { createEvent } from '@jointly/common/events';
import { expectPlanLimitReached, putCompanyOnPlan } from '@jointly/common/testing';
import { CompanyStorageUsage1767100000001 } from '../src/migrations/1767100000001-company-storage-usage';
import { eventually, startMessagesApp, type MessagesTestApp, type TestAccount } from './support/messages-test-app';

const KB = 1024;

/**
 * The plan's storage is one total across accounts' documents and messages' attachments. Messages hears of the
 * documents from accounts' DocumentStorageChanged (here published by the accounts stand-in, over the real transport
 * into the real inbox) and tells accounts of its attachments with AttachmentStorageChanged.
 */
describe('messages: attachments and company documents share the plan’s storage', () => {
  let t: MessagesTestApp;
  let lead: TestAccount;
  let partner: TestAccount;
  let admin: TestAccount;
  let conversationId: string;

  beforeAll(async () => {
    t = await startMessagesApp('messages_combined_storage');
    lead = await t.account('provider', { companyName: 'Amber Care Ltd', name: 'Ada Lead' });
    partner = await t.account('provider', { companyName: 'Birch Homecare', name: 'Ben Partner' });
    admin = await t.account('admin');
    conversationId = await t.conversationOf(await t.consortium(lead, [partner]));
    for (const who of [lead, partner]) {
      await putCompanyOnPlan({ billing: t.billing, db: t.db, schema: 'messages' }, who.companyId!, { storageMb: 1 });
    }
  });
  afterAll(() => t?.close());

  const send = (as: TestAccount, name: string, size: number) => t.postAttachment(as, conversationId, name, size);
  const documents = (companyId: string, deltaBytes: number, reason: 'upload' | 'delete' = 'upload') =>
    createEvent(AccountEvents.DocumentStorageChanged, { aggregateId: companyId, payload: { companyId, deltaBytes, reason } });
  const documentBytesKnown = async (companyId: string): Promise<number> => {
    const rows = (await t.db.query('SELECT bytes::text AS bytes FROM messages.company_document_usage WHERE company_id = $1', [
      companyId,
    ])) as Array<{ bytes: string }>;
    return rows[0] ? Number(rows[0].bytes) : 0;
  };
  const attachmentEvents = async (companyId: string) =>
    (
      (await t.db.query(`SELECT envelope FROM messages.outbox_message WHERE type = $1 AND key = $2 ORDER BY seq`, [
        MessageEvents.AttachmentStorageChanged.type,
        companyId,
      ])) as Array<{ envelope: EventEnvelope<{ deltaBytes: number; reason: string; messageId: string | null }> }>
    ).map((r) => r.envelope.payload);

  it('documents fill the plan: an attachment is refused and nothing written; deleting documents frees the room', async () => {
    const companyId = partner.companyId!;
    await t.accounts.publish(documents(companyId, 700 * KB));
    await eventually('messages counts the documents', async () => (await documentBytesKnown(companyId)) === 700 * KB);

    const files = t.filesOnDisk();
    const sent = await t.messageCount(partner.id);
    const refused = await send(partner, 'pricing.pdf', 400 * KB);
    expectPlanLimitReached(refused, 'allows 1 MB of storage and you have 0.7');
    expect(t.filesOnDisk()).toBe(files);
    expect(await t.messageCount(partner.id)).toBe(sent);
    expect(await attachmentEvents(companyId)).toEqual([]);
    // Another company's documents are not this company's: the lead's attachment goes.
    expect((await send(lead, 'lead.pdf', 400 * KB)).status).toBe(201);

    await t.accounts.publish(documents(companyId, -700 * KB, 'delete'));
    await eventually('messages sees the documents gone', async () => (await documentBytesKnown(companyId)) === 0);
    expect((await send(partner, 'pricing.pdf', 400 * KB)).status).toBe(201);
  });

  it('tells accounts of every attachment posted, deleted or removed by an admin (signed bytes, keyed by company)', async () => {
    const companyId = lead.companyId!;
    const before = (await attachmentEvents(companyId)).length;
    const first = await send(lead, 'method.pdf', 100 * KB);
    const second = await send(lead, 'pricing.pdf', 50 * KB);
    expect([first.status, second.status]).toEqual([201, 201]);
    const firstId = first.body.message.id as string;
    const secondId = second.body.message.id as string;
    expect((await t.request('DELETE', `/api/messages/${firstId}`, lead)).status).toBeLessThan(300);
    expect((await t.request('DELETE', `/api/admin/messages/${secondId}`, admin, { reason: 'Reported as spam' })).status).toBe(200);
    // A second delete of the same message frees nothing more.
    await t.request('DELETE', `/api/messages/${firstId}`, lead);
    expect((await attachmentEvents(companyId)).slice(before)).toEqual([
      { companyId, deltaBytes: 100 * KB, reason: 'post', messageId: firstId },
      { companyId, deltaBytes: 50 * KB, reason: 'post', messageId: secondId },
      { companyId, deltaBytes: -100 * KB, reason: 'delete', messageId: firstId },
      { companyId, deltaBytes: -50 * KB, reason: 'admin-remove', messageId: secondId },
    ]);
  });

  it('counts a redelivered document event once (inbox)', async () => {
    const companyId = lead.companyId!;
    const start = await documentBytesKnown(companyId);
    const event = documents(companyId, 100 * KB);
    await t.accounts.publish(event);
    await eventually('the first delivery', async () => (await documentBytesKnown(companyId)) === start + 100 * KB);
    // The same envelope again under another outbox row (as a relay retry would send it), then a fresh one behind it.
    const accountsDb = t.app.get<DataSource>(getDataSourceToken('accounts'));
    await accountsDb.query(
      `INSERT INTO accounts.outbox_message (id, topic, key, type, envelope) SELECT $2, topic, key, type, envelope FROM accounts.outbox_message WHERE id = $1`,
      [event.id, randomUUID()],
    );
    await t.accounts.publish(documents(companyId, 50 * KB));
    await eventually('the later event', async () => (await documentBytesKnown(companyId)) !== start + 100 * KB);
    expect(await documentBytesKnown(companyId)).toBe(start + 150 * KB);
  });

  it('the migration tells accounts of the attachments that were there before (one baseline event per company)', async () => {
    const companyId = partner.companyId!;
    const [{ bytes }] = (await t.db.query(
      `SELECT sum(a.size)::int AS bytes FROM messages.attachment a JOIN messages.message m ON m.id = a.message_id WHERE m.author_company_id = $1`,
      [companyId],
    )) as Array<{ bytes: number }>;
    expect(bytes).toBeGreaterThan(0);
    const migration = new CompanyStorageUsage1767100000001();
    const runner = t.db.createQueryRunner();
    try {
      await migration.down(runner);
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    const [baseline] = (await t.db.query(
      `SELECT topic, key, envelope FROM messages.outbox_message WHERE type = $1 AND key = $2 AND envelope->'payload'->>'reason' = 'baseline'`,
      [MessageEvents.AttachmentStorageChanged.type, companyId],
    )) as Array<{ topic: string; key: string; envelope: EventEnvelope }>;
    expect(baseline).toMatchObject({ topic: MessageEvents.AttachmentStorageChanged.topic, key: companyId });
    const model = createEvent(MessageEvents.AttachmentStorageChanged, {
      aggregateId: companyId,
      payload: { companyId, deltaBytes: 0, reason: 'baseline', messageId: null },
    });
    expect(Object.keys(baseline.envelope).sort()).toEqual(Object.keys(model).sort());
    expect(baseline.envelope).toMatchObject({
      type: model.type,
      version: model.version,
      aggregateType: model.aggregateType,
      aggregateId: companyId,
      payload: { companyId, deltaBytes: bytes, reason: 'baseline', messageId: null },
    });
  });
});
