import { Controller, Get, Query } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiBearerAuth, ApiOperation, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import type { DataSource } from 'typeorm';
import { Roles } from '@jointly/common/auth';

export class SignupStatsRequestDto {
  @ApiPropertyOptional({ example: 12, description: 'How many weeks back, this week included (1–104).' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'weeks must be a whole number' })
  @Min(1, { message: 'weeks must be at least 1' })
  @Max(104, { message: 'weeks must be at most 104' })
  weeks?: number;
}

/** Sign-ups of one ISO week by account type. */
export interface SignupWeek {
  week: string;
  weekStart: string;
  provider: number;
  expert: number;
  staff: number;
  admin: number;
}

/** The console dashboard's sign-ups per week by account type (admins). */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/stats')
@Roles('admin')
export class SignupStatsAdminController {
  constructor(@InjectDataSource('accounts') private readonly dataSource: DataSource) {}

  @Get('signups')
  @ApiOperation({ summary: 'Accounts created per ISO week (UTC) by type, oldest week first; weeks without sign-ups are zeros' })
  async signups(@Query() query: SignupStatsRequestDto): Promise<SignupWeek[]> {
    const weeks = query.weeks ?? 12;
    const rows = (await this.dataSource.query(
      `WITH weeks AS (
         SELECT generate_series(date_trunc('week', now() AT TIME ZONE 'UTC') - ($1::int - 1) * interval '1 week',
                                date_trunc('week', now() AT TIME ZONE 'UTC'), interval '1 week') AS start
       )
       SELECT to_char(w.start, 'IYYY-"W"IW') AS week, to_char(w.start, 'YYYY-MM-DD') AS week_start,
              count(a.id) FILTER (WHERE a.account_type = 'provider')::int AS provider,
              count(a.id) FILTER (WHERE a.account_type = 'expert')::int AS expert,
              count(a.id) FILTER (WHERE a.account_type = 'staff')::int AS staff,
              count(a.id) FILTER (WHERE a.account_type = 'admin')::int AS admin
         FROM weeks w
         LEFT JOIN accounts.account a
           ON a.created_at >= w.start AT TIME ZONE 'UTC' AND a.created_at < (w.start + interval '1 week') AT TIME ZONE 'UTC'
        GROUP BY w.start ORDER BY w.start`,
      [weeks],
    )) as Array<{ week: string; week_start: string; provider: number; expert: number; staff: number; admin: number }>;
    return rows.map((r) => ({
      week: r.week,
      weekStart: r.week_start,
      provider: r.provider,
      expert: r.expert,
      staff: r.staff,
      admin: r.admin,
    }));
  }
}
