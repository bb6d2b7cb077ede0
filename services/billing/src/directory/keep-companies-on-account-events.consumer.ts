import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventEnvelope } from '@jointly/contracts';
import { EventConsumer, type EventConsumerHandler } from '@jointly/common/events';
import { ACCOUNT_DIRECTORY_EVENTS, readAccountDirectoryEvent, type AccountDirectoryEvent } from '@jointly/common/read-models';

/** Company names for invoices and the console's subscriptions list, from accounts' events (upserts: replays are harmless). */
@Injectable()
@EventConsumer({ service: 'billing', name: 'KeepCompaniesOnAccountEvents', events: ACCOUNT_DIRECTORY_EVENTS })
export class KeepCompaniesOnAccountEvents implements EventConsumerHandler<AccountDirectoryEvent> {
  async handle(envelope: EventEnvelope<AccountDirectoryEvent>, manager: EntityManager): Promise<void> {
    const { kind, accountType, companyId, companyName } = readAccountDirectoryEvent(envelope);
    // Only providers register with a company of their own; a colleague joining one names nothing new.
    if (kind === 'registered' && accountType !== 'provider') return;
    if (!companyId || !companyName) return;
    await manager.query(
      `INSERT INTO billing.company (company_id, name) VALUES ($1, $2) ON CONFLICT (company_id) DO UPDATE SET name = EXCLUDED.name`,
      [companyId, companyName.slice(0, 200)],
    );
  }
}
