import type { AnalyticsEventInput } from '../../analytics-event';

/** A batch of page views and events from the web app (POST /analytics/events). `client` keys the rate limit only. */
export class RecordAnalyticsEventsCommand {
  constructor(
    readonly events: AnalyticsEventInput[],
    readonly client: { ip: string },
  ) {}
}
