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
  eventually,
  publishTenderSummary,
  liftFreePlanLimitsForTests,
  outboxEnvelopes,
  startServiceTestApp,
  type RequestAs,
  type TestAccount,
  type TestAccountOptions,
} from '@jointly/common/testing';

export { eventually, TendersEventsPublisher, type TestAccount } from '@jointly/common/testing';
import { BidsModule } from '../../src/bids.module';

export interface BidsTestApp {
  app: NestFastifyApplication;
  db: DataSource;
  accounts: AccountsEventsPublisher;
  tenders: TendersEventsPublisher;
  consortiums: ConsortiumsEventsPublisher;
  /** Publishes billing's plan events (the free plan is unlimited here until a suite says otherwise). */
  billing: BillingEventsPublisher;
  /** A signed-in account; providers get a company of their own unless `companyId` is given. Not yet registered. */
  account(role: Role, options?: TestAccountOptions): TestAccount;
  /** Publishes AccountRegistered for the account (event from "accounts") and waits until the directory has it. */
  register(...who: TestAccount[]): Promise<void>;
  /** Publishes a tender (event from "tenders") and waits until the service knows it. */
  publishTender(input?: Partial<{ title: string; buyerName: string; closingDate: string; status: TenderStatus }>): Promise<string>;
  request: RequestAs;
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
  return {
    app,
    db,
    accounts,
    tenders,
    consortiums,
    billing,
    account: service.account,
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
    request: service.request,
    close: service.close,
  };
}
