import type { MailMessage } from './mail-message.entity';

/** A row of the admin mail log (react-admin record). Bodies only in the detail view. */
export interface MailLogEntry {
  id: string;
  eventId: string | null;
  to: string;
  cc: string | null;
  replyTo: string | null;
  subject: string;
  template: string;
  status: string;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  sentAt: string | null;
  providerMessageId: string | null;
  createdAt: string;
  updatedAt: string;
  text?: string;
  html?: string;
}

export function toMailLogEntry(mail: MailMessage, withBodies = false): MailLogEntry {
  return {
    id: mail.id,
    eventId: mail.eventId,
    to: mail.to,
    cc: mail.cc,
    replyTo: mail.replyTo,
    subject: mail.subject,
    template: mail.template,
    status: mail.status,
    attempts: mail.attempts,
    lastError: mail.lastError,
    // Only a pending mail has a next attempt.
    nextAttemptAt: mail.status === 'pending' ? mail.nextAttemptAt.toISOString() : null,
    sentAt: mail.sentAt?.toISOString() ?? null,
    providerMessageId: mail.providerMessageId,
    createdAt: mail.createdAt.toISOString(),
    updatedAt: mail.updatedAt.toISOString(),
    ...(withBodies ? { text: mail.text, html: mail.html } : {}),
  };
}
