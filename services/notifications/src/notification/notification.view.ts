import type { AppNotification } from '@jointly/contracts';
import type { Notification } from './notification.entity';

/** A notification as the API answers it: `AppNotification` of @jointly/contracts. */
export type NotificationView = AppNotification;

export function toNotificationView(n: Notification): NotificationView {
  return {
    id: n.id,
    recipientAccountId: n.recipientAccountId,
    companyId: n.companyId,
    kind: n.kind,
    title: n.title,
    body: n.body,
    message: n.body,
    link: n.link,
    data: n.data,
    actorAccountId: n.actorAccountId,
    read: n.readAt !== null,
    readAt: n.readAt?.toISOString() ?? null,
    createdAt: n.createdAt.toISOString(),
  };
}
