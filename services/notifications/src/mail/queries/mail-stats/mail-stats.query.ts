/** Mail sent and failed per day (UTC) over the last `days` days, today included. */
export class MailStatsQuery {
  constructor(readonly days: number) {}
}

/** One day of the dashboard's mail chart. */
export interface MailDay {
  day: string;
  sent: number;
  failed: number;
}
