import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DataSource } from 'typeorm';
import { AccountEvents, type Role, type TenderStatus } from '@jointly/contracts';
import { createEvent } from '@jointly/common/events';
import {
  AccountsEventsPublisher,
  BillingEventsPublisher,
  ConsortiumsEventsPublisher,
  FakeAccountsModule,
  FakeBillingModule,
  FakeConsortiumsModule,
  FakeTendersModule,
  TendersEventsPublisher,
  call,
  eventually,
  publishTenderSummary,
  liftFreePlanLimitsForTests,
  outboxEnvelopes,
  startServiceTestApp,
} from '@jointly/common/testing';

export { eventually, TendersEventsPublisher } from '@jointly/common/testing';
import { BidsModule } from '../../src/bids.module';

/** An account of the tests: its token carries its company (the `cid` claim), as accounts issues it. */
export interface TestAccount {
  id: string;
  role: Role;
  email: string;
  name: string;
  companyId: string | null;
  companyName: string | null;
  token: string;
}

export interface BidsTestApp {
  app: NestFastifyApplication;
  db: DataSource;
  accounts: AccountsEventsPublisher;
  tenders: TendersEventsPublisher;
  consortiums: ConsortiumsEventsPublisher;
  /** Publishes billing's plan events (the free plan is unlimited here until a suite says otherwise). */
  billing: BillingEventsPublisher;
  /** A signed-in account; providers get a company of their own unless `companyId` is given. Not yet registered. */
  account(role: Role, options?: { companyId?: string | null; companyName?: string; name?: string }): TestAccount;
  /** Publishes AccountRegistered for the account (event from "accounts") and waits until the directory has it. */
  register(...who: TestAccount[]): Promise<void>;
  /** Publishes a tender (event from "tenders") and waits until the service knows it. */
  publishTender(input?: Partial<{ title: string; buyerName: string; closingDate: string; status: TenderStatus }>): Promise<string>;
  request(
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    as?: TestAccount | null,
    body?: unknown,
  ): Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
  close(): Promise<void>;
}

/** Envelopes of one type in the bids outbox, oldest first. */
export const outboxEvents = <P = any>(db: DataSource, type: string) => outboxEnvelopes<P>(db, 'bids', type);

/** The bids module on a database of its own, with stand-ins for accounts and tenders publishing events. */
export async function startBidsApp(label: string): Promise<BidsTestApp> {
  const service = await startServiceTestApp({
    service: 'bids',
    label,
    modules: [
      BidsModule,
      FakeAccountsModule.register(),
      FakeTendersModule.register(),
      FakeConsortiumsModule.register(),
      FakeBillingModule.register(),
    ],
  });
  const { app, db } = service;
  const accounts = app.get(AccountsEventsPublisher);
  const tenders = app.get(TendersEventsPublisher);
  const consortiums = app.get(ConsortiumsEventsPublisher);
  const billing = app.get(BillingEventsPublisher);
  // Suites not about plan limits create freely; plan-limits.e2e-spec puts its companies on plans of their own.
  await liftFreePlanLimitsForTests(db.manager, 'bids');
  let counter = 0;

  const account: BidsTestApp['account'] = (role, options = {}) => {
    const id = randomUUID();
    counter += 1;
    const companyId = options.companyId !== undefined ? options.companyId : role === 'provider' ? randomUUID() : null;
    // A provider names its own company; an account joining one (companyId given) registers without a company name.
    const companyName = companyId ? (options.companyName ?? (options.companyId ? null : `Company ${counter} Ltd`)) : null;
    const email = `${role}-${id.slice(0, 8)}@example.test`;
    const name = options.name ?? `${role[0].toUpperCase()}${role.slice(1)} ${counter}`;
    return {
      id,
      role,
      email,
      name,
      companyId,
      companyName,
      token: service.token({ id, role, email, companyId }),
    };
  };

  return {
    app,
    db,
    accounts,
    tenders,
    consortiums,
    billing,
    account,
    async register(...who) {
      await accounts.publish(
        ...who.map((a) =>
          createEvent(AccountEvents.AccountRegistered, {
            aggregateId: a.id,
            payload: {
              accountId: a.id,
              email: a.email,
              accountType: a.role,
              companyName: a.companyName,
              name: a.name,
              companyId: a.companyId,
            },
          }),
        ),
      );
      await eventually(`${who.length} accounts in the directory`, async () => {
        const rows = (await db.query('SELECT count(*)::int AS n FROM bids.account_directory WHERE account_id = ANY($1::uuid[])', [
          who.map((a) => a.id),
        ])) as Array<{ n: number }>;
        return rows[0].n === who.length;
      });
    },
    publishTender: (input = {}) => publishTenderSummary(tenders, db, 'bids', input),
    request: (method, url, as, body) => call(app, method, url, { token: as?.token, body }),
    close: service.close,
  };
}
