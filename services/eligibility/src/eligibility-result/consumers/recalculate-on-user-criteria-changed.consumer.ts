import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { EligibilityEvents, type EventEnvelope, type UserCriteriaChanged } from '@jointly/contracts';
import { EventConsumer, type EventConsumerHandler } from '@jointly/common/events';
import { EligibilityRecalculator } from '../eligibility-recalculator';

/** A provider's facts changed: rate that account against every open tender (in the inbox transaction). */
@Injectable()
@EventConsumer({ service: 'eligibility', name: 'RecalculateOnUserCriteriaChanged', events: [EligibilityEvents.UserCriteriaChanged] })
export class RecalculateOnUserCriteriaChanged implements EventConsumerHandler<UserCriteriaChanged> {
  constructor(private readonly recalculator: EligibilityRecalculator) {}

  async handle(envelope: EventEnvelope<UserCriteriaChanged>, manager: EntityManager): Promise<void> {
    await this.recalculator.forAccount(manager, envelope.payload.accountId);
  }
}
