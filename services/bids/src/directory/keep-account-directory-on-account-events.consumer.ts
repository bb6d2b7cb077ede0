import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventEnvelope } from '@jointly/contracts';
import { EventConsumer, type EventConsumerHandler } from '@jointly/common/events';
import { ACCOUNT_DIRECTORY_EVENTS, readAccountDirectoryEvent, type AccountDirectoryEvent } from '@jointly/common/read-models';

/**
 * `account_directory`: who is an expert (only experts can be invited), and the names, e-mails and companies that
 * invitations and workspaces show. From accounts' events; the inbox makes redelivery a no-op and every statement is an
 * upsert or an update to the event's values, so a replay of an old event cannot add rows:
 * - AccountRegistered → the account (type, name, e-mail, company; the company's name from the event or a colleague);
 * - ProfileUpdated → the account's company (null: left it), `changes.name`, and `changes.companyName` for the company;
 * - PartnerRequested / PartnerApproved → the company's name, and the requesting account's company.
 * Account and partner events travel on different topics, so each statement keeps what the other already wrote.
 */
@Injectable()
@EventConsumer({ service: 'bids', name: 'KeepAccountDirectoryOnAccountEvents', events: ACCOUNT_DIRECTORY_EVENTS })
export class KeepAccountDirectoryOnAccountEvents implements EventConsumerHandler<AccountDirectoryEvent> {
  async handle(envelope: EventEnvelope<AccountDirectoryEvent>, manager: EntityManager): Promise<void> {
    const facts = readAccountDirectoryEvent(envelope);
    const { kind, accountId, personName, companyName } = facts;
    const companyId = facts.companyId ?? null;
    switch (kind) {
      case 'registered': {
        await manager.query(
          `INSERT INTO bids.account_directory (account_id, account_type, name, email, company_id, company_name)
           VALUES ($1, $2, $3, $4, $5::uuid,
                   coalesce($6, (SELECT max(company_name) FROM bids.account_directory WHERE company_id = $5::uuid)))
           ON CONFLICT (account_id) DO UPDATE SET account_type = EXCLUDED.account_type, email = EXCLUDED.email,
             name = coalesce(EXCLUDED.name, bids.account_directory.name),
             company_id = coalesce(EXCLUDED.company_id, bids.account_directory.company_id),
             company_name = coalesce(EXCLUDED.company_name, bids.account_directory.company_name), updated_at = now()`,
          [accountId, facts.accountType, personName, facts.email, companyId, companyName],
        );
        return;
      }
      case 'profile-updated': {
        await manager.query(
          `UPDATE bids.account_directory SET company_id = $2::uuid, name = coalesce($3, name),
             company_name = CASE WHEN company_id IS NOT DISTINCT FROM $2::uuid THEN company_name
               ELSE (SELECT max(d.company_name) FROM bids.account_directory d WHERE d.company_id = $2::uuid) END,
             updated_at = now()
           WHERE account_id = $1`,
          [accountId, companyId, personName],
        );
        if (companyId && companyName) await this.nameCompany(manager, companyId, companyName);
        return;
      }
      case 'partner-requested':
      case 'partner-approved': {
        // The requesting account owns the company: a provider (registration, when it arrives, fills in the rest).
        await manager.query(
          `INSERT INTO bids.account_directory (account_id, account_type, email, company_id, company_name) VALUES ($1, 'provider', $2, $3, $4)
           ON CONFLICT (account_id) DO UPDATE SET company_id = EXCLUDED.company_id, updated_at = now()`,
          [accountId, facts.email, companyId, companyName],
        );
        if (companyId && companyName) await this.nameCompany(manager, companyId, companyName);
        return;
      }
    }
  }

  private async nameCompany(manager: EntityManager, companyId: string, companyName: string): Promise<void> {
    await manager.query(`UPDATE bids.account_directory SET company_name = $2, updated_at = now() WHERE company_id = $1`, [
      companyId,
      companyName,
    ]);
  }
}
