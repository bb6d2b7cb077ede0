import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AccountEvents, type EventEnvelope, type PartnerApproved } from '@jointly/contracts';
import { EventConsumer, type EventConsumerHandler } from '@jointly/common/events';

/** Keeps the approved partner companies (PartnerApproved): partner suggestions consider only them. */
@Injectable()
@EventConsumer({ service: 'eligibility', name: 'KeepPartnersOnAccountEvents', events: [AccountEvents.PartnerApproved] })
export class KeepPartnersOnAccountEvents implements EventConsumerHandler<PartnerApproved> {
  async handle({ payload }: EventEnvelope<PartnerApproved>, manager: EntityManager): Promise<void> {
    await manager.query(
      `INSERT INTO eligibility.partner_company (company_id, company_name) VALUES ($1, $2)
       ON CONFLICT (company_id) DO UPDATE SET company_name = EXCLUDED.company_name`,
      [payload.partnerId, payload.companyName],
    );
  }
}
