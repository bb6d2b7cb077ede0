import type { ServiceDatabaseDefinition } from '@jointly/common/database';
import { MailMessage } from './mail/mail-message.entity';
import { CreateMailMessage1764000000000 } from './migrations/1764000000000-create-mail-message';
import { CreateRecipient1764000000001 } from './migrations/1764000000001-create-recipient';
import { CreateNotification1764000000002 } from './migrations/1764000000002-create-notification';
import { CreateConsortiumRequest1766100001000 } from './migrations/1766100001000-create-consortium-request';
import { CreateAttemptCounter1766200000000 } from './migrations/1766200000000-create-attempt-counter';
import { AddMailTraceparent1767080000000 } from './migrations/1767080000000-add-mail-traceparent';
import { CreateAnalyticsEvent1767060001000 } from './migrations/1767060001000-create-analytics-event';
import { AnalyticsRetention1767100000002 } from './migrations/1767100000002-analytics-retention';
import { MailCapIndex1767102200000 } from './migrations/1767102200000-mail-cap-index';
import { Notification } from './notification/notification.entity';
import { Recipient } from './directory/recipient.entity';

/** The notifications schema: its entities and migrations (the outbox, inbox and dead-letter tables come from common). */
export const NOTIFICATIONS_DATABASE: ServiceDatabaseDefinition = {
  service: 'notifications',
  entities: [MailMessage, Recipient, Notification],
  migrations: [
    CreateMailMessage1764000000000,
    CreateRecipient1764000000001,
    CreateNotification1764000000002,
    CreateConsortiumRequest1766100001000,
    CreateAttemptCounter1766200000000,
    AddMailTraceparent1767080000000,
    CreateAnalyticsEvent1767060001000,
    AnalyticsRetention1767100000002,
    MailCapIndex1767102200000,
  ],
};

/** Name of the service's DataSource (and schema). */
export const NOTIFICATIONS = NOTIFICATIONS_DATABASE.service;
