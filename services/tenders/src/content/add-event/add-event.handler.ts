import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { TenderEvents } from '@jointly/contracts';
import { OutboxService, createEvent } from '@jointly/common/events';
import type { CreateEventRequestDto } from '../content.request.dto';
import { checkEventTimes } from '../event-times';
import { EventRepository, eventView, type EventView } from '../event.repository';

export class AddEventCommand {
  constructor(
    readonly dto: CreateEventRequestDto,
    readonly actorId: string,
  ) {}
}

/** POST /events/add: stores the event and puts TenderEventAdded in the outbox in the same transaction. */
@CommandHandler(AddEventCommand)
export class AddEventHandler implements ICommandHandler<AddEventCommand, EventView> {
  constructor(
    private readonly events: EventRepository,
    private readonly outbox: OutboxService,
  ) {}

  async execute({ dto, actorId }: AddEventCommand): Promise<EventView> {
    checkEventTimes(dto.startsAt, dto.endsAt);
    const row = await this.events.transaction(async (manager) => {
      const row = await this.events.insert(manager, {
        title: dto.title.trim(),
        description: dto.description ?? null,
        startsAt: dto.startsAt,
        endsAt: dto.endsAt ?? null,
        location: dto.location ?? null,
        url: dto.url ?? null,
        imageUrl: dto.imageUrl ?? null,
        createdBy: actorId,
      });
      await this.outbox.add(
        manager,
        createEvent(TenderEvents.TenderEventAdded, {
          aggregateId: row.id,
          actorId,
          payload: { eventId: row.id, title: row.title, startsAt: row.starts_at.toISOString() },
        }),
      );
      return row;
    });
    return eventView(row);
  }
}
