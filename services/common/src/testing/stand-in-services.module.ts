import { randomUUID } from 'node:crypto';
import { type DynamicModule, Inject, Injectable, Module, type Type } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import { TenderEvents, type EventEnvelope, type TenderSummary } from '@jointly/contracts';
import { transaction } from '../database';
import { OutboxService, createEvent } from '../events';
import { aTenderSummary } from './event-fixtures';
import { eventually } from './eventually';
import type { ServiceName } from '../config';
import { ServiceCoreModule } from '../service';
import type { DataSource } from 'typeorm';

/**
 * Stands in for another service: a schema with only the event tables, whose outbox the tests write envelopes to,
 * exactly as that service's handlers do. Its relay publishes them to the consumers of the service under test.
 */
abstract class StandInEventsPublisher {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  /** Adds the events in one transaction (in order); they are delivered once it commits. */
  publish(...events: EventEnvelope[]): Promise<void> {
    return transaction(this.dataSource, (manager) => this.outbox.add(manager, events));
  }
}

/** The publisher of one stand-in service: that service's DataSource (its event tables only) and the outbox. */
function publisherOf(service: ServiceName) {
  @Injectable()
  class Publisher extends StandInEventsPublisher {
    constructor(@Inject(getDataSourceToken(service)) dataSource: DataSource, @Inject(OutboxService) outbox: OutboxService) {
      super(dataSource, outbox);
    }
  }
  return Publisher;
}

/** Publishes events as the accounts service would. */
export class AccountsEventsPublisher extends publisherOf('accounts') {}
/** Publishes events as the tenders service would. */
export class TendersEventsPublisher extends publisherOf('tenders') {}
/** Publishes events as the consortiums service would. */
export class ConsortiumsEventsPublisher extends publisherOf('consortiums') {}
/** Publishes events as the billing service would (plan and subscription changes for the plan-limits read models). */
export class BillingEventsPublisher extends publisherOf('billing') {}
/** Publishes events as the bids service would (expert invitations, workspaces). */
export class BidsEventsPublisher extends publisherOf('bids') {}
/** Publishes events as the notifications service would. */
export class NotificationsEventsPublisher extends publisherOf('notifications') {}
/** Publishes events as the messages service would (attachment storage). */
export class MessagesEventsPublisher extends publisherOf('messages') {}

/**
 * The stand-in module of one service, used as `FakeAccountsModule.register()` in a test app's modules. A factory,
 * not a decorated module with its imports: the service core is one module per service name, so defining the fake
 * 'accounts' at import time would shadow the real accounts module in any test that imports this kit.
 */
function standInModule(service: ServiceName, publisher: Type<StandInEventsPublisher>) {
  @Module({})
  class StandIn {
    static register(): DynamicModule {
      return {
        module: this,
        imports: [ServiceCoreModule.forService({ service, entities: [], migrations: [] })],
        providers: [publisher],
        exports: [publisher],
      };
    }
  }
  return StandIn;
}

/** The accounts stand-in: `FakeAccountsModule.register()`, publishing with `AccountsEventsPublisher`. */
export class FakeAccountsModule extends standInModule('accounts', AccountsEventsPublisher) {}
/** The tenders stand-in. */
export class FakeTendersModule extends standInModule('tenders', TendersEventsPublisher) {}
/** The consortiums stand-in. */
export class FakeConsortiumsModule extends standInModule('consortiums', ConsortiumsEventsPublisher) {}
/** The billing stand-in. */
export class FakeBillingModule extends standInModule('billing', BillingEventsPublisher) {}
/** The bids stand-in. */
export class FakeBidsModule extends standInModule('bids', BidsEventsPublisher) {}
/** The notifications stand-in. */
export class FakeNotificationsModule extends standInModule('notifications', NotificationsEventsPublisher) {}
/** The messages stand-in. */
export class FakeMessagesModule extends standInModule('messages', MessagesEventsPublisher) {}

/**
 * Publishes a tender as the tenders service would (an open home-care tender of Leeds City Council unless `input` says
 * otherwise) and waits until the service under test has it in its `<schema>.tender_summary`. Resolves to its id.
 */
export async function publishTenderSummary(
  tenders: TendersEventsPublisher,
  db: DataSource,
  schema: string,
  input: Partial<TenderSummary> = {},
): Promise<string> {
  const tenderId = randomUUID();
  await tenders.publish(
    createEvent(TenderEvents.TenderPublished, {
      aggregateId: tenderId,
      payload: aTenderSummary({
        tenderId,
        buyerName: 'Leeds City Council',
        closingDate: '2027-03-31T12:00:00.000Z',
        cpvCodes: ['85000000'],
        regions: ['Yorkshire and the Humber'],
        ...input,
      }),
    }),
  );
  await eventually(`tender ${tenderId}`, async () => {
    const rows = (await db.query(`SELECT 1 FROM ${schema}.tender_summary WHERE tender_id = $1`, [tenderId])) as unknown[];
    return rows.length > 0;
  });
  return tenderId;
}
