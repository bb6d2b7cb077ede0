import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntitySubscriberInterface, InsertEvent, UpdateEvent } from 'typeorm';
import { AccountEvents, type CompanyFacts } from '@jointly/contracts';
import { OutboxService, createEvent } from '@jointly/common/events';
import { CERTIFICATIONS, SERVICE_CATEGORIES } from '../enums/platform-enums';
import { Partner } from './partner.entity';

/** The partner columns eligibility scores with. */
const FACT_COLUMNS = ['serviceCategories', 'regions', 'certifications', 'annualTurnover', 'employees', 'yearsTrading'] as const;

/** A company's facts in scoring terms: service category ids → their CPV codes, certification ids → their names. */
export function companyFactsOf(partner: Pick<Partner, (typeof FACT_COLUMNS)[number]>): CompanyFacts {
  const cpv = new Map<string, readonly string[]>(SERVICE_CATEGORIES.map((c) => [c.id, c.cpv]));
  const certification = new Map<string, string>(CERTIFICATIONS.map((c) => [c.id, c.label]));
  return {
    serviceCategories: [...new Set((partner.serviceCategories ?? []).flatMap((id) => cpv.get(id) ?? []))],
    regions: [...(partner.regions ?? [])],
    certifications: (partner.certifications ?? []).map((id) => certification.get(id) ?? id),
    annualTurnover: partner.annualTurnover ?? null,
    staffCount: partner.employees ?? null,
    yearsTrading: partner.yearsTrading ?? null,
  };
}

/**
 * Publishes CompanyFactsChanged (the whole set) in the transaction of every save of a partner row that creates it or
 * changes one of its facts, whichever use case saves it (company profile, business information, partner update,
 * admin edit): eligibility keeps its read model of companies' facts from it.
 */
@Injectable()
export class CompanyFactsPublisher implements EntitySubscriberInterface<Partner>, OnModuleInit {
  constructor(
    @InjectDataSource('accounts') private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  onModuleInit(): void {
    this.dataSource.subscribers.push(this);
  }

  listenTo(): typeof Partner {
    return Partner;
  }

  async afterInsert(event: InsertEvent<Partner>): Promise<void> {
    await this.publish(event.manager, event.entity);
  }

  async afterUpdate(event: UpdateEvent<Partner>): Promise<void> {
    const changed = event.updatedColumns.some((column) => (FACT_COLUMNS as readonly string[]).includes(column.propertyName));
    if (changed && event.entity) await this.publish(event.manager, event.entity as Partner);
  }

  private async publish(manager: InsertEvent<Partner>['manager'], partner: Partner): Promise<void> {
    await this.outbox.add(
      manager,
      createEvent(AccountEvents.CompanyFactsChanged, {
        aggregateId: partner.id,
        actorId: null,
        payload: { companyId: partner.id, facts: companyFactsOf(partner) },
      }),
    );
  }
}
