import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InvalidInputError } from '@jointly/common/errors';
import { requireFound } from '../content-query';
import type { UpdateEventRequestDto } from '../content.request.dto';
import { checkEventTimes } from '../event-times';
import { EVENT_FIELDS, EventRepository, eventView, type EventView } from '../event.repository';

export class UpdateEventCommand {
  constructor(
    readonly id: string,
    readonly dto: UpdateEventRequestDto,
  ) {}
}

/** PATCH /events/update/{id}: writes the fields sent; 404 for an unknown event, 400 when nothing would change. */
@CommandHandler(UpdateEventCommand)
export class UpdateEventHandler implements ICommandHandler<UpdateEventCommand, EventView> {
  constructor(private readonly events: EventRepository) {}

  async execute({ id, dto }: UpdateEventCommand): Promise<EventView> {
    const current = requireFound((await this.events.findById(id)) ?? undefined, 'event', id);
    checkEventTimes(dto.startsAt ?? current.starts_at.toISOString(), dto.endsAt ?? current.ends_at?.toISOString());
    if (!Object.keys(EVENT_FIELDS).some((field) => (dto as Record<string, unknown>)[field] !== undefined))
      throw new InvalidInputError(
        `Nothing to change: send at least one of ${Object.keys(EVENT_FIELDS).join(', ')}.`,
        'EVENT.NOTHING_TO_CHANGE',
      );
    return eventView(requireFound((await this.events.update(id, dto as Record<string, unknown>)) ?? undefined, 'event', id));
  }
}
