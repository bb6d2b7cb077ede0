import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '@jointly/common/auth';
import { MailStatsRequestDto as DaysRequestDto } from '../../../mail/queries/mail-stats/mail-stats.request.dto';
import { type PageViewsByDay, PageViewsByDayQuery } from './page-views-by-day.query';

/** The console dashboard's page-views chart (admins). */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/stats')
@Roles('admin')
export class PageViewsByDayAdminController {
  constructor(private readonly queries: QueryBus) {}

  @Get('page-views')
  @ApiOperation({ summary: 'Page views per route and UTC day (busiest 8 routes, the rest summed), oldest day first' })
  pageViews(@Query() query: DaysRequestDto): Promise<PageViewsByDay> {
    return this.queries.execute(new PageViewsByDayQuery(query.days ?? 30));
  }
}
