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
    const { notificationId, recipientAccountId, kind } = envelope.payload;
    await appendLive(manager, [{ accountId: recipientAccountId, type: 'notification', data: { notificationId, kind } }]);
  }
}
