import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

export interface MessageDay {
  day: string;
  messages: number;
}

export class MessageStatsQuery {
  constructor(readonly days: number) {}
}

/** Messages posted per day (UTC), oldest day first; days without messages are zeros. Counts only, never content. */
@QueryHandler(MessageStatsQuery)
export class MessageStatsHandler implements IQueryHandler<MessageStatsQuery, MessageDay[]> {
  constructor(@InjectDataSource('messages') private readonly dataSource: DataSource) {}

  async execute({ days }: MessageStatsQuery): Promise<MessageDay[]> {
    return (await this.dataSource.query(
      `SELECT to_char(d.day, 'YYYY-MM-DD') AS day, count(m.id)::int AS messages
         FROM generate_series((now() AT TIME ZONE 'UTC')::date - ($1::int - 1), (now() AT TIME ZONE 'UTC')::date, interval '1 day') AS d(day)
         LEFT JOIN messages.message m ON (m.created_at AT TIME ZONE 'UTC')::date = d.day::date
        GROUP BY d.day ORDER BY d.day`,
      [days],
    )) as MessageDay[];
  }
}
