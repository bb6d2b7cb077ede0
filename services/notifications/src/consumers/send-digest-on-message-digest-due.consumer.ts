import { Inject, Injectable } from '@nestjs/common';
import { MessageEvents, type EventEnvelope, type MessageDigestDue } from '@jointly/contracts';
import { EventConsumer, type EventConsumerHandler } from '@jointly/common/events';
import type { EntityManager } from 'typeorm';
import { MailMessageRepository } from '../mail/mail-message.repository';
import { messageDigestMail } from '../mail/templates/message-digest.template';
import type { MailContext } from '../mail/templates/mail-template';
import { RecipientRepository } from '../directory/recipient.repository';
import { MAIL_CONTEXT } from './mail-context.provider';

/**
 * Unread messages waited longer than the digest delay (MessageDigestDue from messages, which already skipped muted
 * conversations, people who turned digests off and people who read in time): one e-mail, queued in this inbox
 * transaction (the event id keeps it to one). A recipient the read model does not know yet fails the event (retries).
 */
@Injectable()
@EventConsumer({ service: 'notifications', name: 'SendDigestOnMessageDigestDue', events: [MessageEvents.MessageDigestDue] })
export class SendDigestOnMessageDigestDue implements EventConsumerHandler<MessageDigestDue> {
  constructor(
    private readonly recipients: RecipientRepository,
    private readonly mails: MailMessageRepository,
    @Inject(MAIL_CONTEXT) private readonly ctx: MailContext,
  ) {}

  async handle(envelope: EventEnvelope<MessageDigestDue>, manager: EntityManager): Promise<void> {
    const { payload } = envelope;
    const recipient = await this.recipients.findByAccountId(payload.accountId, manager);
    if (!recipient) throw new Error(`No recipient known yet for account ${payload.accountId} (message digest ${payload.digestId})`);
    const mail = messageDigestMail(this.ctx, { name: recipient.name, ...payload });
    await this.mails.enqueue(manager, { ...mail, eventId: envelope.id, to: recipient.email });
  }
}
