import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  ConsortiumEvents,
  type ConsortiumCreated,
  type ConsortiumMemberRemoved,
  type ConsortiumRequestAnswered,
  type EventEnvelope,
} from '@jointly/contracts';
import { EventConsumer, type EventConsumerHandler } from '@jointly/common/events';

type ConsortiumMembershipEvent = ConsortiumCreated | ConsortiumRequestAnswered | ConsortiumMemberRemoved;

/**
 * `consortium_member`: the companies of each consortium (its owner's company, and every company that approved an
 * invitation), so the members of a workspace's consortium may write in it; a company removed (or leaving) is deleted, and
 * the row trigger closes its open editor sockets. Upserts and deletes, so redelivery changes nothing.
 */
@Injectable()
@EventConsumer({
  service: 'bids',
  name: 'KeepConsortiumMembersOnConsortiumEvents',
  events: [ConsortiumEvents.ConsortiumCreated, ConsortiumEvents.ConsortiumRequestAnswered, ConsortiumEvents.ConsortiumMemberRemoved],
})
export class KeepConsortiumMembersOnConsortiumEvents implements EventConsumerHandler<ConsortiumMembershipEvent> {
  async handle(envelope: EventEnvelope<ConsortiumMembershipEvent>, manager: EntityManager): Promise<void> {
    if (envelope.type === ConsortiumEvents.ConsortiumMemberRemoved.type) {
      const { consortiumId, companyId } = envelope.payload as ConsortiumMemberRemoved;
      await manager.query(`DELETE FROM bids.consortium_member WHERE consortium_id = $1 AND company_id = $2`, [consortiumId, companyId]);
      return;
    }
    let companyId: string | null = null;
    if (envelope.type === ConsortiumEvents.ConsortiumCreated.type) companyId = (envelope.payload as ConsortiumCreated).ownerCompanyId;
    else {
      const answer = envelope.payload as ConsortiumRequestAnswered;
      if (answer.status === 'Approve') companyId = answer.companyId;
    }
    if (!companyId) return;
    await manager.query(`INSERT INTO bids.consortium_member (consortium_id, company_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
      envelope.payload.consortiumId,
      companyId,
    ]);
  }
}
