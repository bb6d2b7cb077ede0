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

/** Templates whose body carries a one-time code: admins see the mail, never the code. */
const CODE_TEMPLATES = new Set(['verification-code', 'password-reset-code']);

/** Replaces 6-digit codes in a code mail's subject and bodies. */
export function maskCodes(template: string, value: string): string {
  return CODE_TEMPLATES.has(template) ? value.replace(/\b\d{6}\b/g, '••••••') : value;
}

export function toMailLogEntry(mail: MailMessage, withBodies = false): MailLogEntry {
  return {
    id: mail.id,
    eventId: mail.eventId,
    to: mail.to,
    cc: mail.cc,
    replyTo: mail.replyTo,
    subject: maskCodes(mail.template, mail.subject),
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
    ...(withBodies ? { text: maskCodes(mail.template, mail.text), html: maskCodes(mail.template, mail.html) } : {}),
  };
}
