import { Injectable } from '@nestjs/common';
import { AccountEvents, type EventEnvelope, type TenderWriterRequested } from '@jointly/contracts';
import { EventConsumer, type EventConsumerHandler } from '@jointly/common/events';
import type { EntityManager } from 'typeorm';
import { NotificationWriter } from '../notification/notification-writer';
import { RecipientRepository } from '../directory/recipient.repository';

export const TENDER_WRITER_REQUESTED_KIND = 'tender-writer-requested';

/** In-app: "Your Tender Writer request is being processed". */
@Injectable()
@EventConsumer({ service: 'notifications', name: 'NotifyOnTenderWriterRequested', events: [AccountEvents.TenderWriterRequested] })
export class NotifyOnTenderWriterRequested implements EventConsumerHandler<TenderWriterRequested> {
  constructor(
    private readonly writer: NotificationWriter,
    private readonly recipients: RecipientRepository,
  ) {}

  async handle(envelope: EventEnvelope<TenderWriterRequested>, manager: EntityManager): Promise<void> {
    const { payload } = envelope;
    const recipient = await this.recipients.findByAccountId(payload.accountId, manager);
    await this.writer.create(
      manager,
      [
        {
          recipientAccountId: payload.accountId,
          companyId: recipient?.companyId ?? null,
          kind: TENDER_WRITER_REQUESTED_KIND,
          title: 'Your Tender Writer request is being processed',
          body: `We have e-mailed the details of the Tender Writing Service to ${payload.email}. A member of our bid team will contact you within one working day.`,
          link: payload.tenderId ? `/tender/${encodeURIComponent(payload.tenderId)}` : '/v3/dashboard',
          data: payload.tenderId ? { tenderId: payload.tenderId } : null,
          actorAccountId: envelope.actorId,
          sourceEventId: envelope.id,
        },
      ],
      envelope.correlationId,
    );
  }
}
