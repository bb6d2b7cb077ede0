import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ConsortiumEvents, type ConsortiumCreated, type ConsortiumRequestAnswered, type EventEnvelope } from '@jointly/contracts';
import { EventConsumer, type EventConsumerHandler } from '@jointly/common/events';

type ConsortiumMembershipEvent = ConsortiumCreated | ConsortiumRequestAnswered;

/**
 * `consortium_member`: the companies of each consortium (its owner's company, and every company that approved an
 * invitation), so the members of a workspace's consortium may write in it. Upserts, so redelivery changes nothing.
 */
@Injectable()
@EventConsumer({
  service: 'bids',
  name: 'KeepConsortiumMembersOnConsortiumEvents',
  events: [ConsortiumEvents.ConsortiumCreated, ConsortiumEvents.ConsortiumRequestAnswered],
})
export class KeepConsortiumMembersOnConsortiumEvents implements EventConsumerHandler<ConsortiumMembershipEvent> {
  async handle(envelope: EventEnvelope<ConsortiumMembershipEvent>, manager: EntityManager): Promise<void> {
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
