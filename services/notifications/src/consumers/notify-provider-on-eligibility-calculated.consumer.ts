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
    return this.handleBatch([envelope], manager);
  }

  /**
   * A batch in a few statements: the recipients in one read, then the alerts of each run of events of one correlation
   * (one recalculation) in one delivery; the same effect as `handle` on each.
   */
  async handleBatch(envelopes: Array<EventEnvelope<EligibilityCalculated>>, manager: EntityManager): Promise<void> {
    const recipients = await this.recipients.findByAccountIds(
      envelopes.map((e) => e.payload.accountId),
      manager,
    );
    const unknown = envelopes.find((e) => !recipients.has(e.payload.accountId));
    if (unknown)
      throw new Error(
        `No recipient known yet for account ${unknown.payload.accountId} (eligibility for tender ${unknown.payload.tenderId})`,
      );
    for (let start = 0; start < envelopes.length;) {
      let end = start + 1;
      while (end < envelopes.length && envelopes[end].correlationId === envelopes[start].correlationId) end++;
      await this.alerts.deliver(
        manager,
        envelopes.slice(start, end).map((envelope) => ({
          match: envelope.payload,
          recipient: recipients.get(envelope.payload.accountId)!,
          sourceEventId: envelope.id,
          mailEventId: envelope.id,
        })),
        envelopes[start].correlationId,
      );
      start = end;
    }
  }
}
