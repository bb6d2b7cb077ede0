import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { NotificationEvents, type EventEnvelope, type NotificationCreated } from '@jointly/contracts';
import { EventConsumer, type EventConsumerHandler } from '@jointly/common/events';
import { appendLive } from './live-log';

/** A new in-app notification reaches its recipient's open tabs (the bell and drawer refresh their counts). */
@Injectable()
@EventConsumer({ service: 'messages', name: 'PublishLiveOnNotificationCreated', events: [NotificationEvents.NotificationCreated] })
export class PublishLiveOnNotificationCreated implements EventConsumerHandler<NotificationCreated> {
  async handle(envelope: EventEnvelope<NotificationCreated>, manager: EntityManager): Promise<void> {
    return this.handleBatch([envelope], manager);
  }

  /** A batch (one re-rating notifies hundreds of providers) in one append, rows in the events' order. */
  async handleBatch(envelopes: Array<EventEnvelope<NotificationCreated>>, manager: EntityManager): Promise<void> {
    await appendLive(
      manager,
      envelopes.map(({ payload: { notificationId, recipientAccountId, kind } }) => ({
        accountId: recipientAccountId,
        type: 'notification' as const,
        data: { notificationId, kind },
      })),
    );
  }
}
