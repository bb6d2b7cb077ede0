import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DataSource } from 'typeorm';
import type { Role } from '@jointly/contracts';
import type { AppConfig } from '@jointly/common/config';
import { OutboxService } from '@jointly/common/events';
import {
  AccountsEventsPublisher,
  BillingEventsPublisher,
  FakeAccountsModule,
  FakeBillingModule,
  outboxEnvelopes,
  startServiceTestApp,
} from '@jointly/common/testing';

export { eventually } from '@jointly/common/testing';
import { TenderImporter } from '../../src/import/tender-importer';
import { TendersModule } from '../../src/tenders.module';

export interface TestUser {
  id: string;
  role: Role;
  email: string;
  /** The company in the token's `cid` claim (none unless a suite gives one). */
  companyId?: string | null;
}

export function aUser(role: Role = 'provider'): TestUser {
  const id = randomUUID();
  return { id, role, email: `${role}-${id.slice(0, 8)}@example.test` };
}

export interface TendersTestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  db: DataSource;
  importer: TenderImporter;
  token(user: TestUser): string;
  accounts?: AccountsEventsPublisher;
  /** Publishes billing's plan events (with `withBilling`). */
  billing?: BillingEventsPublisher;
  close(): Promise<void>;
}

/** The tenders module on a database of its own (demo seeding off unless asked), with helpers for tokens and imports. */
export async function startTendersApp(
  label: string,
  options: { config?: Partial<AppConfig>; withAccounts?: boolean; withBilling?: boolean; databaseUrl?: string } = {},
): Promise<TendersTestApp> {
  const service = await startServiceTestApp({
    service: 'tenders',
    label,
    modules: [
      TendersModule,
      ...(options.withAccounts ? [FakeAccountsModule.register()] : []),
      ...(options.withBilling ? [FakeBillingModule.register()] : []),
    ],
    config: options.config,
    databaseUrl: options.databaseUrl,
  });
  return {
    app: service.app,
    config: service.config,
    db: service.db,
    importer: new TenderImporter(service.db, new OutboxService('tenders')),
    token: service.token,
    accounts: options.withAccounts ? service.app.get(AccountsEventsPublisher) : undefined,
    billing: options.withBilling ? service.app.get(BillingEventsPublisher) : undefined,
    close: service.close,
  };
}

/** Envelopes of one type in the tenders outbox, oldest first. */
export const outboxEvents = <P = any>(db: DataSource, type: string) => outboxEnvelopes<P>(db, 'tenders', type);
