import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventEnvelope } from '@jointly/contracts';
import { EventConsumer, type EventConsumerHandler } from '@jointly/common/events';
import { ACCOUNT_DIRECTORY_EVENTS, readAccountDirectoryEvent, type AccountDirectoryEvent } from '@jointly/common/read-models';
import { appendLive } from '../live/live-log';

/**
 * Who belongs to which company, and company names, from accounts' events (upserts; the inbox drops redeliveries).
 * ProfileUpdated with `companyId: null` (a person removed from a team) unlinks the account at once: every company
 * conversation stops counting them, and their open streams hear that those conversations are gone.
 */
@Injectable()
@EventConsumer({ service: 'messages', name: 'KeepDirectoryOnAccountEvents', events: ACCOUNT_DIRECTORY_EVENTS })
export class KeepDirectoryOnAccountEvents implements EventConsumerHandler<AccountDirectoryEvent> {
  async handle(envelope: EventEnvelope<AccountDirectoryEvent>, manager: EntityManager): Promise<void> {
    const facts = readAccountDirectoryEvent(envelope);
    const { kind, accountId, companyId, companyName, personName } = facts;
    if (kind === 'registered') {
      await manager.query(
        `INSERT INTO messages.account (account_id, company_id, name, role) VALUES ($1, $2, $3, $4)
         ON CONFLICT (account_id) DO UPDATE SET company_id = COALESCE(EXCLUDED.company_id, messages.account.company_id),
           name = COALESCE(EXCLUDED.name, messages.account.name), role = EXCLUDED.role`,
        [accountId, companyId ?? null, personName, facts.accountType],
      );
      if (companyId && companyName) await this.nameCompany(manager, companyId, companyName, false);
      return;
    }
    if (companyId) {
      await this.link(manager, accountId, companyId);
      // A partner request names the company for a start; the approval and the company's own profile have the last word.
      if (companyName) await this.nameCompany(manager, companyId, companyName, kind !== 'partner-requested');
    } else if (companyId === null) {
      await this.unlink(manager, accountId);
    }
    if (kind === 'profile-updated' && personName)
      await manager.query('UPDATE messages.account SET name = $2 WHERE account_id = $1', [accountId, personName]);
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
