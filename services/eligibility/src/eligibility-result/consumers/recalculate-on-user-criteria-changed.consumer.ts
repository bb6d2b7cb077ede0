import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { EligibilityEvents, type EventEnvelope, type UserCriteriaChanged } from '@jointly/contracts';
import { EventConsumer, type EventConsumerHandler } from '@jointly/common/events';
import { ConsortiumRecalculator } from '../../consortium-eligibility/consortium-recalculator';
import { UserCriteriaRepository } from '../../user-criteria/user-criteria.repository';
import { EligibilityRecalculator } from '../eligibility-recalculator';

/**
 * A provider's facts changed: rate that account against every open tender, and every consortium its company belongs
 * to (the company's facts are part of theirs), in the inbox transaction.
 */
@Injectable()
@EventConsumer({ service: 'eligibility', name: 'RecalculateOnUserCriteriaChanged', events: [EligibilityEvents.UserCriteriaChanged] })
export class RecalculateOnUserCriteriaChanged implements EventConsumerHandler<UserCriteriaChanged> {
  constructor(
    private readonly recalculator: EligibilityRecalculator,
    private readonly consortiums: ConsortiumRecalculator,
    private readonly users: UserCriteriaRepository,
  ) {}

  async handle(envelope: EventEnvelope<UserCriteriaChanged>, manager: EntityManager): Promise<void> {
    await this.recalculator.forAccount(manager, envelope.payload.accountId);
    await this.consortiums.forCompany(manager, await this.users.companyOf(envelope.payload.accountId, manager));
  }
}
