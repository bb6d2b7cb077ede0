import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  ConsortiumEvents,
  type ConsortiumCreated,
  type ConsortiumInviteSent,
  type ConsortiumRequestAnswered,
  type ConsortiumUpdated,
  type EventEnvelope,
} from '@jointly/contracts';
import { EventConsumer, type EventConsumerHandler } from '@jointly/common/events';
import { ConsortiumEligibilityStore } from '../consortium-eligibility.store';
import { ConsortiumRecalculator } from '../consortium-recalculator';

type ConsortiumEvent = ConsortiumCreated | ConsortiumUpdated | ConsortiumInviteSent | ConsortiumRequestAnswered;

/**
 * Keeps which companies make up each consortium (the lead on Created, a member on an accepted invitation, names as
 * they arrive) and rates the consortium again when its membership changes, in the inbox transaction.
 */
@Injectable()
@EventConsumer({
  service: 'eligibility',
  name: 'KeepConsortiumsOnConsortiumEvents',
  events: [
    ConsortiumEvents.ConsortiumCreated,
    ConsortiumEvents.ConsortiumUpdated,
    ConsortiumEvents.ConsortiumInviteSent,
    ConsortiumEvents.ConsortiumRequestAnswered,
  ],
})
export class KeepConsortiumsOnConsortiumEvents implements EventConsumerHandler<ConsortiumEvent> {
  constructor(
    private readonly store: ConsortiumEligibilityStore,
    private readonly recalculator: ConsortiumRecalculator,
  ) {}

  async handle(envelope: EventEnvelope<ConsortiumEvent>, manager: EntityManager): Promise<void> {
    switch (envelope.type) {
      case ConsortiumEvents.ConsortiumCreated.type: {
        const created = envelope.payload as ConsortiumCreated;
        if (!created.ownerCompanyId) return;
        await this.store.addMember(manager, {
          consortiumId: created.consortiumId,
          consortiumName: created.name,
          companyId: created.ownerCompanyId,
          companyName: null,
          role: 'lead',
        });
        await this.recalculator.forConsortium(manager, created.consortiumId);
        return;
      }
      case ConsortiumEvents.ConsortiumUpdated.type: {
        const { consortiumId, changes } = envelope.payload as ConsortiumUpdated;
        if (typeof changes.name === 'string') await this.store.renameConsortium(manager, consortiumId, changes.name);
        return;
      }
      case ConsortiumEvents.ConsortiumInviteSent.type: {
        const sent = envelope.payload as ConsortiumInviteSent;
        await this.store.nameCompany(manager, sent.consortiumId, sent.fromCompanyId, sent.fromCompanyName);
        return;
      }
      case ConsortiumEvents.ConsortiumRequestAnswered.type: {
        const answered = envelope.payload as ConsortiumRequestAnswered;
        if (answered.status !== 'Approve') return;
        await this.store.addMember(manager, {
          consortiumId: answered.consortiumId,
          consortiumName: answered.consortiumName,
          companyId: answered.companyId,
          companyName: answered.companyName,
          role: 'member',
        });
        await this.recalculator.forConsortium(manager, answered.consortiumId);
        return;
      }
    }
  }
}
