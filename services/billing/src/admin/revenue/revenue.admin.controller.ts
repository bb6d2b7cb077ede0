import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { Roles } from '@jointly/common/auth';
import { RevenueQuery, type RevenueMonth } from './revenue.query';

export class RevenueRequestDto {
  @ApiPropertyOptional({ default: 12, minimum: 1, maximum: 60 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'months must be a whole number' })
  @Min(1, { message: 'months must be 1 or more' })
  @Max(60, { message: 'months must be at most 60' })
  months?: number;
}

/** The console's revenue chart (admins): per month (UTC), oldest first; months without invoices are zeros. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/stats')
@Roles('admin')
export class RevenueAdminController {
  constructor(private readonly queries: QueryBus) {}

  @Get('revenue')
  @ApiOperation({ summary: 'Invoiced totals per month of issue (UTC), split into paid, outstanding and overdue; oldest month first' })
  revenue(@Query() query: RevenueRequestDto): Promise<RevenueMonth[]> {
    return this.queries.execute(new RevenueQuery(query.months ?? 12));
  }
}
