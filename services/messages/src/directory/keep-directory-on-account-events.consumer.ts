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
import { appendLive } from '../live/live-log';

type DirectoryEvent = AccountRegistered | PartnerRequested | PartnerApproved | ProfileUpdated;

/**
 * Who belongs to which company, and company names, from accounts' events (upserts; the inbox drops redeliveries).
 * ProfileUpdated with `companyId: null` (a person removed from a team) unlinks the account at once: every company
 * conversation stops counting them, and their open streams hear that those conversations are gone.
 */
@Injectable()
@EventConsumer({
  service: 'messages',
  name: 'KeepDirectoryOnAccountEvents',
  events: [AccountEvents.AccountRegistered, AccountEvents.PartnerRequested, AccountEvents.PartnerApproved, AccountEvents.ProfileUpdated],
})
export class KeepDirectoryOnAccountEvents implements EventConsumerHandler<DirectoryEvent> {
  async handle(envelope: EventEnvelope<DirectoryEvent>, manager: EntityManager): Promise<void> {
    switch (envelope.type) {
      case AccountEvents.AccountRegistered.type: {
        const { accountId, companyId, name, accountType, companyName } = envelope.payload as AccountRegistered;
        await manager.query(
          `INSERT INTO messages.account (account_id, company_id, name, role) VALUES ($1, $2, $3, $4)
           ON CONFLICT (account_id) DO UPDATE SET company_id = COALESCE(EXCLUDED.company_id, messages.account.company_id),
             name = COALESCE(EXCLUDED.name, messages.account.name), role = EXCLUDED.role`,
          [accountId, companyId ?? null, name ?? null, accountType],
        );
        if (companyId && companyName) await this.nameCompany(manager, companyId, companyName, false);
        return;
      }
      case AccountEvents.PartnerRequested.type: {
        const { accountId, partnerId, companyName } = envelope.payload as PartnerRequested;
        await this.link(manager, accountId, partnerId);
        await this.nameCompany(manager, partnerId, companyName, false);
        return;
      }
      case AccountEvents.PartnerApproved.type: {
        const { accountId, partnerId, companyName } = envelope.payload as PartnerApproved;
        await this.link(manager, accountId, partnerId);
        await this.nameCompany(manager, partnerId, companyName, true);
        return;
      }
      case AccountEvents.ProfileUpdated.type: {
        const { accountId, companyId, changes } = envelope.payload as ProfileUpdated;
        if (companyId) {
          await this.link(manager, accountId, companyId);
          const name = changes?.companyName;
          if (typeof name === 'string' && name.trim()) await this.nameCompany(manager, companyId, name.trim(), true);
        } else if (changes && 'companyId' in changes && changes.companyId === null) {
          await this.unlink(manager, accountId);
        }
        const personName = changes?.name;
        if (typeof personName === 'string' && personName.trim())
          await manager.query('UPDATE messages.account SET name = $2 WHERE account_id = $1', [accountId, personName.trim()]);
        return;
      }
    }
  }

  private async link(manager: EntityManager, accountId: string, companyId: string): Promise<void> {
    await manager.query(
      `INSERT INTO messages.account (account_id, company_id) VALUES ($1, $2)
       ON CONFLICT (account_id) DO UPDATE SET company_id = EXCLUDED.company_id`,
      [accountId, companyId],
    );
  }

  private async unlink(manager: EntityManager, accountId: string): Promise<void> {
    const rows = (await manager.query(
      `SELECT DISTINCT p.conversation_id FROM messages.account a
         JOIN messages.participant p ON p.party = 'company' AND p.party_id = a.company_id
        WHERE a.account_id = $1`,
      [accountId],
    )) as Array<{ conversation_id: string }>;
    await manager.query('UPDATE messages.account SET company_id = NULL WHERE account_id = $1', [accountId]);
    await appendLive(
      manager,
      rows.map((r) => ({ accountId, type: 'conversation' as const, data: { conversationId: r.conversation_id, removed: true } })),
    );
  }

  private async nameCompany(manager: EntityManager, companyId: string, name: string, overwrite: boolean): Promise<void> {
    await manager.query(
      `INSERT INTO messages.company (company_id, name) VALUES ($1, $2)
       ON CONFLICT (company_id) DO ${overwrite ? 'UPDATE SET name = EXCLUDED.name' : 'NOTHING'}`,
      [companyId, name],
    );
  }
}
