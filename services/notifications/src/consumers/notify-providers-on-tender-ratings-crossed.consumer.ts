import { Injectable } from '@nestjs/common';
import { EligibilityEvents, type EventEnvelope, type TenderRatingsCrossed } from '@jointly/contracts';
import { EventConsumer, type EventConsumerHandler } from '@jointly/common/events';
import type { EntityManager } from 'typeorm';
import { RecipientRepository } from '../directory/recipient.repository';
import { EligibilityMatchAlerts } from './eligibility-match-alerts';

/**
 * The ratings of one tender that crossed into the 80+ bands (a tender's recalculation, up to 1,000 per event): each
 * crossing is alerted exactly as an EligibilityCalculated of that account would be (in-app notification, e-mail within
 * the 5-a-day cap; its e-mail keyed by event and account), all in one inbox transaction. An account the recipients
 * read model does not know yet fails the whole event before anything is written (retries, then a dead letter; a
 * replay once it is known delivers every crossing of the event, none twice).
 */
@Injectable()
@EventConsumer({
  service: 'notifications',
  name: 'NotifyProvidersOnTenderRatingsCrossed',
  events: [EligibilityEvents.TenderRatingsCrossed],
})
export class NotifyProvidersOnTenderRatingsCrossed implements EventConsumerHandler<TenderRatingsCrossed> {
  constructor(
    private readonly recipients: RecipientRepository,
    private readonly alerts: EligibilityMatchAlerts,
  ) {}

  async handle(envelope: EventEnvelope<TenderRatingsCrossed>, manager: EntityManager): Promise<void> {
    const { tenderId, tenderTitle, crossings } = envelope.payload;
    const known = await this.recipients.findByAccountIds(
      crossings.map((c) => c.accountId),
      manager,
    );
    const unknown = crossings.filter((c) => !known.has(c.accountId)).map((c) => c.accountId);
    if (unknown.length)
      throw new Error(
        `No recipient known yet for account ${unknown.slice(0, 5).join(', ')}${unknown.length > 5 ? ` and ${unknown.length - 5} more` : ''} ` +
          `(eligibility for tender ${tenderId})`,
      );
    await this.alerts.deliver(
      manager,
      crossings.map((crossing) => ({
        match: { ...crossing, tenderId, tenderTitle },
        recipient: known.get(crossing.accountId)!,
        sourceEventId: envelope.id,
        mailEventId: `${envelope.id}:${crossing.accountId}`,
      })),
      envelope.correlationId,
    );
  }
}
