import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { EligibilityEvents, type EventEnvelope, type TenderCriteriaAdded } from '@jointly/contracts';
import { EventConsumer, type EventConsumerHandler } from '@jointly/common/events';
import { ConsortiumRecalculator } from '../../consortium-eligibility/consortium-recalculator';
import { EligibilityRecalculator } from '../eligibility-recalculator';

/** A tender got (new) criteria: rate it against every account with criteria and every consortium (in the inbox transaction). */
@Injectable()
@EventConsumer({ service: 'eligibility', name: 'RecalculateOnTenderCriteriaAdded', events: [EligibilityEvents.TenderCriteriaAdded] })
export class RecalculateOnTenderCriteriaAdded implements EventConsumerHandler<TenderCriteriaAdded> {
  constructor(
    private readonly recalculator: EligibilityRecalculator,
    private readonly consortiums: ConsortiumRecalculator,
  ) {}

  async handle(envelope: EventEnvelope<TenderCriteriaAdded>, manager: EntityManager): Promise<void> {
    await this.recalculator.forTender(manager, envelope.payload.tenderId);
    await this.consortiums.forTenders(manager, [envelope.payload.tenderId]);
  }
}
