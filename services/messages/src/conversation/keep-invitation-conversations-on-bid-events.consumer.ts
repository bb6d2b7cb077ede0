import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  BidEvents,
  type EventEnvelope,
  type ExpertInvitationAnswered,
  type ExpertInvitationWithdrawn,
  type ExpertInvited,
} from '@jointly/contracts';
import { EventConsumer, type EventConsumerHandler } from '@jointly/common/events';
import { addParty, conversationOfSubject, nameCompany, openSubjectConversation, removeParty } from './conversation-membership';

type InvitationEvent = ExpertInvited | ExpertInvitationAnswered | ExpertInvitationWithdrawn;

/**
 * One conversation per expert invitation (a bid of the bids service), opened with the invitation: the inviting company
 * (or the inviting account when it has none) and the expert. A declined or withdrawn invitation takes the expert out
 * at once; the inviting company keeps the history.
 */
@Injectable()
@EventConsumer({
  service: 'messages',
  name: 'KeepInvitationConversationsOnBidEvents',
  events: [BidEvents.ExpertInvited, BidEvents.ExpertInvitationAnswered, BidEvents.ExpertInvitationWithdrawn],
})
export class KeepInvitationConversationsOnBidEvents implements EventConsumerHandler<InvitationEvent> {
  async handle(envelope: EventEnvelope<InvitationEvent>, manager: EntityManager): Promise<void> {
    switch (envelope.type) {
      case BidEvents.ExpertInvited.type: {
        const invited = envelope.payload as ExpertInvited;
        await nameCompany(manager, invited.inviterCompanyId, invited.inviterCompanyName);
        const title = invited.tenderTitle ? `Expert invitation: ${invited.tenderTitle}` : 'Expert invitation';
        const conversationId = await openSubjectConversation(manager, 'invitation', invited.bidId, title);
        await addParty(
          manager,
          conversationId,
          invited.inviterCompanyId ? { party: 'company', id: invited.inviterCompanyId } : { party: 'account', id: invited.invitedBy },
        );
        await addParty(manager, conversationId, { party: 'account', id: invited.expertAccountId });
        return;
      }
      case BidEvents.ExpertInvitationAnswered.type: {
        const answered = envelope.payload as ExpertInvitationAnswered;
        if (answered.accepted) return;
        await this.removeExpert(manager, answered.bidId, answered.expertAccountId);
        return;
      }
      case BidEvents.ExpertInvitationWithdrawn.type: {
        const withdrawn = envelope.payload as ExpertInvitationWithdrawn;
        await this.removeExpert(manager, withdrawn.bidId, withdrawn.expertAccountId);
        return;
      }
    }
  }

  private async removeExpert(manager: EntityManager, bidId: string, expertAccountId: string): Promise<void> {
    const conversationId = await conversationOfSubject(manager, 'invitation', bidId);
    if (conversationId) await removeParty(manager, conversationId, { party: 'account', id: expertAccountId });
  }
}
