import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventEnvelope } from '@jointly/contracts';
import { EventConsumer, type EventConsumerHandler } from '@jointly/common/events';
import { ACCOUNT_DIRECTORY_EVENTS, readAccountDirectoryEvent, type AccountDirectoryEvent } from '@jointly/common/read-models';

/**
 * The partner directory consortiums needs, from accounts' events (the inbox makes redelivery a no-op; every
 * statement is an upsert, so replays of old events cannot duplicate rows):
 * - PartnerApproved → `partner_company` (approved partners: who may lead, be invited, be matched);
 * - ProfileUpdated with a string `changes.companyName` → renames the partner company;
 * - AccountRegistered (with companyId), PartnerRequested / PartnerApproved (account → partner) and ProfileUpdated
 *   (with companyId) → `company_account`.
 */
@Injectable()
@EventConsumer({ service: 'consortiums', name: 'KeepCompanyDirectoryOnAccountEvents', events: ACCOUNT_DIRECTORY_EVENTS })
export class KeepCompanyDirectoryOnAccountEvents implements EventConsumerHandler<AccountDirectoryEvent> {
  async handle(envelope: EventEnvelope<AccountDirectoryEvent>, manager: EntityManager): Promise<void> {
    const { kind, accountId, companyId, companyName, approvedAt } = readAccountDirectoryEvent(envelope);
    if (!companyId) return;
    if (kind === 'partner-approved') {
      await manager.query(
        `INSERT INTO consortiums.partner_company (company_id, company_name, owner_account_id, approved_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (company_id) DO UPDATE SET company_name = EXCLUDED.company_name, owner_account_id = EXCLUDED.owner_account_id`,
        [companyId, companyName ?? '', accountId, approvedAt],
      );
    }
    await this.link(manager, accountId, companyId);
    if (kind === 'profile-updated' && companyName)
      await manager.query('UPDATE consortiums.partner_company SET company_name = $2 WHERE company_id = $1', [companyId, companyName]);
  }

  private async link(manager: EntityManager, accountId: string, companyId: string): Promise<void> {
    await manager.query(
      `INSERT INTO consortiums.company_account (account_id, company_id) VALUES ($1, $2)
       ON CONFLICT (account_id) DO UPDATE SET company_id = EXCLUDED.company_id`,
      [accountId, companyId],
    );
  }
}
