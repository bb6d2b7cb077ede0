import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { RevenueMonth } from './revenue.query';

/** Invoiced totals per month of issue (UTC), split by state, for the console's revenue chart. */
@Injectable()
export class RevenueReader {
  constructor(@InjectDataSource('billing') private readonly dataSource: DataSource) {}

  async months(months: number): Promise<RevenueMonth[]> {
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
      [months],
    )) as Array<{ month: string; paid: string; outstanding: string; overdue: string }>;
    return rows.map((r) => {
      const [paidPence, outstandingPence, overduePence] = [Number(r.paid), Number(r.outstanding), Number(r.overdue)];
      return { month: r.month, invoicedPence: paidPence + outstandingPence + overduePence, paidPence, outstandingPence, overduePence };
    });
  }
}
