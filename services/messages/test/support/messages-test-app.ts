import { randomUUID } from 'node:crypto';
import { type DynamicModule, Inject, Injectable, Module, type Type } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AccountEvents, ConsortiumEvents, type EventEnvelope, type Role } from '@jointly/contracts';
import { AccessTokenIssuer } from '@jointly/common/auth';
import type { AppConfig, ServiceName } from '@jointly/common/config';
import { transaction } from '@jointly/common/database';
import { createEvent, OutboxService } from '@jointly/common/events';
import { ServiceCoreModule } from '@jointly/common/service';
import {
  BillingEventsPublisher,
  FakeBillingModule,
  call,
  createIsolatedDatabase,
  createTestApp,
  eventually,
  testConfig,
} from '@jointly/common/testing';
import { MessagesModule } from '../../src/messages.module';

export { eventually } from '@jointly/common/testing';

/** Writes envelopes to a stand-in service's outbox, exactly as that service's handlers do; its relay delivers them. */
abstract class StandInPublisher {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  publish(...events: EventEnvelope[]): Promise<void> {
    return transaction(this.dataSource, (manager) => this.outbox.add(manager, events));
  }
}

@Injectable()
export class AccountsPublisher extends StandInPublisher {
  constructor(@Inject(getDataSourceToken('accounts')) ds: DataSource, outbox: OutboxService) {
    super(ds, outbox);
  }
}
@Injectable()
export class ConsortiumsPublisher extends StandInPublisher {
  constructor(@Inject(getDataSourceToken('consortiums')) ds: DataSource, outbox: OutboxService) {
    super(ds, outbox);
  }
}
@Injectable()
export class BidsPublisher extends StandInPublisher {
  constructor(@Inject(getDataSourceToken('bids')) ds: DataSource, outbox: OutboxService) {
    super(ds, outbox);
  }
}
@Injectable()
export class NotificationsPublisher extends StandInPublisher {
  constructor(@Inject(getDataSourceToken('notifications')) ds: DataSource, outbox: OutboxService) {
    super(ds, outbox);
  }
}

@Module({})
class StandInAccounts {}
@Module({})
class StandInConsortiums {}
@Module({})
class StandInBids {}
@Module({})
class StandInNotifications {}

function standIn(module: Type<unknown>, service: ServiceName, publisher: Type<StandInPublisher>): DynamicModule {
  return {
    module,
    imports: [ServiceCoreModule.forService({ service, entities: [], migrations: [] })],
    providers: [publisher],
    exports: [publisher],
  };
}

export interface TestAccount {
  id: string;
  role: Role;
  email: string;
  name: string;
  companyId: string | null;
  companyName: string | null;
  token: string;
}

export interface MessagesTestApp {
  app: NestFastifyApplication;
  db: DataSource;
  config: AppConfig;
  accounts: AccountsPublisher;
  consortiums: ConsortiumsPublisher;
  bids: BidsPublisher;
  notifications: NotificationsPublisher;
  /** Publishes billing's plan events (with the stand-ins). */
  billing: BillingEventsPublisher;
  /** A signed-in account registered with accounts (event); providers get a company of their own unless given. */
  account(role: Role, options?: { companyId?: string | null; companyName?: string; name?: string }): Promise<TestAccount>;
  /** A consortium led by `lead`'s company with the other companies as members (events from consortiums); answers its id. */
  consortium(lead: TestAccount, members: TestAccount[], name?: string): Promise<string>;
  /** The conversation of a subject once the service has opened it. */
  conversationOf(subjectId: string): Promise<string>;
  request(
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    as?: TestAccount | null,
    body?: unknown,
  ): Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
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
): Promise<MessagesTestApp & { databaseUrl: string; dropDatabase: () => Promise<void> }> {
  const database = options.databaseUrl ? null : await createIsolatedDatabase(label);
  const databaseUrl = options.databaseUrl ?? database!.url;
  const config = testConfig({
    databaseUrl,
    // a second app of the same deployment shares the data directory (signing keys, uploads)
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    seedDemoData: false,
    ...(options.kafkaBrokers ? { kafkaBrokers: options.kafkaBrokers, kafkaNamespace: options.kafkaNamespace } : {}),
    ...options.config,
  });
  const realNotifications = (options.withModules ?? []).length > 0;
  const standIns = options.standIns !== false;
  let app: NestFastifyApplication;
  try {
    app = await createTestApp({
      config,
      modules: [
        MessagesModule,
        ...(standIns
          ? [
              standIn(StandInAccounts, 'accounts', AccountsPublisher),
              standIn(StandInConsortiums, 'consortiums', ConsortiumsPublisher),
              standIn(StandInBids, 'bids', BidsPublisher),
              ...(realNotifications ? [] : [standIn(StandInNotifications, 'notifications', NotificationsPublisher)]),
              FakeBillingModule.register(),
            ]
          : []),
        ...(options.withModules ?? []),
      ],
    });
  } catch (error) {
    await database?.drop().catch(() => undefined);
    throw error;
  }
  const db = app.get<DataSource>(getDataSourceToken('messages'));
  const issuer = app.get(AccessTokenIssuer);
  const accounts = standIns ? app.get(AccountsPublisher) : (undefined as never);
  const consortiums = standIns ? app.get(ConsortiumsPublisher) : (undefined as never);
  let counter = 0;

  const t: MessagesTestApp & { databaseUrl: string; dropDatabase: () => Promise<void> } = {
    app,
    db,
    config,
    databaseUrl,
    accounts,
    consortiums,
    bids: standIns ? app.get(BidsPublisher) : (undefined as never),
    notifications: standIns && !realNotifications ? app.get(NotificationsPublisher) : (undefined as never),
    billing: standIns ? app.get(BillingEventsPublisher) : (undefined as never),
    async account(role, options = {}) {
      const id = randomUUID();
      counter += 1;
      const companyId = options.companyId !== undefined ? options.companyId : role === 'provider' ? randomUUID() : null;
      const companyName = companyId ? (options.companyName ?? `Company ${counter} Ltd`) : null;
      const email = `${role}-${id.slice(0, 8)}@example.test`;
      const name = options.name ?? `${role} ${counter}`;
      const token = issuer.issue({ sub: id, role, email, cid: companyId, sid: randomUUID() });
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
      return { id, role, email, name, companyId, companyName, token };
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
    request: (method, url, as, body) => call(app, method, url, { token: as?.token, body }),
    close: async () => {
      await app.close();
      await database?.drop();
    },
    dropDatabase: async () => database?.drop(),
  };
  return t;
}
