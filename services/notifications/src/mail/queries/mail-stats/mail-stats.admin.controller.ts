import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '@jointly/common/auth';
import { MailStatsQuery, type MailDay } from './mail-stats.query';
import { MailStatsRequestDto } from './mail-stats.request.dto';

/** The console dashboard's mail chart (admins). */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/stats')
@Roles('admin')
export class MailStatsAdminController {
  constructor(private readonly queries: QueryBus) {}

  @Get('mail')
  @ApiOperation({ summary: 'Mail sent and failed per day (UTC), oldest day first; days without mail are zeros' })
  mail(@Query() query: MailStatsRequestDto): Promise<MailDay[]> {
    return this.queries.execute(new MailStatsQuery(query.days ?? 30));
  }
}
