import { Inject, Injectable, Module } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { EventEnvelope } from '@jointly/contracts';
import { transaction } from '@jointly/common/database';
import { OutboxService } from '@jointly/common/events';
import { ServiceCoreModule } from '@jointly/common/service';
import type { DataSource } from 'typeorm';

/**
 * Stands in for the accounts service: an 'accounts' schema with only the event tables, whose outbox the tests write
 * envelopes to, exactly as accounts' handlers do. Its relay publishes them to the notifications consumers.
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

@Module({
  imports: [ServiceCoreModule.forService({ service: 'accounts', entities: [], migrations: [] })],
  providers: [AccountsEventsPublisher],
})
export class FakeAccountsModule {}
