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
import { RecipientRepository } from '../directory/recipient.repository';
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
    const { payload } = envelope;
    const recipient = await this.recipients.findByAccountId(payload.accountId, manager);
    if (!recipient) throw new Error(`No recipient known yet for account ${payload.accountId} (eligibility for tender ${payload.tenderId})`);
    await this.writer.create(
      manager,
      [
        {
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
        },
      ],
      envelope.correlationId,
    );
    const recent = await this.mails.countRecentLocked(manager, 'eligibility-match', recipient.email);
    if (recent >= ELIGIBILITY_MAILS_PER_DAY) {
      this.logger.debug(
        `eligibility e-mail for tender ${payload.tenderId} skipped: ${recent} sent to account ${payload.accountId} in 24 h`,
      );
      return;
    }
    const mail = eligibilityMatchMail(this.ctx, { name: recipient.name, ...payload });
    await this.mails.enqueue(manager, { ...mail, eventId: envelope.id, to: recipient.email });
  }
}
