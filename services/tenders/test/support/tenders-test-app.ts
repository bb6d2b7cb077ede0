import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '@jointly/common/config';
import { OutboxService } from '@jointly/common/events';
import {
  AccountsEventsPublisher,
  BillingEventsPublisher,
  FakeAccountsModule,
  FakeBillingModule,
  outboxEnvelopes,
  startServiceTestApp,
  type TestTokenSubject,
} from '@jointly/common/testing';

export { aTestUser as aUser, eventually } from '@jointly/common/testing';
import { TenderImporter } from '../../src/import/tender-importer';
import { TendersModule } from '../../src/tenders.module';

/** Who a token is for (the company in its `cid` claim: none unless a suite gives one). */
export type TestUser = TestTokenSubject;

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
