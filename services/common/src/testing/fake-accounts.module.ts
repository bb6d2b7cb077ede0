import { type DynamicModule, Inject, Injectable, Module } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { EventEnvelope } from '@jointly/contracts';
import { transaction } from '../database';
import { OutboxService } from '../events';
import { ServiceCoreModule } from '../service';
import type { DataSource } from 'typeorm';

/**
 * Stands in for the accounts service: an 'accounts' schema with only the event tables, whose outbox the tests write
 * envelopes to, exactly as accounts' handlers do. Its relay publishes them to the consumers of the service under test.
 */
@Injectable()
export class AccountsEventsPublisher {
  constructor(
    @Inject(getDataSourceToken('accounts')) private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  /** Adds the events in one transaction (in order); they are delivered once it commits. */
  publish(...events: EventEnvelope[]): Promise<void> {
    return transaction(this.dataSource, (manager) => this.outbox.add(manager, events));
  }
}

/**
 * `FakeAccountsModule.register()` in a test app's modules. A factory, not a decorated module: the service core is
 * one module per service name, so defining the fake 'accounts' at import time would shadow the real accounts module
 * in any test that imports this kit.
 */
@Module({})
export class FakeAccountsModule {
  static register(): DynamicModule {
    return {
      module: FakeAccountsModule,
      imports: [ServiceCoreModule.forService({ service: 'accounts', entities: [], migrations: [] })],
      providers: [AccountsEventsPublisher],
    };
  }
}
