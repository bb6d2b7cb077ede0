import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import type { CalendarLink } from '../calendar-link';
import { GetCalendarLinkQuery } from './get-calendar-link.handler';

/**
 * The iCal feed of a user's bookmarked tenders' closing dates. The feed URL carries a per-user secret (calendar apps
 * cannot send tokens); the user gets it, or rotates it to cut off an old link, through the signed-in endpoints.
 */
@ApiTags('tenders: calendar')
@Controller('tender')
export class GetCalendarLinkController {
  constructor(private readonly queries: QueryBus) {}

  @Get('calendar-link')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'My calendar feed URL (created on first use)' })
  get(@CurrentUser() user: AuthenticatedUser): Promise<CalendarLink> {
    return this.queries.execute(new GetCalendarLinkQuery(user.id));
  }
}
