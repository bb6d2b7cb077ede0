import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AccountEvents, type AccountRegistered, type EventEnvelope, type MembershipChanged } from '@jointly/contracts';
import { EventConsumer, type EventConsumerHandler } from '@jointly/common/events';
import { EligibilityRecalculator } from '../../eligibility-result/eligibility-recalculator';
import { CompanyFactsStore } from '../company-facts.store';

/**
 * Keeps each account's company (`account_company`: AccountRegistered with its company, MembershipChanged; the newest
 * change wins, an older one arriving late changes nothing) and re-rates the account: its facts are now its new
 * company's profile merged with its own answers.
 */
@Injectable()
@EventConsumer({
  service: 'eligibility',
  name: 'RateAccountOnCompanyChange',
  events: [AccountEvents.AccountRegistered, AccountEvents.MembershipChanged],
})
export class RateAccountOnCompanyChange implements EventConsumerHandler<AccountRegistered | MembershipChanged> {
  constructor(
    private readonly store: CompanyFactsStore,
    private readonly recalculator: EligibilityRecalculator,
  ) {}

  async handle(envelope: EventEnvelope<AccountRegistered | MembershipChanged>, manager: EntityManager): Promise<void> {
    const { accountId, companyId } = envelope.payload;
    if (envelope.type === AccountEvents.AccountRegistered.type && !companyId) return;
    if (!(await this.store.keepAccountCompany(manager, accountId, companyId ?? null, envelope.occurredAt))) return;
    await this.recalculator.forAccount(manager, accountId);
  }
}
