import { Injectable } from '@nestjs/common';
import { NotificationEvents } from '@jointly/contracts';
import { createEvent, OutboxService } from '@jointly/common/events';
import type { EntityManager } from 'typeorm';
import type { Notification } from './notification.entity';
import { NotificationRepository, type NewNotification } from './notification.repository';

/**
 * Creates notifications and their NotificationCreated events in the caller's transaction (a consumer's inbox
 * transaction or a command's), so a notification exists if and only if its event is published.
 */
@Injectable()
export class NotificationWriter {
  constructor(
    private readonly notifications: NotificationRepository,
    private readonly outbox: OutboxService,
  ) {}

  async create(manager: EntityManager, notifications: NewNotification[], correlationId: string | null = null): Promise<Notification[]> {
    const created = await this.notifications.insertMany(manager, notifications);
    await this.outbox.add(
      manager,
      created.map((n) =>
        createEvent(NotificationEvents.NotificationCreated, {
          aggregateId: n.id,
          actorId: n.actorAccountId,
          correlationId,
          payload: { notificationId: n.id, recipientAccountId: n.recipientAccountId, kind: n.kind },
        }),
      ),
    );
    return created;
  }
}
