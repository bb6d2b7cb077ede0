import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AnalyticsRow } from './analytics-event';

export interface PageViewCount {
  day: string;
  path: string;
  views: number;
}

/** notifications.analytics_event: one row per page view or event, nothing that names a person. */
@Injectable()
export class AnalyticsRepository {
  constructor(@InjectDataSource('notifications') private readonly dataSource: DataSource) {}

  async insert(rows: AnalyticsRow[]): Promise<void> {
    if (!rows.length) return;
    const values = rows.map((_, i) => `($${i * 4 + 1}, $${i * 4 + 2}, $${i * 4 + 3}, $${i * 4 + 4})`).join(', ');
    await this.dataSource.query(
      `INSERT INTO notifications.analytics_event (kind, path, name, occurred_at) VALUES ${values}`,
      rows.flatMap((r) => [r.kind, r.path, r.name, r.occurredAt]),
    );
  }

  /** Page views per UTC day and route over the last `days` days (today included). */
  async pageViewsByDay(days: number): Promise<PageViewCount[]> {
    return (await this.dataSource.query(
      `SELECT to_char(date_trunc('day', e.occurred_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS day, e.path, count(*)::int AS views
         FROM notifications.analytics_event e
        WHERE e.kind = 'pageview'
          AND e.occurred_at >= (date_trunc('day', now() AT TIME ZONE 'UTC') - ($1::int - 1) * interval '1 day') AT TIME ZONE 'UTC'
        GROUP BY 1, 2
        ORDER BY 1, 3 DESC, 2`,
      [days],
    )) as PageViewCount[];
  }
}
