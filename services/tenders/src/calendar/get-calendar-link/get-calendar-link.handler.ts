import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { APP_CONFIG, AppConfig } from '@jointly/common/config';
import { CalendarFeedRepository } from '../calendar-feed.repository';
import { calendarLink, newCalendarSecret, type CalendarLink } from '../calendar-link';

export class GetCalendarLinkQuery {
  constructor(readonly accountId: string) {}
}

/** The caller's iCal feed URL, created on first use. */
@QueryHandler(GetCalendarLinkQuery)
export class GetCalendarLinkHandler implements IQueryHandler<GetCalendarLinkQuery, CalendarLink> {
  constructor(
    private readonly feeds: CalendarFeedRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ accountId }: GetCalendarLinkQuery): Promise<CalendarLink> {
    return calendarLink(this.config.publicUrl, await this.feeds.getOrCreate(accountId, newCalendarSecret()));
  }
}
