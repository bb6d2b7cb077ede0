import { randomBytes, randomUUID } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AccountEvents, ConsortiumEvents } from '@jointly/contracts';
import type { AppConfig } from '@jointly/common/config';
import { transaction } from '@jointly/common/database';
import { createEvent } from '@jointly/common/events';
import {
  BillingEventsPublisher,
  ConsortiumsEventsPublisher,
  FakeBillingModule,
  FakeConsortiumsModule,
  type IsolatedDatabase,
  aCompanyPlanChange,
  call,
  createIsolatedDatabase,
  createTestApp,
  eventually,
  testConfig,
} from '@jointly/common/testing';
import { MessagesModule } from '../../messages/src/messages.module';
import { AccountsModule } from '../src/accounts.module';
import { signUp } from './accounts-harness';

const KB = 1024;

/** A multipart body with one PDF-looking file of `size` bytes in `field`, plus the given text fields. */
function multipart(field: string, name: string, size: number, fields: Record<string, string>) {
  const boundary = `----jointly${randomBytes(6).toString('hex')}`;
  const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(Math.max(0, size - 9))]);
  const body = Buffer.concat([
    ...Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

interface Person {
  id: string;
  token: string;
  companyId: string;
}

/**
 * The plan's storage is one total across accounts' documents and messages' attachments: the real accounts and
 * messages modules side by side, their usage travelling as events (outbox → transport → inbox), billing and
 * consortiums stood in for.
 */
describe('accounts + messages: one storage limit for documents and attachments together', () => {
  let database: IsolatedDatabase;
  let app: NestFastifyApplication;
  let config: AppConfig;
  let accountsDb: DataSource;
  let messagesDb: DataSource;
  let lead: Person;
  let partner: Person;
  let conversationId: string;

  const person = async (): Promise<Person> => {
    const s = await signUp(app, 'provider');
    return { id: s.accountId, token: s.accessToken, companyId: s.session.partner.id as string };
  };

  beforeAll(async () => {
    database = await createIsolatedDatabase('combined_storage');
    config = testConfig({ databaseUrl: database.url, seedDemoData: false });
    app = await createTestApp({
      modules: [AccountsModule, MessagesModule, FakeConsortiumsModule.register(), FakeBillingModule.register()],
      config,
    });
    accountsDb = app.get<DataSource>(getDataSourceToken('accounts'));
    messagesDb = app.get<DataSource>(getDataSourceToken('messages'));
    lead = await person();
    partner = await person();
    for (const p of [lead, partner])
      await eventually('messages knows the account', async () => {
        const rows = (await messagesDb.query('SELECT company_id FROM messages.account WHERE account_id = $1', [p.id])) as Array<{
          company_id: string | null;
        }>;
        return rows[0]?.company_id === p.companyId;
      });
    const consortiumId = randomUUID();
    await app.get(ConsortiumsEventsPublisher).publish(
      createEvent(ConsortiumEvents.ConsortiumCreated, {
        aggregateId: consortiumId,
        actorId: lead.id,
        payload: { consortiumId, name: 'Leeds Care Alliance', ownerAccountId: lead.id, ownerCompanyId: lead.companyId },
      }),
      createEvent(ConsortiumEvents.ConsortiumRequestAnswered, {
        aggregateId: randomUUID(),
        actorId: partner.id,
        payload: {
          requestId: randomUUID(),
          consortiumId,
          consortiumName: 'Leeds Care Alliance',
          accountId: partner.id,
          companyId: partner.companyId,
          companyName: 'Birch Homecare',
          fromAccountId: lead.id,
          status: 'Approve' as const,
        },
      }),
    );
    await eventually('the consortium conversation', async () => {
      const rows = (await messagesDb.query('SELECT id FROM messages.conversation WHERE subject_id = $1', [consortiumId])) as Array<{
        id: string;
      }>;
      conversationId = rows[0]?.id ?? '';
      return conversationId !== '';
    });
    // The lead's company on a 1 MB plan, in both services' read models.
    const code = `plan-${randomUUID().slice(0, 8)}`;
    await app.get(BillingEventsPublisher).publish(aCompanyPlanChange(lead.companyId, code, { storageMb: 1 }));
    for (const [db, schema] of [
      [accountsDb, 'accounts'],
      [messagesDb, 'messages'],
    ] as const)
      await eventually(`${schema} has the plan`, async () => {
        const rows = (await db.query(`SELECT plan_code FROM ${schema}.company_plan WHERE company_id = $1`, [lead.companyId])) as Array<{
          plan_code: string;
        }>;
        return rows[0]?.plan_code === code;
      });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const uploadDocument = async (as: Person, name: string, size: number) => {
    const form = multipart('file', name, size, { purpose: 'evidence:insurance' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/file/upload-document',
      payload: form.body,
      headers: { ...form.headers, authorization: `Bearer ${as.token}` },
    });
    return { status: res.statusCode, body: res.json() };
  };
  const postAttachment = async (as: Person, name: string, size: number) => {
    const form = multipart('files', name, size, { body: `Attached: ${name}` });
    const res = await app.inject({
      method: 'POST',
      url: `/api/messages/conversations/${conversationId}/messages`,
      payload: form.body,
      headers: { ...form.headers, authorization: `Bearer ${as.token}` },
    });
    return { status: res.statusCode, body: res.json() };
  };
  const usageBytes = async (db: DataSource, table: string, companyId: string): Promise<number> => {
    const rows = (await db.query(`SELECT bytes::text AS bytes FROM ${table} WHERE company_id = $1`, [companyId])) as Array<{ bytes: string }>;
    return rows[0] ? Number(rows[0].bytes) : 0;
  };
  const documentsSeenByMessages = (companyId: string) => usageBytes(messagesDb, 'messages.company_document_usage', companyId);
  const attachmentsSeenByAccounts = (companyId: string) => usageBytes(accountsDb, 'accounts.company_attachment_usage', companyId);
  const filesIn = (service: string): number => {
    const walk = (dir: string): number =>
      fs.existsSync(dir)
        ? fs.readdirSync(dir, { withFileTypes: true }).reduce((n, e) => n + (e.isDirectory() ? walk(path.join(dir, e.name)) : 1), 0)
        : 0;
    return walk(path.join(config.dataDir, 'uploads', service));
  };
  const storageUsage = async (as: Person) =>
    ((await call(app, 'GET', '/api/plan-usage/accounts', { token: as.token })).body as Array<{ limit: string; used: number; max: number }>).find(
      (u) => u.limit === 'storageMb',
    );

  it('documents fill the plan: an attachment is refused (nothing written), and deleting a document frees the room', async () => {
    const doc = await uploadDocument(lead, 'insurance.pdf', 700 * KB);
    expect(doc.status).toBe(201);
    await eventually('messages counts the document', async () => (await documentsSeenByMessages(lead.companyId)) === 700 * KB);

    const messagesBefore = (await messagesDb.query('SELECT count(*)::int AS n FROM messages.message'))[0].n;
    const filesBefore = filesIn('messages');
    const refused = await postAttachment(lead, 'pricing.pdf', 400 * KB);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('PLAN.LIMIT_REACHED');
    expect(refused.body.message).toContain('allows 1 MB of storage and you have 0.7');
    expect((await messagesDb.query('SELECT count(*)::int AS n FROM messages.message'))[0].n).toBe(messagesBefore);
    expect(filesIn('messages')).toBe(filesBefore);
    // Another company's attachment is not affected by this company's documents.
    expect((await postAttachment(partner, 'partner.pdf', 400 * KB)).status).toBe(201);

    expect((await call(app, 'DELETE', `/api/file/${doc.body.file.id}`, { token: lead.token })).status).toBe(200);
    await eventually('messages sees the document gone', async () => (await documentsSeenByMessages(lead.companyId)) === 0);
    expect((await postAttachment(lead, 'pricing.pdf', 400 * KB)).status).toBe(201);
  });

  it('attachments fill the plan: a document is refused (nothing written), the usage shows both, and deleting the message frees the room', async () => {
    await eventually('accounts counts the attachment', async () => (await attachmentsSeenByAccounts(lead.companyId)) === 400 * KB);
    expect(await storageUsage(lead)).toEqual({ limit: 'storageMb', used: 0.4, max: 1 });
    const small = await uploadDocument(lead, 'cqc.pdf', 200 * KB);
    expect(small.status).toBe(201);
    expect(await storageUsage(lead)).toEqual({ limit: 'storageMb', used: 0.6, max: 1 });

    const filesBefore = filesIn('accounts');
    const refused = await uploadDocument(lead, 'accounts.pdf', 500 * KB);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('PLAN.LIMIT_REACHED');
    expect(refused.body.message).toContain('allows 1 MB of storage and you have 0.6');
    expect(filesIn('accounts')).toBe(filesBefore);
    expect((await accountsDb.query('SELECT count(*)::int AS n FROM accounts.stored_file WHERE company_id = $1', [lead.companyId]))[0].n).toBe(1);

    const [message] = (await messagesDb.query(
      `SELECT m.id FROM messages.message m JOIN messages.attachment a ON a.message_id = m.id WHERE m.author_account_id = $1`,
      [lead.id],
    )) as Array<{ id: string }>;
    expect((await call(app, 'DELETE', `/api/messages/${message.id}`, { token: lead.token })).status).toBeLessThan(300);
    await eventually('accounts sees the attachment gone', async () => (await attachmentsSeenByAccounts(lead.companyId)) === 0);
    expect((await uploadDocument(lead, 'accounts.pdf', 500 * KB)).status).toBe(201);
    expect(await storageUsage(lead)).toEqual({ limit: 'storageMb', used: 0.7, max: 1 });
  });

  it('counts a redelivered usage event once (inbox)', async () => {
    const [sent] = (await accountsDb.query(
      `SELECT envelope FROM accounts.outbox_message WHERE type = $1 AND key = $2 AND published_at IS NOT NULL ORDER BY seq DESC LIMIT 1`,
      [AccountEvents.DocumentStorageChanged.type, lead.companyId],
    )) as Array<{ envelope: { id: string } }>;
    const before = await documentsSeenByMessages(lead.companyId);
    // The same envelope again (as a relay retry would send it), then a fresh upload of the same company behind it.
    const copy = randomUUID();
    await transaction(accountsDb, (manager) =>
      manager.query(
        `INSERT INTO accounts.outbox_message (id, topic, key, type, envelope)
         SELECT $2, topic, key, type, envelope FROM accounts.outbox_message WHERE id = $1`,
        [sent.envelope.id, copy],
      ),
    );
    await eventually('the copy was sent again', async () => {
      const rows = (await accountsDb.query('SELECT published_at FROM accounts.outbox_message WHERE id = $1', [copy])) as Array<{
        published_at: Date | null;
      }>;
      return rows[0]?.published_at != null;
    });
    await app.get(BillingEventsPublisher).publish(aCompanyPlanChange(lead.companyId, `plan-${randomUUID().slice(0, 8)}`, { storageMb: 5 }));
    await eventually('the upgrade reached accounts', async () => {
      const rows = (await accountsDb.query(
        `SELECT (p.limits->>'storageMb')::int AS mb FROM accounts.company_plan c JOIN accounts.plan_limits p USING (plan_code) WHERE c.company_id = $1`,
        [lead.companyId],
      )) as Array<{ mb: number }>;
      return rows[0]?.mb === 5;
    });
    expect((await uploadDocument(lead, 'later.pdf', 100 * KB)).status).toBe(201);
    await eventually('messages counts the later upload', async () => (await documentsSeenByMessages(lead.companyId)) !== before);
    expect(await documentsSeenByMessages(lead.companyId)).toBe(before + 100 * KB);
  });
});
