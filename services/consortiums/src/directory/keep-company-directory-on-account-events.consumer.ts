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

/**
 * The partner directory consortiums needs, from accounts' events (the inbox makes redelivery a no-op; every
 * statement is an upsert, so replays of old events cannot duplicate rows):
 * - PartnerApproved → `partner_company` (approved partners: who may lead, be invited, be matched);
 * - ProfileUpdated with a string `changes.companyName` → renames the partner company;
 * - AccountRegistered (with companyId), PartnerRequested / PartnerApproved (account → partner) and ProfileUpdated
 *   (with companyId) → `company_account`.
 */
@Injectable()
@EventConsumer({
  service: 'consortiums',
  name: 'KeepCompanyDirectoryOnAccountEvents',
  events: [AccountEvents.AccountRegistered, AccountEvents.PartnerRequested, AccountEvents.PartnerApproved, AccountEvents.ProfileUpdated],
})
export class KeepCompanyDirectoryOnAccountEvents implements EventConsumerHandler<DirectoryEvent> {
  async handle(envelope: EventEnvelope<DirectoryEvent>, manager: EntityManager): Promise<void> {
    switch (envelope.type) {
      case AccountEvents.AccountRegistered.type: {
        const { accountId, companyId } = envelope.payload as AccountRegistered;
        if (companyId) await this.link(manager, accountId, companyId);
        return;
      }
      case AccountEvents.PartnerRequested.type: {
        const { accountId, partnerId } = envelope.payload as PartnerRequested;
        await this.link(manager, accountId, partnerId);
        return;
      }
      case AccountEvents.PartnerApproved.type: {
        const { accountId, partnerId, companyName } = envelope.payload as PartnerApproved;
        await manager.query(
          `INSERT INTO consortiums.partner_company (company_id, company_name, owner_account_id, approved_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT (company_id) DO UPDATE SET company_name = EXCLUDED.company_name, owner_account_id = EXCLUDED.owner_account_id`,
          [partnerId, companyName, accountId, envelope.occurredAt],
        );
        await this.link(manager, accountId, partnerId);
        return;
      }
      case AccountEvents.ProfileUpdated.type: {
        const { accountId, companyId, changes } = envelope.payload as ProfileUpdated;
        if (!companyId) return;
        await this.link(manager, accountId, companyId);
        const name = changes?.companyName;
        if (typeof name === 'string' && name.trim())
          await manager.query('UPDATE consortiums.partner_company SET company_name = $2 WHERE company_id = $1', [companyId, name.trim()]);
        return;
      }
    }
  }

  private async link(manager: EntityManager, accountId: string, companyId: string): Promise<void> {
    await manager.query(
      `INSERT INTO consortiums.company_account (account_id, company_id) VALUES ($1, $2)
       ON CONFLICT (account_id) DO UPDATE SET company_id = EXCLUDED.company_id`,
      [accountId, companyId],
    );
  }
}
