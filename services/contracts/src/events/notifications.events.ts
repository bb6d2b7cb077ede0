import { defineEvent } from './envelope';

export interface NotificationCreated {
  notificationId: string;
  recipientAccountId: string;
  kind: string;
}
export interface MailSent {
  mailId: string;
  to: string;
  template: string;
}
export interface MailFailed {
  mailId: string;
  to: string;
  template: string;
  error: string;
  attempts: number;
}

export const NotificationEvents = {
  NotificationCreated: defineEvent<NotificationCreated>('notifications', 'notification', 'created'),
  MailSent: defineEvent<MailSent>('notifications', 'mail', 'sent'),
  MailFailed: defineEvent<MailFailed>('notifications', 'mail', 'failed'),
} as const;
