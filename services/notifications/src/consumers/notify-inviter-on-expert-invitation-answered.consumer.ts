import { Inject, Injectable } from '@nestjs/common';
import { BidEvents, type EventEnvelope, type ExpertInvitationAnswered } from '@jointly/contracts';
import { EventConsumer, type EventConsumerHandler } from '@jointly/common/events';
import type { EntityManager } from 'typeorm';
import { MailMessageRepository } from '../mail/mail-message.repository';
import {
  EXPERT_FINDER_PATH,
  expertAnswerBody,
  expertAnswerTitle,
  expertInvitationAnsweredMail,
} from '../mail/templates/expert-invitation-answered.template';
import type { MailContext } from '../mail/templates/mail-template';
import { NotificationWriter } from '../notification/notification-writer';
import { RecipientRepository } from '../directory/recipient.repository';
import { MAIL_CONTEXT } from './mail-context.provider';

export const EXPERT_INVITATION_ANSWERED_KIND = 'expert-invitation-answered';

/**
 * An expert accepted or declined a provider's invitation: the inviter gets an in-app notification (filed under the
 * inviter's company, so colleagues see it) and the same news by e-mail, in the same inbox transaction. When the event
 * does not name the expert, the recipients read model does. An inviter the read model does not know yet fails the
 * event (retries, then a dead letter to replay).
 */
@Injectable()
@EventConsumer({
  service: 'notifications',
  name: 'NotifyInviterOnExpertInvitationAnswered',
  events: [BidEvents.ExpertInvitationAnswered],
})
export class NotifyInviterOnExpertInvitationAnswered implements EventConsumerHandler<ExpertInvitationAnswered> {
  constructor(
    private readonly writer: NotificationWriter,
    private readonly recipients: RecipientRepository,
    private readonly mails: MailMessageRepository,
    @Inject(MAIL_CONTEXT) private readonly ctx: MailContext,
  ) {}

  async handle(envelope: EventEnvelope<ExpertInvitationAnswered>, manager: EntityManager): Promise<void> {
    const { payload } = envelope;
    const inviter = await this.recipients.findByAccountId(payload.invitedBy, manager);
    if (!inviter) throw new Error(`No recipient known yet for account ${payload.invitedBy} (expert invitation ${payload.bidId})`);
    const expertName =
      payload.expertName?.trim() || (await this.recipients.findByAccountId(payload.expertAccountId, manager))?.name || null;
    const answer = { expertName, tenderTitle: payload.tenderTitle, accepted: payload.accepted };
    await this.writer.create(
      manager,
      [
        {
          recipientAccountId: payload.invitedBy,
          companyId: inviter.companyId ?? null,
          kind: EXPERT_INVITATION_ANSWERED_KIND,
          title: expertAnswerTitle(answer),
          body: expertAnswerBody(answer),
          link: EXPERT_FINDER_PATH,
          data: {
            bidId: payload.bidId,
            tenderId: payload.tenderId,
            tenderTitle: payload.tenderTitle,
            expertAccountId: payload.expertAccountId,
            expertName,
            accepted: payload.accepted,
          },
          actorAccountId: payload.expertAccountId,
          sourceEventId: envelope.id,
        },
      ],
      envelope.correlationId,
    );
    const mail = expertInvitationAnsweredMail(this.ctx, { name: inviter.name, ...answer });
    await this.mails.enqueue(manager, { ...mail, eventId: envelope.id, to: inviter.email });
  }
}
