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
  /** Totals (VAT included) of invoices issued that month, not void. */
  invoicedPence: number;
  /** Totals of invoices paid that month. */
  paidPence: number;
  /** Issued, unpaid and past due now, by month of issue. */
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
  @ApiOperation({ summary: 'Invoiced, paid and overdue totals per month (UTC), oldest month first' })
  async revenue(@Query() query: RevenueRequestDto): Promise<RevenueMonth[]> {
    const rows = (await this.dataSource.query(
      `WITH months AS (
         SELECT generate_series(date_trunc('month', now() AT TIME ZONE 'UTC') - make_interval(months => $1::int - 1),
                                date_trunc('month', now() AT TIME ZONE 'UTC'), interval '1 month') AS month)
       SELECT to_char(m.month, 'YYYY-MM') AS month,
              coalesce((SELECT sum(total_pence) FROM billing.invoice i WHERE i.status <> 'void'
                         AND date_trunc('month', i.issued_at AT TIME ZONE 'UTC') = m.month), 0)::bigint AS invoiced,
              coalesce((SELECT sum(total_pence) FROM billing.invoice i WHERE i.status = 'paid'
                         AND date_trunc('month', i.paid_at AT TIME ZONE 'UTC') = m.month), 0)::bigint AS paid,
              coalesce((SELECT sum(total_pence) FROM billing.invoice i WHERE i.status = 'issued' AND i.due_date < (now() AT TIME ZONE 'UTC')::date
                         AND date_trunc('month', i.issued_at AT TIME ZONE 'UTC') = m.month), 0)::bigint AS overdue
         FROM months m ORDER BY m.month`,
      [query.months ?? 12],
    )) as Array<{ month: string; invoiced: string; paid: string; overdue: string }>;
    return rows.map((r) => ({
      month: r.month,
      invoicedPence: Number(r.invoiced),
      paidPence: Number(r.paid),
      overduePence: Number(r.overdue),
    }));
  }
}
