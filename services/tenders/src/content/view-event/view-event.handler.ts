import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { requireFound } from '../content-query';
import { EventRepository, eventView, type EventView } from '../event.repository';

export class ViewEventQuery {
  constructor(readonly id: string) {}
}

/** GET /events/view/{id}; 404 for an unknown id. */
@QueryHandler(ViewEventQuery)
export class ViewEventHandler implements IQueryHandler<ViewEventQuery, EventView> {
  constructor(private readonly events: EventRepository) {}

  async execute({ id }: ViewEventQuery): Promise<EventView> {
    return eventView(requireFound((await this.events.findById(id)) ?? undefined, 'event', id));
  }
}
