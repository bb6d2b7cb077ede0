import { randomUUID } from 'node:crypto';
import type { DynamicModule, Type } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { EventEnvelope, Role } from '@jointly/contracts';
import { AccessTokenIssuer } from '../auth';
import type { AppConfig } from '../config';
import { outboxEnvelopes } from './event-fixtures';
import { createIsolatedDatabase } from './isolated-database';
import { call, createTestApp, testConfig } from './test-app';

/** Who a test token is for: the claims accounts puts in an access token. */
export interface TestTokenSubject {
  id: string;
  role: Role;
  email: string;
  companyId?: string | null;
}

/** A user for tokens: fresh ids, `<role>-<id>@example.test`, with the company given (none unless said). */
export function aTestUser(role: Role = 'provider', companyId: string | null = null): TestTokenSubject & { companyId: string | null } {
  const id = randomUUID();
  return { id, role, email: `${role}-${id.slice(0, 8)}@example.test`, companyId };
}

/** A signed-in account of the tests: its token carries its company (the `cid` claim), as accounts issues it. */
export interface TestAccount {
  id: string;
  role: Role;
  email: string;
  name: string;
  companyId: string | null;
  companyName: string | null;
  token: string;
}

/** Who the account is: a company to join (`companyId`, or null for none), its name, the person's name. */
export interface TestAccountOptions {
  companyId?: string | null;
  companyName?: string;
  name?: string;
}

/** A JSON call through Fastify's inject, as `user` (a TestAccount with its own token, or a fresh token) or a guest. */
export type RequestAs = (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  user?: TestTokenSubject | TestAccount | null,
  body?: unknown,
) => ReturnType<typeof call>;

/** One service's module booted in-process on a database of its own, with the helpers every service's tests use. */
export interface ServiceTestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  /** The database it runs on (a second app may share it: `databaseUrl` in the options). */
  databaseUrl: string;
  /** The service's DataSource (its own schema). */
  db: DataSource;
  /** An access token for `user`, signed as accounts signs them (company in the `cid` claim, a fresh session). */
  token(user: TestTokenSubject): string;
  /**
   * A signed-in account, registered nowhere (publish its AccountRegistered where a suite needs it). Providers get a
   * company of their own ("Company <n> Ltd" unless named) unless `companyId` says which to join (then no company name
   * unless given); other roles none. Named "<Role> <n>" unless given.
   */
  account(role: Role, options?: TestAccountOptions): TestAccount;
  /** A JSON call through Fastify's inject, as `user` (a TestAccount with its own token, or a fresh token) or a guest. */
  request: RequestAs;
  /** Envelopes of one type in the service's outbox, oldest first. */
  outbox<P = any>(type: string): Promise<Array<EventEnvelope<P>>>;
  /** Closes the app and drops its database. */
  close(): Promise<void>;
}

export interface ServiceTestAppOptions {
  /** The service: its DataSource name and schema. */
  service: string;
  /** Names the isolated database (shows in PostgreSQL when a test leaves one behind). */
  label: string;
  /** The service's module and the stand-ins it needs (FakeAccountsModule.register(), …). */
  modules: Array<Type | DynamicModule>;
  /** Modules imported before the service's (options modules, e.g. the mail sender's timings). */
  imports?: Array<Type | DynamicModule>;
  /** Overrides of the test configuration (demo seeding is off unless asked). */
  config?: Partial<AppConfig>;
  /** An existing database instead of a fresh one (left in place on close). */
  databaseUrl?: string;
}

/** Boots one service for integration tests: a fresh database, the module, tokens, calls and its outbox. */
export async function startServiceTestApp(options: ServiceTestAppOptions): Promise<ServiceTestApp> {
  const database = options.databaseUrl
    ? { url: options.databaseUrl, drop: async () => undefined }
    : await createIsolatedDatabase(options.label);
  const config = testConfig({ databaseUrl: database.url, seedDemoData: false, ...options.config });
  let app: NestFastifyApplication;
  try {
    app = await createTestApp({ config, imports: options.imports, modules: options.modules });
  } catch (error) {
    await database.drop().catch(() => undefined);
    throw error;
  }
  const db = app.get<DataSource>(getDataSourceToken(options.service));
  const issuer = app.get(AccessTokenIssuer);
  const token = (user: TestTokenSubject) =>
    issuer.issue({ sub: user.id, role: user.role, email: user.email, cid: user.companyId ?? null, sid: randomUUID() });
  let counter = 0;
  const account = (role: Role, options: TestAccountOptions = {}): TestAccount => {
    const id = randomUUID();
    counter += 1;
    const joins = options.companyId !== undefined;
    const companyId = joins ? (options.companyId ?? null) : role === 'provider' ? randomUUID() : null;
    const companyName = companyId ? (options.companyName ?? (joins ? null : `Company ${counter} Ltd`)) : null;
    const email = `${role}-${id.slice(0, 8)}@example.test`;
    const name = options.name ?? `${role[0].toUpperCase()}${role.slice(1)} ${counter}`;
    return { id, role, email, name, companyId, companyName, token: token({ id, role, email, companyId }) };
  };
  return {
    app,
    config,
    databaseUrl: database.url,
    db,
    token,
    account,
    request: (method, url, user, body) =>
      call(app, method, url, { body, token: !user ? undefined : 'token' in user ? user.token : token(user) }),
    outbox: <P>(type: string) => outboxEnvelopes<P>(db, options.service, type),
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
