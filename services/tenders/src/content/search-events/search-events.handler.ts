import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { optionalBoolean, optionalDate, parseContentQuery } from '../content-query';
import { EventRepository, eventView, type EventView } from '../event.repository';

export class SearchEventsQuery {
  /** The raw query string parameters (checked here by the content query parser). */
  constructor(readonly raw: Record<string, unknown>) {}
}

export interface FoundEvents {
  foundEvents: EventView[];
  count: number;
  currentPage: number;
  totalPages: number;
}

/** GET /events/search: upcoming first, then past ones; keywords, upcoming, from, to; paged. */
@QueryHandler(SearchEventsQuery)
export class SearchEventsHandler implements IQueryHandler<SearchEventsQuery, FoundEvents> {
  constructor(private readonly events: EventRepository) {}

  async execute({ raw }: SearchEventsQuery): Promise<FoundEvents> {
    const q = parseContentQuery(raw, ['upcoming', 'from', 'to']);
    const upcoming = optionalBoolean(q.raw.upcoming, 'upcoming') === true;
    const from = optionalDate(q.raw.from, 'from');
    const to = optionalDate(q.raw.to, 'to');
    const { rows, count } = await this.events.search({ keywords: q.keywords, upcoming, from, to, page: q.page, limit: q.limit });
    return { foundEvents: rows.map(eventView), count, currentPage: q.page, totalPages: Math.ceil(count / q.limit) };
  }
}
