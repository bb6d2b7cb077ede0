import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  AccountEvents,
  type AccountRegistered,
  type EventEnvelope,
  type PartnerApproved,
  type PartnerRequested,
  type ProfileUpdated,
} from '@jointly/contracts';
import { EventConsumer, type EventConsumerHandler } from '@jointly/common/events';

type DirectoryEvent = AccountRegistered | PartnerRequested | PartnerApproved | ProfileUpdated;

/** Company names for invoices and the console's subscriptions list, from accounts' events (upserts: replays are harmless). */
@Injectable()
@EventConsumer({
  service: 'billing',
  name: 'KeepCompaniesOnAccountEvents',
  events: [AccountEvents.AccountRegistered, AccountEvents.PartnerRequested, AccountEvents.PartnerApproved, AccountEvents.ProfileUpdated],
})
export class KeepCompaniesOnAccountEvents implements EventConsumerHandler<DirectoryEvent> {
  async handle(envelope: EventEnvelope<DirectoryEvent>, manager: EntityManager): Promise<void> {
    let companyId: string | null | undefined;
    let name: unknown;
    switch (envelope.type) {
      case AccountEvents.AccountRegistered.type: {
        const payload = envelope.payload as AccountRegistered;
        if (payload.accountType !== 'provider') return;
        [companyId, name] = [payload.companyId, payload.companyName];
        break;
      }
      case AccountEvents.PartnerRequested.type:
      case AccountEvents.PartnerApproved.type: {
        const payload = envelope.payload as PartnerRequested;
        [companyId, name] = [payload.partnerId, payload.companyName];
        break;
      }
      case AccountEvents.ProfileUpdated.type: {
        const payload = envelope.payload as ProfileUpdated;
        [companyId, name] = [payload.companyId, payload.changes?.companyName];
        break;
      }
    }
    if (!companyId || typeof name !== 'string' || !name.trim()) return;
    await manager.query(
      `INSERT INTO billing.company (company_id, name) VALUES ($1, $2) ON CONFLICT (company_id) DO UPDATE SET name = EXCLUDED.name`,
      [companyId, name.trim().slice(0, 200)],
    );
  }
}
