import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EligibilityCalculated } from '@jointly/contracts';
import type { EntityManager } from 'typeorm';
import type { Recipient } from '../directory/recipient.entity';
import { MailMessageRepository } from '../mail/mail-message.repository';
import {
  ELIGIBILITY_MAILS_PER_DAY,
  eligibilityMatchBody,
  eligibilityMatchMail,
  eligibilityMatchTitle,
} from '../mail/templates/eligibility-match.template';
import type { MailContext } from '../mail/templates/mail-template';
import { NotificationWriter } from '../notification/notification-writer';
import { MAIL_CONTEXT } from './mail-context.provider';

export const ELIGIBILITY_MATCH_KIND = 'eligibility-match';

/**
 * One rating that crossed into the 80+ bands, for a known recipient: `sourceEventId` is the event announcing it (one
 * notification per event, recipient and kind), `mailEventId` keys its one e-mail.
 */
export interface EligibilityMatchAlert {
  match: EligibilityCalculated;
  recipient: Recipient;
  sourceEventId: string;
  mailEventId: string;
}

/**
 * The alerts of ratings that crossed into the 80+ bands (EligibilityCalculated, or each crossing of a
 * TenderRatingsCrossed), in the consumer's inbox transaction: per match an in-app notification linking to the tender
 * (one per event, recipient and kind: a redelivery adds nothing), and an e-mail ("92% match: <tender>", one per
 * `mailEventId`) unless the address already got {@link ELIGIBILITY_MAILS_PER_DAY} such e-mails in the last 24 hours
 * (then the notification alone tells them). The notifications go in one statement; the caps' addresses are locked
 * in one statement in address order (two deliveries naming the same addresses cannot deadlock) and counted once, then
 * the e-mails follow in the alerts' order, each address's first ones within its cap.
 */
@Injectable()
export class EligibilityMatchAlerts {
  private readonly logger = new Logger(EligibilityMatchAlerts.name);

  constructor(
    private readonly writer: NotificationWriter,
    private readonly mails: MailMessageRepository,
    @Inject(MAIL_CONTEXT) private readonly ctx: MailContext,
  ) {}

  async deliver(manager: EntityManager, alerts: EligibilityMatchAlert[], correlationId: string | null): Promise<void> {
    if (!alerts.length) return;
    await this.writer.create(
      manager,
      alerts.map(({ match, recipient, sourceEventId }) => ({
        recipientAccountId: match.accountId,
        companyId: recipient.companyId ?? null,
        kind: ELIGIBILITY_MATCH_KIND,
        title: eligibilityMatchTitle(match),
        body: eligibilityMatchBody(match),
        link: `/tender/${encodeURIComponent(match.tenderId)}`,
        data: {
          tenderId: match.tenderId,
          tenderTitle: match.tenderTitle ?? null,
          rating: match.rating,
          previousRating: match.previousRating,
          band: match.band ?? null,
        },
        actorAccountId: null,
        sourceEventId,
      })),
      correlationId,
    );
    const recent = await this.mails.countRecentLockedMany(
      manager,
      'eligibility-match',
      alerts.map(({ recipient }) => recipient.email),
    );
    for (const { match, recipient, mailEventId } of alerts) {
      const address = recipient.email.toLowerCase();
      const sent = recent.get(address) ?? 0;
      if (sent >= ELIGIBILITY_MAILS_PER_DAY) {
        this.logger.debug(`eligibility e-mail for tender ${match.tenderId} skipped: ${sent} sent to account ${match.accountId} in 24 h`);
        continue;
      }
      const mail = eligibilityMatchMail(this.ctx, { name: recipient.name, ...match });
      // null: this e-mail is already queued (a redelivery), which the count above included.
      if (await this.mails.enqueue(manager, { ...mail, eventId: mailEventId, to: recipient.email })) recent.set(address, sent + 1);
    }
  }
}
