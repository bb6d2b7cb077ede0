import { Module } from '@nestjs/common';
import { AnalyticsModule } from './analytics/analytics.module';
import { ConsumersModule } from './consumers/consumers.module';
import { MailModule } from './mail/mail.module';
import { NotificationModule } from './notification/notification.module';
import { NOTIFICATIONS_CORE } from './notifications-core.module';
import { RecipientModule } from './directory/recipient.module';

/**
 * The notifications service: What people must be told.
 * Composition only; the same module runs in its own process and inside the all-in-one edge.
 */
@Module({
  imports: [NOTIFICATIONS_CORE, RecipientModule, NotificationModule, MailModule, ConsumersModule, AnalyticsModule],
})
export class NotificationsModule {}
