import type { Notification } from './notification.entity';

/** A notification as the API answers it. `message` repeats `body` for the web app's notification type. */
export interface NotificationView {
  id: string;
  recipientAccountId: string;
  companyId: string | null;
  kind: string;
  title: string;
  body: string;
  message: string;
  link: string | null;
  data: Record<string, unknown> | null;
  actorAccountId: string | null;
  read: boolean;
  readAt: string | null;
  createdAt: string;
}

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
