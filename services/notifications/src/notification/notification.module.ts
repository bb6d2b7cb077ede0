import { Module } from '@nestjs/common';
import { rateLimiterProvider } from '@jointly/common/limits';
import { ConsortiumRequestRepository } from '../directory/consortium-request.repository';
import { NOTIFICATIONS_CORE } from '../notifications-core.module';
import { RecipientModule } from '../directory/recipient.module';
import { CreateConsortiumRequestNotificationHandler } from './commands/create-consortium-request-notification/create-consortium-request-notification.handler';
import { CreateConsortiumRequestNotificationHttpController } from './commands/create-consortium-request-notification/create-consortium-request-notification.http.controller';
import { MarkAllNotificationsReadHandler } from './commands/mark-all-notifications-read/mark-all-notifications-read.handler';
import { MarkAllNotificationsReadHttpController } from './commands/mark-all-notifications-read/mark-all-notifications-read.http.controller';
import { MarkNotificationReadHandler } from './commands/mark-notification-read/mark-notification-read.handler';
import { MarkNotificationReadHttpController } from './commands/mark-notification-read/mark-notification-read.http.controller';
import { NotificationWriter } from './notification-writer';
import { NotificationRepository } from './notification.repository';
import { ListAccountNotificationsHandler } from './queries/list-account-notifications/list-account-notifications.handler';
import { ListAccountNotificationsHttpController } from './queries/list-account-notifications/list-account-notifications.http.controller';
import { ListCompanyUnreadHandler } from './queries/list-company-unread/list-company-unread.handler';
import { ListCompanyUnreadHttpController } from './queries/list-company-unread/list-company-unread.http.controller';
import { CompanyMembership } from './company-membership';

/** In-app notifications: the /api/notification endpoints and the writer consumers use. */
@Module({
  imports: [NOTIFICATIONS_CORE, RecipientModule],
  controllers: [
    ListAccountNotificationsHttpController,
    ListCompanyUnreadHttpController,
    CreateConsortiumRequestNotificationHttpController,
    MarkAllNotificationsReadHttpController,
    MarkNotificationReadHttpController,
  ],
  providers: [
    rateLimiterProvider('notifications'),
    NotificationRepository,
    NotificationWriter,
    ConsortiumRequestRepository,
    CompanyMembership,
    ListAccountNotificationsHandler,
    ListCompanyUnreadHandler,
    CreateConsortiumRequestNotificationHandler,
    MarkNotificationReadHandler,
    MarkAllNotificationsReadHandler,
  ],
  exports: [NotificationRepository, NotificationWriter, ConsortiumRequestRepository],
})
export class NotificationModule {}
