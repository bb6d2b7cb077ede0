import { Inject, Injectable } from '@nestjs/common';
import { BidEvents, type EventEnvelope, type ExpertInvited } from '@jointly/contracts';
import { EventConsumer, type EventConsumerHandler } from '@jointly/common/events';
import type { EntityManager } from 'typeorm';
import { MailMessageRepository } from '../mail/mail-message.repository';
import { EXPERT_INVITATIONS_PATH, expertInvitationMail, expertInvitationTitle } from '../mail/templates/expert-invitation.template';
import type { MailContext } from '../mail/templates/mail-template';
import { NotificationWriter } from '../notification/notification-writer';
import { RecipientRepository } from '../directory/recipient.repository';
import { MAIL_CONTEXT } from './mail-context.provider';

export const EXPERT_INVITATION_KIND = 'expert-invitation';

/** The in-app body: the provider's own words when there are any, else what to do. */
export function expertInvitationBody(payload: Pick<ExpertInvited, 'message'>): string {
  const message = payload.message?.trim();
  return message ? `"${message}"\n\nOpen your invitations to accept or decline.` : 'Open your invitations to accept or decline.';
}

/**
 * A provider invited an expert to help bid for a tender: an in-app notification and an e-mail (with the provider's
 * message quoted) to the expert, in the same inbox transaction. When the event does not name the inviting company,
 * the inviter's company from the recipients read model does. An expert the read model does not know yet fails the
 * event (retries, then a dead letter to replay).
 */
@Injectable()
@EventConsumer({ service: 'notifications', name: 'NotifyExpertOnExpertInvited', events: [BidEvents.ExpertInvited] })
export class NotifyExpertOnExpertInvited implements EventConsumerHandler<ExpertInvited> {
  constructor(
    private readonly writer: NotificationWriter,
    private readonly recipients: RecipientRepository,
    private readonly mails: MailMessageRepository,
    @Inject(MAIL_CONTEXT) private readonly ctx: MailContext,
  ) {}

  async handle(envelope: EventEnvelope<ExpertInvited>, manager: EntityManager): Promise<void> {
    const { payload } = envelope;
    const expert = await this.recipients.findByAccountId(payload.expertAccountId, manager);
    if (!expert) throw new Error(`No recipient known yet for account ${payload.expertAccountId} (expert invitation ${payload.bidId})`);
    const inviterCompanyName =
      payload.inviterCompanyName?.trim() || (await this.recipients.findByAccountId(payload.invitedBy, manager))?.companyName || null;
    const details = { inviterCompanyName, tenderTitle: payload.tenderTitle, message: payload.message };
    await this.writer.create(
      manager,
      [
        {
          recipientAccountId: payload.expertAccountId,
          companyId: expert.companyId ?? null,
          kind: EXPERT_INVITATION_KIND,
          title: expertInvitationTitle(details),
          body: expertInvitationBody(payload),
          link: EXPERT_INVITATIONS_PATH,
          data: {
            bidId: payload.bidId,
            tenderId: payload.tenderId,
            tenderTitle: payload.tenderTitle,
            invitedBy: payload.invitedBy,
            inviterCompanyId: payload.inviterCompanyId,
            inviterCompanyName,
          },
          actorAccountId: payload.invitedBy,
          sourceEventId: envelope.id,
        },
      ],
      envelope.correlationId,
    );
    const mail = expertInvitationMail(this.ctx, { name: expert.name, ...details });
    await this.mails.enqueue(manager, { ...mail, eventId: envelope.id, to: expert.email });
  }
}
