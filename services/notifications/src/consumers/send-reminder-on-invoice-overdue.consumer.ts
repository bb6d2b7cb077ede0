import { Inject, Injectable } from '@nestjs/common';
import { BillingEvents, type EventEnvelope, type InvoiceOverdue } from '@jointly/contracts';
import { EventConsumer, type EventConsumerHandler } from '@jointly/common/events';
import type { EntityManager } from 'typeorm';
import { MailMessageRepository } from '../mail/mail-message.repository';
import { invoiceOverdueMail } from '../mail/templates/invoice-overdue.template';
import type { MailContext } from '../mail/templates/mail-template';
import { MAIL_CONTEXT } from './mail-context.provider';

/**
 * An issued invoice is overdue (InvoiceOverdue from billing, one per invoice and reminder day): one reminder to the
 * billing contact the event names, queued in this inbox transaction (the event id keeps it to one).
 */
@Injectable()
@EventConsumer({ service: 'notifications', name: 'SendReminderOnInvoiceOverdue', events: [BillingEvents.InvoiceOverdue] })
export class SendReminderOnInvoiceOverdue implements EventConsumerHandler<InvoiceOverdue> {
  constructor(
    private readonly mails: MailMessageRepository,
    @Inject(MAIL_CONTEXT) private readonly ctx: MailContext,
  ) {}

  async handle(envelope: EventEnvelope<InvoiceOverdue>, manager: EntityManager): Promise<void> {
    const mail = invoiceOverdueMail(this.ctx, envelope.payload);
    await this.mails.enqueue(manager, { ...mail, eventId: envelope.id, to: envelope.payload.billingEmail });
  }
}
