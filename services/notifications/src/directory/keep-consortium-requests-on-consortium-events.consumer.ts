import { Injectable } from '@nestjs/common';
import { ConsortiumEvents, type ConsortiumInviteSent, type ConsortiumRequestAnswered, type EventEnvelope } from '@jointly/contracts';
import { EventConsumer, type EventConsumerHandler } from '@jointly/common/events';
import type { EntityManager } from 'typeorm';
import { ConsortiumRequestRepository } from './consortium-request.repository';

/** Keeps the consortium_request read model: an invitation when sent, its status when answered. */
@Injectable()
@EventConsumer({
  service: 'notifications',
  name: 'KeepConsortiumRequestsOnConsortiumEvents',
  events: [ConsortiumEvents.ConsortiumInviteSent, ConsortiumEvents.ConsortiumRequestAnswered],
})
export class KeepConsortiumRequestsOnConsortiumEvents implements EventConsumerHandler<ConsortiumInviteSent | ConsortiumRequestAnswered> {
  constructor(private readonly requests: ConsortiumRequestRepository) {}

  async handle(envelope: EventEnvelope<ConsortiumInviteSent | ConsortiumRequestAnswered>, manager: EntityManager): Promise<void> {
    if (envelope.type === ConsortiumEvents.ConsortiumInviteSent.type)
      await this.requests.recordSent(manager, envelope.payload as ConsortiumInviteSent, envelope.occurredAt);
    else await this.requests.recordAnswered(manager, envelope.payload as ConsortiumRequestAnswered, envelope.occurredAt);
  }
}
