import { Module } from '@nestjs/common';
import { rateLimiterProvider } from '@jointly/common/limits';
import { NOTIFICATIONS_CORE } from '../notifications-core.module';
import { AnalyticsRepository } from './analytics.repository';
import { AnalyticsRetentionJob } from './retention/analytics-retention.job';
import { RecordAnalyticsEventsHandler } from './commands/record-analytics-events/record-analytics-events.handler';
import { RecordAnalyticsEventsHttpController } from './commands/record-analytics-events/record-analytics-events.http.controller';
import { PageViewsByDayAdminController } from './queries/page-views-by-day/page-views-by-day.admin.controller';
import { PageViewsByDayHandler } from './queries/page-views-by-day/page-views-by-day.handler';

/** First-party analytics: the web app's page views and events, the console's views-by-route chart, and their retention. */
@Module({
  imports: [NOTIFICATIONS_CORE],
  controllers: [RecordAnalyticsEventsHttpController, PageViewsByDayAdminController],
  providers: [
    rateLimiterProvider('notifications'),
    AnalyticsRepository,
    RecordAnalyticsEventsHandler,
    PageViewsByDayHandler,
    AnalyticsRetentionJob,
  ],
})
export class AnalyticsModule {}
