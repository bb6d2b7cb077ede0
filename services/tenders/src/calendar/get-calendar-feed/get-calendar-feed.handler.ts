import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { APP_CONFIG, AppConfig } from '@jointly/common/config';
import { NotFoundError } from '@jointly/common/errors';
import { CalendarFeedRepository } from '../calendar-feed.repository';
import { buildClosingCalendar } from '../ical';

export class GetCalendarFeedQuery {
  /** `file` is the last path segment, `<secret>.ics`. */
  constructor(readonly file: string) {}
}

/** The iCal text of the closing dates of the feed owner's bookmarked open tenders; 404 for an unknown or malformed secret. */
@QueryHandler(GetCalendarFeedQuery)
export class GetCalendarFeedHandler implements IQueryHandler<GetCalendarFeedQuery, string> {
  constructor(
    private readonly feeds: CalendarFeedRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ file }: GetCalendarFeedQuery): Promise<string> {
    const secret = /^([A-Za-z0-9_-]{16,64})\.ics$/.exec(file)?.[1];
    const owner = secret ? await this.feeds.ownerOf(secret) : null;
    if (!owner) throw new NotFoundError('No calendar at this address; get your current link from your account.', 'CALENDAR.NOT_FOUND');
    const rows = await this.feeds.bookmarkedOpenTenders(owner);
    const { publicUrl } = this.config;
    return buildClosingCalendar(
      rows.map((r) => ({
        tenderId: r.id,
        title: r.title,
        buyerName: r.buyer_name,
        closingDate: r.closing_date,
        updatedAt: r.updated_at,
        url: `${publicUrl}/tender/${r.id}`,
      })),
      { name: 'Jointly: tender closing dates', host: new URL(publicUrl).hostname },
    );
  }
}
