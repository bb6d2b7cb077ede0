import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { MailStatsQuery, type MailDay } from './mail-stats.query';

/** Counts delivered mail by the day it was sent and given-up mail by the day it was last tried; empty days are zeros. */
@QueryHandler(MailStatsQuery)
export class MailStatsHandler implements IQueryHandler<MailStatsQuery, MailDay[]> {
  constructor(@InjectDataSource('notifications') private readonly dataSource: DataSource) {}

  async execute({ days }: MailStatsQuery): Promise<MailDay[]> {
    const rows = (await this.dataSource.query(
      `WITH days AS (
         SELECT generate_series(date_trunc('day', now() AT TIME ZONE 'UTC') - ($1::int - 1) * interval '1 day',
                                date_trunc('day', now() AT TIME ZONE 'UTC'), interval '1 day') AS start
       )
       SELECT to_char(d.start, 'YYYY-MM-DD') AS day,
              (SELECT count(*)::int FROM notifications.mail_message m
                WHERE m.status = 'sent' AND m.sent_at >= d.start AT TIME ZONE 'UTC' AND m.sent_at < (d.start + interval '1 day') AT TIME ZONE 'UTC') AS sent,
              (SELECT count(*)::int FROM notifications.mail_message m
                WHERE m.status = 'failed' AND m.updated_at >= d.start AT TIME ZONE 'UTC' AND m.updated_at < (d.start + interval '1 day') AT TIME ZONE 'UTC') AS failed
         FROM days d ORDER BY d.start`,
      [days],
    )) as MailDay[];
    return rows.map((r) => ({ day: r.day, sent: r.sent, failed: r.failed }));
  }
}
