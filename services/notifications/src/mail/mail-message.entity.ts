import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Lifecycle of a queued mail: waiting (first try or retry), delivered, or given up. */
export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** One e-mail in the durable queue (`notifications.mail_message`). */
@Entity({ name: 'mail_message' })
export class MailMessage {
  @PrimaryColumn('uuid')
  id!: string;

  /** The event that caused the mail; unique, so one event yields at most one mail. */
  @Column('text', { nullable: true })
  eventId!: string | null;

  @Column('text')
  to!: string;

  @Column('text', { nullable: true })
  cc!: string | null;

  @Column('text', { nullable: true })
  replyTo!: string | null;

  @Column('text')
  subject!: string;

  @Column('text')
  template!: string;

  @Column('text')
  text!: string;

  @Column('text')
  html!: string;

  @Column('text')
  status!: MailStatus;

  @Column('integer')
  attempts!: number;

  @Column('text', { nullable: true })
  lastError!: string | null;

  @Column('timestamptz')
  nextAttemptAt!: Date;

  @Column('timestamptz', { nullable: true })
  sentAt!: Date | null;

  @Column('text', { nullable: true })
  providerMessageId!: string | null;

  /** W3C trace context of the consumer span that queued the mail (its delivery span is a child of it). */
  @Column('text', { nullable: true })
  traceparent!: string | null;

  @Column('timestamptz')
  createdAt!: Date;

  @Column('timestamptz')
  updatedAt!: Date;
}
