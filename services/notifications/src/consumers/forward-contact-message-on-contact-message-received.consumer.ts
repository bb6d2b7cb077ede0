import { Inject, Injectable } from '@nestjs/common';
import { AccountEvents, type ContactMessageReceived, type EventEnvelope } from '@jointly/contracts';
import { APP_CONFIG, type AppConfig } from '@jointly/common/config';
import { EventConsumer, type EventConsumerHandler } from '@jointly/common/events';
import type { EntityManager } from 'typeorm';
import { MailMessageRepository } from '../mail/mail-message.repository';
import { contactMessageMail } from '../mail/templates/contact-message.template';
import type { MailContext } from '../mail/templates/mail-template';
import { MAIL_CONTEXT, plainAddress } from './mail-context.provider';

/** Contact-form messages to the platform team's inbox (PLATFORM_INBOX_EMAIL), reply-to the sender. */
@Injectable()
@EventConsumer({
  service: 'notifications',
  name: 'ForwardContactMessageOnContactMessageReceived',
  events: [AccountEvents.ContactMessageReceived],
})
export class ForwardContactMessageOnContactMessageReceived implements EventConsumerHandler<ContactMessageReceived> {
  constructor(
    private readonly mails: MailMessageRepository,
    @Inject(MAIL_CONTEXT) private readonly ctx: MailContext,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async handle(envelope: EventEnvelope<ContactMessageReceived>, manager: EntityManager): Promise<void> {
    const { payload } = envelope;
    const mail = contactMessageMail(this.ctx, payload);
    await this.mails.enqueue(manager, {
      ...mail,
      eventId: envelope.id,
      to: this.config.platformInboxEmail,
      replyTo: plainAddress(payload.email),
    });
  }
}
