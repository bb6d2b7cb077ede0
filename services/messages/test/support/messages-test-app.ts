import { randomUUID } from 'node:crypto';
import * as path from 'node:path';
import type { DynamicModule, Type } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DataSource } from 'typeorm';
import { AccountEvents, ConsortiumEvents, type Role } from '@jointly/contracts';
import type { AppConfig } from '@jointly/common/config';
import { createEvent } from '@jointly/common/events';
import {
  AccountsEventsPublisher,
  BidsEventsPublisher,
  BillingEventsPublisher,
  ConsortiumsEventsPublisher,
  FakeAccountsModule,
  FakeBidsModule,
  FakeBillingModule,
  FakeConsortiumsModule,
  FakeNotificationsModule,
  NotificationsEventsPublisher,
  eventually,
  filesUnder,
  multipartForm,
  pdfOfSize,
  startServiceTestApp,
  type RequestAs,
  type TestAccount,
  type TestAccountOptions,
} from '@jointly/common/testing';
import { MessagesModule } from '../../src/messages.module';

export { eventually, type TestAccount } from '@jointly/common/testing';

export interface MessagesTestApp {
  app: NestFastifyApplication;
  db: DataSource;
  config: AppConfig;
  accounts: AccountsEventsPublisher;
  consortiums: ConsortiumsEventsPublisher;
  bids: BidsEventsPublisher;
  notifications: NotificationsEventsPublisher;
  /** Publishes billing's plan events (with the stand-ins). */
  billing: BillingEventsPublisher;
  /** A signed-in account registered with accounts (event); providers get a company of their own unless given. */
  account(role: Role, options?: TestAccountOptions): Promise<TestAccount>;
  /** A consortium led by `lead`'s company with the other companies as members (events from consortiums); answers its id. */
  consortium(lead: TestAccount, members: TestAccount[], name?: string): Promise<string>;
  /** The conversation of a subject once the service has opened it. */
  conversationOf(subjectId: string): Promise<string>;
  /** Posts a message with one PDF-looking attachment of `size` bytes to the conversation; answers status and body. */
  postAttachment(as: TestAccount, conversationId: string, name: string, size: number): Promise<{ status: number; body: any }>;
  /** How many messages the account has written. */
  messageCount(accountId: string): Promise<number>;
  /** How many files there are in messages' upload folder. */
  filesOnDisk(): number;
  request: RequestAs;
  close(): Promise<void>;
}

/**
 * The messages module on a database of its own, with stand-ins publishing accounts', consortiums', bids' and
 * notifications' events. `databaseUrl` and `kafka` let a second app (another process in effect) share them.
 */
export async function startMessagesApp(
  label: string,
  options: {
    databaseUrl?: string;
    dataDir?: string;
    kafkaBrokers?: string[];
    kafkaNamespace?: string;
    standIns?: boolean;
    /** Real modules of other services to run beside messages (their stand-ins are left out). */
    withModules?: Array<Type | DynamicModule>;
    config?: Partial<AppConfig>;
  } = {},
): Promise<MessagesTestApp & { databaseUrl: string }> {
  const realNotifications = (options.withModules ?? []).length > 0;
  const standIns = options.standIns !== false;
  const service = await startServiceTestApp({
    service: 'messages',
    label,
    databaseUrl: options.databaseUrl,
    config: {
      // a second app of the same deployment shares the data directory (signing keys, uploads)
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.kafkaBrokers ? { kafkaBrokers: options.kafkaBrokers, kafkaNamespace: options.kafkaNamespace } : {}),
      ...options.config,
    },
    modules: [
      MessagesModule,
      ...(standIns
        ? [
            FakeAccountsModule.register(),
            FakeConsortiumsModule.register(),
            FakeBidsModule.register(),
            ...(realNotifications ? [] : [FakeNotificationsModule.register()]),
            FakeBillingModule.register(),
          ]
        : []),
      ...(options.withModules ?? []),
    ],
  });
  const { app, db, config, databaseUrl } = service;
  const accounts = standIns ? app.get(AccountsEventsPublisher) : (undefined as never);
  const consortiums = standIns ? app.get(ConsortiumsEventsPublisher) : (undefined as never);

  const t: MessagesTestApp & { databaseUrl: string } = {
    app,
    db,
    config,
    databaseUrl,
    accounts,
    consortiums,
    bids: standIns ? app.get(BidsEventsPublisher) : (undefined as never),
    notifications: standIns && !realNotifications ? app.get(NotificationsEventsPublisher) : (undefined as never),
    billing: standIns ? app.get(BillingEventsPublisher) : (undefined as never),
    async account(role, options = {}) {
      const made = service.account(role, options);
      const { id, email, name, companyId, companyName } = made;
      if (role !== 'admin') {
        await accounts.publish(
          createEvent(AccountEvents.AccountRegistered, {
            aggregateId: id,
            payload: { accountId: id, email, accountType: role as never, companyName, name, companyId },
          }),
        );
        await eventually(
          `account ${name}`,
          async () => ((await db.query('SELECT 1 FROM messages.account WHERE account_id = $1', [id])) as unknown[]).length > 0,
        );
      }
      return made;
    },
    async consortium(lead, members, name = 'Leeds Care Alliance') {
      const consortiumId = randomUUID();
      await consortiums.publish(
        createEvent(ConsortiumEvents.ConsortiumCreated, {
          aggregateId: consortiumId,
          actorId: lead.id,
          payload: { consortiumId, name, ownerAccountId: lead.id, ownerCompanyId: lead.companyId },
        }),
        ...members.map((member) =>
          createEvent(ConsortiumEvents.ConsortiumRequestAnswered, {
            aggregateId: randomUUID(),
            actorId: member.id,
            payload: {
              requestId: randomUUID(),
              consortiumId,
              consortiumName: name,
              accountId: member.id,
              companyId: member.companyId!,
              companyName: member.companyName!,
              fromAccountId: lead.id,
              status: 'Approve' as const,
            },
          }),
        ),
      );
      await eventually(`consortium ${name} with ${members.length} members`, async () => {
        const rows = (await db.query('SELECT count(*)::int AS n FROM messages.consortium_member WHERE consortium_id = $1', [
          consortiumId,
        ])) as Array<{
          n: number;
        }>;
        return rows[0].n === members.length + 1;
      });
      return consortiumId;
    },
    async conversationOf(subjectId) {
      let id = '';
      await eventually(`conversation of ${subjectId}`, async () => {
        const rows = (await db.query('SELECT id FROM messages.conversation WHERE subject_id = $1', [subjectId])) as Array<{ id: string }>;
        id = rows[0]?.id ?? '';
        return id !== '';
      });
      return id;
    },
    async postAttachment(as, conversationId, name, size) {
      const form = multipartForm({ body: `Attached: ${name}` }, { field: 'files', name, type: 'application/pdf', bytes: pdfOfSize(size) });
      const res = await app.inject({
        method: 'POST',
        url: `/api/messages/conversations/${conversationId}/messages`,
        headers: { authorization: `Bearer ${as.token}`, ...form.headers },
        payload: form.payload,
      });
      return { status: res.statusCode, body: res.json() };
    },
    async messageCount(accountId) {
      const rows = (await db.query('SELECT count(*)::int AS n FROM messages.message WHERE author_account_id = $1', [accountId])) as Array<{
        n: number;
      }>;
      return rows[0].n;
    },
    filesOnDisk: () => filesUnder(path.join(config.dataDir, 'uploads', 'messages')),
    request: service.request,
    close: service.close,
  };
  return t;
}
