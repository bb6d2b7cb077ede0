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

/** Publishes events as the accounts service would. */
@Injectable()
export class AccountsEventsPublisher extends StandInEventsPublisher {
  constructor(@Inject(getDataSourceToken('accounts')) dataSource: DataSource, outbox: OutboxService) {
    super(dataSource, outbox);
  }
}

/** Publishes events as the tenders service would. */
@Injectable()
export class TendersEventsPublisher extends StandInEventsPublisher {
  constructor(@Inject(getDataSourceToken('tenders')) dataSource: DataSource, outbox: OutboxService) {
    super(dataSource, outbox);
  }
}

/** Publishes events as the consortiums service would. */
@Injectable()
export class ConsortiumsEventsPublisher extends StandInEventsPublisher {
  constructor(@Inject(getDataSourceToken('consortiums')) dataSource: DataSource, outbox: OutboxService) {
    super(dataSource, outbox);
  }
}

/** Publishes events as the billing service would (plan and subscription changes for the plan-limits read models). */
@Injectable()
export class BillingEventsPublisher extends StandInEventsPublisher {
  constructor(@Inject(getDataSourceToken('billing')) dataSource: DataSource, outbox: OutboxService) {
    super(dataSource, outbox);
  }
}

/** Publishes events as the bids service would (expert invitations, workspaces). */
@Injectable()
export class BidsEventsPublisher extends StandInEventsPublisher {
  constructor(@Inject(getDataSourceToken('bids')) dataSource: DataSource, outbox: OutboxService) {
    super(dataSource, outbox);
  }
}

/** Publishes events as the notifications service would. */
@Injectable()
export class NotificationsEventsPublisher extends StandInEventsPublisher {
  constructor(@Inject(getDataSourceToken('notifications')) dataSource: DataSource, outbox: OutboxService) {
    super(dataSource, outbox);
  }
}

function standIn(module: Type<unknown>, service: ServiceName, publisher: Type<StandInEventsPublisher>): DynamicModule {
  return {
    module,
    imports: [ServiceCoreModule.forService({ service, entities: [], migrations: [] })],
    providers: [publisher],
    exports: [publisher],
  };
}

/**
 * `FakeAccountsModule.register()` in a test app's modules. A factory, not a decorated module: the service core is
 * one module per service name, so defining the fake 'accounts' at import time would shadow the real accounts module
 * in any test that imports this kit.
 */
@Module({})
export class FakeAccountsModule {
  static register(): DynamicModule {
    return standIn(FakeAccountsModule, 'accounts', AccountsEventsPublisher);
  }
}

/** `FakeTendersModule.register()`: the tenders stand-in (a factory for the same reason). */
@Module({})
export class FakeTendersModule {
  static register(): DynamicModule {
    return standIn(FakeTendersModule, 'tenders', TendersEventsPublisher);
  }
}

/** `FakeConsortiumsModule.register()`: the consortiums stand-in (a factory for the same reason). */
@Module({})
export class FakeConsortiumsModule {
  static register(): DynamicModule {
    return standIn(FakeConsortiumsModule, 'consortiums', ConsortiumsEventsPublisher);
  }
}

/** `FakeBillingModule.register()`: the billing stand-in (a factory for the same reason). */
@Module({})
export class FakeBillingModule {
  static register(): DynamicModule {
    return standIn(FakeBillingModule, 'billing', BillingEventsPublisher);
  }
}

/** `FakeBidsModule.register()`: the bids stand-in (a factory for the same reason). */
@Module({})
export class FakeBidsModule {
  static register(): DynamicModule {
    return standIn(FakeBidsModule, 'bids', BidsEventsPublisher);
  }
}

/** `FakeNotificationsModule.register()`: the notifications stand-in (a factory for the same reason). */
@Module({})
export class FakeNotificationsModule {
  static register(): DynamicModule {
    return standIn(FakeNotificationsModule, 'notifications', NotificationsEventsPublisher);
  }
}

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
