import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Role } from '@jointly/contracts';
import { AccessTokenIssuer } from '@jointly/common/auth';
import type { AppConfig } from '@jointly/common/config';
import { OutboxService } from '@jointly/common/events';
import {
  AccountsEventsPublisher,
  FakeAccountsModule,
  createIsolatedDatabase,
  createTestApp,
  outboxEnvelopes,
  testConfig,
} from '@jointly/common/testing';

export { eventually } from '@jointly/common/testing';
import { TenderImporter } from '../../src/import/tender-importer';
import { TendersModule } from '../../src/tenders.module';

export interface TestUser {
  id: string;
  role: Role;
  email: string;
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
  close(): Promise<void>;
}

/** The tenders module on a database of its own (demo seeding off unless asked), with helpers for tokens and imports. */
export async function startTendersApp(
  label: string,
  options: { config?: Partial<AppConfig>; withAccounts?: boolean; databaseUrl?: string } = {},
): Promise<TendersTestApp> {
  const database = options.databaseUrl ? { url: options.databaseUrl, drop: async () => undefined } : await createIsolatedDatabase(label);
  const config = testConfig({ databaseUrl: database.url, seedDemoData: false, ...options.config });
  let app: NestFastifyApplication;
  try {
    app = await createTestApp({ config, modules: options.withAccounts ? [TendersModule, FakeAccountsModule.register()] : [TendersModule] });
  } catch (error) {
    await database.drop().catch(() => undefined);
    throw error;
  }
  const db = app.get<DataSource>(getDataSourceToken('tenders'));
  const issuer = app.get(AccessTokenIssuer);
  return {
    app,
    config,
    db,
    importer: new TenderImporter(db, new OutboxService('tenders')),
    token: (user) => issuer.issue({ sub: user.id, role: user.role, email: user.email, cid: null, sid: randomUUID() }),
    accounts: options.withAccounts ? app.get(AccountsEventsPublisher) : undefined,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

/** Envelopes of one type in the tenders outbox, oldest first. */
export const outboxEvents = <P = any>(db: DataSource, type: string) => outboxEnvelopes<P>(db, 'tenders', type);
