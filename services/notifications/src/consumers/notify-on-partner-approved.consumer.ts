import { Injectable } from '@nestjs/common';
import { AccountEvents, type EventEnvelope, type PartnerApproved } from '@jointly/contracts';
import { EventConsumer, type EventConsumerHandler } from '@jointly/common/events';
import type { EntityManager } from 'typeorm';
import { NotificationWriter } from '../notification/notification-writer';

export const PARTNER_APPROVED_KIND = 'partner-approved';

/** In-app, to the partner's account: "Your company is approved as a consortium partner". */
@Injectable()
@EventConsumer({ service: 'notifications', name: 'NotifyOnPartnerApproved', events: [AccountEvents.PartnerApproved] })
export class NotifyOnPartnerApproved implements EventConsumerHandler<PartnerApproved> {
  constructor(private readonly writer: NotificationWriter) {}

  async handle(envelope: EventEnvelope<PartnerApproved>, manager: EntityManager): Promise<void> {
    const { payload } = envelope;
    await this.writer.create(
      manager,
      [
        {
          recipientAccountId: payload.accountId,
          companyId: payload.partnerId,
          kind: PARTNER_APPROVED_KIND,
          title: 'Your company is approved as a consortium partner',
          body: `${payload.companyName} can now create consortiums, invite partner companies and bid together.`,
          link: '/consortium/dashboard',
          data: { partnerId: payload.partnerId, companyName: payload.companyName },
          actorAccountId: payload.approvedBy ?? envelope.actorId,
          sourceEventId: envelope.id,
        },
      ],
      envelope.correlationId,
    );
  }
}
