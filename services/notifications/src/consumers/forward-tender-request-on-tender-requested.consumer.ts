import { Inject, Injectable } from '@nestjs/common';
import { AccountEvents, type EventEnvelope, type TenderRequested } from '@jointly/contracts';
import { APP_CONFIG, type AppConfig } from '@jointly/common/config';
import { EventConsumer, type EventConsumerHandler } from '@jointly/common/events';
import type { EntityManager } from 'typeorm';
import { MailMessageRepository } from '../mail/mail-message.repository';
import type { MailContext } from '../mail/templates/mail-template';
import { tenderRequestMail } from '../mail/templates/tender-request.template';
import { RecipientRepository } from '../directory/recipient.repository';
import { MAIL_CONTEXT, plainAddress } from './mail-context.provider';

/** A user's tender request to the platform team's inbox, reply-to the user. */
@Injectable()
@EventConsumer({ service: 'notifications', name: 'ForwardTenderRequestOnTenderRequested', events: [AccountEvents.TenderRequested] })
export class ForwardTenderRequestOnTenderRequested implements EventConsumerHandler<TenderRequested> {
  constructor(
    private readonly mails: MailMessageRepository,
    private readonly recipients: RecipientRepository,
    @Inject(MAIL_CONTEXT) private readonly ctx: MailContext,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async handle(envelope: EventEnvelope<TenderRequested>, manager: EntityManager): Promise<void> {
    const { payload } = envelope;
    const recipient = await this.recipients.findByAccountId(payload.accountId, manager);
    const mail = tenderRequestMail(this.ctx, { ...payload, name: recipient?.name });
    await this.mails.enqueue(manager, {
      ...mail,
      eventId: envelope.id,
      to: this.config.platformInboxEmail,
      replyTo: plainAddress(payload.email),
    });
  }
}
