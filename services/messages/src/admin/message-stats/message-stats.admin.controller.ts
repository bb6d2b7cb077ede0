import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Roles } from '@jointly/common/auth';
import { MessageStatsRequestDto } from './message-stats.request.dto';

export interface MessageDay {
  day: string;
  messages: number;
}

/** The console dashboard's message volume (admins): counts only, never content. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/stats')
@Roles('admin')
export class MessageStatsAdminController {
  constructor(@InjectDataSource('messages') private readonly dataSource: DataSource) {}

  @Get('messages')
  @ApiOperation({ summary: 'Messages posted per day (UTC), oldest day first; days without messages are zeros' })
  async messages(@Query() query: MessageStatsRequestDto): Promise<MessageDay[]> {
    const rows = (await this.dataSource.query(
      `SELECT to_char(d.day, 'YYYY-MM-DD') AS day, count(m.id)::int AS messages
         FROM generate_series((now() AT TIME ZONE 'UTC')::date - ($1::int - 1), (now() AT TIME ZONE 'UTC')::date, interval '1 day') AS d(day)
         LEFT JOIN messages.message m ON (m.created_at AT TIME ZONE 'UTC')::date = d.day::date
        GROUP BY d.day ORDER BY d.day`,
      [query.days ?? 30],
    )) as MessageDay[];
    return rows;
  }
}
