import { Inject, Injectable, Logger } from '@nestjs/common';
import { EligibilityEvents, type EligibilityCalculated, type EventEnvelope } from '@jointly/contracts';
import { EventConsumer, type EventConsumerHandler } from '@jointly/common/events';
import type { EntityManager } from 'typeorm';
import { MailMessageRepository } from '../mail/mail-message.repository';
import {
  ELIGIBILITY_MAILS_PER_DAY,
  eligibilityMatchBody,
  eligibilityMatchMail,
  eligibilityMatchTitle,
} from '../mail/templates/eligibility-match.template';
import type { MailContext } from '../mail/templates/mail-template';
import { NotificationWriter } from '../notification/notification-writer';
import type { Recipient } from '../directory/recipient.entity';
import { RecipientRepository } from '../directory/recipient.repository';
import type { NewNotification } from '../notification/notification.repository';
import { MAIL_CONTEXT } from './mail-context.provider';

export const ELIGIBILITY_MATCH_KIND = 'eligibility-match';

/**
 * A provider's rating of an open tender crossed into the 80+ bands: an in-app notification linking to the tender,
 * and an e-mail ("92% match: <tender>") in the same inbox transaction, unless the address already got
 * {@link ELIGIBILITY_MAILS_PER_DAY} such e-mails in the last 24 hours (one recalculation may announce up to 10
 * tenders): then the notification alone tells them. An account the recipients read model does not know yet fails
 * the event (retries, then a dead letter to replay).
 */
@Injectable()
@EventConsumer({
  service: 'notifications',
  name: 'NotifyProviderOnEligibilityCalculated',
  events: [EligibilityEvents.EligibilityCalculated],
})
export class NotifyProviderOnEligibilityCalculated implements EventConsumerHandler<EligibilityCalculated> {
  private readonly logger = new Logger(NotifyProviderOnEligibilityCalculated.name);

  constructor(
    private readonly writer: NotificationWriter,
    private readonly recipients: RecipientRepository,
    private readonly mails: MailMessageRepository,
    @Inject(MAIL_CONTEXT) private readonly ctx: MailContext,
  ) {}

  async handle(envelope: EventEnvelope<EligibilityCalculated>, manager: EntityManager): Promise<void> {
    return this.handleBatch([envelope], manager);
  }

  /**
   * A batch (one re-rating announces a tender to hundreds of providers) in a few statements: the recipients in one
   * read, the notifications and their events in one write per correlation, the mail caps counted once per address
   * (locked in one order), then the mails within each cap in event order: the same effect as `handle` on each.
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
      // Consecutive events of one correlation (one re-rating) share one write, as one event's notification keeps its.
      let end = start + 1;
      while (end < envelopes.length && envelopes[end].correlationId === envelopes[start].correlationId) end++;
      await this.writer.create(
        manager,
        envelopes.slice(start, end).map((envelope) => this.notificationOf(envelope, recipients.get(envelope.payload.accountId)!)),
        envelopes[start].correlationId,
      );
      start = end;
    }
    const recent = await this.mails.countRecentLockedMany(
      manager,
      'eligibility-match',
      [...recipients.values()].map((r) => r.email),
    );
    for (const envelope of envelopes) {
      const { payload } = envelope;
      const recipient = recipients.get(payload.accountId)!;
      const address = recipient.email.toLowerCase();
      const sent = recent.get(address) ?? 0;
      if (sent >= ELIGIBILITY_MAILS_PER_DAY) {
        this.logger.debug(
          `eligibility e-mail for tender ${payload.tenderId} skipped: ${sent} sent to account ${payload.accountId} in 24 h`,
        );
        continue;
      }
      const mail = eligibilityMatchMail(this.ctx, { name: recipient.name, ...payload });
      // null: this event already has its mail (a redelivery), which the count above included.
      if (await this.mails.enqueue(manager, { ...mail, eventId: envelope.id, to: recipient.email })) recent.set(address, sent + 1);
    }
  }

  private notificationOf(envelope: EventEnvelope<EligibilityCalculated>, recipient: Recipient): NewNotification {
    const { payload } = envelope;
    return {
      recipientAccountId: payload.accountId,
      companyId: recipient.companyId ?? null,
      kind: ELIGIBILITY_MATCH_KIND,
      title: eligibilityMatchTitle(payload),
      body: eligibilityMatchBody(payload),
      link: `/tender/${encodeURIComponent(payload.tenderId)}`,
      data: {
        tenderId: payload.tenderId,
        tenderTitle: payload.tenderTitle ?? null,
        rating: payload.rating,
        previousRating: payload.previousRating,
        band: payload.band ?? null,
      },
      actorAccountId: null,
      sourceEventId: envelope.id,
    };
  }
}
