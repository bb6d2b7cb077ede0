import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, AppConfig } from '@jointly/common/config';
import { CalendarFeedRepository } from '../calendar-feed.repository';
import { calendarLink, newCalendarSecret, type CalendarLink } from '../calendar-link';

export class RotateCalendarLinkCommand {
  constructor(readonly accountId: string) {}
}

/** Replaces the caller's feed secret, so an old (leaked) link stops working. */
@CommandHandler(RotateCalendarLinkCommand)
export class RotateCalendarLinkHandler implements ICommandHandler<RotateCalendarLinkCommand, CalendarLink> {
  constructor(
    private readonly feeds: CalendarFeedRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ accountId }: RotateCalendarLinkCommand): Promise<CalendarLink> {
    return calendarLink(this.config.publicUrl, await this.feeds.rotate(accountId, newCalendarSecret()));
  }
}
