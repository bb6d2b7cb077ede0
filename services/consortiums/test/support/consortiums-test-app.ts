import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DataSource } from 'typeorm';
import { AccountEvents, type Role, type TenderStatus } from '@jointly/contracts';
import { createEvent } from '@jointly/common/events';
import {
  AccountsEventsPublisher,
  BillingEventsPublisher,
  FakeAccountsModule,
  FakeBillingModule,
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
import { ConsortiumsModule } from '../../src/consortiums.module';

export interface ConsortiumsTestApp {
  app: NestFastifyApplication;
  db: DataSource;
  accounts: AccountsEventsPublisher;
  tenders: TendersEventsPublisher;
  /** Publishes billing's plan events (the free plan is unlimited here until a suite says otherwise). */
  billing: BillingEventsPublisher;
  /** A signed-in account; providers get a company of their own unless `companyId` is given. */
  account(role: Role, options?: TestAccountOptions): TestAccount;
  /** Registers the account's company and approves it as a consortium partner (events from "accounts"), and waits for it. */
  approvePartner(owner: TestAccount): Promise<void>;
  /** Publishes a tender (event from "tenders") and waits until the service knows it. */
  publishTender(input?: Partial<{ title: string; buyerName: string; closingDate: string; status: TenderStatus }>): Promise<string>;
  request: RequestAs;
  close(): Promise<void>;
}

/** Envelopes of one type in the consortiums outbox, oldest first. */
export const outboxEvents = <P = any>(db: DataSource, type: string) => outboxEnvelopes<P>(db, 'consortiums', type);

/** The consortiums module on a database of its own, with stand-ins for accounts and tenders publishing events. */
export async function startConsortiumsApp(label: string): Promise<ConsortiumsTestApp> {
  const service = await startServiceTestApp({
    service: 'consortiums',
    label,
    modules: [ConsortiumsModule, FakeAccountsModule.register(), FakeTendersModule.register(), FakeBillingModule.register()],
  });
  const { app, db } = service;
  const accounts = app.get(AccountsEventsPublisher);
  const tenders = app.get(TendersEventsPublisher);
  const billing = app.get(BillingEventsPublisher);
  // Suites not about plan limits create freely; plan-limits.e2e-spec puts its companies on plans of their own.
  await liftFreePlanLimitsForTests(db.manager, 'consortiums');
  return {
    app,
    db,
    accounts,
    tenders,
    billing,
    account: service.account,
    async approvePartner(owner) {
      const partnerId = owner.companyId!;
      const companyName = owner.companyName!;
      await accounts.publish(
        createEvent(AccountEvents.PartnerRequested, {
          aggregateId: partnerId,
          actorId: owner.id,
          payload: { partnerId, accountId: owner.id, companyName, email: owner.email },
        }),
        createEvent(AccountEvents.PartnerApproved, {
          aggregateId: partnerId,
          actorId: randomUUID(),
          payload: { partnerId, accountId: owner.id, companyName, email: owner.email, approvedBy: randomUUID() },
        }),
      );
      await eventually(`partner ${companyName}`, async () => {
        const rows = (await db.query('SELECT 1 FROM consortiums.partner_company WHERE company_id = $1', [partnerId])) as unknown[];
        return rows.length > 0;
      });
    },
    publishTender: (input = {}) => publishTenderSummary(tenders, db, 'consortiums', input),
    request: service.request,
    close: service.close,
  };
}
