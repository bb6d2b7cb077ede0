import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  ConsortiumEvents,
  type ConsortiumCreated,
  type ConsortiumInviteSent,
  type ConsortiumMemberRemoved,
  type ConsortiumRequestAnswered,
  type ConsortiumUpdated,
  type EventEnvelope,
} from '@jointly/contracts';
import { EventConsumer, type EventConsumerHandler } from '@jointly/common/events';
import { addParty, nameCompany, openSubjectConversation, removeParty } from './conversation-membership';

type ConsortiumEvent = ConsortiumCreated | ConsortiumUpdated | ConsortiumInviteSent | ConsortiumRequestAnswered | ConsortiumMemberRemoved;

/**
 * One conversation per consortium, with every member company's people, from consortiums' events: opened with the
 * consortium (its lead company), joined by each company that accepts an invitation, left at once by a company that is
 * removed (history kept for the others). `consortium_member` also decides who may open direct conversations.
 */
@Injectable()
@EventConsumer({
  service: 'messages',
  name: 'KeepConsortiumConversationsOnConsortiumEvents',
  events: [
    ConsortiumEvents.ConsortiumCreated,
    ConsortiumEvents.ConsortiumUpdated,
    ConsortiumEvents.ConsortiumInviteSent,
    ConsortiumEvents.ConsortiumRequestAnswered,
    ConsortiumEvents.ConsortiumMemberRemoved,
  ],
})
export class KeepConsortiumConversationsOnConsortiumEvents implements EventConsumerHandler<ConsortiumEvent> {
  async handle(envelope: EventEnvelope<ConsortiumEvent>, manager: EntityManager): Promise<void> {
    switch (envelope.type) {
      case ConsortiumEvents.ConsortiumCreated.type: {
        const { consortiumId, name, ownerAccountId, ownerCompanyId } = envelope.payload as ConsortiumCreated;
        const conversationId = await openSubjectConversation(manager, 'consortium', consortiumId, name);
        if (ownerCompanyId) await this.join(manager, consortiumId, ownerCompanyId);
        await addParty(
          manager,
          conversationId,
          ownerCompanyId ? { party: 'company', id: ownerCompanyId } : { party: 'account', id: ownerAccountId },
        );
        return;
      }
      case ConsortiumEvents.ConsortiumUpdated.type: {
        const { consortiumId, changes } = envelope.payload as ConsortiumUpdated;
        if (typeof changes?.name === 'string' && changes.name.trim())
          await manager.query(`UPDATE messages.conversation SET title = $2 WHERE kind = 'consortium' AND subject_id = $1`, [
            consortiumId,
            changes.name.trim().slice(0, 200),
          ]);
        return;
      }
      case ConsortiumEvents.ConsortiumInviteSent.type: {
        const invite = envelope.payload as ConsortiumInviteSent;
        await nameCompany(manager, invite.fromCompanyId, invite.fromCompanyName);
        await nameCompany(manager, invite.toCompanyId, invite.toCompanyName);
        return;
      }
      case ConsortiumEvents.ConsortiumRequestAnswered.type: {
        const { consortiumId, consortiumName, companyId, companyName, status } = envelope.payload as ConsortiumRequestAnswered;
        if (status !== 'Approve') return;
        await nameCompany(manager, companyId, companyName);
        await this.join(manager, consortiumId, companyId);
        const conversationId = await openSubjectConversation(manager, 'consortium', consortiumId, consortiumName);
        await addParty(manager, conversationId, { party: 'company', id: companyId });
        return;
      }
      case ConsortiumEvents.ConsortiumMemberRemoved.type: {
        const { consortiumId, companyId } = envelope.payload as ConsortiumMemberRemoved;
        await manager.query('DELETE FROM messages.consortium_member WHERE consortium_id = $1 AND company_id = $2', [
          consortiumId,
          companyId,
        ]);
        const rows = (await manager.query(`SELECT id FROM messages.conversation WHERE kind = 'consortium' AND subject_id = $1`, [
          consortiumId,
        ])) as Array<{ id: string }>;
        if (rows[0]) await removeParty(manager, rows[0].id, { party: 'company', id: companyId });
        return;
      }
    }
  }

  private async join(manager: EntityManager, consortiumId: string, companyId: string): Promise<void> {
    await manager.query('INSERT INTO messages.consortium_member (consortium_id, company_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      consortiumId,
      companyId,
    ]);
  }
}
