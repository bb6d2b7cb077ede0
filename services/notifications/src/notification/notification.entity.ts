import { Column, Entity, PrimaryColumn } from 'typeorm';

/** An in-app notification for one account (`notifications.notification`). */
@Entity({ name: 'notification' })
export class Notification {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid')
  recipientAccountId!: string;

  /** The recipient's company when known; unread notifications are listed per company. */
  @Column('uuid', { nullable: true })
  companyId!: string | null;

  /** e.g. `partner-approved`, `tender-writer-requested`, `consortium-request`. */
  @Column('text')
  kind!: string;

  @Column('text')
  title!: string;

  @Column('text')
  body!: string;

  /** Path inside the web app (e.g. `/consortium/dashboard`). */
  @Column('text', { nullable: true })
  link!: string | null;

  /** Kind-specific facts (e.g. consortiumId). */
  @Column('jsonb', { nullable: true })
  data!: Record<string, unknown> | null;

  /** Who caused it; null for the system. */
  @Column('uuid', { nullable: true })
  actorAccountId!: string | null;

  @Column('timestamptz', { nullable: true })
  readAt!: Date | null;

  @Column('timestamptz')
  createdAt!: Date;

  @Column('text', { nullable: true })
  sourceEventId!: string | null;
}
