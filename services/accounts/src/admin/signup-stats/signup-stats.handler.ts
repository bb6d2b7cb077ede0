import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { SignupWeek } from '@jointly/contracts';

export type { SignupWeek } from '@jointly/contracts';

export class SignupStatsQuery {
  constructor(readonly weeks: number) {}
}

/** Accounts created per ISO week (UTC) by type, oldest week first; weeks without sign-ups are zeros. */
@QueryHandler(SignupStatsQuery)
export class SignupStatsHandler implements IQueryHandler<SignupStatsQuery, SignupWeek[]> {
  constructor(@InjectDataSource('accounts') private readonly dataSource: DataSource) {}

  async execute({ weeks }: SignupStatsQuery): Promise<SignupWeek[]> {
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
