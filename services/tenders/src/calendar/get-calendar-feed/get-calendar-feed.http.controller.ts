import { Controller, Get, Param, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '@jointly/common/auth';
import { GetCalendarFeedQuery } from './get-calendar-feed.handler';

@ApiTags('tenders: calendar')
@Controller('tender')
export class GetCalendarFeedController {
  constructor(private readonly queries: QueryBus) {}

  @Get('calendar/:file')
  @Public()
  @ApiProduces('text/calendar')
  @ApiOperation({
    summary: 'iCal feed of the closing dates of the bookmarked tenders (public URL with a per-user secret: /tender/calendar/{secret}.ics)',
  })
  async feed(@Param('file') file: string, @Res() reply: FastifyReply) {
    const body = await this.queries.execute<GetCalendarFeedQuery, string>(new GetCalendarFeedQuery(file));
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="jointly-tenders.ics"')
      .header('cache-control', 'private, max-age=300')
      .send(body);
  }
}
