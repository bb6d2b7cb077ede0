import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AccountEvents, type CompanyFactsChanged, type EventEnvelope } from '@jointly/contracts';
import { EventConsumer, type EventConsumerHandler } from '@jointly/common/events';
import { ConsortiumRecalculator } from '../../consortium-eligibility/consortium-recalculator';
import { EligibilityRecalculator } from '../../eligibility-result/eligibility-recalculator';
import { CompanyFactsStore } from '../company-facts.store';

/**
 * Keeps a company's profile facts (CompanyFactsChanged, the newest by `occurredAt` winning) and re-rates every account
 * of the company against every open tender, and every consortium it belongs to, in the inbox transaction. An older
 * event arriving late changes nothing.
 */
@Injectable()
@EventConsumer({ service: 'eligibility', name: 'RateCompanyOnCompanyFactsChanged', events: [AccountEvents.CompanyFactsChanged] })
export class RateCompanyOnCompanyFactsChanged implements EventConsumerHandler<CompanyFactsChanged> {
  constructor(
    private readonly store: CompanyFactsStore,
    private readonly recalculator: EligibilityRecalculator,
    private readonly consortiums: ConsortiumRecalculator,
  ) {}

  async handle({ payload, occurredAt }: EventEnvelope<CompanyFactsChanged>, manager: EntityManager): Promise<void> {
    if (!(await this.store.keep(manager, payload.companyId, payload.facts, occurredAt))) return;
    for (const accountId of await this.store.accountsOf(manager, payload.companyId)) await this.recalculator.forAccount(manager, accountId);
    await this.consortiums.forCompany(manager, payload.companyId);
  }
}
