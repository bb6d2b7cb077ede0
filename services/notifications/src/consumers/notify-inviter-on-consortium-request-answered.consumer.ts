import { Inject, Injectable } from '@nestjs/common';
import { ConsortiumEvents, type ConsortiumRequestAnswered, type EventEnvelope } from '@jointly/contracts';
import { EventConsumer, type EventConsumerHandler } from '@jointly/common/events';
import type { EntityManager } from 'typeorm';
import { MailMessageRepository } from '../mail/mail-message.repository';
import { consortiumAnswerTitle, consortiumRequestAnsweredMail } from '../mail/templates/consortium-request-answered.template';
import type { MailContext } from '../mail/templates/mail-template';
import { NotificationWriter } from '../notification/notification-writer';
import { RecipientRepository } from '../directory/recipient.repository';
import { MAIL_CONTEXT } from './mail-context.provider';

export const CONSORTIUM_REQUEST_ANSWERED_KIND = 'consortium-request-answered';

/** The in-app title and body of an answer to an expression of interest (the interested account is told). */
export function interestAnswerNotice(payload: ConsortiumRequestAnswered): { title: string; body: string } {
  return payload.status === 'Approve'
    ? {
        title: `Your request to join ${payload.consortiumName} was accepted`,
        body: `${payload.companyName} is now a member of the consortium "${payload.consortiumName}".`,
      }
    : {
        title: `Your request to join ${payload.consortiumName} was declined`,
        body: `The lead company of "${payload.consortiumName}" declined ${payload.companyName}'s request to join.`,
      };
}

/**
 * The invited company accepted or declined: the inviter gets an in-app notification ("Acme Care accepted your
 * invitation", linking to the consortium) and the same news by e-mail, in the same inbox transaction. An inviter
 * the recipients read model does not know yet fails the event (retries, then a dead letter to replay). An answer to
 * an expression of interest (`direction: 'interest'`) tells the interested account in-app only, in its own words.
 */
@Injectable()
@EventConsumer({
  service: 'notifications',
  name: 'NotifyInviterOnConsortiumRequestAnswered',
  events: [ConsortiumEvents.ConsortiumRequestAnswered],
})
export class NotifyInviterOnConsortiumRequestAnswered implements EventConsumerHandler<ConsortiumRequestAnswered> {
  constructor(
    private readonly writer: NotificationWriter,
    private readonly recipients: RecipientRepository,
    private readonly mails: MailMessageRepository,
    @Inject(MAIL_CONTEXT) private readonly ctx: MailContext,
  ) {}

  async handle(envelope: EventEnvelope<ConsortiumRequestAnswered>, manager: EntityManager): Promise<void> {
    const { payload } = envelope;
    const recipient = await this.recipients.findByAccountId(payload.fromAccountId, manager);
    if (!recipient)
      throw new Error(`No recipient known yet for account ${payload.fromAccountId} (consortium request ${payload.requestId})`);
    const accepted = payload.status === 'Approve';
    const interest = payload.direction === 'interest' ? interestAnswerNotice(payload) : null;
    await this.writer.create(
      manager,
      [
        {
          recipientAccountId: payload.fromAccountId,
          companyId: recipient.companyId ?? null,
          kind: CONSORTIUM_REQUEST_ANSWERED_KIND,
          title: interest?.title ?? consortiumAnswerTitle(payload),
          body:
            interest?.body ??
            (accepted
              ? `${payload.companyName} joined the consortium "${payload.consortiumName}".`
              : `${payload.companyName} will not join the consortium "${payload.consortiumName}".`),
          link: `/consortium/${payload.consortiumId}`,
          data: {
            consortiumId: payload.consortiumId,
            consortiumName: payload.consortiumName,
            requestId: payload.requestId,
            companyId: payload.companyId,
            status: payload.status,
          },
          actorAccountId: payload.accountId,
          sourceEventId: envelope.id,
        },
      ],
      envelope.correlationId,
    );
    if (interest) return;
    const mail = consortiumRequestAnsweredMail(this.ctx, {
      name: recipient.name,
      companyName: payload.companyName,
      consortiumId: payload.consortiumId,
      consortiumName: payload.consortiumName,
      status: payload.status,
    });
    await this.mails.enqueue(manager, { ...mail, eventId: envelope.id, to: recipient.email });
  }
}
