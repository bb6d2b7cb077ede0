import { randomUUID } from 'node:crypto';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import nodemailer from 'nodemailer';
import type { SendMailOptions, Transporter } from 'nodemailer';
import type { AppConfig } from '@jointly/common/config';

/** One mail as the sender hands it to a transport. */
export interface OutgoingMail {
  /** The mail_message id; also the local part of the Message-ID, so a resend is recognisable as the same mail. */
  id: string;
  from: string;
  to: string;
  cc?: string | null;
  replyTo?: string | null;
  subject: string;
  text: string;
  html: string;
  template: string;
}

/** What a transport reports for a delivered mail. */
export interface MailDelivery {
  /** The Message-ID header value. */
  messageId: string;
  /** SMTP: the server's final answer; file: the path written. */
  detail: string;
}

/** Delivers mails: over SMTP (SMTP_URL), or as .eml files under DATA_DIR/mail for local runs. */
export interface MailTransport {
  readonly kind: 'smtp' | 'file';
  /** Resolves once the mail is accepted (SMTP 250) or durably written; rejects with the nodemailer error. */
  send(mail: OutgoingMail): Promise<MailDelivery>;
  close(): void;
}

/** Timeouts that keep one unresponsive server from holding a sender for minutes (nodemailer defaults: 2–10 min). */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000, dnsTimeout: 10_000 };

/** The domain of the From address, for Message-IDs (`<id@domain>`). */
export function messageIdDomain(from: string): string {
  const match = /@([^\s>]+)>?\s*$/.exec(from);
  return match?.[1] ?? 'jointly.local';
}

function toNodemailer(mail: OutgoingMail): SendMailOptions {
  return {
    from: mail.from,
    to: mail.to,
    ...(mail.cc ? { cc: mail.cc } : {}),
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: `<${mail.id}@${messageIdDomain(mail.from)}>`,
    headers: { 'X-Jointly-Mail-Id': mail.id, 'X-Jointly-Template': mail.template },
    // Stored content is already final: never let a value make nodemailer read a file or fetch a URL.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

class SmtpMailTransport implements MailTransport {
  readonly kind = 'smtp' as const;
  private readonly transporter: Transporter;

  constructor(url: string) {
    this.transporter = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
  }

  async send(mail: OutgoingMail): Promise<MailDelivery> {
    const info = await this.transporter.sendMail(toNodemailer(mail));
    return { messageId: info.messageId, detail: String(info.response ?? '') };
  }

  close(): void {
    this.transporter.close();
  }
}

/** `2026-11-22T10-15-30-123Z`: an ISO time that is a valid file name everywhere. */
export function fileTimestamp(date: Date): string {
  return date.toISOString().replace(/[:.]/g, '-');
}

class FileMailTransport implements MailTransport {
  readonly kind = 'file' as const;
  private readonly transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  constructor(readonly directory: string) {}

  async send(mail: OutgoingMail): Promise<MailDelivery> {
    const info = await this.transporter.sendMail(toNodemailer(mail));
    await fs.mkdir(this.directory, { recursive: true });
    const file = path.join(this.directory, `${fileTimestamp(new Date())}-${mail.id}.eml`);
    // Write then rename: whoever lists the folder never sees half a message.
    const temporary = `${file}.${randomUUID()}.tmp`;
    await fs.writeFile(temporary, info.message as Buffer);
    await fs.rename(temporary, file);
    return { messageId: info.messageId, detail: file };
  }

  close(): void {
    this.transporter.close();
  }
}

/** Where the file transport writes: `DATA_DIR/mail`. */
export function mailDirectory(config: Pick<AppConfig, 'dataDir'>): string {
  return path.join(config.dataDir, 'mail');
}

/** SMTP when SMTP_URL is set, else .eml files under DATA_DIR/mail. */
export function createMailTransport(config: Pick<AppConfig, 'smtpUrl' | 'dataDir'>): MailTransport {
  return config.smtpUrl ? new SmtpMailTransport(config.smtpUrl) : new FileMailTransport(mailDirectory(config));
}
