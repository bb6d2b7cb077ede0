import { Inject, Injectable } from '@nestjs/common';
import { AccountEvents, type EventEnvelope, type PartnerApproved } from '@jointly/contracts';
import { EventConsumer, type EventConsumerHandler } from '@jointly/common/events';
import type { EntityManager } from 'typeorm';
import { MailMessageRepository } from '../mail/mail-message.repository';
import type { MailContext } from '../mail/templates/mail-template';
import { partnerApprovedMail } from '../mail/templates/partner-approved.template';
import { MAIL_CONTEXT } from './mail-context.provider';

/** E-mail to the company's address: it is an approved consortium partner. */
@Injectable()
@EventConsumer({ service: 'notifications', name: 'SendApprovalOnPartnerApproved', events: [AccountEvents.PartnerApproved] })
export class SendApprovalOnPartnerApproved implements EventConsumerHandler<PartnerApproved> {
  constructor(
    private readonly mails: MailMessageRepository,
    @Inject(MAIL_CONTEXT) private readonly ctx: MailContext,
  ) {}

  async handle(envelope: EventEnvelope<PartnerApproved>, manager: EntityManager): Promise<void> {
    const { payload } = envelope;
    const mail = partnerApprovedMail(this.ctx, { companyName: payload.companyName });
    await this.mails.enqueue(manager, { ...mail, eventId: envelope.id, to: payload.email });
  }
}
