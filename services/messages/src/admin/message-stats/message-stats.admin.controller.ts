import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '@jointly/common/auth';
import { MessageStatsQuery, type MessageDay } from './message-stats.handler';
import { MessageStatsRequestDto } from './message-stats.request.dto';

export type { MessageDay } from './message-stats.handler';

/** The console dashboard's message volume (admins): counts only, never content. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/stats')
@Roles('admin')
export class MessageStatsAdminController {
  constructor(private readonly queries: QueryBus) {}

  @Get('messages')
  @ApiOperation({ summary: 'Messages posted per day (UTC), oldest day first; days without messages are zeros' })
  messages(@Query() query: MessageStatsRequestDto): Promise<MessageDay[]> {
    return this.queries.execute(new MessageStatsQuery(query.days ?? 30));
  }
}
