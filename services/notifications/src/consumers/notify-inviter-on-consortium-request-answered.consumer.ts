import { Inject, Injectable } from '@nestjs/common';
import { ConsortiumEvents, type ConsortiumRequestAnswered, type EventEnvelope } from '@jointly/contracts';
import { EventConsumer, type EventConsumerHandler } from '@jointly/common/events';
import type { EntityManager } from 'typeorm';
import { MailMessageRepository } from '../mail/mail-message.repository';
import { consortiumAnswerTitle, consortiumRequestAnsweredMail } from '../mail/templates/consortium-request-answered.template';
import type { MailContext } from '../mail/templates/mail-template';
import { NotificationWriter } from '../notification/notification-writer';
import { RecipientRepository } from '../recipient/recipient.repository';
import { MAIL_CONTEXT } from './mail-context.provider';

export const CONSORTIUM_REQUEST_ANSWERED_KIND = 'consortium-request-answered';

/**
 * The invited company accepted or declined: the inviter gets an in-app notification ("Acme Care accepted your
 * invitation", linking to the consortium) and the same news by e-mail, in the same inbox transaction. An inviter
 * the recipients read model does not know yet fails the event (retries, then a dead letter to replay).
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
    await this.writer.create(
      manager,
      [
        {
          recipientAccountId: payload.fromAccountId,
          companyId: recipient.companyId ?? null,
          kind: CONSORTIUM_REQUEST_ANSWERED_KIND,
          title: consortiumAnswerTitle(payload),
          body: accepted
            ? `${payload.companyName} joined the consortium "${payload.consortiumName}".`
            : `${payload.companyName} will not join the consortium "${payload.consortiumName}".`,
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
