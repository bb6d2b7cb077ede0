import { Inject, Injectable } from '@nestjs/common';
import { AccountEvents, type EmailVerified, type EventEnvelope } from '@jointly/contracts';
import { EventConsumer, type EventConsumerHandler } from '@jointly/common/events';
import type { EntityManager } from 'typeorm';
import { MailMessageRepository } from '../mail/mail-message.repository';
import type { MailContext } from '../mail/templates/mail-template';
import { welcomeMail } from '../mail/templates/welcome.template';
import { RecipientRepository } from '../directory/recipient.repository';
import { MAIL_CONTEXT } from './mail-context.provider';

/** Welcome mail once the address is verified, pointing to the profile step of the account type. */
@Injectable()
@EventConsumer({ service: 'notifications', name: 'SendWelcomeOnEmailVerified', events: [AccountEvents.EmailVerified] })
export class SendWelcomeOnEmailVerified implements EventConsumerHandler<EmailVerified> {
  constructor(
    private readonly mails: MailMessageRepository,
    private readonly recipients: RecipientRepository,
    @Inject(MAIL_CONTEXT) private readonly ctx: MailContext,
  ) {}

  async handle(envelope: EventEnvelope<EmailVerified>, manager: EntityManager): Promise<void> {
    const { payload } = envelope;
    const recipient = await this.recipients.findByAccountId(payload.accountId, manager);
    const mail = welcomeMail(this.ctx, { accountType: payload.accountType, name: recipient?.name });
    await this.mails.enqueue(manager, { ...mail, eventId: envelope.id, to: payload.email });
  }
}
