import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '@jointly/common/auth';
import { ApiErrors } from '@jointly/common/http';
import { RecordAnalyticsEventsCommand } from './record-analytics-events.command';
import { RecordAnalyticsEventsRequestDto } from './record-analytics-events.request.dto';

@ApiTags('analytics')
@ApiErrors(429)
@Controller('analytics')
export class RecordAnalyticsEventsHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Public()
  @Post('events')
  @HttpCode(202)
  @ApiOperation({
    summary:
      'First-party analytics: up to 50 page views and events (the web app sends them only as spec §4 allows). Stores no account, address or query string. Events older than a day (or ahead of the clock) are dropped, and counted in `dropped`.',
  })
  record(@Body() dto: RecordAnalyticsEventsRequestDto, @Ip() ip: string): Promise<{ stored: number; dropped: number }> {
    return this.commands.execute(new RecordAnalyticsEventsCommand(dto.events, { ip }));
  }
}
