import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { requireFound } from '../content-query';
import { EventRepository, eventView, type EventView } from '../event.repository';

export class DeleteEventCommand {
  constructor(readonly id: string) {}
}

/** DELETE /events/delete/{id}: answers the deleted event; 404 for an unknown id. */
@CommandHandler(DeleteEventCommand)
export class DeleteEventHandler implements ICommandHandler<DeleteEventCommand, EventView> {
  constructor(private readonly events: EventRepository) {}

  async execute({ id }: DeleteEventCommand): Promise<EventView> {
    return eventView(requireFound((await this.events.delete(id)) ?? undefined, 'event', id));
  }
}
