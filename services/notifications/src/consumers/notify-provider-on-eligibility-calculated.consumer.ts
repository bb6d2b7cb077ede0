import { Injectable } from '@nestjs/common';
import { EligibilityEvents, type EligibilityCalculated, type EventEnvelope } from '@jointly/contracts';
import { EventConsumer, type EventConsumerHandler } from '@jointly/common/events';
import type { EntityManager } from 'typeorm';
import { RecipientRepository } from '../directory/recipient.repository';
import { EligibilityMatchAlerts } from './eligibility-match-alerts';

export { ELIGIBILITY_MATCH_KIND } from './eligibility-match-alerts';

/**
 * A provider's rating of an open tender crossed into the 80+ bands (an account's recalculation; tender
 * recalculations published it too before TenderRatingsCrossed): an in-app notification linking to the tender, and an
 * e-mail ("92% match: <tender>") in the same inbox transaction, unless the address already got 5 such e-mails in the
 * last 24 hours (EligibilityMatchAlerts). An account the recipients read model does not know yet fails the event
 * (retries, then a dead letter to replay).
 */
@Injectable()
@EventConsumer({
  service: 'notifications',
  name: 'NotifyProviderOnEligibilityCalculated',
  events: [EligibilityEvents.EligibilityCalculated],
})
export class NotifyProviderOnEligibilityCalculated implements EventConsumerHandler<EligibilityCalculated> {
  constructor(
    private readonly recipients: RecipientRepository,
    private readonly alerts: EligibilityMatchAlerts,
  ) {}

  async handle(envelope: EventEnvelope<EligibilityCalculated>, manager: EntityManager): Promise<void> {
    const { payload } = envelope;
    const recipient = await this.recipients.findByAccountId(payload.accountId, manager);
    if (!recipient) throw new Error(`No recipient known yet for account ${payload.accountId} (eligibility for tender ${payload.tenderId})`);
    await this.alerts.deliver(manager, [{ match: payload, recipient, mailEventId: envelope.id }], envelope.id, envelope.correlationId);
  }
}
