import { Inject, Injectable } from '@nestjs/common';
import { AccountEvents, type EventEnvelope, type TenderWriterRequested } from '@jointly/contracts';
import { EventConsumer, type EventConsumerHandler } from '@jointly/common/events';
import type { EntityManager } from 'typeorm';
import { MailMessageRepository } from '../mail/mail-message.repository';
import type { MailContext } from '../mail/templates/mail-template';
import { tenderWriterDetailsMail } from '../mail/templates/tender-writer-details.template';
import { MAIL_CONTEXT } from './mail-context.provider';

/** The Tender Writing Service details the Tender Writer dialog promises the user (spec §2 overlays). */
@Injectable()
@EventConsumer({
  service: 'notifications',
  name: 'SendTenderWriterDetailsOnTenderWriterRequested',
  events: [AccountEvents.TenderWriterRequested],
})
export class SendTenderWriterDetailsOnTenderWriterRequested implements EventConsumerHandler<TenderWriterRequested> {
  constructor(
    private readonly mails: MailMessageRepository,
    @Inject(MAIL_CONTEXT) private readonly ctx: MailContext,
  ) {}

  async handle(envelope: EventEnvelope<TenderWriterRequested>, manager: EntityManager): Promise<void> {
    const { payload } = envelope;
    const mail = tenderWriterDetailsMail(this.ctx, { name: payload.name, tenderId: payload.tenderId, message: payload.message });
    await this.mails.enqueue(manager, { ...mail, eventId: envelope.id, to: payload.email });
  }
}
