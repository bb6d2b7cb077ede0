import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import type { DataSource } from 'typeorm';
import { Roles } from '@jointly/common/auth';

export class RevenueRequestDto {
  @ApiPropertyOptional({ default: 12, minimum: 1, maximum: 60 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'months must be a whole number' })
  @Min(1, { message: 'months must be 1 or more' })
  @Max(60, { message: 'months must be at most 60' })
  months?: number;
}

export interface RevenueMonth {
  month: string;
  /** By month of issue, VAT included, void invoices left out: invoiced = paid + outstanding + overdue. */
  invoicedPence: number;
  paidPence: number;
  /** Issued, unpaid, not yet due. */
  outstandingPence: number;
  /** Issued, unpaid and past due now. */
  overduePence: number;
}

/** The console's revenue chart (admins): per month (UTC), oldest first; months without invoices are zeros. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/stats')
@Roles('admin')
export class RevenueAdminController {
  constructor(@InjectDataSource('billing') private readonly dataSource: DataSource) {}

  @Get('revenue')
  @ApiOperation({ summary: 'Invoiced totals per month of issue (UTC), split into paid, outstanding and overdue; oldest month first' })
  async revenue(@Query() query: RevenueRequestDto): Promise<RevenueMonth[]> {
    const rows = (await this.dataSource.query(
      `WITH months AS (
         SELECT generate_series(date_trunc('month', now() AT TIME ZONE 'UTC') - make_interval(months => $1::int - 1),
                                date_trunc('month', now() AT TIME ZONE 'UTC'), interval '1 month') AS month)
       SELECT to_char(m.month, 'YYYY-MM') AS month,
              coalesce(sum(i.total_pence) FILTER (WHERE i.status = 'paid'), 0)::bigint AS paid,
              coalesce(sum(i.total_pence) FILTER (WHERE i.status = 'issued' AND i.due_date >= (now() AT TIME ZONE 'UTC')::date), 0)::bigint AS outstanding,
              coalesce(sum(i.total_pence) FILTER (WHERE i.status = 'issued' AND i.due_date < (now() AT TIME ZONE 'UTC')::date), 0)::bigint AS overdue
         FROM months m
         LEFT JOIN billing.invoice i ON i.status <> 'void' AND date_trunc('month', i.issued_at AT TIME ZONE 'UTC') = m.month
        GROUP BY m.month ORDER BY m.month`,
      [query.months ?? 12],
    )) as Array<{ month: string; paid: string; outstanding: string; overdue: string }>;
    return rows.map((r) => {
      const [paidPence, outstandingPence, overduePence] = [Number(r.paid), Number(r.outstanding), Number(r.overdue)];
      return { month: r.month, invoicedPence: paidPence + outstandingPence + overduePence, paidPence, outstandingPence, overduePence };
    });
  }
}
