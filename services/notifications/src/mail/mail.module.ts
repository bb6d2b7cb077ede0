import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@jointly/common/config';
import { NOTIFICATIONS_CORE } from '../notifications-core.module';
import { MailMessageRepository } from './mail-message.repository';
import { MAIL_TRANSPORT, MailSender } from './mail-sender';
import { createMailTransport } from './mail-transport';
import { GetMailAdminController } from './queries/get-mail/get-mail.admin.controller';
import { GetMailHandler } from './queries/get-mail/get-mail.handler';
import { ListMailAdminController } from './queries/list-mail/list-mail.admin.controller';
import { ListMailHandler } from './queries/list-mail/list-mail.handler';
import { MailStatsAdminController } from './queries/mail-stats/mail-stats.admin.controller';
import { MailStatsHandler } from './queries/mail-stats/mail-stats.handler';

/** The mail queue (`mail_message`), its sender (SMTP or .eml files) and the admin mail log. */
@Module({
  imports: [NOTIFICATIONS_CORE],
  controllers: [ListMailAdminController, GetMailAdminController, MailStatsAdminController],
  providers: [
    MailMessageRepository,
    MailSender,
    { provide: MAIL_TRANSPORT, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createMailTransport(config) },
    ListMailHandler,
    GetMailHandler,
    MailStatsHandler,
  ],
  exports: [MailMessageRepository, MailSender],
})
export class MailModule {}
